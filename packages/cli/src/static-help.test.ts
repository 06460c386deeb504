import { describe, expect, it } from 'vitest';
import { loadAllCommands } from './commands/registry.js';
import type { Io } from './io.js';
import { buildProgram } from './run.js';
import { ROOT_HELP, staticAnswer } from './static-help.js';
import { VERSION } from './version.js';

describe('static --help and --version', () => {
  it('is the root help commander prints with every command registered', async () => {
    let out = '';
    const io = { stdout: (t: string) => void (out += t), stderr: () => undefined, cwd: process.cwd(), env: {} } as unknown as Io;
    const program = buildProgram(io, { exitCode: 0 }, await loadAllCommands());
    program.configureOutput({ writeOut: (t) => void (out += t), getOutHelpWidth: () => 80 });
    expect(() => program.parse(['--help'], { from: 'user' })).toThrow();
    expect(ROOT_HELP).toBe(out);
  });

  it('answers only a bare --help, -h, help, --version or -V', () => {
    expect(staticAnswer(['--help'])).toBe(ROOT_HELP);
    expect(staticAnswer(['help'])).toBe(ROOT_HELP);
    expect(staticAnswer(['-V'])).toBe(`${VERSION}\n`);
    expect(staticAnswer(['list', '--help'])).toBeNull();
    expect(staticAnswer(['--help', '--json'])).toBeNull();
  });
});
