import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusDir } from '../../../../tests/support/corpus.js';
import { GitFixture } from '../../../../tests/support/git-fixture.js';
import { detectFormat } from '../adapters/detect.js';
import { openRepo } from '../git/repo.js';
import { buildIndex } from '../index/build-index.js';
import { agentForFormat } from '../types/agents.js';
import type { RepoIndex } from '../types/index-model.js';

const MORE = corpusDir('entire', 'real-checkpoints', 'entireio-cli__entire-checkpoints-v1__2026-02__more');

interface SlotFact {
  checkpointId: string;
  slot: string;
  sessionId: string;
  /** The agent the slot's own transcript shows (from its first bytes), when it has one. */
  agentByContent: string | null;
}

/** Every numbered slot folder of the corpus checkpoints, as the files state it. */
function slotFacts(): SlotFact[] {
  const facts: SlotFact[] = [];
  for (const shard of readdirSync(MORE)) {
    for (const rest of readdirSync(join(MORE, shard))) {
      const dir = join(MORE, shard, rest);
      for (const slot of readdirSync(dir).filter((n) => /^\d+$/.test(n))) {
        const meta = JSON.parse(readFileSync(join(dir, slot, 'metadata.json'), 'utf8')) as { session_id: string };
        const full = join(dir, slot, 'full.jsonl');
        const format = existsSync(full) ? detectFormat(readFileSync(full).subarray(0, 64 * 1024)) : null;
        facts.push({ checkpointId: shard + rest, slot, sessionId: meta.session_id, agentByContent: format ? agentForFormat(format) : null });
      }
    }
  }
  return facts;
}

describe('slots on real checkpoints (entireio/cli v1, dangling pointers, unnamed folders)', () => {
  let fx: GitFixture;
  let index: RepoIndex;
  let facts: SlotFact[];
  beforeAll(async () => {
    facts = slotFacts();
    fx = GitFixture.create();
    fx.commitTree('refs/heads/entire/checkpoints/v1', GitFixture.readDirectory(MORE));
    index = await buildIndex(await openRepo(fx.dir), { now: new Date('2026-03-01T00:00:00Z') });
  }, 120_000);
  afterAll(() => fx.cleanup());

  it('indexes every slot folder: as a checkpoint session, or as a duplicate snapshot of one', () => {
    expect(facts.length).toBeGreaterThan(50);
    for (const f of facts) {
      const cp = index.checkpoints.find((c) => c.id === f.checkpointId);
      // A session may keep two slots (an older snapshot larger than the newer one: a split transcript).
      const mine = cp?.sessions.filter((x) => x.sessionId === f.sessionId) ?? [];
      expect(mine.length, `${f.checkpointId}/${f.slot}`).toBeGreaterThan(0);
      expect(mine.flatMap((s) => [s.slot, ...(s.duplicateSlots ?? [])])).toContain(f.slot);
    }
    expect(new Set(index.sessions.map((s) => s.id))).toEqual(new Set(facts.map((f) => f.sessionId)));
  });

  it('counts the doubled-prefix root pointers as dangling', () => {
    const dangling = index.checkpoints.filter((c) => (c.danglingPointers ?? 0) > 0).map((c) => c.id);
    expect(dangling).toContain('bd247e41d7dd');
  });

  it('gives every session the agent its transcript shows, whatever the label says', () => {
    for (const f of facts) {
      if (!f.agentByContent) continue;
      expect(index.sessions.find((s) => s.id === f.sessionId)?.agent, `${f.checkpointId}/${f.slot}`).toBe(f.agentByContent);
    }
  });
});
