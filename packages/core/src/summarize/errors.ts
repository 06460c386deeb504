/**
 * Picks the decisive line of a failure from its (head+tail capped) output: the line that says what broke,
 * not the first line printed. Ordered by how specific a pattern is.
 */
import { Lru } from '../adapters/lru.js';
import { tailRedacted } from '../safety/redacted-cut.js';
import { oneLine, stripAnsi } from './clip.js';
import { simpleCommands, unwrapped } from './shell-words.js';

const DECISIVE_MAX = 300;

interface Pattern {
  re: RegExp;
  /** `last` for tracebacks (the exception is printed last); `first` for the rest (the first failure caused the rest). */
  pick: 'first' | 'last';
}

/** A source file's path as compilers print it: `./a/b.go`, `src/x.ts`, `main.rs`. */
const SOURCE_PATH = String.raw`(?:\.{1,2}\/)?[\w@.+-]+(?:\/[\w@.+-]+)*\.[A-Za-z]\w{0,5}`;
/** `path/file.go:12:5: message`, perhaps behind a task runner's `[lint:go]` label: a located diagnostic, column included. */
const LOCATED_DIAGNOSTIC = new RegExp(String.raw`^\s*(?:\[[\w:./@-]+\]\s*)?\/?${SOURCE_PATH}:\d+:\d+:\s+\S`);

const PATTERNS: Pattern[] = [
  { re: /\berror TS\d+:/, pick: 'first' },
  { re: /^\s*--- FAIL:/, pick: 'first' },
  { re: /^\s*(?:FAIL|FAILED)\b\s+\S/, pick: 'first' },
  { re: /\bAssertionError\b|^\s*(?:AssertionError|assert(?:ion)?\s+failed)|^\s*E\s+assert\b/, pick: 'first' },
  { re: /^\s*panic:/, pick: 'first' },
  // A compiler's or linter's own diagnostic outranks the summary a task runner prints around it ("ERROR task failed").
  { re: LOCATED_DIAGNOSTIC, pick: 'first' },
  { re: /^\s*\d+:\d+\s+error\s+\S/, pick: 'first' },
  { re: /^\s*error(?:\[E\d+\])?:/, pick: 'first' },
  { re: /^\s*(?:Uncaught\s+)?(?:[A-Z][A-Za-z]*)?(?:Error|Exception)(?::|\s*\[)/, pick: 'first' },
  { re: /^\s*(?:[A-Za-z_][\w.]*\.)?[A-Z]\w*(?:Error|Exception)\b/, pick: 'first' },
  { re: /^\s*npm ERR!\s+(?!code\b|errno\b|path\b|A complete log|\s*$)/, pick: 'first' },
  { re: /^\s*npm ERR!/, pick: 'first' },
  // pnpm's own refusal (` ERR_PNPM_UNSUPPORTED_ENGINE  Unsupported environment…`); not its word that a script it ran
  // failed (`ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL`), which the script's own lines say better.
  { re: /^\s*ERR_PNPM_(?![A-Z_]*FIRST_FAIL\b)[A-Z_]+\b/, pick: 'first' },
  { re: /^\s*[✗✘×❌]\s*\S/, pick: 'first' },
  // `gh run watch` / `gh run view` off a terminal mark a failed job's step with a plain `X`, indented under the job.
  { re: /^\s+X [A-Z]\w*/, pick: 'first' },
  { re: /\bfatal:/i, pick: 'first' },
  { re: /\b(?:No such file|not found|Permission denied|refused|cannot|could not|unable to|are ignored|is ignored|does not exist|not allowed)\b/i, pick: 'first' },
  { re: /\b(?:failed|failure)\b/i, pick: 'last' },
];

/** Codex's unified exec frames every result: `Chunk ID`, `Wall time`, `Process exited with code N`, `Original token count`, `Output:`. */
const EXEC_FRAME = /^\s*(?:Chunk ID:|Wall time:|Original token count:|Output:\s*$)/;

/** Lines no command prints (the agent's framing and exit code), stack frames, rules. */
const NOISE = new RegExp(
  String.raw`^\s*(?:hint:|Process Group PGID:|Exit code:?\s*\d+\s*$|Command exited with|Process exited with code|at\s+\S+\s+\(|\^+\s*$|─+|={3,}|-{3,}\s*$)|${EXEC_FRAME.source}`,
);

/** The python exception line that closes a traceback (the last `Name: message` after `Traceback`). */
function tracebackLine(lines: string[]): string | null {
  const start = lines.findIndex((l) => l.startsWith('Traceback (most recent call last)'));
  if (start < 0) return null;
  for (let i = lines.length - 1; i > start; i--) {
    const l = lines[i] ?? '';
    if (/^[A-Za-z_][\w.]*(?:Error|Exception|Exit|Interrupt)\b/.test(l)) return l;
  }
  return null;
}

/** The decisive line of `output`, or null when the output has no visible text. */
export function decisiveLine(output: string): string | null {
  const lines = stripAnsi(output)
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+$/, ''));
  const tb = tracebackLine(lines);
  if (tb) return oneLine(tb, DECISIVE_MAX);
  for (const p of PATTERNS) {
    const hits = lines.filter((l) => p.re.test(l) && !NOISE.test(l));
    const hit = p.pick === 'first' ? hits[0] : hits[hits.length - 1];
    if (hit) return oneLine(hit, DECISIVE_MAX);
  }
  const visible = lines.filter((l) => l.trim() !== '' && !NOISE.test(l));
  const last = visible[visible.length - 1];
  return last ? oneLine(last, DECISIVE_MAX) : null;
}

