/**
 * Throwaway git repositories for tests. Everything is built with plumbing (hash-object, update-index on a private
 * index file, write-tree, commit-tree, update-ref) under a fixed author, committer and clock, so fixtures are
 * reproducible and never touch the user's config.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';

export const FIXTURE_DATE = '2026-05-01T12:00:00Z';

export type FileContent = string | Buffer | { file: string };
export type FileTree = Record<string, FileContent>;

export interface CommitOptions {
  message?: string;
  /** Committer and author date (ISO). Defaults to FIXTURE_DATE. */
  date?: string;
  /** Parent commits; default: the ref's current tip when it exists. Pass [] for an orphan commit. */
  parents?: string[];
}

export class GitFixture {
  private constructor(
    readonly dir: string,
    private readonly home: string,
  ) {}

  /** A new repository in a temp dir (branch `main`, one empty initial commit unless `empty`). */
  static create(opts: { empty?: boolean; name?: string } = {}): GitFixture {
    const root = mkdtempSync(join(tmpdir(), 'hos-fixture-'));
    const dir = join(root, opts.name ?? 'repo');
    const home = join(root, 'home');
    mkdirSync(dir, { recursive: true });
    mkdirSync(home, { recursive: true });
    const fx = new GitFixture(dir, home);
    fx.git(['init', '-q', '-b', 'main']);
    if (!opts.empty) fx.commitEmpty('initial commit');
    return fx;
  }

  /** The temp folder holding the repository (and any worktrees created next to it). */
  get root(): string {
    return dirname(this.dir);
  }

  env(date = FIXTURE_DATE): NodeJS.ProcessEnv {
    return {
      ...process.env,
      HOME: this.home,
      XDG_CONFIG_HOME: join(this.home, '.config'),
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_AUTHOR_NAME: 'Fixture Author',
      GIT_AUTHOR_EMAIL: 'author@example.invalid',
      GIT_COMMITTER_NAME: 'Fixture Committer',
      GIT_COMMITTER_EMAIL: 'committer@example.invalid',
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_DATE: date,
      LC_ALL: 'C',
    };
  }

  git(args: string[], opts: { input?: string | Buffer; env?: NodeJS.ProcessEnv; cwd?: string } = {}): string {
    return execFileSync('git', args, {
      cwd: opts.cwd ?? this.dir,
      env: { ...this.env(), ...opts.env },
      input: opts.input,
      maxBuffer: 512 * 1024 * 1024,
    })
      .toString('utf8')
      .trim();
  }

  /** Full sha a rev resolves to, or null. */
  revParse(rev: string): string | null {
    try {
      return this.git(['rev-parse', '-q', '--verify', `${rev}^{commit}`]);
    } catch {
      return null;
    }
  }

  get gitDir(): string {
    return this.git(['rev-parse', '--absolute-git-dir']);
  }

  /** An empty commit on the current branch (HEAD), e.g. to carry `Entire-Checkpoint:` trailers. */
  commitEmpty(message: string, date = FIXTURE_DATE): string {
    this.git(['commit', '-q', '--allow-empty', '--no-verify', '-m', message], { env: this.env(date) });
    return this.git(['rev-parse', 'HEAD']);
  }

  /** Writes a file into the worktree (not committed). */
  writeWorktreeFile(rel: string, content: string | Buffer): string {
    const path = join(this.dir, rel);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
    return path;
  }

