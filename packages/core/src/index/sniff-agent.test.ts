import { describe, expect, it } from 'vitest';
import { agentFromHead, agentFromModel, agentFromTranscriptPath, corroboratedAgent, fallbackAgent, headStartDecides, sniffFormat } from './sniff-agent.js';

const lines = (...objs: object[]) => objs.map((o) => JSON.stringify(o)).join('\n') + '\n';

describe('sniffFormat', () => {
  it('recognises Claude Code JSONL, including files that start with summaries or snapshots', () => {
    expect(sniffFormat(lines({ type: 'summary', summary: 'Fix bug', leafUuid: 'e77f314a' }))).toBe('claude-jsonl');
    expect(sniffFormat(lines({ type: 'file-history-snapshot', messageId: 'e9fa', snapshot: {}, isSnapshotUpdate: false }))).toBe('claude-jsonl');
    expect(sniffFormat(lines({ parentUuid: null, type: 'user', uuid: 'u1', sessionId: 's', message: { role: 'user', content: 'hi' } }))).toBe('claude-jsonl');
  });
  it('recognises Codex, Copilot, Droid, Cursor and Entire compact lines', () => {
    expect(sniffFormat(lines({ timestamp: 't', type: 'session_meta', payload: { id: 'x' } }))).toBe('codex-rollout');
    expect(sniffFormat(lines({ timestamp: 't', type: 'turn_context', payload: { model: 'gpt-5.2-codex' } }))).toBe('codex-rollout');
    expect(sniffFormat(lines({ type: 'session.start', data: { sessionId: 'b4', producer: 'copilot-agent' } }))).toBe('copilot-events');
    expect(sniffFormat(lines({ type: 'session_start', id: 'a31f', title: 'x', cwd: '/repo' }))).toBe('droid-jsonl');
    expect(sniffFormat(lines({ role: 'user', message: { content: [{ type: 'text', text: '<user_query>\nhi\n</user_query>' }] } }))).toBe('cursor-jsonl');
    expect(sniffFormat(lines({ v: 1, agent: 'claude-code', cli_version: '0.5.6', type: 'user', ts: 't', content: [] }))).toBe('entire-compact');
    expect(agentFromHead(lines({ v: 1, agent: 'codex', type: 'user', content: [] }))).toBe('codex');
  });
  it('recognises single JSON documents (Gemini, OpenCode), even pretty-printed and cut off', () => {
    const gemini = JSON.stringify({ sessionId: 's', projectHash: 'abc', startTime: 't', lastUpdated: 't', messages: [{ id: 'm', type: 'user', content: 'x'.repeat(100) }] }, null, 2);
    expect(sniffFormat(gemini.slice(0, 200))).toBe('gemini-json');
    expect(sniffFormat(JSON.stringify({ sessionId: 's', messages: [] }))).toBe('gemini-json');
    const opencode = JSON.stringify({ info: { id: 'ses_2fd4', slug: 'quick-panda', directory: '/repo' }, messages: [{ info: { role: 'user' }, parts: [] }] }, null, 2);
    expect(sniffFormat(opencode.slice(0, 120))).toBe('opencode-export');
    expect(sniffFormat(opencode)).toBe('opencode-export');
    expect(sniffFormat(lines({ sessionId: 's', projectHash: 'p', startTime: 't', lastUpdated: 't', kind: 'main' }))).toBe('gemini-jsonl');
  });
  it('says null for anything else', () => {
    expect(sniffFormat('')).toBeNull();
    expect(sniffFormat('plain text transcript')).toBeNull();
    expect(sniffFormat('{"unrelated": true}\n')).toBeNull();
    expect(sniffFormat('{not json')).toBeNull();
  });
});

describe('headStartDecides', () => {
  const heads = [
    // Claude Code opening with a long snapshot, then a user record; an Entire compact transcript of an external agent
    // whose agent line comes after a record that names none; Codex; a line that is not JSON before the first record.
    lines({ type: 'file-history-snapshot', messageId: 'e9fa', snapshot: { files: 'x'.repeat(3000) }, isSnapshotUpdate: false }, { type: 'user', uuid: 'u1', sessionId: 's', message: { role: 'user', content: 'fix the login rate limit' } }),
    lines({ note: 'exported' }, { v: 1, agent: 'roger-roger', type: 'user', ts: 't', content: [] }, { v: 1, agent: 'roger-roger', type: 'assistant', ts: 't', content: [] }),
    '\uFEFF' + lines({ timestamp: 't', type: 'session_meta', payload: { id: 'x', instructions: 'é'.repeat(500) } }, { timestamp: 't', type: 'turn_context', payload: {} }),
    'not json\n' + lines({ type: 'session.start', data: { sessionId: 'b4' } }),
    JSON.stringify({ sessionId: 's', projectHash: 'abc', messages: [{ type: 'user', content: 'x'.repeat(200) }] }, null, 2),
  ];

  it('decides only where the whole head gives the same agent', () => {
    let decided = 0;
    for (const head of heads) {
      const bytes = Buffer.from(head);
      for (let cut = 0; cut <= bytes.length; cut++) {
        const start = bytes.subarray(0, cut).toString('utf8');
        if (!headStartDecides(start)) continue;
        decided++;
        expect(agentFromHead(start)).toBe(agentFromHead(head));
      }
    }
    expect(decided).toBeGreaterThan(100);
  });

  it('waits for a complete line that names a format, and for a JSON document as a whole', () => {
    const claude = heads[0] ?? '';
    expect(headStartDecides(claude.slice(0, 2000))).toBe(false);
    expect(headStartDecides(claude.slice(0, claude.indexOf('\n') + 1))).toBe(true);
    expect(headStartDecides(heads[4] ?? '')).toBe(false);
    expect(headStartDecides('')).toBe(false);
  });
});

describe('agent evidence', () => {
  it('maps models and transcript paths', () => {
    expect(agentFromModel('claude-opus-4-6[1m]')).toBe('claude-code');
    expect(agentFromModel('gpt-5.4')).toBe('codex');
    expect(agentFromModel('o3')).toBe('codex');
    expect(agentFromModel('gemini-2.5-pro')).toBe('gemini');
    expect(agentFromModel('')).toBeNull();
    expect(agentFromTranscriptPath('.claude/projects/-Users-alex-cli/c010.jsonl')).toBe('claude-code');
    expect(agentFromTranscriptPath('/Users/a/.codex/sessions/2026/04/09/rollout-x.jsonl')).toBe('codex');
  });
  it('trusts a label only when the model or path agrees', () => {
    expect(corroboratedAgent('Claude Code', 'claude-opus-4-6', null)).toBe('claude-code');
    expect(corroboratedAgent('Gemini CLI', null, null)).toBeNull();
    expect(corroboratedAgent('Gemini CLI', 'claude-opus-4-6', null)).toBeNull();
    expect(corroboratedAgent('Agent', 'claude-opus-4-6', null)).toBeNull();
    expect(corroboratedAgent('Codex', null, '/h/.codex/sessions/rollout-1.jsonl')).toBe('codex');
    expect(fallbackAgent('Agent', 'claude-sonnet-4', null)).toBe('claude-code');
    expect(fallbackAgent('Gemini CLI', null, null)).toBe('gemini');
  });
});
