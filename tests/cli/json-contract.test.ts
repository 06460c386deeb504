// The machine-readable contract of `--json` and `--ndjson`, as a script calling the CLI sees it: every document
// parses with the zod schemas core exports AND fits the published JSON Schemas, and carries the example
// repository's real ids, agents, layouts and commits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CheckpointsOutput,
  HandoffOutput,
  ListOutput,
  ShowCheckpointOutput,
  ShowSessionOutput,
} from '@hand-off-session/core/schemas';
import { cli as runIn, cliJson as runInJson } from '../support/cli.js';
import { buildExample, ndjsonLines, publishedSchema, schemaProblems, type ExampleFixture, type ExampleRepo } from './helpers.js';

let fx: ExampleFixture;
let ex: ExampleRepo;
const cli = (args: string[]) => runIn(args, { cwd: ex.dir });
const json = <T = any>(args: string[]) => runInJson<T>(args, { cwd: ex.dir });

beforeAll(async () => {
  fx = await buildExample('json');
  ex = fx.ex;
});
afterAll(() => fx.cleanup());

function expectPublished(file: string, value: unknown): void {
  expect(schemaProblems(publishedSchema(file), value)).toEqual([]);
}

const sessionFacts = () => Object.values(ex.sessions);
const checkpointFacts = () => Object.values(ex.checkpoints);

describe('list --json', () => {
  let out: any;
  beforeAll(async () => {
    out = await json(['list']);
  });

  it('is {sessions:[Session]} by the zod schema and the published JSON Schema', async () => {
    expect(Object.keys(out)).toEqual(['sessions']);
    ListOutput.parse(out);
    expectPublished('list.schema.json', out);
  });

  it('lists every session once, with its agent and checkpoints oldest first', async () => {
    const byId = new Map(out.sessions.map((s: any) => [s.id, s]));
    expect([...byId.keys()].sort()).toEqual(sessionFacts().map((s) => s.id).sort());
    for (const fact of sessionFacts()) {
      const s: any = byId.get(fact.id);
      expect({ id: s.id, agent: s.agent, checkpointIds: s.checkpointIds }).toEqual({
        id: fact.id,
        agent: fact.agent,
        checkpointIds: fact.checkpoints,
      });
    }
  });

  it('puts the newest activity first: the live session, then the newest committed one', async () => {
    const ids = out.sessions.map((s: any) => s.id);
    expect(ids[0]).toBe(ex.latestSessionId);
    expect(ids[1]).toBe(ex.latestCommittedSessionId);
    const times = out.sessions.map((s: any) => Date.parse(s.lastActivityAt));
    for (let i = 1; i < times.length; i++) expect(times[i - 1]).toBeGreaterThanOrEqual(times[i]);
  });

  it('reports the live Cursor session as active, stale after nine quiet days, read from its live transcript', async () => {
    const live = out.sessions.find((s: any) => s.id === ex.sessions.cursor.id);
    expect(live).toMatchObject({
      agent: 'cursor',
      status: 'active',
      stale: true,
      transcriptSource: 'live',
      lastPrompt: ex.sessions.cursor.lastPrompt,
      model: ex.sessions.cursor.model,
    });
    for (const s of out.sessions.filter((x: any) => x.id !== ex.sessions.cursor.id)) {
      expect({ id: s.id, status: s.status, stale: s.stale }).toEqual({ id: s.id, status: 'ended', stale: false });
    }
  });

  it('gives the latest prompt of a session as its first line', async () => {
    const claude = out.sessions.find((s: any) => s.id === ex.sessions.claude.id);
    expect(claude.lastPrompt).toBe(ex.sessions.claude.prompts.at(-1));
    const review = out.sessions.find((s: any) => s.id === ex.sessions.codexReview.id);
    expect(review.lastPrompt).toBeNull();
  });

  it('--ndjson streams the same session objects, one JSON document per line', async () => {
    const res = await cli(['list', '--ndjson']);
    expect(res.code).toBe(0);
    expect(res.stderr).toBe('');
    const docs = ndjsonLines(res.stdout);
    expect(docs).toEqual(out.sessions);
    for (const doc of docs) expectPublished('list.schema.json', { sessions: [doc] });
  });

  it('--limit keeps the newest n', async () => {
    const limited = await json(['list', '--limit', '2']);
    expect(limited.sessions).toEqual(out.sessions.slice(0, 2));
  });
});

