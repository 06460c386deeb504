// Every option of every command, from the one option table: before the command name it means what it means after
// it, or both places refuse it (exit 2); each command's --help and the completion scripts list exactly what the
// table gives it. Run in-process through the built CLI's Io seam (no process per case).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMAND_OPTIONS, OPTIONS, type OptionName } from '../../packages/cli/src/option-table.js';
import { cli } from '../support/cli.js';
import { buildExample, type ExampleFixture } from './helpers.js';

let fx: ExampleFixture;
let dir: string;

beforeAll(async () => {
  fx = await buildExample('placement');
  dir = fx.ex.dir;
});
afterAll(() => fx.cleanup());

const VISIBLE = Object.keys(COMMAND_OPTIONS).filter((c) => c !== '' && !c.startsWith('_'));
const longOf = (name: OptionName) => OPTIONS[name].flags.split(/[ ,]+/).find((f) => f.startsWith('--'))!;
/** A value the option accepts, so that a refusal is about the option, not its value. */
const VALUE: Partial<Record<OptionName, string>> = { repo: '.', limit: '2', budget: '400', for: 'codex', lines: '1-2', exclude: 'abcdef', agent: 'codex', focus: 'x', output: 'o.md', transcript: 'none.jsonl' };
const argsOf = (name: OptionName) => (OPTIONS[name].flags.includes('<') ? [longOf(name), VALUE[name] ?? 'x'] : [longOf(name)]);

describe('an option a command does not take', () => {
  it('is refused before and after the command name alike, with exit 2 and its name', async () => {
    for (const command of VISIBLE) {
      const entry = COMMAND_OPTIONS[command]!;
      const foreign = (Object.keys(OPTIONS) as OptionName[]).filter((o) => o !== 'noCache' && !entry.takes.includes(o) && !(o in (entry.refuses ?? {})));
      for (const option of foreign) {
        const before = await cli([...argsOf(option), command], { cwd: dir });
        const after = await cli([command, ...argsOf(option)], { cwd: dir });
        if (command === 'hook') continue; // hooks take what an agent passes (allowUnknownOption) and never fail it
        expect(before.code, `${option} ${command}: ${before.stderr}`).toBe(2);
        expect(before.stderr, `${option} ${command}`).toContain(longOf(option));
        expect(after, `${command} ${option}`).toEqual(before);
      }
    }
  });

  it('one a command refuses says why, before the name as after it', async () => {
    for (const [command, entry] of Object.entries(COMMAND_OPTIONS)) {
      for (const [option, why] of Object.entries(entry.refuses ?? {}) as [OptionName, string][]) {
        const before = await cli([...argsOf(option), command], { cwd: dir });
        const after = await cli([command, ...argsOf(option)], { cwd: dir });
        expect(before.code).toBe(2);
        expect(before.stderr).toBe(`hand-off-session: ${why}\n`);
        expect(after).toEqual(before);
      }
    }
  });
});

