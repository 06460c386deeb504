import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Io } from '../io.js';
import { buildProgram } from '../run.js';
import { commandsFor, loadAllCommands, type Register } from './registry.js';

const NAMES = ['list', 'latest', 'show', 'checkpoints', 'all', 'validate', 'verify', 'hook', 'doctor', 'mcp', 'completion'];
// `completion` prints a script naming every command, so it loads them all.
const LIGHT = NAMES.filter((n) => n !== 'completion');
// `hook` takes any argument and option (its action always runs, reading stdin), so only its loading is checked.
const PARSED = NAMES.filter((n) => n !== 'hook');

/** Parses argv with the given commands and records what commander printed or threw (no action runs for these argv). */
async function outcome(argv: string[], commands: readonly Register[]): Promise<{ out: string; error: string | null }> {
  let out = '';
  const io: Io = { stdout: (t) => void (out += t), stderr: (t) => void (out += t), stdin: new PassThrough(), env: {}, cwd: '/nonexistent', isTTY: false };
  const program = buildProgram(io, { exitCode: 0 }, commands);
  try {
    await program.parseAsync(argv, { from: 'user' });
    return { out, error: null };
  } catch (e) {
    return { out, error: `${(e as { code?: string }).code ?? ''}: ${(e as Error).message}` };
  }
}

describe('commandsFor: loading only the command being run changes nothing it prints', () => {
  it.each(PARSED)('%s: help, unknown options and -V parse exactly as with every command loaded', async (name) => {
    const all = await loadAllCommands();
    for (const argv of [[name, '--help'], [name, '--bogus'], [name, '-V'], [name, '--json', '--no-such-flag'], [name, '-h']]) {
      const light = await commandsFor(argv);
      if (LIGHT.includes(name)) expect(light.length).toBeLessThan(all.length);
      expect(await outcome(argv, light)).toEqual(await outcome(argv, all));
    }
  });

  it('loads every command for root help, the bare command and unknown commands, and none for --version', async () => {
    const all = await loadAllCommands();
    for (const argv of [['--help'], [], ['lsit'], ['help', 'list'], ['--repo', '.', 'list']]) expect(await commandsFor(argv)).toHaveLength(all.length);
    expect(await commandsFor(['--version'])).toHaveLength(0);
    for (const name of LIGHT) expect((await commandsFor([name, '--help'])).length).toBeLessThan(all.length);
    expect(await commandsFor(['completion', 'bash'])).toHaveLength(all.length);
    const root = await outcome(['--help'], all);
    for (const name of NAMES) expect(root.out).toMatch(new RegExp(`^  ${name}\\b`, 'm'));
    expect(await outcome(['lsit'], all)).toEqual(await outcome(['lsit'], await commandsFor(['lsit'])));
    expect((await outcome(['--version'], [])).out).toEqual((await outcome(['--version'], all)).out);
  });
});
