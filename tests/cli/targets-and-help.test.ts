// The target grammar (`for X`, `to X`, `--for X` are one thing), per-target framing, id prefixes, and the help
// and version a user reaches for first.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli as runIn, runCli } from '../support/cli.js';
import { repoRoot } from '../support/corpus.js';
import { buildExample, type ExampleFixture, type ExampleRepo } from './helpers.js';

let fx: ExampleFixture;
let ex: ExampleRepo;
const cli = (...args: string[]) => runIn(args, { cwd: ex.dir });

beforeAll(async () => {
  fx = await buildExample('targets');
  ex = fx.ex;
});
afterAll(() => fx.cleanup());

const TARGETS = {
  claude: 'Claude Code',
  codex: 'Codex',
  opencode: 'OpenCode',
  cursor: 'Cursor',
  gemini: 'Gemini CLI',
} as const;

describe('target grammar', () => {
  it('`latest for codex`, `latest to codex` and `latest --for codex` print the same bytes', async () => {
    const forWord = await cli('latest', 'for', 'codex');
    const toWord = await cli('latest', 'to', 'codex');
    const option = await cli('latest', '--for', 'codex');
    const capital = await cli('latest', 'TO', 'Codex');
    for (const res of [forWord, toWord, option, capital]) expect(res.code, res.stderr).toBe(0);
    expect(forWord.stdout.length).toBeGreaterThan(200);
    expect(toWord.stdout).toBe(forWord.stdout);
    expect(option.stdout).toBe(forWord.stdout);
    expect(capital.stdout).toBe(forWord.stdout);
    expect(option.stderr).toBe(forWord.stderr);
  });

  describe('per target', () => {
    const markdown = new Map<string, string>();
    beforeAll(async () => {
      for (const target of Object.keys(TARGETS)) {
        const md = await cli('show', ex.sessions.claude.id, 'for', target);
        expect(md.code, md.stderr).toBe(0);
        // The next step goes to stderr, so a piped handoff stays clean.
        expect(md.stderr).toMatch(/^Next: /);
        markdown.set(target, md.stdout);
      }
    });

    it.each(Object.entries(TARGETS))('`show <id> for %s` frames the handoff for that agent by name', async (target, name) => {
      const md = markdown.get(target)!;
      expect(md).toContain(name);
      expect(md).toContain(ex.sessions.claude.task);
      for (const [other, otherName] of Object.entries(TARGETS)) {
        if (other !== target && !name.includes(otherName)) expect(md, `${target} names ${otherName}`).not.toContain(`for ${otherName}`);
      }
    });

    it('`--json` carries the target and the same framed Markdown', async () => {
      const json = JSON.parse((await cli('show', ex.sessions.claude.id, 'to', 'gemini', '--json')).stdout);
      expect(json.handoff.target).toBe('gemini');
      expect(`${json.handoff.markdown.trimEnd()}\n`).toBe(markdown.get('gemini'));
    });

    it('frames differ per target, and no target means an unframed handoff', async () => {
      const bodies = [...markdown.values()];
      expect(new Set(bodies).size).toBe(bodies.length);
      const plain = await cli('show', ex.sessions.claude.id);
      expect(plain.code).toBe(0);
      expect(plain.stderr).toBe('');
      expect(bodies).not.toContain(plain.stdout);
    });
  });

  it('`show <prefix>` with a unique 6+ character prefix is the same as the full id', async () => {
    const full = await cli('show', ex.sessions.gemini.id, '--json');
    const prefix = await cli('show', ex.sessions.gemini.id.slice(0, 6), '--json');
    expect(prefix.code, prefix.stderr).toBe(0);
    expect(prefix.stdout).toBe(full.stdout);
    expect(JSON.parse(prefix.stdout).session.id).toBe(ex.sessions.gemini.id);
    const checkpoint = await cli('show', 'checkpoint', ex.checkpoints.gemini.id.slice(0, 6).toLowerCase(), '--json');
    expect(checkpoint.code, checkpoint.stderr).toBe(0);
    expect(JSON.parse(checkpoint.stdout).checkpoint.id).toBe(ex.checkpoints.gemini.id);
  });
});

const COMMANDS = ['list', 'latest', 'show', 'checkpoints', 'all', 'validate', 'verify', 'doctor', 'mcp', 'completion'];

describe('help and version', () => {
  // These two spawn the bin: a bare --help or --version answers from a static table before run() starts.
  it('--version prints the package version', async () => {
    const version = JSON.parse(readFileSync(join(repoRoot, 'packages', 'cli', 'package.json'), 'utf8')).version as string;
    for (const flag of ['--version', '-V']) {
      const res = runCli([flag], { cwd: ex.dir });
      expect(res).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
    }
  });

  it('--help lists every command, with examples', async () => {
    const res = runCli(['--help'], { cwd: ex.dir });
    expect(res.code).toBe(0);
    expect(res.stderr).toBe('');
    for (const command of [...COMMANDS, 'hook']) expect(res.stdout).toMatch(new RegExp(`^  ${command}\\b`, 'm'));
    expect(res.stdout).toMatch(/^Examples?:\n  hand-off-session /m);
  });

  it.each(COMMANDS)('%s --help shows its usage and an example of itself', async (command) => {
    const res = await cli(command, '--help');
    expect(res.code, res.stderr).toBe(0);
    expect(res.stderr).toBe('');
    expect(res.stdout).toMatch(new RegExp(`^Usage: hand-off-session ${command}\\b`));
    expect(res.stdout).toMatch(new RegExp(`^Examples?:\\n(  .*\\n)*  hand-off-session ${command}\\b`, 'm'));
  });

  it('`help <command>` is the same page as `<command> --help`', async () => {
    expect((await cli('help', 'show')).stdout).toBe((await cli('show', '--help')).stdout);
  });

  it('hook (an agent entry point) documents itself through `help hook`', async () => {
    const res = await cli('help', 'hook');
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/^Usage: hand-off-session hook/);
  });
});
