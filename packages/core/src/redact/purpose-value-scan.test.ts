/**
 * A value told by what it is for (pairing, override, handshake, shared key, unlock, a door's or an alarm's code),
 * with no secret noun, in the places a session holds it (a todo, a summary, a task's prompt), and the same purpose
 * words where no value is handed over. Values are made up for this test.
 */
import { describe, expect, it } from 'vitest';
import { redactJson, redactText } from './redact.js';

describe('a value told by its purpose', () => {
  it.each([
    ['a pairing number', 'Set up the hub, pairing: 137507', '137507'],
    ['an override in groups', 'Use override code 5512-8840 at the panel', '5512-8840'],
    ['a handshake value', 'The client sends handshake value 9f3kQ7xLm2 first.', '9f3kQ7xLm2'],
    ['a shared key', 'Configure the tunnel with shared key Vt7pQ2mZr4', 'Vt7pQ2mZr4'],
    ['a quoted shared key', "shared key = 'mango-tundra-41'", 'mango-tundra-41'],
    ['quoted words a noun names', 'unlock phrase "amber-quiet-lantern"', 'amber-quiet-lantern'],
    ['an unlock with two groups', 'unlock with 7788 1122', '7788 1122'],
    ['a door code that reads as a year', 'Alarm code is 6620; door code is 1948.', '1948'],
    ['a bare recovery', 'recovery: 7KQ2-M9XP-44RT', '7KQ2-M9XP-44RT'],
    ['a gate code in brackets', 'Open the yard (gate code 44551) before 9', '44551'],
    ['an override told last', 'The user gave the override: 5512-8840.', '5512-8840'],
  ])('redacts %s', (_what, text, value) => {
    const out = redactText(text).text;
    expect(out).toContain('[REDACTED:');
    expect(out).not.toContain(value);
  });

  it('redacts it inside a todo and a task record', () => {
    const todo = { todos: [{ content: 'Enter the pairing value 482913 on the TV', status: 'pending' }] };
    const task = { subagent_type: 'general-purpose', task_description: 'bypass code 77-31-09 for the turnstile' };
    expect(JSON.stringify(redactJson(todo).value)).not.toContain('482913');
    expect(JSON.stringify(redactJson(task).value)).not.toContain('77-31-09');
  });

  it('keeps the purpose words where no value is handed over', () => {
    const texts = [
      'pairing: 3 devices were paired',
      'Check the override code path in resolver.ts:120',
      'The handshake value is computed from the nonce',
      'shared key type: ed25519',
      'shared key: x25519',
      'alarm code 500 errors in the log',
      'recovery: 3 retries then fail',
      'pairing: enabled',
      'override: true',
      'handshake timeout 30000 ms',
      'recovery time 2024-05-01',
      'backup: 2024-05-01',
      'backup: 3600',
      'recovery = 300000',
      'unlock: v1.2.3 released',
      'handshake: TLS 1.3',
      'pairing mode 2 for tests',
      'door code review for PR 4471',
      'so we bypass\n1439:\t// resolveFilesTouched',
      ' - Rewrite prepareStackTrace to bypass "source-map-support" (usually set by tools)',
      'const sharedKeyLength = 32;',
      'the navigate gate 2024',
    ];
    for (const text of texts) expect(redactText(text).text, text).toBe(text);
  });
});
