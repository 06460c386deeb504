/**
 * What a command checks or does, as a key that stays the same across runs of "the same" command: `go test ./x -run A`
 * and `cd pkg && go test ./...` are both `go test`; `npm run build 2>&1 | tail` is `npm run build`. A later passing run
 * with the same key resolves an earlier failure (the check passes now, or the step was done another way).
 */
import { simpleCommands, unwrapped } from './shell-words.js';

/** Programs whose first word after the name says what they do (`git commit`, `go build`, `cargo test`). */
const SUBCOMMANDED = new Set([
  'go', 'cargo', 'git', 'docker', 'gh', 'kubectl', 'dotnet', 'deno', 'uv', 'poetry', 'pip', 'pip3', 'brew', 'apt', 'apt-get',
  'mvn', 'gradle', 'gradlew', 'helm', 'terraform', 'bundle', 'rails', 'swift', 'mix', 'composer', 'rustup', 'entire',
]);
/** Package managers: `npm test`, `npm run lint`, `pnpm exec vitest`. */
const RUNNERS = new Set(['npm', 'pnpm', 'yarn', 'bun', 'mise', 'just', 'task', 'make', 'npx', 'bunx', 'pnpx', 'uvx']);
/** Words that only look at what the command before them printed. */
const FILTERS = new Set(['tail', 'head', 'grep', 'egrep', 'rg', 'tee', 'wc', 'sort', 'uniq', 'jq', 'less', 'more', 'cat', 'cut', 'awk', 'sed', 'column', 'xargs']);
const PYTHON = /^python(?:\d+(?:\.\d+)*)?$/;
/** Words that set the scene and check nothing. */
const SCENERY = new Set(['cd', 'pushd', 'popd', 'export', 'source', '.', 'echo', 'printf', 'set', 'true', 'sleep', 'clear']);

const progOf = (word: string | undefined): string => (word ?? '').replace(/^.*\//, '');
/** A program whose key is more than its name: the runners, the subcommanded tools, `python -m`. */
const known = (prog: string): boolean => RUNNERS.has(prog) || SUBCOMMANDED.has(prog) || PYTHON.test(prog);

function keyOf(words: readonly string[]): string | null {
  const w = unwrapped(words);
  const prog = progOf(w[0]);
  if (!prog || SCENERY.has(prog)) return null;
  // An unknown word before a known program wraps it (`rtk bun run test`, `dotenv npm test`): the check is the program's.
  if (!known(prog) && known(progOf(w[1]))) return keyOf(w.slice(1));
  const args = w.slice(1).filter((a) => !a.startsWith('-'));
  // One interpreter whatever its version suffix: `python3` runs again what `python` could not (command not found).
  if (PYTHON.test(prog)) {
    const m = w.indexOf('-m');
    return m !== -1 && w[m + 1] ? `python -m ${w[m + 1]}` : 'python';
  }
  if (RUNNERS.has(prog)) return runnerKey(prog, w.slice(1));
  if (SUBCOMMANDED.has(prog)) return args[0] ? `${prog} ${args[0]}` : prog;
  return prog;
}

/**
 * Each runner's options whose next word is their value, not the script. `target`: the package or directory a run is
 * pointed at (`pnpm --filter @acme/api test`, `npm --prefix web run build`, `make -C sub test`), part of the check;
 * `other`: a value that says nothing of what is checked (`make -f ci.mk test`, `npx -p typescript tsc`).
 */
const RUNNER_OPTIONS: Record<string, { target: string[]; other?: string[] }> = {
  npm: { target: ['--prefix', '-C', '--workspace', '-w'] },
  pnpm: { target: ['--filter', '-F', '--dir', '-C'] },
  yarn: { target: ['--cwd'] },
  bun: { target: ['--filter', '-F', '--cwd'] },
  make: { target: ['-C', '--directory'], other: ['-f', '--file'] },
  just: { target: ['-d', '--working-directory'], other: ['-f', '--justfile'] },
  mise: { target: ['-C', '--cd'] },
  npx: { target: [], other: ['-p', '--package'] },
};

/**
 * `pnpm test`, `npm run lint`, `pnpm --filter @acme/api test` (the script, then the package it runs in: another
 * package's tests are another check), `yarn workspace @acme/api test` likewise.
 */
function runnerKey(prog: string, rest: readonly string[]): string {
  const options = RUNNER_OPTIONS[prog];
  const args: string[] = [];
  const targets: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i] as string;
    const next = rest[i + 1];
    const eq = a.indexOf('=');
    if (a.startsWith('--') && eq > 0 && options?.target.includes(a.slice(0, eq)) === true) targets.push(a.slice(eq + 1));
    const target = options?.target.includes(a) === true;
    if ((target || options?.other?.includes(a) === true) && next !== undefined && !next.startsWith('-')) {
      if (target) targets.push(next);
      i++;
    } else if (!a.startsWith('-')) args.push(a);
  }
  if (prog === 'yarn' && args[0] === 'workspace' && args[1] !== undefined) targets.push(...args.splice(0, 2).slice(1));
  const [first, second] = args;
  const base = !first ? prog : (first === 'run' || first === 'exec' || first === 'x') && second ? `${prog} ${first} ${second}` : `${prog} ${first}`;
  return [base, ...targets].join(' ');
}

