// Options where git-style users put them, every accepted option of `all` working or refused, --save names that
// never collide, verify ignoring the tool's own contracts, and a list that fits an 80-column terminal.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, cli as runIn, runCli } from '../support/cli.js';
import { buildExample, type ExampleFixture, type ExampleRepo } from './helpers.js';

let fx: ExampleFixture;
let ex: ExampleRepo;
let elsewhere: string;

beforeAll(async () => {
  fx = await buildExample('options');
  ex = fx.ex;
  elsewhere = mkdtempSync(join(tmpdir(), 'hos-elsewhere-'));
});
afterAll(() => {
  fx.cleanup();
  rmSync(elsewhere, { recursive: true, force: true });
});

const savedContracts = () => readdirSync(join(ex.dir, 'plans', 'handoffs')).sort();
const cleanSaves = () => rmSync(join(ex.dir, 'plans', 'handoffs'), { recursive: true, force: true });

describe('options before the command', () => {
  it('`--repo <path> list` lists that repository, exactly as `list --repo <path>` does', async () => {
    // Spawned: the bin as a user starts it, from another directory.
    const before = runCli(['--repo', ex.dir, 'list', '--json'], { cwd: elsewhere });
    const after = runCli(['list', '--repo', ex.dir, '--json'], { cwd: elsewhere });
    expect(before.code, before.stderr).toBe(0);
    expect(before.stdout).toBe(after.stdout);
    expect(JSON.parse(before.stdout).sessions.length).toBeGreaterThan(3);
  });

  it('`--json list` prints JSON, and `--repo=<path>` works before the command too', async () => {
    const res = await runIn(['--json', `--repo=${ex.dir}`, 'list'], { cwd: elsewhere });
    expect(res.code, res.stderr).toBe(0);
    expect(JSON.parse(res.stdout)).toHaveProperty('sessions');
  });

  it('an option the command does not take is refused loudly (exit 2), never ignored', async () => {
    const res = await runIn(['--budget', '800', 'list'], { cwd: ex.dir });
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/^hand-off-session: unknown option '--budget'/);
    expect(res.stdout).toBe('');
  });
});

describe('all: every accepted option works or is refused', () => {
  it('--save writes one contract per session, named apart', async () => {
    cleanSaves();
    const res = await runIn(['all', '--limit', '3', '--save'], { cwd: ex.dir });
    expect(res.code, res.stderr).toBe(0);
    const files = savedContracts();
    expect(files).toHaveLength(3);
    expect(new Set(files.map((f) => f.split('-').slice(-3, -2)[0])).size).toBe(3);
    cleanSaves();
  });

  it('--output and --launch are refused with exit 2 and write nothing', async () => {
    cleanSaves();
    for (const args of [['all', '-o', 'x.md'], ['all', 'for', 'codex', '--launch', '--yes']]) {
      const res = await runIn(args, { cwd: ex.dir });
      expect(res.code, args.join(' ')).toBe(2);
      expect(res.stderr.trim().split('\n')).toHaveLength(1);
      expect(res.stdout).toBe('');
    }
    expect(readdirSync(ex.dir)).not.toContain('x.md');
    expect(readdirSync(join(ex.dir, 'plans'))).not.toContain('handoffs');
  });
});