describe('list --checkpoints --json', () => {
  let out: any;
  beforeAll(async () => {
    out = await json(['list', '--checkpoints']);
  });

  it('lists every checkpoint with its storage layout, ref, sessions and trailer commits', async () => {
    expect(Object.keys(out)).toEqual(['checkpoints']);
    expect(out.checkpoints.map((c: any) => c.id).sort()).toEqual(checkpointFacts().map((c) => c.id).sort());
    for (const fact of checkpointFacts()) {
      const c = out.checkpoints.find((x: any) => x.id === fact.id);
      expect({ storage: c.storage, ref: c.ref, sessionIds: [...c.sessionIds].sort(), commits: c.commits }).toEqual({
        storage: fact.storage,
        ref: fact.ref,
        sessionIds: [...fact.sessionIds].sort(),
        commits: fact.commits,
      });
      expectPublished('checkpoints.schema.json', { session: minimalSession(), checkpoints: [c] });
    }
  });

  it('maps the squash commit with two Entire-Checkpoint trailers to both checkpoints', async () => {
    const carrying = out.checkpoints.filter((c: any) => c.commits.includes(ex.squashCommit.sha)).map((c: any) => c.id);
    expect(carrying.sort()).toEqual([...ex.squashCommit.checkpoints].sort());
  });

  it('puts the newest checkpoint first', async () => {
    const times = out.checkpoints.map((c: any) => Date.parse(c.createdAt));
    for (let i = 1; i < times.length; i++) expect(times[i - 1]).toBeGreaterThanOrEqual(times[i]);
    expect(out.checkpoints[0].id).toBe(ex.checkpoints.gemini.id);
  });

  it('--ndjson gives the same checkpoints one per line', async () => {
    const res = await cli(['list', '--checkpoints', '--ndjson']);
    expect(res.code).toBe(0);
    expect(ndjsonLines(res.stdout)).toEqual(out.checkpoints);
  });
});

/** A session object that satisfies the schema, to check a lone checkpoint against checkpoints.schema.json. */
function minimalSession() {
  return {
    id: 'x', agent: 'codex', status: 'ended', startedAt: null, lastActivityAt: null, checkpointIds: [], stale: false,
    model: null, branch: null, lastPrompt: null, filesTouched: [], transcriptSource: null, subagentTasks: 0,
  };
}

describe('checkpoints <session-id> --json', () => {
  it("is {session, checkpoints} with the session's checkpoints oldest first", async () => {
    const out = await json(['checkpoints', ex.sessions.claude.id]);
    CheckpointsOutput.parse(out);
    expectPublished('checkpoints.schema.json', out);
    expect(out.session.id).toBe(ex.sessions.claude.id);
    expect(out.checkpoints.map((c: any) => c.id)).toEqual([ex.checkpoints.claude1.id, ex.checkpoints.claude2.id]);
    const [first, second] = out.checkpoints;
    expect(Date.parse(first.createdAt)).toBeLessThan(Date.parse(second.createdAt));
    expect(second.commits).toEqual([ex.squashCommit.sha]);
    expect(second.sessions[0]).toMatchObject({
      sessionId: ex.sessions.claude.id,
      agent: 'claude-code',
      agentLabel: 'Claude Code',
      hasTranscript: true,
      transcriptStart: ex.checkpoints.claude2.transcriptStart,
    });
  });

  it('accepts a unique prefix and gives the git-refs (ULID) checkpoint of the Gemini session', async () => {
    const out = await json(['checkpoints', ex.sessions.gemini.id.slice(0, 8)]);
    CheckpointsOutput.parse(out);
    expect(out.session.id).toBe(ex.sessions.gemini.id);
    expect(out.checkpoints).toHaveLength(1);
    expect(out.checkpoints[0]).toMatchObject({
      id: ex.checkpoints.gemini.id,
      storage: 'git-refs',
      ref: ex.refs.gitRefs,
      commits: [ex.commits.health],
    });
  });

  it('gives the live session an empty list', async () => {
    const out = await json(['checkpoints', ex.sessions.cursor.id]);
    CheckpointsOutput.parse(out);
    expect(out.checkpoints).toEqual([]);
    expect(out.session).toMatchObject({ status: 'active', stale: true });
  });
});

describe('show checkpoint <id> --json', () => {
  it('is {checkpoint, sessions, handoff}: the multi-session checkpoint with a metadata-only slot', async () => {
    const out = await json(['show', 'checkpoint', ex.checkpoints.multi.id]);
    ShowCheckpointOutput.parse(out);
    expectPublished('show-checkpoint.schema.json', out);
    expect(out.checkpoint).toMatchObject({
      id: ex.checkpoints.multi.id,
      storage: 'v1-branch',
      commits: [ex.squashCommit.sha],
    });
    expect(out.sessions.map((s: any) => s.id).sort()).toEqual([...ex.checkpoints.multi.sessionIds].sort());
    const slot = out.checkpoint.sessions.find((s: any) => s.slot === ex.checkpoints.multi.metadataOnlySlot);
    expect(slot).toMatchObject({ sessionId: ex.sessions.codexReview.id, hasTranscript: false });
    expect(out.handoff.checkpointIds).toEqual([ex.checkpoints.multi.id]);
    expect(out.handoff.sessionIds.sort()).toEqual([...ex.checkpoints.multi.sessionIds].sort());
    expect(out.handoff.target).toBeNull();
  });

  it('works for the v2 layout (OpenCode) by a 6-character prefix', async () => {
    const out = await json(['show', 'checkpoint', ex.checkpoints.opencode.id.slice(0, 6), 'for', 'claude']);
    ShowCheckpointOutput.parse(out);
    expect(out.checkpoint).toMatchObject({ id: ex.checkpoints.opencode.id, storage: 'v2', commits: [ex.commits.login] });
    expect(out.handoff).toMatchObject({ target: 'claude', sourceAgents: ['opencode'] });
  });
});