/** The keys of every step of `command` that does something (filters after a pipe and `cd` are left out). */
export function checkKeys(command: string): string[] {
  const keys: string[] = [];
  let piped = false;
  for (const c of simpleCommands(command)) {
    const prog = progOf(unwrapped(c.words)[0]);
    const filter = piped && FILTERS.has(prog);
    piped = c.then === '|';
    if (filter) continue;
    const k = keyOf(c.words);
    if (k && !keys.includes(k)) keys.push(k);
    if (keys.length >= 8) break;
  }
  return keys;
}

/**
 * A check's fixing form (`lint:fix`, `format:write`) fails when something is left it cannot fix; the check itself
 * passing (`lint`) says nothing is left.
 */
const FIXING_FORM = /^(\S+ (?:run |exec |x )?[^\s:]+):(?:fix|write|apply)$/;

/** `passed` (the keys of a run that passed) covers `key`: the same check, or the check whose fixing form `key` is. */
export function covers(passed: string[], key: string): boolean {
  if (passed.includes(key)) return true;
  const base = FIXING_FORM.exec(key)?.[1];
  return base !== undefined && passed.includes(base);
}

/** A linter or formatter: what it reports lies in the files it names, not in what calls them. */
const LINTS = /\b(?:lint|eslint|clippy|ruff|biome|fmt|format|prettier|staticcheck)\b/;

/** Every check a run's keys name is a linter's (`bun run lint:fix`, `npx eslint`), none a build or a test run. */
export function lintsOnly(keys: string[]): boolean {
  return keys.length > 0 && keys.every((k) => LINTS.test(k));
}

/** Searches: piped into one, a run exits with the search's answer (found or not), not with its checks' outcome. */
const SEARCHES = new Set(['grep', 'egrep', 'fgrep', 'rg']);

/** The run's exit code is a search's after a pipe (`mise run lint | grep -c ireturn`): it says nothing of the checks. */
export function endsInSearch(command: string): boolean {
  return lastPiped(command, SEARCHES);
}

/** The run's exit code is a filter's after a pipe (`bun test 2>&1 | tail -5` exits 0 with tests failing). */
export function endsInFilter(command: string): boolean {
  return lastPiped(command, FILTERS);
}

function lastPiped(command: string, programs: Set<string>): boolean {
  const steps = simpleCommands(command);
  const last = steps[steps.length - 1];
  const before = steps[steps.length - 2];
  return last !== undefined && before?.then === '|' && programs.has(progOf(unwrapped(last.words)[0]));
}

/** Options that point a check at a package directory (`swift build --package-path libs/x`, `make -C sub`, `npm --prefix web`). */
const DIR_OPTIONS = new Set(['--package-path', '--manifest-path', '-C', '--prefix', '--cwd', '--dir', '--project']);

/** The package directories a command's options point it at (a manifest stands for its directory); none for most runs. */
export function targetDirs(command: string): string[] {
  const dirs: string[] = [];
  for (const c of simpleCommands(command)) {
    const w = unwrapped(c.words);
    w.forEach((word, i) => {
      const next = w[i + 1];
      if (DIR_OPTIONS.has(word) && next && !next.startsWith('-')) dirs.push(next.replace(/(?:^|\/)[^/]*\.(?:toml|json|swift)$/, '').replace(/^\.\/|\/+$/g, ''));
    });
  }
  return dirs.filter((d) => d !== '' && d !== '.');
}