  /** Builds a tree from `files` (paths `/`-separated) and returns its id. */
  writeTree(files: FileTree): string {
    const staging = mkdtempSync(join(this.root, 'stage-'));
    try {
      const paths = Object.keys(files);
      const sources = paths.map((p, i) => {
        const c = files[p];
        if (c !== undefined && typeof c === 'object' && !Buffer.isBuffer(c)) return c.file;
        const f = join(staging, String(i));
        writeFileSync(f, c ?? '');
        return f;
      });
      const oids = paths.length > 0 ? this.git(['hash-object', '-w', '--stdin-paths'], { input: sources.join('\n') + '\n' }).split('\n') : [];
      const index = join(staging, 'index');
      const env = { GIT_INDEX_FILE: index };
      const info = paths.map((p, i) => `100644 ${oids[i]}\t${p}`).join('\n');
      if (paths.length > 0) this.git(['update-index', '--add', '--index-info'], { input: info + '\n', env });
      return this.git(['write-tree'], { env });
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  }

  /** Commits `files` as the whole tree of `ref` (created or advanced) and returns the commit id. */
  commitTree(ref: string, files: FileTree, opts: CommitOptions = {}): string {
    const tree = this.writeTree(files);
    return this.commitTreeId(ref, tree, opts);
  }

  commitTreeId(ref: string, tree: string, opts: CommitOptions = {}): string {
    const parents = opts.parents ?? (this.revParse(ref) ? [this.revParse(ref) as string] : []);
    const args = ['commit-tree', tree, ...parents.flatMap((p) => ['-p', p]), '-m', opts.message ?? `fixture commit on ${ref}`];
    const sha = this.git(args, { env: this.env(opts.date) });
    this.git(['update-ref', ref, sha]);
    return sha;
  }

  /** Every file under `src` as a FileTree, paths prefixed with `prefix` (e.g. a corpus checkpoint folder). */
  static readDirectory(src: string, prefix = '', exclude: (rel: string) => boolean = () => false): FileTree {
    const out: FileTree = {};
    const walk = (dir: string) => {
      for (const name of readdirSync(dir).sort()) {
        const full = join(dir, name);
        const rel = relative(src, full).split(sep).join('/');
        if (exclude(rel)) continue;
        if (statSync(full).isDirectory()) walk(full);
        else out[prefix + rel] = { file: full };
      }
    };
    walk(src);
    return out;
  }

  /** `.git/entire-sessions/<sid>.json` in the git COMMON dir (raw text, so tests can write invalid JSON). */
  addLiveState(sessionId: string, state: object | string): string {
    const common = this.git(['rev-parse', '--path-format=absolute', '--git-common-dir']);
    const dir = join(common, 'entire-sessions');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `${sessionId}.json`);
    writeFileSync(file, typeof state === 'string' ? state : JSON.stringify(state, null, 2));
    return file;
  }

  /** `.entire/metadata/<sid>/{full.jsonl,prompt.txt}` in a worktree (default: this one). */
  addMetadataDir(sessionId: string, files: { transcript?: string; prompt?: string }, worktree = this.dir): string {
    const dir = join(worktree, '.entire', 'metadata', sessionId);
    mkdirSync(dir, { recursive: true });
    if (files.transcript !== undefined) writeFileSync(join(dir, 'full.jsonl'), files.transcript);
    if (files.prompt !== undefined) writeFileSync(join(dir, 'prompt.txt'), files.prompt);
    return dir;
  }

  /**
   * A shadow branch `entire/<base7>-<hash6>` whose tip is a worktree snapshot plus `.entire/metadata/<sid>/`, with
   * Entire's shadow-commit trailers.
   */
  addShadowBranch(opts: {
    sessionId: string;
    transcript?: string;
    prompt?: string;
    worktreeHash?: string;
    date?: string;
    extraSessions?: Record<string, string>;
  }): string {
    const base = this.git(['rev-parse', 'HEAD']).slice(0, 7);
    const ref = `refs/heads/entire/${base}-${opts.worktreeHash ?? 'e3b0c4'}`;
    const meta = `.entire/metadata/${opts.sessionId}`;
    const files: FileTree = { 'README.md': 'worktree snapshot\n' };
    if (opts.transcript !== undefined) files[`${meta}/full.jsonl`] = opts.transcript;
    if (opts.prompt !== undefined) files[`${meta}/prompt.txt`] = opts.prompt;
    for (const [sid, t] of Object.entries(opts.extraSessions ?? {})) files[`.entire/metadata/${sid}/full.jsonl`] = t;
    const message = `Save checkpoint\n\nEntire-Metadata: ${meta}\nEntire-Session: ${opts.sessionId}\nEntire-Strategy: manual-commit\n`;
    this.commitTree(ref, files, { message, ...(opts.date ? { date: opts.date } : {}), parents: [this.git(['rev-parse', 'HEAD'])] });
    return ref;
  }

  /** `git worktree add <root>/<name> -b <branch>`; returns the new worktree's path. */
  addWorktree(name: string, branch: string): string {
    const path = join(this.root, name);
    this.git(['worktree', 'add', '-q', '-b', branch, path]);
    return path;
  }

  cleanup(): void {
    rmSync(this.root, { recursive: true, force: true });
  }
}
