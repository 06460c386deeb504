import { describe, expect, it } from 'vitest';
import { adapterFor } from './index.js';

/** Heads as each agent writes them (shapes from the corpus), ending mid-record as a bounded head read would. */
const HEADS = {
  'claude-jsonl': '{"type":"summary","summary":"t"}\n{"type":"user","sessionId":"5b539e53-47c8-4996-bc4e-3896a787c8ab","message":{"role":"user","content":"hi"}}\n{"type":"assi',
  'codex-rollout': '{"timestamp":"t","type":"session_meta","payload":{"id":"019dbcc1-3812-72e1-9caa-f97edd88215b","cwd":"/w"}}\n{"type":"turn',
  'gemini-jsonl': '{"sessionId":"8f2c1a9e-4b7d-4e21-9c3a-5d6e7f8a9b0c","projectHash":"a4","kind":"main"}\n{"id":"b1',
  'gemini-json': '{\n  "sessionId": "8a7ae754-b89d-49f0-9ea4-84a573764244",\n  "projectHash": "a9",\n  "messages": [',
  'opencode-export': '{\n "info": {\n  "id": "ses_2fd419c71ffeqSOLZEn9Pmpv8P",\n  "title": "x"\n },\n "messages": [',
  'copilot-events': '{"type":"session.start","data":{"sessionId":"b4257b63-a7e8-4e3f-9bf0-019c98db1744","context":{"cwd":"/r"}}}\n{"type":',
  'droid-jsonl': '{"type":"session_start","id":"a31fbbb0-0922-4b2b-be85-9e9f0283a4d8","cwd":"/repo"}\n{"type":"mess',
} as const;

describe('sessionIdOf: the session id a transcript records', () => {
  it.each(Object.entries(HEADS))('%s', (format, head) => {
    const id = adapterFor(format as keyof typeof HEADS).sessionIdOf?.(head);
    expect(id).toMatch(/^(?:[0-9a-f-]{36}|ses_\w+)$/);
    expect(head).toContain(id);
  });

  it('refuses ids with path characters, and heads without one', () => {
    expect(adapterFor('claude-jsonl').sessionIdOf?.('{"type":"user","sessionId":"../../etc"}\n')).toBeUndefined();
    expect(adapterFor('codex-rollout').sessionIdOf?.('{"type":"turn_context","payload":{}}\n')).toBeUndefined();
    expect(adapterFor('cursor-jsonl').sessionIdOf).toBeUndefined();
  });
});
