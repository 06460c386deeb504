import { describe, expect, it } from 'vitest';
import { toolEvent } from './tools.js';

describe('the summary of a multiple-choice form', () => {
  it('lists each question with the labels of the options it offers', () => {
    const input = {
      questions: [
        { question: 'Which store should sessions use?', header: 'Store', multiSelect: false, options: [{ label: 'SQLite', description: 'one file' }, { label: 'Plain JSON', description: 'no dependency' }] },
        { question: 'Keep the old format readable?', header: 'Compat', options: [{ label: 'Yes' }, { label: 'No' }] },
      ],
    };
    const event = toolEvent('AskUserQuestion', input, 'toolu_1', { sessionId: 's', line: 1 } as never);
    expect(event).toMatchObject({ kind: 'tool_call', summary: 'Which store should sessions use? [SQLite | Plain JSON] Keep the old format readable? [Yes | No]' });
  });
});
