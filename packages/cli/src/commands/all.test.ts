import { Readable } from 'node:stream';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionJson, toJsonHandoff, type Handoff, type RepoIndex, type Session } from '@hand-off-session/core';
import type { Io } from '../io.js';
import { run } from '../run.js';

// What happened, in order: a handoff's build starting, a write to stdout.
const events = vi.hoisted(() => [] as string[]);
const fixture = vi.hoisted(() => ({ index: null as unknown, markdown: (id: string) => `# Handoff of ${id}\n` }));

vi.mock('./load-index.js', async (original) => ({
  ...(await original<typeof import('./load-index.js')>()),
  loadRepoIndex: async () => fixture.index,
}));

vi.mock('@hand-off-session/core', async (original) => {
  const core = await original<typeof import('@hand-off-session/core')>();
  return {
    ...core,
    // No git process: the index and the handoffs are the fixture's.
    CatFile: class {
      close(): Promise<void> {
        return Promise.resolve();
      }
    },
    handoffForSession: async (_index: RepoIndex, session: Session): Promise<Handoff> => {
      events.push(`build ${session.id}`);
      await new Promise((resolve) => setTimeout(resolve, 1));
      return handoffOf(session.id, fixture.markdown(session.id));
    },
  };
});

function session(id: string): Session {
  return {
    id,
    agent: 'claude-code',
    status: 'ended',
    startedAt: '2026-05-01T10:00:00.000Z',
    lastActivityAt: '2026-05-01T11:00:00.000Z',
    checkpointIds: ['fee37645fe2a'],
    stale: false,
    model: null,
    branch: 'main',
    lastPrompt: 'fix the importer\u2028then the tests',
    filesTouched: ['src/a.ts'],
    transcriptSource: 'checkpoint',
    tasks: [],
  } as unknown as Session;
}

/** The handoff's lists this test does not look at, empty. */
const UNUSED_LISTS = Object.fromEntries(
  ['currentState', 'recentProgress', 'openQuestions', 'decisions', 'commands', 'errors', 'todos', 'uncertainty', 'omitted'].map((key) => [key, []]),
);

function handoffOf(id: string, markdown: string): Handoff {
  return {
    ...UNUSED_LISTS,
    target: null,
    sourceAgents: ['claude-code'],
    sessionIds: [id],
    checkpointIds: ['fee37645fe2a'],
    task: { text: 'Make the importer accept ISO week dates', source: { sessionId: id, line: 3 }, verified: false },
    latestInstruction: null,
    status: 'in_progress',
    statusReason: 'tests not yet run',
    nextStep: null,
    filesTouched: ['src/a.ts', 'notes/\u2029odd name.md'],
    redactions: { total: 0, byRule: {}, fingerprints: [] },
    markdown,
  } as unknown as Handoff;
}

function capture(): { io: Io; out: () => string } {
  let out = '';
  return {
    io: {
      stdout: (t) => {
        events.push('stdout');
        out += t;
      },
      stderr: () => undefined,
      stdin: Readable.from(['']),
      env: { PATH: process.env.PATH },
      cwd: process.cwd(),
      isTTY: false,
    },
    out: () => out,
  };
}

/** The document as one JSON.stringify prints it: what `all --json` printed when it held every handoff to the end. */
function wholeDocument(sessions: Session[], total: number): string {
  const handoffs = sessions.map((s) => ({ session: sessionJson(s), handoff: toJsonHandoff(handoffOf(s.id, fixture.markdown(s.id))) }));
  return `${JSON.stringify({ handoffs, total }, null, 2)}\n`;
}

describe('all --json', () => {
  const sessions = ['s1', 's2', 's3', 's4'].map(session);

  beforeEach(() => {
    events.length = 0;
    fixture.index = { sessions, checkpoints: [], repo: { topLevel: process.cwd() } };
    fixture.markdown = (id) => `# Handoff of ${id}\n`;
  });

  it('prints each handoff as soon as it is made, not after the last one is built', async () => {
    const c = capture();
    expect(await run(['all', '--json', '--limit', '4'], c.io)).toBe(0);
    // Two builds run at once (read-ahead): the first handoff is out before the fourth build starts.
    expect(events.indexOf('stdout')).toBeGreaterThan(-1);
    expect(events.indexOf('stdout')).toBeLessThan(events.indexOf('build s4'));
  });

  it('prints exactly the bytes of the whole document, line separators inside strings included', async () => {
    const c = capture();
    expect(await run(['all', '--json', '--limit', '3'], c.io)).toBe(0);
    expect(c.out()).toBe(wholeDocument(sessions.slice(0, 3), 4));
  });

  it('prints an empty list as the whole document does', async () => {
    fixture.index = { sessions: [], checkpoints: [], repo: { topLevel: process.cwd() } };
    const c = capture();
    expect(await run(['all', '--json'], c.io)).toBe(0);
    expect(c.out()).toBe(wholeDocument([], 0));
  });

  it('still redacts what the handoff carries besides its checked markdown', async () => {
    const token = `ghp_${'aB3dE6gH9jK2mN5pQ8sT1vW4yZ7bC0eF3hJ6'}`;
    fixture.index = { sessions: [{ ...session('s1'), lastPrompt: `push with ${token}` }], checkpoints: [], repo: { topLevel: process.cwd() } };
    const c = capture();
    expect(await run(['all', '--json'], c.io)).toBe(0);
    expect(c.out()).not.toContain(token);
    expect(c.out()).toContain('REDACTED');
  });

  it('orders the sessions by their transcripts, reading only those that could come before the ones printed', async () => {
    // Metadata shows each session at its checkpoint's time; the transcript's last event is earlier (the bound holds).
    const ends: Record<string, [string, string]> = {
      s1: ['2026-05-01T11:00:00.000Z', '2026-05-01T09:00:00.000Z'],
      s2: ['2026-05-01T10:30:00.000Z', '2026-05-01T10:15:00.000Z'],
      s3: ['2026-05-01T08:00:00.000Z', '2026-05-01T07:00:00.000Z'],
      s4: ['2026-05-01T07:30:00.000Z', '2026-05-01T06:00:00.000Z'],
    };
    const read: string[] = [];
    const shown = Object.entries(ends).map(([id, [at]]) => ({ ...session(id), lastActivityAt: at }));
    const unread = new Map(
      Object.entries(ends).map(([id, [at, last]]) => [
        id,
        {
          bound: Date.parse(at),
          read: async () => {
            read.push(id);
            return { ...session(id), lastActivityAt: last };
          },
        },
      ]),
    );
    fixture.index = { sessions: shown, checkpoints: [], repo: { topLevel: process.cwd() }, unread: { sessions: unread, prompts: new Map(), saveCache: () => undefined } };
    const c = capture();
    expect(await run(['all', '--json', '--limit', '2'], c.io)).toBe(0);
    const printed = (JSON.parse(c.out()) as { handoffs: { session: { id: string; lastActivityAt: string } }[] }).handoffs.map((h) => h.session);
    // s2's transcript ends last although s1 was checkpointed later; s4 could never come before s1: it stays unread.
    expect(printed).toEqual([expect.objectContaining({ id: 's2', lastActivityAt: ends.s2?.[1] }), expect.objectContaining({ id: 's1', lastActivityAt: ends.s1?.[1] })]);
    expect(read).not.toContain('s4');
  });
});
