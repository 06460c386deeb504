import { describe, expect, it } from 'vitest';
import type { SessionPart } from '../types/handoff.js';
import { otherSessionsLines } from './other-sessions.js';

const PARENT = 'ses_3353a8139ffeLXvY9MIuOitgt6';

function part(i: number, over: Partial<SessionPart> = {}): SessionPart {
  const minute = String(59 - i).padStart(2, '0');
  return {
    sessionId: `ses_sub${String(i).padStart(3, '0')}`,
    agent: 'opencode',
    endedAt: `2026-03-08T14:${minute}:00.000Z`,
    task: null,
    latestInstruction: null,
    status: i % 5 === 0 ? 'complete' : 'in_progress',
    statusReason: '',
    nextStep: null,
    filesTouched: ['packages/worker/src/index.ts'],
    spawnedBy: PARENT,
    lastCheck: null,
    openTodos: 0,
    edited: 0,
    openQuestions: 0,
    ...over,
  };
}

describe('the other sessions of a checkpoint of many review sub-sessions', () => {
  it('names the newest and those that changed files or asked, and counts the rest in one line with the command to list them', () => {
    const parts = Array.from({ length: 29 }, (_, i) => part(i));
    parts[7] = part(7, { edited: 2 });
    parts[12] = part(12, { openQuestions: 1 });
    const lines = otherSessionsLines(parts, 240, true, 'bf2181e08c3a');
    expect(lines.length).toBeLessThanOrEqual(9);
    const text = lines.join('\n');
    for (const id of ['ses_sub000', 'ses_sub007', 'ses_sub012', 'ses_sub001']) expect(text).toContain(`\`${id}\``);
    expect(text).toContain('changed 2 file(s)');
    expect(text).toContain('1 open question(s)');
    expect(text).toMatch(/- 25 more sub-session\(s\) \(OpenCode\) spawned by `ses_3353a8139ffeLXvY9MIuOitgt6`, ended 2026-03-08 14:31–14:57 UTC, none changed files: 20 in progress, 5 complete\./);
    expect(text).toContain('`hand-off-session show checkpoint bf2181e08c3a --json`');
  });

  it('gives each of a few other sessions its own line with what it was asked', () => {
    const parts = [1, 2, 3].map((i) => part(i, { spawnedBy: undefined, latestInstruction: { text: `fix bug ${i}`, verified: false, source: { sessionId: `ses_sub00${i}` } } }));
    const text = otherSessionsLines(parts, 240, true, 'cp1').join('\n');
    for (const i of [1, 2, 3]) expect(text).toContain(`Latest instruction: fix bug ${i}`);
    expect(text).not.toContain('more session');
  });

  it('names each session of a small counted kind, so none of six sessions goes unmentioned', () => {
    const parts = [0, 1, 2, 3, 4].map((i) => part(i, { spawnedBy: undefined }));
    const text = otherSessionsLines(parts, 240, true, 'cp1').join('\n');
    for (const p of parts) expect(text).toContain(`\`${p.sessionId}\``);
    expect(text).toContain('- 1 more session(s) (OpenCode) (`ses_sub004`), ended 2026-03-08 14:55 UTC, none changed files: 1 in progress.');
  });

  it('says of a session kept with its prompts only when Entire wrote its slot, not that it ended before the lead', () => {
    // A Claude Code session and a Codex session of the same commit, their slots metadata and prompt.txt only: Entire
    // wrote both 40 minutes after the lead's last record, in the one condensation of the commit.
    const unread = (id: string, agent: SessionPart['agent'], at: string, text: string): SessionPart =>
      part(0, { sessionId: id, agent, endedAt: at, spawnedBy: undefined, status: 'unknown', promptsOnly: true, latestInstruction: { text, verified: false, source: { sessionId: id } } });
    const parts = [
      unread('38573ee1-23f1-46a2-a4f2-13ba6a15bf0c', 'claude-code', '2026-06-17T00:02:46.506Z', 'i wanted it to be i can dispatch them one at a time'),
      unread('019ed0f2-4373-7820-a3b8-d51bac5e7d6d', 'codex', '2026-06-17T00:02:42.988Z', 'give me 2 bullet points'),
    ];
    const text = otherSessionsLines(parts, 240, true, '09cb2aeecea3').join('\n');
    expect(text).not.toContain('Each ended before the session above.');
    expect(text).toContain('one kept with its prompts only may have ended after it');
    expect(text).toContain('Session `38573ee1-23f1-46a2-a4f2-13ba6a15bf0c` (Claude Code), no transcript here (Entire wrote its slot 2026-06-17 00:02 UTC): status unknown.');
    expect(text).not.toMatch(/ended 2026-06-17/);
  });

  it('says of a session whose part of the checkpoint is empty that nothing of it falls here, not its earlier status', () => {
    const empty = part(0, { sessionId: 'd3af4e36-d6e3-4220-9a81-ebca89484b4f', agent: 'claude-code', spawnedBy: undefined, endedAt: '2026-02-25T09:21:14.417Z', status: 'unknown', emptyPart: true });
    const text = otherSessionsLines([empty], 240, true, '025f7472ef66').join('\n');
    expect(text).toContain('Session `d3af4e36-d6e3-4220-9a81-ebca89484b4f` (Claude Code), ended 2026-02-25 09:21 UTC: no record of it falls in this checkpoint (its part of the transcript is empty).');
    expect(text).not.toContain('status');
  });
});