describe('show <session-id> --json and latest --json', () => {
  it('show gives {session, handoff} for the Codex session', async () => {
    const out = await json(['show', ex.sessions.codex.id]);
    ShowSessionOutput.parse(out);
    HandoffOutput.parse(out);
    expectPublished('show-session.schema.json', out);
    expectPublished('handoff.schema.json', out);
    expect(out.session.id).toBe(ex.sessions.codex.id);
    expect(out.handoff).toMatchObject({
      sessionIds: [ex.sessions.codex.id],
      sourceAgents: ['codex'],
      checkpointIds: ex.sessions.codex.checkpoints,
    });
    expect(out.handoff.task.text).toContain(ex.sessions.codex.task);
    expect(out.handoff.markdown).toContain(ex.sessions.codex.task);
  });

  it('latest gives the live session; --exclude skips it to the newest committed one', async () => {
    const latest = await json(['latest']);
    ShowSessionOutput.parse(latest);
    expectPublished('show-session.schema.json', latest);
    expect(latest.session).toMatchObject({ id: ex.latestSessionId, status: 'active' });
    expect(latest.handoff.sessionIds).toEqual([ex.latestSessionId]);

    const next = await json(['latest', 'for', 'gemini', '--exclude', ex.latestSessionId.slice(0, 8)]);
    ShowSessionOutput.parse(next);
    expect(next.session.id).toBe(ex.latestCommittedSessionId);
    expect(next.handoff.target).toBe('gemini');
  });

  it('--exclude takes one id per occurrence or ids separated by commas, never the words after it', async () => {
    // A variadic --exclude once ate "for codex" as two more ids: the handoff lost its target.
    const after = await json(['latest', '--exclude', ex.latestSessionId.slice(0, 8), 'for', 'codex']);
    expect(after.session.id).toBe(ex.latestCommittedSessionId);
    expect(after.handoff.target).toBe('codex');
    const skipped = [ex.latestSessionId, ex.latestCommittedSessionId];
    const comma = await json(['latest', '--exclude', skipped.join(','), 'to', 'claude']);
    const repeated = await json(['latest', '--exclude', skipped[0]!, '--exclude', skipped[1]!, 'to', 'claude']);
    expect(skipped).not.toContain(comma.session.id);
    expect(repeated.session.id).toBe(comma.session.id);
    expect(comma.handoff.target).toBe('claude');
  });

  it('latest and show read one session\'s prompt, and give the same session object list gives', async () => {
    const listed = (await json(['list'])).sessions;
    const committed = listed.find((s: any) => s.id === ex.latestCommittedSessionId);
    // The committed session's prompt comes from its prompt.txt blobs (no live state knows it).
    expect(committed.lastPrompt).toEqual(expect.any(String));
    const next = await json(['latest', '--exclude', ex.latestSessionId]);
    expect(next.session).toEqual(committed);
    for (const s of listed) expect((await json(['show', s.id])).session).toEqual(s);
  });
});

describe('all', () => {
  it('--json --limit 3 gives three {session, handoff} documents, newest first, and the total', async () => {
    const list = await json(['list']);
    const out = await json(['all', '--limit', '3']);
    expect(out.total).toBe(list.sessions.length);
    expect(out.handoffs).toHaveLength(3);
    expect(out.handoffs.map((h: any) => h.session.id)).toEqual(list.sessions.slice(0, 3).map((s: any) => s.id));
    for (const doc of out.handoffs) {
      ShowSessionOutput.parse(doc);
      expectPublished('show-session.schema.json', doc);
      expect(doc.handoff.sessionIds).toEqual([doc.session.id]);
    }
  });

  it('--ndjson --limit 2 streams two documents, the same as --json gives', async () => {
    const res = await cli(['all', '--ndjson', '--limit', '2']);
    expect(res.code).toBe(0);
    const docs = ndjsonLines(res.stdout) as any[];
    expect(docs).toHaveLength(2);
    const asJson = await json(['all', '--limit', '2']);
    expect(docs).toEqual(asJson.handoffs);
    for (const doc of docs) ShowSessionOutput.parse(doc);
  });
});

describe('the JSON Schema checker used above', () => {
  it('rejects a document the published schema does not allow', async () => {
    const good = { sessions: [minimalSession()] };
    expect(schemaProblems(publishedSchema('list.schema.json'), good)).toEqual([]);
    const { stale: _stale, ...noStale } = minimalSession();
    expect(schemaProblems(publishedSchema('list.schema.json'), { sessions: [noStale] })).toEqual(['$.sessions[0]: missing required stale']);
    expect(schemaProblems(publishedSchema('list.schema.json'), { sessions: [{ ...minimalSession(), agent: 'vim' }] })).toHaveLength(1);
    expect(schemaProblems(publishedSchema('list.schema.json'), { sessions: [{ ...minimalSession(), checkpointIds: [1] }] })).toHaveLength(1);
  });
});
