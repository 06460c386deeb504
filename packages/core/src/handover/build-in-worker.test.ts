import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInWorker, BuildDeadlineError } from './build-in-worker.js';

let dir: string;
let moduleUrl: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hos-worker-'));
  const modulePath = join(dir, 'core.mjs');
  // A stand-in for the core package: same export name and request shape as api.ts.
  await writeFile(
    modulePath,
    `export async function handoffForTranscript(path, req) {
       if (path.endsWith('slow')) await new Promise((r) => setTimeout(r, 60000));
       if (path.endsWith('bad')) throw new Error('cannot read ' + path);
       return { markdown: '# Handoff for ' + path + ' target=' + req.target };
     }`,
  );
  moduleUrl = pathToFileURL(modulePath).href;
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('buildInWorker', () => {
  it('returns the markdown of the generic (target null) handoff', async () => {
    expect(await buildInWorker(moduleUrl, '/t/a.jsonl', 5000)).toBe('# Handoff for /t/a.jsonl target=null');
  });

  it('passes the build error through as one message', async () => {
    await expect(buildInWorker(moduleUrl, '/t/bad', 5000)).rejects.toThrow('cannot read /t/bad');
  });

  it('terminates a build that misses the deadline', async () => {
    await expect(buildInWorker(moduleUrl, '/t/slow', 200)).rejects.toBeInstanceOf(BuildDeadlineError);
  });

  it('fails cleanly when the module cannot be loaded', async () => {
    await expect(buildInWorker(pathToFileURL(join(dir, 'missing.mjs')).href, '/t/a', 5000)).rejects.toThrow(/Cannot find module|ERR_MODULE_NOT_FOUND/);
  });
});
