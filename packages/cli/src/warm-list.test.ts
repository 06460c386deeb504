import { describe, expect, it } from 'vitest';
import { warmListRequest } from './warm-list.js';

describe('warmListRequest: the `list --json` forms the entry answers from a record', () => {
  it('takes --json with --repo (both spellings) and --checkpoints, in any order', () => {
    expect(warmListRequest(['list', '--json'])).toEqual({ repo: undefined, scope: 'sessions' });
    expect(warmListRequest(['list', '--repo', '../r', '--json'])).toEqual({ repo: '../r', scope: 'sessions' });
    expect(warmListRequest(['list', '--checkpoints', '--json', '--repo=/x'])).toEqual({ repo: '/x', scope: 'checkpoints' });
  });

  it('leaves every other form to the full CLI', () => {
    for (const argv of [
      ['list'],
      ['list', '--checkpoints'],
      ['list', '--json', '--limit', '3'],
      ['list', '--ndjson'],
      ['list', '--json', '--json'],
      ['list', '--json', '--repo'],
      ['list', '--json', '--repo', '--checkpoints'],
      ['list', '--json', '--repo='],
      ['list', '--json', '--no-cache'],
      ['list', '--json', 'extra'],
      ['--repo', '.', 'list', '--json'],
      ['show', '--json'],
    ]) {
      expect(warmListRequest(argv), argv.join(' ')).toBeNull();
    }
  });
});
