/**
 * Images in committed checkpoints (entire-2026-changes.md row 9; checkpoint/persistent_assets_test.go,
 * transcript/imageextract): condensation moves each inline base64 image of a Claude Code transcript into the slot's
 * `assets/` folder (`img-<32 hex>.png` plus `assets/manifest.json`), leaves `entire-asset:assets/<name>` as the
 * block's data, and points the root's `sessions[].assets_manifest` at the manifest (whose inner shape is not read:
 * the fixture's carries the asset name and media type, as Entire's test asserts). The handoff names the image;
 * it never reads the asset, and the slot's extra folder is no session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GitFixture } from '../../../../tests/support/git-fixture.js';
import { handoffForSession } from '../api.js';
import { openRepo } from '../git/repo.js';
import { buildIndex } from '../index/build-index.js';
import type { RepoIndex } from '../types/index-model.js';

const CP = 'a55e70000001';
const SID = 'session-assets-001';
const ASSET = 'img-0f3a9c1d2b4e5f60718293a4b5c6d7e8.png';
const PNG = Buffer.from('89504e470d0a1a0a726f756e642d747269702d666978747572652d62797465732d6c6f6e672d656e6f756768', 'hex');

function line(type: 'user' | 'assistant', content: unknown, at: string): string {
  return JSON.stringify({ parentUuid: null, isSidechain: false, type, sessionId: SID, uuid: `${type}-${at}`, timestamp: at, message: { role: type, ...(type === 'assistant' ? { model: 'claude-opus-4-6' } : {}), content } });
}

describe('images moved into a checkpoint slot\'s assets/ folder', () => {
  let fx: GitFixture;
  let index: RepoIndex;

  beforeAll(async () => {
    fx = GitFixture.create();
    const root = `${CP.slice(0, 2)}/${CP.slice(2)}`;
    const transcript = [
      line('user', [{ type: 'text', text: 'the footer overlaps the error banner, see the screenshot' }, { type: 'image', source: { type: 'base64', media_type: 'image/png', data: `entire-asset:assets/${ASSET}` } }], '2026-09-01T10:00:00Z'),
      line('assistant', [{ type: 'text', text: 'I see the overlap in the screenshot; the banner needs a z-index.' }], '2026-09-01T10:00:05Z'),
    ].join('\n') + '\n';
    fx.commitTree('refs/heads/entire/checkpoints/v1', {
      [`${root}/metadata.json`]: JSON.stringify({
        cli_version: '0.11.4',
        checkpoint_id: CP,
        strategy: 'manual-commit',
        checkpoints_count: 1,
        files_touched: [],
        sessions: [{ metadata: `/${root}/0/metadata.json`, transcript: `/${root}/0/full.jsonl`, content_hash: `/${root}/0/content_hash.txt`, prompt: `/${root}/0/prompt.txt`, assets_manifest: `/${root}/0/assets/manifest.json` }],
      }),
      [`${root}/0/metadata.json`]: JSON.stringify({ cli_version: '0.11.4', checkpoint_id: CP, session_id: SID, strategy: 'manual-commit', created_at: '2026-09-01T10:01:00Z', agent: 'Claude Code', files_touched: [] }),
      [`${root}/0/full.jsonl`]: transcript,
      [`${root}/0/content_hash.txt`]: 'sha256:00',
      [`${root}/0/prompt.txt`]: 'the footer overlaps the error banner, see the screenshot',
      [`${root}/0/assets/${ASSET}`]: PNG,
      [`${root}/0/assets/manifest.json`]: JSON.stringify({ assets: [{ name: ASSET, media_type: 'image/png', size: PNG.length }] }, null, 2),
    });
    index = await buildIndex(await openRepo(fx.dir), { now: new Date('2026-09-02T00:00:00Z') });
  });
  afterAll(() => fx.cleanup());

  it('the slot is one session; the handoff names the image where the user attached it', async () => {
    expect(index.checkpoints.find((c) => c.id === CP)?.sessions.map((s) => s.sessionId)).toEqual([SID]);
    const session = index.sessions.find((s) => s.id === SID);
    expect(session).toBeDefined();
    const h = await handoffForSession(index, session!, { target: null, now: new Date('2026-09-02T00:00:00Z') });
    expect(h.latestInstruction).toMatchObject({ text: 'the footer overlaps the error banner, see the screenshot', images: [`[image: assets/${ASSET} in the checkpoint]`] });
    expect(h.markdown).toContain(`With it the user attached an image: assets/${ASSET} in the checkpoint.`);
    expect(h.markdown).not.toContain('entire-asset:');
  });
});
