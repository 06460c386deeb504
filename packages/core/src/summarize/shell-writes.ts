/**
 * Files a shell command says it changes: redirections (`>`, `>>`), `tee`, in-place editors (`sed -i`, `perl -i`),
 * `mv` / `git mv`, `cp`, `rm` / `git rm`, `touch`, ImageMagick's output image, package managers adding a dependency
 * (manifest-writes.ts), generators writing `-o <file>` / `--output <file>`, and inline Python or Node scripts
 * (script-writes.ts). Read from the command text only (the caller keeps it for commands that succeeded); anything it
 * cannot read for sure is left out.
 */
import { firstCut } from '../safety/hostile-text.js';
import type { FileChange } from '../types/handoff.js';
import { isVerificationCommand } from './errors.js';
import { MANAGER_NAMES, manifestWrites } from './manifest-writes.js';
import { inlineScript, SCRIPT_RUNNER, scriptWrites } from './script-writes.js';
import { simpleCommands, unwrapped, type SimpleCommand } from './shell-words.js';

export interface ShellWrite {
  path: string;
  change: FileChange;
  /** Removed with plain `rm` / `unlink` (not `git rm`). */
  removed?: true;
  /**
   * Removed with `rm -f` or `rm -r`, which do not care what is there (`rm -rf tmp/clones/x`, `rm -f .cache/state.json`):
   * a reset of state when the session never wrote it. A plain `rm file` fails on a missing file, so once it exited 0
   * it removed a file that was in the tree, by name: a change of the work.
   */
  blanket?: true;
  /** Where a file or folder `mv` / `git mv` created came from. */
  movedFrom?: string;
  /** Where `mv` took a file or folder it removed from here (a scratch place outside the project included). */
  movedTo?: string;
}

/**
 * Not files of the project: devices, scratch directories, descriptors, globs and variables we cannot expand. A word
 * holding `<` or `>` is unquoted markup read as a redirection (`echo <password>…</password>`): its text is a value,
 * often a secret cut off from the name that would get it redacted, never a file.
 */