describe('an option a command takes', () => {
  const cases: [string, string[]][] = [
    ['list', ['--json']],
    ['list', ['--ndjson']],
    ['list', ['--checkpoints', '--limit', '2']],
    ['list', ['--limit=2']],
    ['latest', ['--json', '--budget', '400', '--for', 'codex']],
    ['latest', ['--agent', 'codex', '--raw']],
    ['show', ['--raw']],
    ['checkpoints', ['--json']],
    ['doctor', ['--json']],
    ['deliver', ['--status', '--json']],
    ['all', ['--limit', '2', '--ndjson']],
    ['all', ['--json', '--limit', '1', '--for', 'gemini']],
  ];
  it.each(cases)('%s %j: the same output before the command name as after it', async (command, options) => {
    const positional = command === 'show' || command === 'checkpoints' ? [fx.ex.sessions.claude.id] : [];
    const after = await cli([command, ...positional, ...options], { cwd: dir });
    const before = await cli([...options, command, ...positional], { cwd: dir });
    expect(after.code, after.stderr).toBe(0);
    expect(withoutTicks(before)).toEqual(withoutTicks(after));
  });

  it('one that needs another is refused without it (exit 2), and works with it', async () => {
    for (const [args, message] of [
      [['latest', '--focus', 'x'], /--focus shapes the contract file/],
      [['all', '--include-diff'], /--include-diff shapes the contract file/],
      [['show', fx.ex.sessions.claude.id, '--force'], /--force overwrites a contract file/],
      [['latest', '--yes'], /--yes answers the --launch question/],
      [['--yes', 'latest'], /--yes answers the --launch question/],
      [['latest', '--json', '--save'], /'--json' cannot be used with option '--save'/],
      [['deliver', '--status', '--cancel'], /'--status' cannot be used with option '--cancel/],
    ] as [string[], RegExp][]) {
      const res = await cli(args, { cwd: dir });
      expect(res.code, args.join(' ')).toBe(2);
      expect(res.stderr, args.join(' ')).toMatch(message);
      expect(res.stdout).toBe('');
    }
  });

  it('the bare command refuses the picker options without a terminal, instead of listing and ignoring them', async () => {
    for (const option of ['--save', '--for', '--budget', '--copy'] as const) {
      const args = option === '--for' ? [option, 'codex'] : option === '--budget' ? [option, '800'] : [option, ...(option === '--save' ? ['--force'] : [])];
      const res = await cli(args, { cwd: dir });
      expect(res.code, option).toBe(2);
      expect(res.stderr).toMatch(new RegExp(`^hand-off-session: ${option} is for the picker, which needs a terminal`));
    }
    const listed = await cli(['--json'], { cwd: dir });
    expect(listed.code).toBe(0);
    expect(JSON.parse(listed.stdout)).toHaveProperty('sessions');
  });
});

describe('help and completion come from the table', () => {
  it("each command's --help lists exactly the options the table gives it (refused ones hidden)", async () => {
    for (const command of VISIBLE) {
      const help = (await cli([command, '--help'])).stdout;
      const listed = [...help.matchAll(/^ {2}(?:-\w, )?(--[a-z-]+)/gm)].map((m) => m[1]).filter((f) => f !== '--help');
      expect(listed.sort(), command).toEqual(COMMAND_OPTIONS[command]!.takes.map(longOf).sort());
    }
  });

  it('the root help lists the bare command options under their own heading, apart from the global ones', async () => {
    const help = (await cli(['--help', '--no-cache'])).stdout;
    const [global, picker] = help.split('Without a command');
    expect(global).toMatch(/--no-cache/);
    expect(global).not.toMatch(/--repo/);
    const listed = [...picker!.split('Commands:')[0]!.matchAll(/^ {2}(--[a-z-]+)/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual(COMMAND_OPTIONS['']!.takes.map(longOf).sort());
    expect(help).toMatch(/Options may stand before a command's name or after it/);
  });

  it('the bash completion offers each command the options the table gives it', async () => {
    const script = (await cli(['completion', 'bash'])).stdout;
    for (const command of VISIBLE) {
      const line = new RegExp(`^ {6}${command}\\) opts="([^"]*)"`, 'm').exec(script)?.[1]?.split(' ') ?? [];
      for (const option of COMMAND_OPTIONS[command]!.takes) expect(line, `${command} ${longOf(option)}`).toContain(longOf(option));
      for (const option of Object.keys(COMMAND_OPTIONS[command]!.refuses ?? {}) as OptionName[]) expect(line).not.toContain(longOf(option));
    }
  });
});

/** The example's live session is seconds old: its age (and the column width it sets) can tick between two runs. */
/**
 * The output without what moves between two runs: "5s ago", and the size of the shared cache `doctor` reports
 * (other test files running beside this one add to it).
 */
function withoutTicks<T extends { stdout: string }>(r: T): T {
  const stdout = r.stdout
    .replace(/\b\d+s ago\b/g, 'Ns ago')
    .replace(/("(?:bytes|entries|files)": )\d+/g, '$1N')
    .replace(/ {2,}/g, '  ');
  return { ...r, stdout };
}
