// Secrets planted in Entire's checkpoint METADATA (branches, touched files, the prompt, the model, Entire's summary in
// both shapes), none in the transcripts: every command that prints metadata prints them redacted, cold and from the
// cache, and the cache folder never holds one.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';
import {
  entireRepoWithMetadataSecrets,
  LEGACY_CHECKPOINT,
  NESTED_CHECKPOINT,
  NESTED_SESSION,
  plantedIn,
} from '../support/entire-metadata-secrets.js';
import type { GitFixture } from '../support/git-fixture.js';

let fx: GitFixture;
let cache: string;

beforeAll(() => {
  fx = entireRepoWithMetadataSecrets();
  cache = mkdtempSync(join(tmpdir(), 'hos-metadata-cache-'));
});
afterAll(() => {
  fx.cleanup();
  rmSync(cache, { recursive: true, force: true });
});

const run = (...args: string[]) => cli([...args, '--repo', fx.dir], { env: { XDG_CACHE_HOME: cache } });

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const COMMANDS = [
  ['list'],
  ['list', '--json'],
  ['list', '--ndjson'],
  ['list', '--checkpoints'],
  ['list', '--checkpoints', '--json'],
  ['list', '--checkpoints', '--ndjson'],
  ['checkpoints', NESTED_SESSION, '--json'],
  ['latest', '--json'],
  ['show', NESTED_SESSION],
  ['show', 'checkpoint', NESTED_CHECKPOINT, '--raw'],
  ['show', 'checkpoint', NESTED_CHECKPOINT, '--json'],
  ['show', 'checkpoint', LEGACY_CHECKPOINT],
  ['all', '--json'],
  ['all', '--ndjson'],
  ['doctor', '--json'],
];

describe('secrets in checkpoint metadata', () => {
  it.each(COMMANDS.map((args) => [args.join(' '), args] as const))('are redacted by `%s`, run cold then warm', async (_name, args) => {
    for (const pass of ['cold', 'warm']) {
      const r = await run(...args);
      expect(r.stderr, pass).toBe('');
      expect(r.code, pass).toBe(0);
      expect(plantedIn(r.stdout), `${args.join(' ')} (${pass})`).toEqual([]);
    }
  });

  it('still show what is no secret: the branch, the folders and the plain files', async () => {
    const r = await run('list', '--checkpoints', '--json');
    const out = JSON.parse(r.stdout) as { checkpoints: { id: string; branch: string; filesTouched: string[]; sessions: unknown[] }[] };
    const nested = out.checkpoints.find((c) => c.id === NESTED_CHECKPOINT);
    expect(nested?.branch).toMatch(/^fix\/\[REDACTED:[a-z0-9-]+\]$/);
    expect(nested?.filesTouched).toEqual(['config/billing.yml', expect.stringMatching(/^ops\/\[REDACTED:[a-z0-9-]+\]\.sh$/)]);
    const sessions = JSON.parse((await run('list', '--json')).stdout) as { sessions: { id: string; branch: string; filesTouched: string[] }[] };
    const session = sessions.sessions.find((s) => s.id === NESTED_SESSION);
    expect(session?.branch).toMatch(/^hotfix\/db-password-\[REDACTED:[a-z0-9-]+\]$/);
    expect(session?.filesTouched).toContain('config/billing.yml');
    expect(session?.filesTouched.find((f) => f.startsWith('secrets/'))).toMatch(/^secrets\/\[REDACTED:[a-z0-9-]+\]/);
  });

  it('never reach the cache folder', async () => {
    for (const args of COMMANDS) await run(...args);
    const files = filesUnder(join(cache, 'hand-off-session'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(plantedIn(readFileSync(file, 'latin1')), file).toEqual([]);
  });
});
