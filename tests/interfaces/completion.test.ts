import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExampleRepo } from '../../scripts/example-repo.mjs';
import { cli } from '../support/cli.js';
import { BIN } from './pty.js';

let root: string;
let repo: string;
let sessionIds: string[];
let bashScript: string;
let binDir: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'hos-completion-'));
  const example = (await createExampleRepo(join(root, 'example'))) as { dir: string; sessions: Record<string, { id: string }> };
  repo = example.dir;
  sessionIds = Object.values(example.sessions).map((s) => s.id);
  const result = await cli(['completion', 'bash']);
  expect(result.code).toBe(0);
  bashScript = join(root, 'hand-off-session.bash');
  writeFileSync(bashScript, result.stdout);
  // The scripts call `hand-off-session __complete …`: put the built CLI on PATH under its name.
  binDir = join(root, 'bin');
  mkdirSync(binDir);
  writeFileSync(join(binDir, 'hand-off-session'), `#!/bin/sh\nexec "${process.execPath}" "${BIN}" "$@"\n`);
  chmodSync(join(binDir, 'hand-off-session'), 0o755);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Sources the script in a fresh bash and asks it to complete `words` (the last word is the one being typed). */
function complete(words: string[], cwd = repo): string[] {
  const script = [
    'set -u',
    `source ${JSON.stringify(bashScript)}`,
    `COMP_WORDS=(${words.map((w) => JSON.stringify(w)).join(' ')})`,
    `COMP_CWORD=${words.length - 1}`,
    '_hand_off_session',
    'printf "%s\\n" "${COMPREPLY[@]}"',
  ].join('\n');
  const out = execFileSync('bash', ['--norc', '--noprofile', '-c', script], {
    cwd,
    env: { ...process.env, PATH: `${binDir}:${process.env.PATH}`, CI: 'true' },
    encoding: 'utf8',
  });
  return out.split('\n').filter((l) => l !== '');
}

describe('hand-off-session completion', () => {
  it('prints a bash script that parses and loads without error', () => {
    execFileSync('bash', ['-n', bashScript]);
    const loaded = execFileSync('bash', ['--norc', '--noprofile', '-c', `source ${JSON.stringify(bashScript)} && complete -p hand-off-session`], {
      encoding: 'utf8',
    });
    expect(loaded).toContain('complete -F _hand_off_session hand-off-session');
  });

  it('completes commands, targets and options', () => {
    expect(complete(['hand-off-session', 'l'])).toEqual(['list', 'latest']);
    expect(complete(['hand-off-session', 'latest', 'for', 'c']).sort()).toEqual(['claude', 'codex', 'cursor']);
    expect(complete(['hand-off-session', 'doctor', '--re'])).toEqual(['--repo', '--remote']);
    expect(complete(['hand-off-session', 'completion', ''])).toEqual(['bash', 'zsh', 'fish']);
  });

  it('completes session ids from the repository, and stays quiet outside one', async () => {
    const ids = complete(['hand-off-session', 'show', '']);
    expect(ids).toContain('checkpoint');
    for (const id of sessionIds) expect(ids).toContain(id);
    const outside = mkdtempSync(join(root, 'plain-'));
    expect(complete(['hand-off-session', 'checkpoints', ''], outside)).toEqual([]);
    const direct = await cli(['__complete', 'sessions'], { cwd: outside });
    expect(direct).toMatchObject({ code: 0, stdout: '', stderr: '' });
  });

  it('prints zsh and fish scripts that name every command', async () => {
    const zsh = await cli(['completion', 'zsh']);
    const fish = await cli(['completion', 'fish']);
    expect(zsh.code).toBe(0);
    expect(fish.code).toBe(0);
    expect(zsh.stdout).toContain('compdef _hand_off_session hand-off-session');
    for (const cmd of ['list', 'latest', 'show', 'checkpoints', 'all', 'doctor', 'mcp', 'completion']) {
      expect(zsh.stdout).toMatch(new RegExp(`compadd -- [^\\n]*\\b${cmd}\\b`));
      expect(fish.stdout).toMatch(new RegExp(`__fish_use_subcommand -a '[^']*\\b${cmd}\\b`));
    }
    // The hidden helper command is not offered as a command.
    expect(fish.stdout.split('\n').find((l) => l.includes('__fish_use_subcommand'))).not.toContain('__complete');
    expect((await cli(['completion', 'tcsh'])).code).toBe(2);
  });
});
