import { existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HandoffError } from '../errors.js';
import { DATA_NOTICE } from '../safety/hostile-text.js';
import { getTarget } from '../targets/registry.js';
import { emptyHandoff, fixtureHandoff } from '../targets/__fixtures__/handoff.js';
import { TempRepo } from './__fixtures__/repo.js';
import { buildContract } from './build-contract.js';
import { probeGitState } from './git-state.js';
import { parseRecordedState, parseSections } from './parse-contract.js';
import { NOT_CAPTURED, SECTIONS } from './render-contract.js';
import { validateContract } from './validate.js';
import { continuationLine, fileStamp, slugify, writeContract } from './write-contract.js';

const NOW = new Date('2026-11-30T23:40:00Z');
// Built at run time so this source file never holds a whole token.
const FAKE_TOKEN = `ghp_${'Zx8Qw2Lm9Rt4Yp7Ks1Vb3Nc6Hd0Fg5Ja2Ue8Wi'.slice(0, 36)}`;

const fixtures: TempRepo[] = [];
function repo(): TempRepo {
  const fx = TempRepo.create();
  fixtures.push(fx);
  return fx;
}
afterEach(() => {
  for (const fx of fixtures.splice(0)) fx.cleanup();
});

function commitFile(fx: TempRepo, rel: string, content: string): string {
  return fx.commit(rel, content);
}

function expectHandoffError(fn: () => unknown, code: number, message: RegExp): void {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(HandoffError);
    expect((error as HandoffError).exitCode).toBe(code);
    expect((error as HandoffError).message).toMatch(message);
    return;
  }
  throw new Error('expected a HandoffError');
}