export function isFilePath(p: string): boolean {
  if (!p || p.length > 400 || p === '-' || /[*?$`{}<>]/.test(p) || p.startsWith('~')) return false;
  return !/^(?:\/dev\/|\/proc\/|\/tmp\/|\/private\/tmp\/|\/var\/folders\/|\/var\/tmp\/)/.test(p) && p !== '/dev/null';
}

/**
 * What a build or a tool made and makes again (`rm -rf target/release/bundle && cargo tauri build`, `rm -rf
 * node_modules/.vite`): removed wholesale, it is a clean start, never a change of the work.
 */
const BUILD_OUTPUT = /(?:^|\/)(?:target|node_modules|\.next|\.nuxt|\.turbo|\.svelte-kit|__pycache__|\.pytest_cache|\.mypy_cache|\.ruff_cache|\.gradle|coverage|\.parcel-cache|DerivedData)(?:\/|$)/;
const isBuildOutput = (p: string): boolean => BUILD_OUTPUT.test(p);

/** Joins `path` onto the directory a `cd` moved to (kept as written: the caller relativizes). */
export function under(dir: string | null, path: string): string {
  if (!dir || isAbsolutePath(path)) return path.replace(/^\.\//, '');
  return `${dir.replace(/\/+$/, '')}/${path.replace(/^\.\//, '')}`;
}

function operands(words: string[]): string[] {
  const out: string[] = [];
  let options = true;
  for (const w of words) {
    if (options && w === '--') {
      options = false;
      continue;
    }
    if (options && w.startsWith('-') && w.length > 1) continue;
    out.push(w);
  }
  return out;
}

/** `sed -i 's/a/b/' f1 f2`, `sed -i.bak -e s/a/b/ f`, `perl -pi -e '…' f`: the files after the script. */
function inPlaceFiles(prog: string, args: string[]): string[] | null {
  const inPlace = args.some((a) => (prog === 'sed' ? /^-(?:[a-zA-Z]*i|-in-place)/.test(a) : /^-[a-zA-Z]*i/.test(a)));
  if (!inPlace) return null;
  const files: string[] = [];
  let scriptGiven = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    if (a === '-e' || a === '-f' || a === '--expression') {
      scriptGiven = true;
      i++;
      continue;
    }
    // macOS `sed -i ''`: the empty suffix argument.
    if (a === '') continue;
    if (a.startsWith('-')) {
      if (prog === 'perl' && /e$/.test(a)) {
        scriptGiven = true;
        i++;
      }
      continue;
    }
    if (!scriptGiven) {
      scriptGiven = true;
      continue;
    }
    files.push(a);
  }
  return files;
}

/** Commands whose `-o` is not an output file. */
const O_IS_NOT_OUTPUT = new Set(['grep', 'egrep', 'fgrep', 'rg', 'ag', 'ps', 'ssh', 'scp', 'mount', 'ls', 'pgrep', 'pkill', 'set', 'jq', 'xargs', 'find', 'lsof', 'bash', 'sh', 'zsh']);

/**
 * What `-o` / `--output` is given when it picks how a CLI prints, not where (`aws … --output json`, `kubectl get pods -o
 * wide`, `-o jsonpath={.items}`): a format's bare name, never a file.
 */
const OUTPUT_FORMAT = /^(?:json|jsonl|ndjson|yaml|yml|text|txt|table|tsv|csv|wide|name|raw|plain|pretty|none|xml|(?:jsonpath|go-template|custom-columns|template)(?:[=-].*)?)$/i;

function outputFlag(prog: string, args: string[]): string | null {
  if (O_IS_NOT_OUTPUT.has(prog)) return null;
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    const eq = /^(?:-o|--output|--out|--outfile|--output-file)=(.+)$/.exec(a);
    const value = eq?.[1] ?? (a === '-o' || a === '--output' || a === '--out' || a === '--outfile' || a === '--output-file' ? args[i + 1] : undefined);
    if (value !== undefined) return OUTPUT_FORMAT.test(value) ? null : value;
  }
  return null;
}

/**
 * Where `mv` / `cp` put each source: `mv a b` renames a to b; `mv a b dir/`, `mv a dir/` and `mv /tmp/a .` (the target
 * a directory: more than one source, a trailing slash, or `.` / `..` themselves) put each source in it under its own
 * name. A two-operand target without a slash may be a directory too; the text does not say, so it is read as the new
 * name.
 */
function destinations(ops: string[]): [string, string][] {
  const target = ops[ops.length - 1];
  if (target === undefined || ops.length < 2) return [];
  const sources = ops.slice(0, -1);
  if (ops.length === 2 && !target.endsWith('/') && !/(?:^|\/)\.\.?$/.test(target)) return [[sources[0] as string, target]];
  const dir = target.replace(/\/+$/, '');
  return sources.map((from) => [from, `${dir}/${from.replace(/\/+$/, '').replace(/^.*\//, '')}`]);
}

/** `magick <tool> …`: the tools that write an image named last (`identify`, `mogrify` and the rest write none or in place). */
const IMAGE_TOOLS = new Set(['convert', 'compare', 'composite', 'montage']);
const IMAGE_FILE = /\.(?:png|jpe?g|gif|webp|avif|heic|ico|icns|bmp|tiff?|svg|pdf)$/i;

/**
 * The image `magick in.png -resize 32x32 out.png` (or `convert`, `magick convert`, `montage`, `compare … diff.png`)
 * writes: its last word, after at least one input. A pseudo-format target (`info:`, `txt:-`, `null:`) or a prefixed one
 * (`png:-`) is no file of the project, and neither is a last word that is an option or no image's name.
 */
function imageOutput(prog: string, args: string[]): string | null {
  const tool = prog === 'magick' && /^[a-z]+$/.test(args[0] ?? '') && !IMAGE_FILE.test(args[0] ?? '') ? args[0] : undefined;
  if (tool !== undefined && !IMAGE_TOOLS.has(tool)) return null;
  const rest = tool === undefined ? args : args.slice(1);
  const last = rest[rest.length - 1];
  if (last === undefined || last.includes(':') || !IMAGE_FILE.test(last)) return null;
  return rest.slice(0, -1).some((a) => !/^[-+]/.test(a)) ? last : null;
}

/**
 * The paths `git checkout <commit> -- <paths>` or `git restore --source=<commit> <paths>` put back as they were in
 * another commit (a folder restored from before a mass delete). Checked out from `HEAD`, or with no commit named, the
 * paths only drop the session's own changes: back as committed, no change to hand off.
 */
function restoredFrom(args: string[]): ShellWrite[] {
  const sub = args[0];
  const dash = args.indexOf('--');
  if (sub === 'checkout') {
    const commit = args.slice(1, dash).filter((a) => !a.startsWith('-'));
    if (dash < 0 || commit.length !== 1 || /^(?:HEAD|@)$/.test(commit[0] as string)) return [];
    return args.slice(dash + 1).map((path) => ({ path, change: 'modified' as const }));
  }
  if (sub !== 'restore') return [];
  const flag = args.findIndex((a) => a === '-s' || a === '--source' || a.startsWith('--source=') || /^-s./.test(a));
  const given = args[flag] ?? '';
  const source = flag < 0 ? undefined : given === '-s' || given === '--source' ? args[flag + 1] : given.replace(/^--source=|^-s/, '');
  if (source === undefined || /^(?:HEAD|@)$/.test(source)) return [];
  const named = dash < 0 ? args.slice(1).filter((a) => !a.startsWith('-')) : args.slice(dash + 1);
  const paths = named.filter((a) => a !== source);
  return paths.map((path) => ({ path, change: 'modified' as const }));
}

/** What one simple command writes, by its program. */
function writesOf(words: readonly string[], redirects: SimpleCommand['writes']): ShellWrite[] {
  const out: ShellWrite[] = redirects.map((r) => ({ path: r.path, change: 'modified' as const }));
  const w = unwrapped(words);
  let prog = (w[0] ?? '').replace(/^.*\//, '');
  let args = w.slice(1);
  const viaGit = prog === 'git';
  if (prog === 'git' && (args[0] === 'mv' || args[0] === 'rm')) {
    prog = args[0];
    args = args.slice(1).filter((a) => a !== '--cached' && a !== '-r' && a !== '-f');
    // `git rm --cached` leaves the file in the tree.
    if (prog === 'rm' && w.includes('--cached')) return out;
  }
  if (prog === 'git') return [...out, ...restoredFrom(args)];
  const ops = operands(args);
  switch (prog) {
    case 'tee':
      for (const p of ops) out.push({ path: p, change: 'modified' });
      break;
    case 'sed':
    case 'perl':
      for (const p of inPlaceFiles(prog, args) ?? []) out.push({ path: p, change: 'modified' });
      break;
    case 'mv':
      for (const [from, to] of destinations(ops)) out.push({ path: from, change: 'deleted', movedTo: to }, { path: to, change: 'created', movedFrom: from });
      break;
    case 'cp':
      if (args.some((a) => /^-[a-zA-Z]*[rR]/.test(a))) break;
      for (const [, to] of destinations(ops)) out.push({ path: to, change: 'created' });
      break;
    case 'rm':
    case 'unlink': {
      const wholesale = !viaGit && args.some((a) => /^-[a-zA-Z]*[fFrR]/.test(a) || a === '--force' || a === '--recursive');
      const blanket = wholesale ? { blanket: true as const } : {};
      for (const p of ops) {
        if (wholesale && isBuildOutput(p)) continue;
        out.push(viaGit ? { path: p, change: 'deleted' } : { path: p, change: 'deleted', removed: true, ...blanket });
      }
      break;
    }
    case 'touch':
      for (const p of ops) out.push({ path: p, change: 'created' });
      break;
    case 'magick':
    case 'convert':
    case 'montage':
    case 'compare': {
      const image = imageOutput(prog, args);
      if (image) out.push({ path: image, change: 'modified' });
      break;
    }
    default: {
      out.push(...manifestWrites(prog, args));
      // `go build -o bin/x`: a build's artifact, not a file of the project (generators are what `-o` is read for).
      if (isVerificationCommand(w.join(' '))) break;
      const o = outputFlag(prog, args);
      if (o) out.push({ path: o, change: 'modified' });
    }
  }
  return out;
}

/** A word or operator without which a command writes nothing: the writing programs and git's subcommands, the package managers, redirections and output flags. */
const WRITING_WORDS = new RegExp(String.raw`[>]|\b(?:tee|sed|perl|mv|cp|rm|unlink|touch|magick|convert|montage|compare|checkout|restore|${MANAGER_NAMES.join('|')})\b|\s-o\b|--out|\bopen\(|\.write_(?:text|bytes)\(|(?:write|append)File(?:Sync)?\(`);

/**
 * The files `command` says it writes, in order, with the directory of any `cd` before them joined on. A command the
 * recorder cut in the middle is read up to the cut, without the step the cut ran into: past it a quote may have lost
 * its partner, and the rest of the text would be read inside out (a word of prose taken for a file).
 */
export function shellWrites(command: string, startDir: string | null = null): ShellWrite[] {
  // Most commands write nothing: skip the tokenizer when no writing word or operator appears at all.
  if (!WRITING_WORDS.test(command)) return [];
  const cut = firstCut(command);
  const steps = cut < 0 ? simpleCommands(command) : simpleCommands(command.slice(0, cut)).slice(0, -1);
  const out: ShellWrite[] = [];
  let dir: string | null = startDir;
  const backups = new Map<string, Backup>();
  /** Written with `>` by an earlier step: removed again in the same command, it was a probe made here. */
  const truncated = new Set<string>();
  let scripted = false;
  for (const c of steps) {
    const w = unwrapped(c.words);
    // The inline script's writes, read once: its `-c` / `-e` argument, or its heredoc body (no word of the step).
    if (!scripted && SCRIPT_RUNNER.test((w[0] ?? '').replace(/^.*\//, ''))) {
      scripted = true;
      for (const p of scriptWrites(inlineScript(w, command))) if (isFilePath(p) && isFilePath(under(dir, p))) out.push({ path: under(dir, p), change: 'modified' });
    }
    const restored = restoresBackup(w, backups, (p) => under(dir, p), out.length);
    if (restored) {
      // What the steps between the copy and its return wrote to the file (a `sed -i` probe) is undone with it.
      const kept = out.filter((o, i) => i < restored.since || o.path !== restored.path);
      out.splice(0, out.length, ...kept, ...restored.writes.filter((r) => isFilePath(r.path)));
      continue;
    }
    if (w[0] === 'cd' || w[0] === 'pushd') {
      const to = w[1];
      // Where `cd ..`, `cd -` or `cd ~` lead is not in the text: relative paths after them are not known for sure.
      if (!to || to === '-' || to.split('/').includes('..') || !isFilePath(to)) return out;
      dir = under(dir === startDir ? null : dir, to);
      continue;
    }
    for (const write of writesOf(c.words, c.writes)) {
      // Joined onto where the command ran, a path may land in a scratch directory (a Codex `workdir` under /tmp).
      const path = under(dir, write.path);
      if (!isFilePath(write.path) || !isFilePath(path)) continue;
      if (write.removed && truncated.has(path)) for (const w of out) if (w.path === path && w.change === 'modified') w.change = 'created';
      if (write.movedFrom !== undefined) out.push({ ...write, path, movedFrom: under(dir, write.movedFrom) });
      else if (write.movedTo !== undefined) out.push({ ...write, path, movedTo: under(dir, write.movedTo) });
      else out.push({ ...write, path });
    }
    for (const r of c.writes) if (!r.append) truncated.add(under(dir, r.path));
    if (out.length >= 50) break;
  }
  return out;
}

/** A copy taken aside (`cp src/a.go /tmp/a.bak`): of which file, and how many writes were read before it. */
interface Backup {
  of: string;
  since: number;
}

/**
 * `cp src/a.go /tmp/a.bak`, a probe, then `cp /tmp/a.bak src/a.go` (or `mv`): the file is put back as it was, no
 * change. Notes each two-operand copy in `backups` (copy to what it was copied from, and `count`, the writes read so
 * far). For a step that puts one back onto the file it was taken from: the file, the count when the copy was taken
 * (the writes since to it are undone) and what the step writes (a moved-back copy is gone); null for any other step.
 */
function restoresBackup(words: readonly string[], backups: Map<string, Backup>, at: (p: string) => string, count: number): { path: string; since: number; writes: ShellWrite[] } | null {
  const prog = words[0];
  if (prog !== 'cp' && prog !== 'mv') return null;
  const ops = operands(words.slice(1));
  if (ops.length !== 2) return null;
  const [from, to] = ops.map(at) as [string, string];
  const backup = backups.get(from);
  if (backup?.of === to) return { path: to, since: backup.since, writes: prog === 'mv' ? [{ path: from, change: 'deleted' }] : [] };
  if (prog === 'cp') backups.set(to, { of: from, since: count });
  return null;
}

/**
 * Where a shell that keeps its working directory between calls stands after `command`, having started in `startDir`
 * (null: where the session started): where its `cd`s lead. A relative `cd` is read from where the session started,
 * not from a directory kept (the agent's shell may have been reset in between: a `cd src` that works twice in a row
 * says so); null again after a `cd` the text does not resolve (`cd ..`, `cd -`, `cd ~`, `cd $DIR`).
 */
export function shellDirAfter(command: string, startDir: string | null): string | null {
  if (!/\b(?:cd|pushd)\b/.test(command)) return startDir;
  let dir = startDir;
  for (const c of simpleCommands(command)) {
    const w = unwrapped(c.words);
    if (w[0] !== 'cd' && w[0] !== 'pushd') continue;
    const to = w[1];
    if (!to || to === '-' || to.split('/').includes('..') || !isFilePath(to)) return null;
    dir = under(dir === startDir ? null : dir, to);
  }
  return dir;
}

function isAbsolutePath(p: string): boolean {
  return p.startsWith('/') || /^[A-Za-z]:[\\/]/.test(p);
}

/**
 * The directory a `git commit` in `command` ran in, when a `cd` before it (`cd /tmp/clone && git commit …`), its own
 * `-C` or the call's `startDir` (Codex names each call's) names it; null when the command commits nowhere it names.
 */
export function commitDirectory(command: string, startDir: string | null = null): string | null {
  if (!/\bcommit\b/.test(command)) return null;
  let dir = startDir;
  for (const c of simpleCommands(command)) {
    const w = unwrapped(c.words);
    if (w[0] === 'cd' || w[0] === 'pushd') {
      const to = w[1];
      if (!to || to === '-' || to.split('/').includes('..')) return null;
      dir = under(dir, to);
    } else if (w[0] === 'git') {
      const at = w[1] === '-C' ? w[2] : undefined;
      if ((at === undefined ? w[1] : w[3]) === 'commit') return at === undefined ? dir : under(dir, at);
    }
  }
  return null;
}
