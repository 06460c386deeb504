import { afterEach, describe, expect, it } from 'vitest';
import { fixtureHandoff } from '../targets/__fixtures__/handoff.js';
import { TempRepo } from './__fixtures__/repo.js';
import { buildContract } from './build-contract.js';
import { verifyContract } from './verify.js';

const repos: TempRepo[] = [];
afterEach(() => {
  for (const r of repos.splice(0)) r.cleanup();
});

/** A repository with one commit and one dirty file, and the contract recorded from it. */
async function recorded(): Promise<{ r: TempRepo; text: string }> {
  const r = TempRepo.create();
  repos.push(r);
  r.commit('src/a.ts', 'a\n');
  r.write('src/a.ts', 'a changed\n');
  const { text } = await buildContract(fixtureHandoff(), r.dir);
  return { r, text };
}

describe('verifyContract', () => {
  it('reports no drift when nothing changed', async () => {
    const { r, text } = await recorded();
    const report = await verifyContract(text, r.dir);
    expect(report.drift).toEqual([]);
    expect(report.notes).toEqual([]);
  });

  it('detects new commits since the recorded HEAD', async () => {
    const { r, text } = await recorded();
    r.commit('src/b.ts', 'b\n');
    r.commit('src/c.ts', 'c\n');
    const report = await verifyContract(text, r.dir);
    expect(report.drift.map((d) => d.kind)).toEqual(['new-commits']);
    expect(report.drift[0]?.message).toMatch(/^2 new commit\(s\) since [0-9a-f]{12}/);
  });

  it('detects a branch switch', async () => {
    const { r, text } = await recorded();
    r.git(['switch', '-q', '-c', 'feature/other']);
    const report = await verifyContract(text, r.dir);
    expect(report.drift).toEqual([{ kind: 'branch', message: 'branch switched: main -> feature/other' }]);
  });

  it('detects newly dirty and no-longer-dirty files', async () => {
    const { r, text } = await recorded();
    r.write('docs/new.md', 'new\n');
    r.git(['checkout', '-q', '--', 'src/a.ts']);
    const report = await verifyContract(text, r.dir);
    expect(report.drift.map((d) => [d.kind, d.paths])).toEqual([
      ['newly-dirty', ['docs/new.md']],
      ['no-longer-dirty', ['src/a.ts']],
    ]);
  });

  it('leaves the contract file itself out of the comparison when asked', async () => {
    const { r, text } = await recorded();
    r.write('plans/handoffs/h.md', text);
    expect((await verifyContract(text, r.dir, { ignore: ['plans/handoffs/h.md'] })).drift).toEqual([]);
    expect((await verifyContract(text, r.dir, { contractFile: `${r.dir}/plans/handoffs/h.md` })).drift).toEqual([]);
    // The tool's own saved contracts never count as drift; any other new file does.
    expect((await verifyContract(text, r.dir)).drift).toEqual([]);
    r.write('plans/notes.md', text);
    expect((await verifyContract(text, r.dir)).drift.map((d) => d.kind)).toEqual(['newly-dirty']);
  });

  it('detects rewritten history', async () => {
    const { r, text } = await recorded();
    r.git(['commit', '-q', '--amend', '-m', 'rewritten']);
    const report = await verifyContract(text, r.dir);
    expect(report.drift.map((d) => d.kind)).toEqual(['head-moved']);
    expect(report.drift[0]?.message).toMatch(/does not contain the recorded commit/);
  });

  it('refuses a file without a recorded state', async () => {
    const { r } = await recorded();
    await expect(verifyContract('# notes\n\n## Current state\n\nnothing\n', r.dir)).rejects.toMatchObject({ exitCode: 1 });
  });
});