/** `cmd/cli/rewind.go:579:13: …`, `--> src/main.rs:12:5`, `src/a.ts(3,7): error …`: a compiler's location, column included. */
const COMPILE_LOCATION = new RegExp(String.raw`^\s*(?:-->\s*)?(\/?${SOURCE_PATH})(?::\d+:\d+|\(\d+,\d+\))`);
const LOCATIONS_MAX = 8;
const LOCATION_LINES = 200;

/**
 * The files a compiler's errors point at, at the start of a line with line and column (a test's `x_test.go:12:` or a
 * stack frame `at f (a.ts:3:7)` is no compile location). Read from the first lines only; at most a few files.
 */
export function compileLocations(output: string): string[] {
  const files = new Set<string>();
  for (const line of stripAnsi(output.slice(0, 64 * 1024)).split(/\r?\n/, LOCATION_LINES)) {
    const file = COMPILE_LOCATION.exec(line)?.[1];
    if (file) files.add(file.replace(/^\.\//, ''));
    if (files.size >= LOCATIONS_MAX) break;
  }
  return [...files];
}

/**
 * A compiler's error, located or coded (`/x/Foo.swift:226:25: error: cannot find …`, `error TS2304:`, `error[E0433]:`):
 * the build failed, whatever exit code a filter after it (`| tail`) gave the run.
 */
const COMPILE_ERROR = new RegExp(String.raw`^\s*(?:-->\s*)?\/?${SOURCE_PATH}(?::\d+:\d+:|\(\d+,\d+\):)\s*(?:fatal\s+)?error\b|\berror TS\d+:|^\s*error\[E\d+\]:`, 'm');

/** The output shows a compile error (see COMPILE_ERROR). */
export function printsCompileError(output: string): boolean {
  return COMPILE_ERROR.test(stripAnsi(output));
}

/** `$ biome check --write` (bun, yarn), `> eslint .` (npm, after its `> pkg@1.0.0 lint` header). */
const ECHOED_SCRIPT = /^(?:\$|>) (?!\S+@\S* \S+$)\S/;
const ECHO_LINES = 8;

/**
 * The script line a package runner echoed before running it, near the output's start: a hook that runs the same
 * script echoes the same line.
 */
export function echoedScript(output: string): string | null {
  const line = stripAnsi(output.slice(0, 2000)).split(/\r?\n/, ECHO_LINES).find((l) => ECHOED_SCRIPT.test(l.trim()));
  return line ? line.trim() : null;
}

/**
 * A linter's diagnostic header: `src/App.tsx:40:13 lint/correctness/noUnusedImports`, `src/a.test.ts format` (biome,
 * behind an optional `at`), or a file on a line of its own before eslint's `  40:13  error  …` lines.
 */
const LINT_HEADER = new RegExp(String.raw`^\s*(?:at\s+)?(${SOURCE_PATH})(?::\d+:\d+\s+[a-z][\w/-]*|\s+(?:[a-z]+\/[\w/-]+|format)\b)`);
/**
 * eslint's stylish format heads a file's rows with its absolute path: `/home/u/app/src/a.ts`, or on Windows
 * `C:\Users\u\app\[handle]\page.tsx` (read with forward slashes, to compare with the paths edits name).
 */
const FILE_LINE = new RegExp(String.raw`^\s*(\/?${SOURCE_PATH}|[A-Za-z]:\\[^:*?"<>|]+?\.[A-Za-z]\w{0,5})\s*$`);
const ESLINT_ROW = /^\s+\d+:\d+\s+(error|warning)\b/;

/**
 * The files a linter's diagnostics name (besides compileLocations' `path:line:col:` form); at most a few. Of eslint's
 * files, those with an error row when any has one: warnings alone do not fail the run, so a file that has only warnings
 * is not what has to change for it to pass.
 */
export function lintLocations(output: string): string[] {
  const files = new Set(compileLocations(output));
  const eslint = new Map<string, boolean>();
  let current: string | undefined;
  const lines = stripAnsi(output.slice(0, 64 * 1024)).split(/\r?\n/, LOCATION_LINES);
  lines.forEach((line, i) => {
    const header = LINT_HEADER.exec(line)?.[1];
    if (header) files.add(header.replace(/^\.\//, ''));
    const file = header ? undefined : ESLINT_ROW.test(lines[i + 1] ?? '') ? FILE_LINE.exec(line)?.[1] : undefined;
    if (file) {
      current = file.replace(/\\/g, '/').replace(/^\.\//, '');
      eslint.set(current, eslint.get(current) ?? false);
    }
    if (current && ESLINT_ROW.exec(line)?.[1] === 'error') eslint.set(current, true);
  });
  const failing = [...eslint].some(([, error]) => error);
  for (const [file, error] of eslint) if (error || !failing) files.add(file);
  return [...files].slice(0, LOCATIONS_MAX);
}

/**
 * A package runner's own word that the script it ran failed (bun `error: script "lint" exited with code 1`, yarn `error
 * Command failed with exit code 1.`, npm `npm error Lifecycle script `lint` failed`, pnpm `ELIFECYCLE  Command failed
 * with exit code 1.`): printed into the output, it survives a filter (`| tail`) whose exit 0 the run reports.
 */
const RUNNER_FAILED = /^(?:error: script "[^"\n]+" exited with code [1-9]\d*|error Command failed with exit code [1-9]\d*|npm (?:ERR!|error) (?:code ELIFECYCLE|Lifecycle script .* failed)|\S*\s*ELIFECYCLE\s+Command failed with exit code [1-9]\d*)/m;

/** The output says the script the runner ran failed (see RUNNER_FAILED). */
export function runnerReportsFailure(output: string): boolean {
  return RUNNER_FAILED.test(stripAnsi(output));
}

/** Exit code spelled in the output when the agent did not record one (`Exit code 1` from Claude Code, `Exit Code: 1`...). */
export function exitCodeFromOutput(output: string): number | null {
  const m = /^(?:Exit code:?|Exit Code:|Process exited with code|Command exited with code)\s*(-?\d+)/im.exec(output.slice(0, 400));
  if (!m?.[1]) return null;
  const n = Number.parseInt(m[1], 10);
  return Number.isFinite(n) ? n : null;
}

const CHECK_WORDS =
  /\b(?:test|tests|spec|vitest|jest|mocha|ava|pytest|tox|nox|rspec|phpunit|ctest|go\s+(?:test|build|vet)|cargo\s+(?:test|build|check|clippy|nextest)|tsc|typecheck|type-check|lint|eslint|biome|ruff|mypy|pyright|build|make|mvn|gradle|gradlew|check|ci|verify)\b/i;

/**
 * Programs that check nothing whatever their arguments say: moving about (`cd ~/test-repos/x`), printing, reading,
 * filtering or searching files (`cat tests/out.log`), moving files, and git (`git check-ignore`, `git log -- test/`).
 */
const NEVER_CHECKS = new Set([
  'cd', 'pushd', 'popd', 'export', 'source', '.', 'echo', 'printf', 'set', 'true', 'sleep', 'clear',
  'cat', 'ls', 'head', 'tail', 'grep', 'egrep', 'fgrep', 'rg', 'find', 'fd', 'wc', 'stat', 'file', 'less', 'more', 'tree',
  // Reading a stretch of a file (`sed -n '1,120p' .github/workflows/license-check.yml`, `nl -ba tests/x.go`) or
  // rewriting one (`sed -i`), and filtering text, run no check whatever the file is called.
  'sed', 'nl', 'awk', 'bat', 'sort', 'uniq', 'cut', 'tr', 'column', 'xxd', 'od', 'which',
  'mv', 'cp', 'rm', 'rmdir', 'mkdir', 'touch', 'ln', 'chmod', 'git',
]);

/**
 * A path in the temp folder (`/tmp/test_parse.go`, macOS's `/var/folders/…`, `$TMPDIR/…`, Windows' `%TEMP%\…`,
 * `$env:TEMP\…` or `C:\Users\u\AppData\Local\Temp\…`): a scratch file, not the repository.
 */
const SCRATCH_PATH = /^(?:\/(?:private\/)?tmp\/|\/var\/folders\/|\$\{?TMPDIR\}?\/|%TE?MP%[\\/]|\$env:TE?MP[\\/]|[A-Za-z]:[\\/]Users[\\/][^\\/]+[\\/]AppData[\\/]Local[\\/]Temp[\\/])/i;

/**
 * The command works on scratch files only: each of its steps but moving about names a file in the temp folder (`mv
 * /tmp/a_test.go /tmp/a.go && go run /tmp/a.go`). Whatever it tried, it was a throwaway, not the repository's work.
 */
export function runsScratch(command: string): boolean {
  const steps = simpleCommands(command).map((c) => unwrapped(c.words)).filter((w) => w[0] !== 'cd');
  return steps.length > 0 && steps.every((words) => words.slice(1).some((w) => SCRATCH_PATH.test(w)));
}

/**
 * A command whose outcome says whether the work holds: tests, builds, type-checks, linters. Read step by step: a check
 * word in the path of a `cd` or a `cat`, or in a git subcommand, runs no check; nor does one in the name of a scratch
 * file in the temp folder (`go run /tmp/test.go` runs a throwaway script, no check of the repository).
 */
export function isVerificationCommand(command: string): boolean {
  const known = recentVerdicts.get(command);
  if (known !== undefined) return known;
  const verdict = verifies(command);
  recentVerdicts.set(command, verdict);
  return verdict;
}

/**
 * A command line is asked this several times as its result is read (whether it ends in a filter, whether it verifies,
 * which failures it settles), and agents rerun the same check all session: the last few verdicts are kept.
 */
const recentVerdicts = new Lru<string, boolean>(16);

function verifies(command: string): boolean {
  const steps = simpleCommands(command);
  if (steps.length === 0) return CHECK_WORDS.test(command);
  return steps.some((c) => {
    const words = unwrapped(c.words);
    return !NEVER_CHECKS.has((words[0] ?? '').replace(/^.*\//, '')) && CHECK_WORDS.test(words.filter((w, i) => !SCRATCH_PATH.test(w) && !isData(w, words[i - 1])).join(' '));
  });
}

/** Options whose value is data sent or text written (`curl -d`, `gh pr create --title`), never what runs. */
const DATA_OPTIONS = new Set(['-d', '--data', '--data-raw', '--data-binary', '--json', '-H', '--header', '--message', '--title', '--body']);

/**
 * A word that is data, not the command: a JSON payload (`'{"name":"test"}'`) or the value of a data option. A check
 * word in it (`"clientInfo":{"name":"test"}`, `--title "fix build"`) checks nothing.
 */
function isData(word: string, before: string | undefined): boolean {
  if (/^\s*[{[]/.test(word) || (before !== undefined && DATA_OPTIONS.has(before))) return true;
  const eq = word.indexOf('=');
  return word.startsWith('--') && eq > 0 && DATA_OPTIONS.has(word.slice(0, eq));
}

/** The last non-blank line, noise included ("Command exited with code 1" is all some agents record). */
export function lastVisibleLine(output: string): string | null {
  const lines = stripAnsi(tailRedacted(output, 4000)).split(/\r?\n/).filter((l) => l.trim() !== '' && !EXEC_FRAME.test(l));
  const last = lines[lines.length - 1];
  return last ? oneLine(last, DECISIVE_MAX) : null;
}

/**
 * `git config --get core.hooksPath`, `git config --global user.email`, `git config get x`: a read of one setting, which
 * exits 1 when the setting is not there. A name and a value (`git config user.name Dana`) writes.
 */
const GIT_CONFIG_READ = String.raw`config\s+(?:--(?:global|local|system|worktree)\s+|(?:-f|--file)\s+\S+\s+)*(?:--get(?:-all|-regexp|-urlmatch)?\b|-l\b|--list\b|get\s|list\b|[\w.-]+\s*$)`;

/** A step that only looks: searches, existence tests, reads, diffs, git's read-only subcommands. */
const LOOK = new RegExp(
  String.raw`^(?:sudo\s+)?(?:grep|egrep|fgrep|rg|ag|ack|find|fd|ls|test|\[|which|command\s+-v|type|diff|cmp|git\s+(?:-C\s+\S+\s+)?(?:diff|grep|show|ls-files|ls-tree|cat-file|rev-parse|log|status|reflog|describe|merge-base|show-ref|check-ignore|ls-remote|symbolic-ref|${GIT_CONFIG_READ})|pgrep|head|tail|cat|wc|stat|file)\b`,
);
const COMPARES = /^(?:diff|cmp|git\s+(?:-C\s+\S+\s+)?diff)\b/;
/** Steps that only set the scene or print: they neither look nor change anything. */
const SCENE = /^(?:cd|pwd|echo|printf|true|sleep|sort|uniq|cut|tr)\b/;

/** A command whose non-zero exit is an answer, not a failure: searches, existence tests, diffs. */
export function isProbeCommand(command: string): boolean {
  // The last simple command decides the exit code; a `|` inside a quoted search pattern joins no commands.
  const last = simpleCommands(command).at(-1)?.words.join(' ') ?? command;
  return LOOK.test(last.trim());
}

/**
 * Every step only looks (`git cat-file -t <sha>`, `ls .git/gc.log; cat .entire/tmp/state`): what it reports missing is
 * the answer to the look, the finding of an investigation, not a failure of the work.
 */
export function looksOnly(command: string): boolean {
  const steps = simpleCommands(command).map((c) => unwrapped(c.words).join(' ').trim());
  // A diff that exits 2 and up could not compare (see reportsDifferences): trouble, not an answer.
  const looks = (w: string): boolean => LOOK.test(w) && !COMPARES.test(w);
  return steps.some(looks) && steps.every((w) => looks(w) || SCENE.test(w));
}

/**
 * `diff`, `cmp` and `git diff --no-index` run alone exit 1 when they find differences: an answer to a look, not a
 * failure (2 and up is trouble). After a build step, or as `git diff --exit-code`, a difference is a failed check.
 */
export function reportsDifferences(command: string, code: number | null): boolean {
  if (code !== 1) return false;
  const commands = simpleCommands(command);
  const only = commands.length === 1 ? commands[0]?.words.join(' ').trim() ?? '' : '';
  return /^(?:diff|cmp)\s|^git\s+(?:-C\s+\S+\s+)?diff\s+--no-index\s/.test(only);
}

/** The paths a step removes or moves away (`rm`, `rmdir`, `unlink`, `mv a b`, and git's `rm` and `mv`). */
function removedBy(words: readonly string[]): string[] {
  const w = unwrapped(words);
  const viaGit = w[0] === 'git' && (w[1] === 'rm' || w[1] === 'mv');
  const prog = viaGit ? w[1] : w[0];
  const ops = w.slice(viaGit ? 2 : 1).filter((a) => !a.startsWith('-'));
  if (prog === 'rm' || prog === 'rmdir' || prog === 'unlink') return ops;
  return prog === 'mv' && ops.length === 2 ? [ops[0] as string] : [];
}

const bare = (p: string): string => p.replace(/^\.\//, '').replace(/\/+$/, '');

/**
 * `mv docs/guide.md GUIDE.md && rmdir docs && ls docs`: a chain that ends by looking for what it just removed fails on
 * that look when the removal worked. The absence it reports (`ls: docs: No such file or directory`) is what the chain
 * set out to make, not a failure.
 */
export function confirmsRemoval(command: string, decisive: string | null): boolean {
  if (!decisive || !/\b(?:No such file or directory|cannot access|does not exist)\b/i.test(decisive)) return false;
  const all = simpleCommands(command);
  const look = all.at(-1);
  const steps = all.slice(0, -1);
  if (!look || steps.length === 0 || steps.some((c) => c.then === '||' || c.then === '|')) return false;
  const w = unwrapped(look.words);
  // The look printed the line (`ls: docs: …`), not a step before it (`mv: docs/guide.md: …`).
  if (!/^(?:ls|stat|cat)$/.test(w[0] ?? '') || !decisive.trimStart().startsWith(`${w[0]}:`)) return false;
  const looked = w.slice(1).filter((a) => !a.startsWith('-') && a !== ']').map(bare);
  const removed = new Set(steps.flatMap((c) => removedBy(c.words)).map(bare));
  return looked.length > 0 && looked.every((p) => removed.has(p));
}

/**
 * The shell's words for a program it could not find (`bash: line 1: go: command not found`, `zsh: command not found:
 * go`, `sh: 1: go: not found`, `'go' is not recognized as an internal or external command`), with the name it missed.
 */
const MISSING_PROGRAM = [
  /(?:^|[\s:])([\w.+-]+): (?:command )?not found\s*$/m,
  /\bcommand not found: ([\w.+-]+)/,
  /'([\w.+-]+)' is not recognized as (?:an internal or external command|the name of a cmdlet)/,
];

/**
 * The shell could not find a program the command runs itself (`cd go && go build ./…` on a machine without Go): what
 * it was to check never ran, so its failure is no verdict on the work. A program missing inside a run (`npm test`
 * printing `sh: jest: command not found`) is the check failing: the project's own tools are not installed.
 */
export function missingProgram(command: string, output: string): boolean {
  const head = stripAnsi(output.slice(0, 2000));
  const names = MISSING_PROGRAM.map((re) => re.exec(head)?.[1]).filter((n): n is string => n !== undefined);
  if (names.length === 0) return false;
  const programs = simpleCommands(command).map((c) => (unwrapped(c.words)[0] ?? '').replace(/^.*\//, ''));
  return names.some((n) => programs.includes(n));
}

/**
 * `gh run watch <id> --exit-status`, `gh run view <id> --exit-status`, `gh pr checks`: a CI service's verdict on work
 * already pushed. The agent's other calls do not go around it; a later green run or a committed fix does.
 */
export function readsCiVerdict(command: string): boolean {
  return simpleCommands(command).some((c) => {
    const w = unwrapped(c.words);
    if (w[0] !== 'gh') return false;
    return (w[1] === 'pr' && w[2] === 'checks') || (w[1] === 'run' && (w[2] === 'watch' || w[2] === 'view') && w.includes('--exit-status'));
  });
}