describe('--save names and verify', () => {
  it('two saves of the same session in the same minute give two files; another session never collides', async () => {
    cleanSaves();
    const list = JSON.parse((await runIn(['list', '--json'], { cwd: ex.dir })).stdout).sessions as { id: string }[];
    const [a, b] = [list[1]!.id, list[2]!.id];
    for (const id of [a, a, b]) expect((await runIn(['show', id, '--save'], { cwd: ex.dir })).code).toBe(0);
    const files = savedContracts();
    expect(files).toHaveLength(3);
    expect(files.filter((f) => f.includes(`-${a.replace(/[^A-Za-z0-9]/g, '').slice(0, 8).toLowerCase()}-`))).toHaveLength(2);
    cleanSaves();
  });

  it('verify does not count the tool\'s own saved contracts as drift', async () => {
    cleanSaves();
    const first = await runIn(['latest', '--save'], { cwd: ex.dir });
    expect(first.code, first.stderr).toBe(0);
    const path = first.stdout.split('\n')[0]!;
    expect((await runIn(['show', JSON.parse((await runIn(['list', '--json'], { cwd: ex.dir })).stdout).sessions[1].id, '--save'], { cwd: ex.dir })).code).toBe(0);
    const res = await runIn(['verify', path], { cwd: ex.dir });
    expect(res.stdout).toMatch(/no drift/);
    expect(res.code).toBe(0);
    cleanSaves();
  });
});

describe('list on a terminal-sized screen', () => {
  const rowsOf = (stdout: string) => stdout.trimEnd().split('\n');

  it('fits 80 columns on an 80-column terminal and says how many were left out by --limit', async () => {
    const res = await cli(['list', '--limit', '2'], { cwd: ex.dir, columns: 80 });
    expect(res.code, res.stderr).toBe(0);
    const [header, ...rows] = rowsOf(res.stdout);
    expect(header).toMatch(/^2 of [4-9] sessions in /);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.length, row).toBeLessThanOrEqual(80);
    const all = await cli(['list'], { cwd: ex.dir, columns: 80 });
    expect(rowsOf(all.stdout)[0]).toMatch(/^[4-9] sessions in /);
    for (const row of rowsOf(all.stdout).slice(1)) expect(row.length, row).toBeLessThanOrEqual(80);
    expect(rowsOf(all.stdout)[1]).toMatch(/^SESSION +AGENT +STATUS +ACTIVE +CKPT +LATEST PROMPT$/);
  });

  it('narrower: drops the checkpoint count, then the age, before the prompt gets under 20 columns', async () => {
    const res = await cli(['list'], { cwd: ex.dir, columns: 50 });
    const rows = rowsOf(res.stdout).slice(1);
    expect(rows[0]).not.toMatch(/CKPT/);
    expect(rows[0]).toMatch(/LATEST PROMPT$/);
    for (const row of rows) expect(row.length, row).toBeLessThanOrEqual(50);
    const checkpoints = rowsOf((await cli(['list', '--checkpoints'], { cwd: ex.dir, columns: 60 })).stdout).slice(1);
    for (const row of checkpoints) expect(row.length, row).toBeLessThanOrEqual(60);
    expect(checkpoints[0]).toMatch(/BRANCH$/);
  });

  it('wider: the prompt gets the room; not a terminal (piped): nothing is cut', async () => {
    // Rows compared by their cells apart from the age, which ticks while the live session is read.
    const cells = (stdout: string) => rowsOf(stdout).slice(2).map((r) => r.split(/ {2,}/).filter((_, i) => i !== 3));
    const wide = (await cli(['list'], { cwd: ex.dir, columns: 300 })).stdout;
    const piped = (await cli(['list'], { cwd: ex.dir })).stdout;
    expect(wide).not.toContain('…');
    expect(cells(piped)).toEqual(cells(wide));
    const narrow = (await cli(['list'], { cwd: ex.dir, columns: 80 })).stdout;
    expect(narrow).toContain('…');
    // The same through a real pipe.
    expect(cells(runCli(['list'], { cwd: ex.dir }).stdout)).toEqual(cells(piped));
  });

  it('the short ids it prints are accepted back as session ids', async () => {
    const row = (await cli(['list'], { cwd: ex.dir })).stdout.split('\n')[2]!;
    const shortId = row.split(/\s+/)[0]!;
    const res = await cli(['show', shortId, '--json'], { cwd: ex.dir });
    expect(res.code, res.stderr).toBe(0);
    expect(JSON.parse(res.stdout).session.id.startsWith(shortId)).toBe(true);
  });
});
