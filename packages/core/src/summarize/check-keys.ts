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

function keyOf(words: string[]): string | null {
  const w = unwrapped(words);
  const prog = (w[0] ?? '').replace(/^.*\//, '');
  if (!prog || SCENERY.has(prog)) return null;
  const args = w.slice(1).filter((a) => !a.startsWith('-'));
  // One interpreter whatever its version suffix: `python3` runs again what `python` could not (command not found).
  if (PYTHON.test(prog)) {
    const m = w.indexOf('-m');
    return m !== -1 && w[m + 1] ? `python -m ${w[m + 1]}` : 'python';
  }
  if (RUNNERS.has(prog)) {
    const [first, second] = args;
    if (!first) return prog;
    return (first === 'run' || first === 'exec' || first === 'x') && second ? `${prog} ${first} ${second}` : `${prog} ${first}`;
  }
  if (SUBCOMMANDED.has(prog)) return args[0] ? `${prog} ${args[0]}` : prog;
  return prog;
}

/** The keys of every step of `command` that does something (filters after a pipe and `cd` are left out). */
export function checkKeys(command: string): string[] {
  const keys: string[] = [];
  let piped = false;
  for (const c of simpleCommands(command)) {
    const prog = (unwrapped(c.words)[0] ?? '').replace(/^.*\//, '');
    const filter = piped && FILTERS.has(prog);
    piped = c.then === '|';
    if (filter) continue;
    const k = keyOf(c.words);
    if (k && !keys.includes(k)) keys.push(k);
    if (keys.length >= 8) break;
  }
  return keys;
}
