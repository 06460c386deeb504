/**
 * Every slot folder of every real checkpoint in the corpus is indexed (issue 15), in each layout it can be read
 * from: the v1 branch, per-checkpoint git-refs (the same trees after a migration, which must not double), and v2.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { corpusDir } from '../../../../tests/support/corpus.js';
import { GitFixture, type FileTree } from '../../../../tests/support/git-fixture.js';
import { openRepo } from '../git/repo.js';
import { buildIndex } from '../index/build-index.js';
import type { RepoIndex } from '../types/index-model.js';

const REAL = corpusDir('entire', 'real-checkpoints');
const V1_FOLDERS = readdirSync(REAL).filter((n) => n.includes('entire-checkpoints-v1'));

interface SlotFact {
  checkpointId: string;
  slot: string;
  sessionId: string;
}

/** `<shard>/<rest>/<n>/metadata.json` folders under a sharded root, with the session id each names. */
function slotFacts(root: string): SlotFact[] {
  const facts: SlotFact[] = [];
  for (const shard of readdirSync(root).filter((n) => /^[0-9a-f]{2}$/.test(n))) {
    for (const rest of readdirSync(join(root, shard))) {
      for (const slot of readdirSync(join(root, shard, rest)).filter((n) => /^\d+$/.test(n))) {
        const file = join(root, shard, rest, slot, 'metadata.json');
        if (!existsSync(file)) continue;
        const meta = JSON.parse(readFileSync(file, 'utf8')) as { session_id?: string };
        if (meta.session_id) facts.push({ checkpointId: shard + rest, slot, sessionId: meta.session_id });
      }
    }
  }
  return facts;
}

function expectIndexed(index: RepoIndex, facts: SlotFact[]): void {
  expect(facts.length).toBeGreaterThan(0);
  for (const f of facts) {
    // A session may keep two slots (an older snapshot larger than the newer one: a split transcript).
    const mine = index.checkpoints.find((c) => c.id === f.checkpointId)?.sessions.filter((x) => x.sessionId === f.sessionId) ?? [];
    expect(mine.length, `${f.checkpointId}/${f.slot}`).toBeGreaterThan(0);
    expect(mine.flatMap((s) => [s.slot, ...(s.duplicateSlots ?? [])]), `${f.checkpointId}/${f.slot}`).toContain(f.slot);
  }
  for (const id of new Set(facts.map((f) => f.sessionId))) expect(index.sessions.some((s) => s.id === id), id).toBe(true);
}

const fixtures: GitFixture[] = [];
afterAll(() => fixtures.forEach((f) => f.cleanup()));

describe('every slot folder of the corpus is indexed', () => {
  for (const folder of V1_FOLDERS) {
    it(`v1 branch: ${folder}`, async () => {
      const fx = GitFixture.create();
      fixtures.push(fx);
      fx.commitTree('refs/heads/entire/checkpoints/v1', GitFixture.readDirectory(join(REAL, folder)));
      expectIndexed(await buildIndex(await openRepo(fx.dir), { prompts: false }), slotFacts(join(REAL, folder)));
    }, 120_000);
  }

  it('git-refs and the v1 branch holding the same checkpoints (after a migration): each once, refs first', async () => {
    const folder = join(REAL, 'entireio-external-agents__entire-checkpoints-v1__2026-03-04');
    const fx = GitFixture.create();
    fixtures.push(fx);
    const tree = GitFixture.readDirectory(folder);
    fx.commitTree('refs/heads/entire/checkpoints/v1', tree);
    const facts = slotFacts(folder);
    for (const id of new Set(facts.map((f) => f.checkpointId))) {
      const prefix = `${id.slice(0, 2)}/${id.slice(2)}/`;
      const own: FileTree = {};
      for (const [p, c] of Object.entries(tree)) if (p.startsWith(prefix)) own[p.slice(prefix.length)] = c;
      fx.commitTree(`refs/entire/checkpoints/${id.slice(-2)}/${id}`, own, { parents: [] });
    }
    const index = await buildIndex(await openRepo(fx.dir), { prompts: false });
    expectIndexed(index, facts);
    for (const id of new Set(facts.map((f) => f.checkpointId))) {
      expect(index.checkpoints.filter((c) => c.id === id).map((c) => c.storage)).toEqual(['git-refs']);
    }
  }, 120_000);

  it('v2 main + full refs', async () => {
    const v2 = join(REAL, 'entireio-skills__refs-entire-checkpoints-v2__2026-05');
    const fx = GitFixture.create();
    fixtures.push(fx);
    fx.commitTree('refs/entire/checkpoints/v2/main', GitFixture.readDirectory(join(v2, 'v2-main')));
    fx.commitTree('refs/entire/checkpoints/v2/full/current', GitFixture.readDirectory(join(v2, 'v2-full-current'), '', (rel) => rel === '_missing.txt'));
    expectIndexed(await buildIndex(await openRepo(fx.dir), { prompts: false }), slotFacts(join(v2, 'v2-main')));
  }, 120_000);
});