describe('renderContract / buildContract', () => {
  it('writes the nine sections in order and passes validation', async () => {
    const fx = repo();
    const { text } = await buildContract(fixtureHandoff(), fx.dir, { now: NOW });
    expect(parseSections(text).map((s) => s.title)).toEqual([...SECTIONS]);
    expect(validateContract(text)).toEqual([]);
    const next = parseSections(text).find((s) => s.title === 'Exact next actions');
    expect(next?.body.find((l) => l.trim() !== '')).toMatch(/^1\. \*\*First safe step\*\*/);
  });

  it('says "Not captured in this session" where the session gave nothing', async () => {
    const fx = repo();
    const { text } = await buildContract(emptyHandoff(), fx.dir, { now: NOW });
    const body = (title: string) => parseSections(text).find((s) => s.title === title)?.body.join('\n') ?? '';
    for (const title of ['Mission and current status', 'Scope and guardrails', 'Decisions and rationale', 'Work performed', 'Verification', 'Open risks and blockers']) {
      expect(body(title), title).toContain(NOT_CAPTURED);
    }
    // Current state is still observed: only the asserted part is missing.
    expect(body('Current state')).toContain('- Branch: `main`');
    expect(body('Current state')).toMatch(/Asserted by the session \(not re-checked\)\n\nNot captured in this session/);
    expect(validateContract(text)).toEqual([]);
  });

  it('records the observed state apart from what the session asserted, in a form verify can parse back', async () => {
    const fx = repo();
    const head = commitFile(fx, 'src/a.ts', 'export const a = 1;\n');
    fx.write('src/a.ts', 'export const a = 2;\n');
    fx.write('notes/new file.md', 'draft\n');
    fx.write('odd"name.txt', 'x\n');
    const { text, git } = await buildContract(fixtureHandoff(), fx.dir, { now: NOW });
    const current = parseSections(text).find((s) => s.title === 'Current state')?.body.join('\n') ?? '';
    const observed = current.indexOf('### Observed in the repository now');
    const asserted = current.indexOf('### Asserted by the session (not re-checked)');
    expect(observed).toBeGreaterThan(-1);
    expect(asserted).toBeGreaterThan(observed);
    expect(current.slice(observed, asserted)).toContain(`- HEAD: \`${head}\``);
    // The session's claim (quoted) sits under "asserted", never under "observed".
    expect(current.slice(asserted)).toContain('> src/date/parse.ts handles week dates');
    expect(current.slice(observed, asserted)).not.toContain('parse.ts handles');
    const recorded = parseRecordedState(text);
    expect(recorded).toMatchObject({ branch: 'main', head, detached: false, dirtyComplete: true });
    expect(recorded?.dirty).toEqual(git.dirty);
    expect(recorded?.dirty.map((d) => d.path).sort()).toEqual(['notes/new file.md', 'odd"name.txt', 'src/a.ts']);
  });

  it('quotes transcript text as data and keeps hostile text out of our own lines', async () => {
    const fx = repo();
    const { text } = await buildContract(fixtureHandoff(), fx.dir, { now: NOW, framing: getTarget('codex') });
    const hostile = text.split('\n').filter((l) => l.includes('rm -rf'));
    expect(hostile.length).toBeGreaterThan(0);
    for (const line of hostile) expect(line.trimStart().startsWith('>')).toBe(true);
    expect(text).toContain(DATA_NOTICE);
    // The framing is the target's: its tools, its outro after the open question.
    expect(text).toContain('This handoff is for Codex.');
    expect(text).toContain('`update_plan`');
    expect(text.indexOf('Ask the user the open question quoted above')).toBeGreaterThan(text.indexOf('**Open questions**'));
  });

  it('writes --focus verbatim into the Mission section and refuses a focus holding a credential', async () => {
    const fx = repo();
    const focus = 'finish the ISO week parser; leave the CLI alone';
    const { text } = await buildContract(fixtureHandoff(), fx.dir, { now: NOW, focus });
    const mission = parseSections(text).find((s) => s.title === 'Mission and current status')?.body.join('\n') ?? '';
    expect(mission).toContain(`> ${focus}`);
    await expect(buildContract(fixtureHandoff(), fx.dir, { now: NOW, focus: `use ${FAKE_TOKEN} to push` })).rejects.toMatchObject({
      exitCode: 1,
      message: expect.stringMatching(/--focus .*credential/),
    });
  });

  it('bounds status and diff on a repository with 500 changed files, with truncation markers', async () => {
    const fx = repo();
    for (let i = 0; i < 500; i++) fx.write(`gen/f${String(i).padStart(3, '0')}.txt`, `line ${i}\n`);
    fx.git(['add', 'gen']);
    fx.git(['commit', '-q', '-m', 'generated']);
    for (let i = 0; i < 500; i++) fx.write(`gen/f${String(i).padStart(3, '0')}.txt`, `line ${i} changed\n`);
    const { text } = await buildContract(fixtureHandoff(), fx.dir, { now: NOW, includeStatus: true, includeDiff: true });
    expect(text).toContain('- Dirty paths: 500 (first 200 listed)');
    expect(text).toContain('… 300 more not listed (git status bounded to 200 entries).');
    const recorded = parseRecordedState(text);
    expect(recorded?.dirty).toHaveLength(200);
    expect(recorded?.dirtyComplete).toBe(false);
    // Status snapshot: the `## main` line plus 200 entries, then the marker.
    expect(text).toContain('### Status snapshot (`git status --short --branch`)');
    expect(text).toMatch(/… 300 more lines not shown \(bounded to 201\)\./);
    // Diff stat: 501 lines (500 files + summary): the summary still shows.
    expect(text).toMatch(/… 301 more lines not shown \(bounded to 200\)\.\nLast line: ` ?500 files changed, 500 insertions\(\+\), 500 deletions\(-\)/);
    // The diff itself: first 200 lines only (each file is 7 lines: 3500 in all), then the marker.
    const diffBlock = text.slice(text.indexOf('### Diff (`git diff`'));
    expect(diffBlock).toMatch(/first 200 of 3500 lines/);
    expect(diffBlock).toMatch(/… 3300 more diff lines not shown \(bounded to 200\)\./);
    expect(diffBlock).toContain('+line 27 changed');
    expect(diffBlock).not.toContain('f029.txt');
    expect(validateContract(text)).toEqual([]);
  });

  it('redacts a token inside the diff', async () => {
    const fx = repo();
    commitFile(fx, 'config/ci.env', 'REGION=eu\n');
    fx.write('config/ci.env', `REGION=eu\nGITHUB_TOKEN=${FAKE_TOKEN}\n`);
    const { text, redactions } = await buildContract(fixtureHandoff(), fx.dir, { now: NOW, includeDiff: true });
    expect(text).not.toContain(FAKE_TOKEN);
    expect(text).not.toContain(FAKE_TOKEN.slice(4, 20));
    expect(text).toMatch(/\+GITHUB_TOKEN=\[REDACTED:[a-z0-9-]+\]/);
    expect(redactions).toBeGreaterThan(0);
    expect(validateContract(text)).toEqual([]);
  });
});

describe('writeContract', () => {
  it('--save writes plans/handoffs/<slug>-<session>-<stamp>.md, creating folders, and nothing else', async () => {
    const fx = repo();
    const before = fx.git(['status', '--porcelain', '--untracked-files=all']);
    expect(before).toBe('');
    const dest = { save: true, cwd: fx.dir, slugFrom: 'Fix ISO week/dates!', sessionId: '5d0f8a43-aaaa-bbbb', now: NOW };
    const written = writeContract(fx.dir, '# x\n', dest);
    expect(written.relative).toBe('plans/handoffs/fix-iso-week-dates-5d0f8a43-20261130-234000.md');
    expect(readFileSync(written.path, 'utf8')).toBe('# x\n');
    expect(fx.git(['status', '--porcelain', '--untracked-files=all'])).toBe('?? plans/handoffs/fix-iso-week-dates-5d0f8a43-20261130-234000.md');
    expect(continuationLine(written.relative)).toBe(
      'Read plans/handoffs/fix-iso-week-dates-5d0f8a43-20261130-234000.md and verify the Current state section against the repo before acting.',
    );
    // The same session saved again in the same second: a new name, the first file untouched, no --force needed.
    const again = writeContract(fx.dir, '# y\n', dest);
    expect(again.relative).toBe('plans/handoffs/fix-iso-week-dates-5d0f8a43-20261130-234000-2.md');
    expect(readFileSync(written.path, 'utf8')).toBe('# x\n');
  });

  it('makes safe slugs and UTC stamps', () => {
    expect(slugify('../../etc/passwd')).toBe('etc-passwd');
    expect(slugify('feature/ÉTÉ-2026')).toBe('feature-ete-2026');
    expect(slugify('')).toBe('handoff');
    expect(slugify('!!!')).toBe('handoff');
    expect(slugify('x'.repeat(100))).toHaveLength(48);
    expect(fileStamp(new Date('2026-01-02T03:04:59Z'))).toBe('20260102-030459');
  });

  it('refuses to overwrite an existing file without --force, leaving it byte-identical', () => {
    const fx = repo();
    const path = join(fx.dir, 'HANDOFF.md');
    const original = Buffer.from('original\r\n\u0000bytes');
    writeFileSync(path, original);
    const mtime = statSync(path).mtime.toISOString();
    expectHandoffError(() => writeContract(fx.dir, 'new\n', { output: 'HANDOFF.md', cwd: fx.dir }), 1, new RegExp(`already exists \\(modified ${mtime.replace(/[.]/g, '\\.')}\\).*--force`));
    expect(readFileSync(path).equals(original)).toBe(true);
    expect(readdirSync(fx.dir).sort()).toEqual(['.git', 'HANDOFF.md']);
    writeContract(fx.dir, 'new\n', { output: 'HANDOFF.md', cwd: fx.dir, force: true });
    expect(readFileSync(path, 'utf8')).toBe('new\n');
  });

  it('resolves --output from the current directory and refuses paths outside the repository', () => {
    const fx = repo();
    mkdirSync(join(fx.dir, 'pkg'));
    const inner = writeContract(fx.dir, 'x\n', { output: 'notes/h.md', cwd: join(fx.dir, 'pkg') });
    expect(inner.relative).toBe('pkg/notes/h.md');
    const outside = join(fx.root, 'outside.md');
    expectHandoffError(() => writeContract(fx.dir, 'x\n', { output: outside, cwd: fx.dir }), 1, /outside the repository/);
    expectHandoffError(() => writeContract(fx.dir, 'x\n', { output: '../outside.md', cwd: fx.dir }), 1, /"\.\."/);
    expectHandoffError(() => writeContract(fx.dir, 'x\n', { output: 'a/../../outside.md', cwd: fx.dir }), 1, /"\.\."/);
    expectHandoffError(() => writeContract(fx.dir, 'x\n', { output: '.git/HANDOFF.md', cwd: fx.dir }), 1, /never writes into \.git/);
    expectHandoffError(() => writeContract(fx.dir, 'x\n', { output: '.entire/h.md', cwd: fx.dir }), 1, /never writes into \.entire/);
    expect(existsSync(outside)).toBe(false);
  });

  it('refuses to write through a symlink that leads outside the repository', () => {
    const fx = repo();
    // Beside the repository, not in it: outside what the contract may write, and removed with the fixture.
    const away = join(fx.root, 'away');
    mkdirSync(away);
    symlinkSync(away, join(fx.dir, 'escape'));
    expectHandoffError(() => writeContract(fx.dir, 'x\n', { output: 'escape/h.md', cwd: fx.dir }), 1, /symlink/);
    expectHandoffError(() => writeContract(fx.dir, 'x\n', { output: 'escape/deeper/h.md', cwd: fx.dir }), 1, /symlink/);
    expect(readdirSync(away)).toEqual([]);
    // A file that is itself a symlink is never written through, even with --force.
    const target = join(away, 'target.md');
    writeFileSync(target, 'keep\n');
    symlinkSync(target, join(fx.dir, 'link.md'));
    expectHandoffError(() => writeContract(fx.dir, 'x\n', { output: 'link.md', cwd: fx.dir, force: true }), 1, /symlink/);
    expect(readFileSync(target, 'utf8')).toBe('keep\n');
    expect(lstatSync(join(fx.dir, 'link.md')).isSymbolicLink()).toBe(true);
  });

  it('redacts the final text before writing it', () => {
    const fx = repo();
    const written = writeContract(fx.dir, `token ${FAKE_TOKEN}\n`, { output: 'h.md', cwd: fx.dir });
    const text = readFileSync(written.path, 'utf8');
    expect(text).not.toContain(FAKE_TOKEN);
    expect(text).toMatch(/\[REDACTED:/);
  });
});

describe('probeGitState', () => {
  it('reports a detached HEAD and an unborn branch', async () => {
    const fx = repo();
    const head = commitFile(fx, 'a.txt', 'a\n');
    fx.git(['checkout', '-q', '--detach', 'HEAD']);
    expect(await probeGitState(fx.dir)).toMatchObject({ branch: null, head, dirtyTotal: 0 });
    const empty = TempRepo.create({ empty: true });
    fixtures.push(empty);
    expect(await probeGitState(empty.dir)).toMatchObject({ branch: 'main', head: null });
  });
});
