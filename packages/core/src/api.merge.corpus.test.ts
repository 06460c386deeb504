/**
 * Merged checkpoints, provenance, non-prompts and one screen on real Entire checkpoints of the tuning set (entireio-cli
 * 2026-02, external-agents, skills, and the __more checkpoints whose id starts with 0-7; the rest of __more is held
 * out). Expectations were written by reading the transcripts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusDir } from '../../../tests/support/corpus.js';
import { GitFixture, type FileTree } from '../../../tests/support/git-fixture.js';
import { isNonPrompt } from './adapters/prompts.js';
import { handoffForCheckpoint, handoffForSession, loadIndex } from './api.js';
import { resolveCheckpoint } from './index/resolve-id.js';
import type { RepoIndex } from './types/index-model.js';

const REAL = corpusDir('entire', 'real-checkpoints');
const FOLDERS = ['entireio-cli__entire-checkpoints-v1__2026-02', 'entireio-external-agents__entire-checkpoints-v1__2026-03-04', 'entireio-skills__entire-checkpoints-v1__2026-04'];
const MORE = 'entireio-cli__entire-checkpoints-v1__2026-02__more';
const NOW = new Date('2026-12-01T00:00:00Z');
/** Real slot re-homed with its start moved past the end of its 137-line transcript. */
const CLAMPED = 'cafe00000001';

describe('real multi-slot checkpoints', () => {
  let fx: GitFixture;
  let index: RepoIndex;
  const show = (id: string) => handoffForCheckpoint(index, resolveCheckpoint(index, id), { target: null, now: NOW });

  beforeAll(async () => {
    fx = GitFixture.create();
    const tree: FileTree = {};
    for (const f of FOLDERS) Object.assign(tree, GitFixture.readDirectory(join(REAL, f)));
    // Held out: the __more checkpoints whose id starts with 8-f are never read here.
    Object.assign(tree, GitFixture.readDirectory(join(REAL, MORE), '', (rel) => !/^[0-7]/.test(rel)));
    const slot = join(REAL, MORE, '3c', 'bad94bdc0c', '1');
    const meta = JSON.parse(readFileSync(join(slot, 'metadata.json'), 'utf8')) as Record<string, unknown>;
    tree[`ca/fe00000001/metadata.json`] = JSON.stringify({ checkpoint_id: CLAMPED, sessions: [{ metadata: '/ca/fe00000001/0/metadata.json', transcript: '/ca/fe00000001/0/full.jsonl' }] });
    tree[`ca/fe00000001/0/metadata.json`] = JSON.stringify({ ...meta, checkpoint_id: CLAMPED, checkpoint_transcript_start: 500 });
    tree[`ca/fe00000001/0/full.jsonl`] = { file: join(slot, 'full.jsonl') };
    fx.commitTree('refs/heads/entire/checkpoints/v1', tree, { message: 'Checkpoint: corpus' });
    index = await loadIndex({ cwd: fx.dir });
  });
  afterAll(() => fx.cleanup());

  it("7033bba9319c: one session in two slots reads the newer last, so its final instruction stands (not the older slot's)", async () => {
    const h = await show('7033bba9319c');
    expect(h.latestInstruction?.text).toBe("run test:ci - I'm getting failures in the build");
    expect(h.sessionIds).toEqual(['2026-01-20-04cd0da1-dee3-4738-8139-524dfe55de83']);
  });

  it('00c9e2351016: the session that ended last leads; the two others each get their own part', async () => {
    const h = await show('00c9e2351016');
    expect(h.sessionIds[0]).toBe('253fd5ef-38bf-4f4a-804a-98df5088a868');
    expect(h.latestInstruction?.text).toBe('push and draft PR please');
    expect(h.otherSessions?.map((p) => p.sessionId)).toEqual(['1ecba475-5b18-4058-a0cb-e87703f6f792', '0a93878f-dc30-4a5d-882f-3cd81cd3d499']);
    expect(h.otherSessions?.[0]?.latestInstruction?.text).toBe('fix the test, the code is right');
    // Every fact of the lead comes from the lead. Its open todo ("Run linting and full CI checks") was run before the
    // push and the PR: no next step, and no older session's either.
    expect(h.nextStep).toBeNull();
    expect(h.status).toBe('complete');
    for (const f of [h.latestInstruction, ...h.currentState, ...h.todos]) expect(f?.source.sessionId).toBe('253fd5ef-38bf-4f4a-804a-98df5088a868');
    expect(h.markdown).toContain('Made on `gtrrz-victor/adds-entire-reset-command`; you are on `main`');
  });

  it('018c2b5cd218: none of six sessions goes unmentioned', async () => {
    const h = await show('018c2b5cd218');
    expect(h.sessionIds).toHaveLength(6);
    expect(h.latestInstruction?.text).toBe('commit');
    for (const id of h.sessionIds) expect(h.markdown).toContain(id);
  });

  it('a slot whose start lies past the end of its transcript is read whole, and says so', async () => {
    const h = await show(CLAMPED);
    expect(h.latestInstruction?.text).toBe('commit this');
    expect(h.uncertainty.join('\n')).toContain('starts at record 500, past the end of the transcript: the whole transcript was read instead');
  });

  it("list's prompt line never shows a non-prompt", () => {
    const prompts = index.sessions.flatMap((s) => (s.lastPrompt ? [s.lastPrompt] : []));
    expect(prompts.length).toBeGreaterThan(30);
    for (const p of prompts) expect(isNonPrompt(p), p).toBe(false);
    for (const p of prompts) expect(p).not.toMatch(/^(This session is being continued|\[Request interrupted|Base directory for this skill|Caveat: )/);
  });

  it('compacted sessions: the continuation boilerplate is never the next step or the instruction; every handoff fits one screen', async () => {
    for (const session of index.sessions) {
      const h = await handoffForSession(index, session, { target: null, now: NOW });
      expect(h.nextStep?.text ?? '', session.id).not.toMatch(/Please continue the conversation/);
      expect(h.latestInstruction?.text ?? '', session.id).not.toMatch(/Please continue the conversation|^This session is being continued/);
      expect(h.markdown.trimEnd().split('\n').length, session.id).toBeLessThanOrEqual(60);
      expect(h.markdown, session.id).toMatch(/^Recorded by /m);
    }
  });
});
