// A real v2 checkpoint (entireio/skills, written by Entire 0.5.x) read through the built CLI: its
// `checkpoint_transcript_start` (49) counts lines of the compact transcript, so the part of the raw transcript is
// the records after compact line 48 (16:51:53.657Z), raw record 207 on, not raw line 49 on.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { corpusDir } from '../support/corpus.js';
import { GitFixture } from '../support/git-fixture.js';

const V2 = corpusDir('entire', 'real-checkpoints', 'entireio-skills__refs-entire-checkpoints-v2__2026-05');
let fx: GitFixture;

describe('a real v2 checkpoint whose start counts compact lines', () => {
  beforeAll(() => {
    fx = GitFixture.create();
    fx.commitTree('refs/entire/checkpoints/v2/main', GitFixture.readDirectory(join(V2, 'v2-main')), { parents: [] });
    const full = GitFixture.readDirectory(join(V2, 'v2-full-current'), '', (rel) => rel === '_missing.txt');
    fx.commitTree('refs/entire/checkpoints/v2/full/current', full, { parents: [] });
  });
  afterAll(() => {
    if (fx) rmSync(fx.root, { recursive: true, force: true });
  });

  it('scopes the handoff to the records after the compact line before the start', () => {
    const home = fx.env().HOME ?? '';
    const env = { HOME: home, XDG_CONFIG_HOME: join(home, '.config'), XDG_CACHE_HOME: join(home, '.cache') };
    const r = runCli(['show', 'checkpoint', 'd4bd1152e387', '--json', '--repo', fx.dir], { env });
    expect(r.code, r.stderr).toBe(0);
    const { checkpoint, handoff: h } = JSON.parse(r.stdout) as { checkpoint: { sessions: { transcriptStartUnit?: string }[] }; handoff: { latestInstruction: { text: string } | null; uncertainty: string[]; commands: { command: string }[] } };
    // Whoever reads the JSON learns that the start is not a raw line (`show --raw --lines` counts raw lines).
    expect(checkpoint.sessions[0]?.transcriptStartUnit).toBe('compact-line');
    expect(h.uncertainty.join('\n')).toContain('This part of the transcript starts at record 207;');
    expect(h.latestInstruction?.text).toBe('fix');
    // The adversarial review's turn (raw lines 57-156) belongs to earlier checkpoints of the session.
    expect(h.commands.map((c) => c.command).join('\n')).not.toMatch(/codex:adversarial-review|adversarial/);
  });
});
