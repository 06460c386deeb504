// Reading a repository must not change it: not the working tree, not .entire/, not one byte (or mtime) of the git
// directory — objects, refs, packed-refs, the index (git status would refresh its stat cache without
// GIT_OPTIONAL_LOCKS=0). --output and --save write exactly their one file and nothing else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli as runIn } from '../support/cli.js';
import { buildExample, snapshotTree, treeDiff, type ExampleFixture, type ExampleRepo } from './helpers.js';

let fx: ExampleFixture;
let ex: ExampleRepo;

beforeAll(async () => {
  fx = await buildExample('readonly');
  ex = fx.ex;
});
afterAll(() => fx.cleanup());

/** Runs the command and returns what it changed in the repository directory (working tree and .git). */
async function changesMadeBy(args: string[], expectedCode = 0): Promise<ReturnType<typeof treeDiff>> {
  const before = snapshotTree(ex.dir);
  const res = await runIn(args, { cwd: ex.dir });
  expect(res.code, `${args.join(' ')}: ${res.stderr}`).toBe(expectedCode);
  return treeDiff(before, snapshotTree(ex.dir));
}

const NOTHING = { added: [], removed: [], changed: [] };

describe('every reading command leaves the repository byte-for-byte unchanged', () => {
  const commands: [string, () => string[]][] = [
    ['list', () => ['list']],
    ['list --json', () => ['list', '--json']],
    ['list --ndjson --checkpoints', () => ['list', '--ndjson', '--checkpoints']],
    ['checkpoints', () => ['checkpoints', ex.sessions.claude.id]],
    ['checkpoints --json', () => ['checkpoints', ex.sessions.claude.id, '--json']],
    ['show <session> --raw', () => ['show', ex.sessions.claude.id, '--raw']],
    ['show <session> --json for codex', () => ['show', ex.sessions.codex.id, '--json', 'for', 'codex']],
    ['show checkpoint', () => ['show', 'checkpoint', ex.checkpoints.opencode.id]],
    ['show checkpoint --json', () => ['show', 'checkpoint', ex.checkpoints.gemini.id, '--json']],
    ['latest for cursor', () => ['latest', 'for', 'cursor']],
    ['latest --json', () => ['latest', '--json']],
    ['all', () => ['all']],
    ['all --json', () => ['all', '--json', '--limit', '3']],
    ['doctor', () => ['doctor']],
    ['doctor --json', () => ['doctor', '--json']],
  ];

  it.each(commands)('%s', async (_name, args) => {
    expect(await changesMadeBy(args())).toEqual(NOTHING);
  });

  it('validate and verify read the contract and the repository, and change neither', async () => {
    const written = await changesMadeBy(['latest', 'for', 'codex', '--output', 'plans/read-only.md', '--include-status']);
    expect(written).toEqual({ added: ['plans/read-only.md'], removed: [], changed: [] });
    expect(await changesMadeBy(['validate', 'plans/read-only.md'])).toEqual(NOTHING);
    expect(await changesMadeBy(['validate', 'plans/read-only.md', '--json'])).toEqual(NOTHING);
    const verify = await changesMadeBy(['verify', 'plans/read-only.md']);
    expect(verify).toEqual(NOTHING);
    expect(await changesMadeBy(['verify', 'plans/read-only.md', '--json'])).toEqual(NOTHING);
  });

  it('--save adds exactly its one file under plans/handoffs/', async () => {
    const saved = await changesMadeBy(['show', 'checkpoint', ex.checkpoints.claude2.id, '--save', '--include-diff']);
    expect(saved.removed).toEqual([]);
    expect(saved.changed).toEqual([]);
    const files = saved.added.filter((p) => !p.endsWith('/'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^plans\/handoffs\/[a-z0-9-]+-[0-9a-f]{8}-\d{8}-\d{6}\.md$/);
  });

  it('a failing command changes nothing either', async () => {
    expect(await changesMadeBy(['show', 'ffffffffffff'], 3)).toEqual(NOTHING);
    expect(await changesMadeBy(['latest', '--output', 'plans/read-only.md'], 1)).toEqual(NOTHING);
  });
});
