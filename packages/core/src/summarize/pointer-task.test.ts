/**
 * A task that only points ("can we fix this?") at what the text does not hold, a pasted screenshot: the agent's first
 * account of what it sees goes with it, quoted.
 */
import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { HandoffBuilder } from './handoff-builder.js';

const READING = 'I can see the issue: the table counts 3 uploads for Asobig, who has 1529 files. The query counts tracks, not uploaded files.';

function task(events: TranscriptEvent[]): string | undefined {
  const b = new HandoffBuilder({ sessionId: 's', agent: 'claude-code', cwd: '/home/rob/safecast' });
  for (const e of events) b.add(e);
  return b.build().task?.text;
}

const edit: TranscriptEvent[] = [
  { kind: 'file_edit', line: 5, callId: 'e1', tool: 'Write', paths: ['/home/rob/safecast/go/cmd/mcp-server/tool_top_uploaders.go'] },
  { kind: 'tool_result', line: 6, callId: 'e1', isError: false, output: 'File created successfully.' },
];

describe('a task that points at a pasted screenshot', () => {
  it("is told by the agent's reading of it, past the steps it announces", () => {
    const t = task([
      { kind: 'user_prompt', line: 1, text: 'can we fix this?', images: ['[image]'] },
      { kind: 'assistant_text', line: 2, text: 'Let me look at the screenshot.' },
      { kind: 'assistant_text', line: 3, text: `${READING}\n\nLet me investigate the code.` },
      ...edit,
    ]);
    expect(t).toBe(`can we fix this? (the agent's reading of it: "${READING}")`);
  });

  it('is left as said when it names its own object, or when the message before it is what it points at', () => {
    const own = task([{ kind: 'user_prompt', line: 1, text: 'can we fix the upload counts in the top uploaders table?' }, { kind: 'assistant_text', line: 2, text: READING }, ...edit]);
    expect(own).toBe('can we fix the upload counts in the top uploaders table?');
    const after = task([
      { kind: 'user_prompt', line: 1, text: 'why does the top uploaders table say Asobig has 3 uploads?' },
      { kind: 'assistant_text', line: 2, text: `${READING} I can fix the query to count uploaded files instead.` },
      { kind: 'user_prompt', line: 3, text: 'can we fix this?' },
      { kind: 'assistant_text', line: 4, text: 'The grouping by track is gone: the query counts files now.' },
      ...edit,
    ]);
    expect(after).not.toContain("the agent's reading");
    const proposed = task([
      { kind: 'assistant_text', line: 1, text: 'The uploads query groups by track, so Asobig shows 3 uploads. I could count uploaded files per user instead.' },
      { kind: 'user_prompt', line: 2, text: 'can we fix this?' },
      { kind: 'assistant_text', line: 3, text: READING },
      ...edit,
    ]);
    expect(proposed).not.toContain("the agent's reading");
  });
});

describe('a go-ahead as the only prompt', () => {
  const run = (prompt: string) =>
    task([
      { kind: 'user_prompt', line: 1, text: prompt },
      { kind: 'assistant_text', line: 2, text: "O teste `user.service.spec.ts` espera 'Usuário já existe.' mas o serviço lança ConflictException. Vou corrigir o teste." },
      ...edit,
    ]);

  it("says how to work, not what: the agent's reading of the work goes with it", () => {
    for (const p of ['pode fazer as alteraçoes e nao fique me perguntando', 'make the changes and stop asking me', 'go ahead, you are approved to edit'])
      expect(run(p)).toContain(`${p} (the agent's reading of it: "O teste`);
  });

  it('is left as said when it names the work', () => {
    for (const p of ['make the changes to the login page so it uses OAuth', 'pode fazer as alterações em src/user.service.ts'])
      expect(run(p)).toBe(p);
  });
});
