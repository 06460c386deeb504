// Git plumbing for the example builder. Commits are collected into a plan and written by ONE `git fast-import`
// per plan (a handful of processes instead of one per blob/tree/commit). Every commit has explicit
// author/committer dates and global/system config is ignored, so object ids depend only on what we write.
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BASE_ENV = {
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_TERMINAL_PROMPT: '0',
  LC_ALL: 'C',
};

export const IDENTITY = { name: 'Dana Reyes', email: 'dana@acme.example' };

export class Git {
  constructor(dir) {
    this.dir = dir;
  }

  run(args, { input, env } = {}) {
    return execFileSync('git', args, {
      cwd: this.dir,
      input,
      env: { ...process.env, ...BASE_ENV, ...env },
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['pipe', 'pipe', 'pipe'],
    }).trim();
  }

  init(branch = 'main') {
    execFileSync('git', ['init', '-q', '-b', branch, this.dir], { env: { ...process.env, ...BASE_ENV } });
    // An identity for whoever commits in the example later (written directly: no extra git processes).
    appendFileSync(join(this.dir, '.git', 'config'), `[user]\n\tname = ${IDENTITY.name}\n\temail = ${IDENTITY.email}\n`);
  }

  /** Runs a plan through one fast-import; returns a function mapping a plan mark (":3") to its commit id. */
  apply(plan) {
    const scratch = mkdtempSync(join(tmpdir(), 'hos-example-marks-'));
    try {
      const marksFile = join(scratch, 'marks');
      execFileSync('git', ['fast-import', '--quiet', '--done', `--export-marks=${marksFile}`], {
        cwd: this.dir,
        input: plan.stream(),
        env: { ...process.env, ...BASE_ENV },
        stdio: ['pipe', 'pipe', 'pipe'],
        maxBuffer: 64 * 1024 * 1024,
      });
      const marks = new Map(
        readFileSync(marksFile, 'utf8')
          .trim()
          .split('\n')
          .map((l) => l.split(' ')),
      );
      return (mark) => {
        const sha = marks.get(mark);
        if (!sha) throw new Error(`fast-import did not report mark ${mark}`);
        return sha;
      };
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }

  /** Fills the real index from a commit and writes the work tree from it (read-tree + checkout-index). */
  checkout(commit) {
    this.run(['read-tree', commit]);
    this.run(['checkout-index', '-a', '-f']);
  }
}

/** Commits to write with fast-import. Each commit lists its WHOLE tree (`deleteall` + one `M` per file). */
export class Plan {
  constructor(firstMark = 1) {
    this.next = firstMark;
    this.chunks = [];
  }

  /**
   * ref: where the commit goes; parent: a mark (":2"), a commit id, or null for an orphan; files: {path: content};
   * date: git raw date ("<unix seconds> +0000"). Returns the commit's mark.
   */
  commit({ ref, parent, files, message, date, identity = IDENTITY }) {
    const mark = `:${this.next++}`;
    const who = `${identity.name} <${identity.email}> ${date}`;
    let out = `commit ${ref}\nmark ${mark}\nauthor ${who}\ncommitter ${who}\n${data(message)}`;
    // `reset` first so an orphan really has no parent even if the ref already had commits in this stream.
    if (parent) out += `from ${parent}\n`;
    else out = `reset ${ref}\n${out}`;
    out += 'deleteall\n';
    for (const path of Object.keys(files).sort()) out += `M 100644 inline ${path}\n${data(files[path])}`;
    this.chunks.push(`${out}\n`);
    return mark;
  }

  stream() {
    return `${this.chunks.join('')}done\n`;
  }
}

function data(content) {
  return `data ${Buffer.byteLength(content)}\n${content}\n`;
}

/** A git date (`<epoch seconds> +0000`) for an ISO time. */
export const gitDate = (iso) => `${Math.floor(Date.parse(iso) / 1000)} +0000`;
