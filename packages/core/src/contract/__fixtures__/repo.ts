/**
 * A throwaway git repository for contract tests (core's tsconfig cannot reach tests/support). Isolated from the
 * user's git config, fixed identities and clock.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export class TempRepo {
  private constructor(
    readonly root: string,
    readonly dir: string,
  ) {}

  static create(opts: { empty?: boolean } = {}): TempRepo {
    const root = mkdtempSync(join(tmpdir(), 'hos-contract-'));
    const repo = new TempRepo(root, join(root, 'repo'));
    mkdirSync(join(root, 'home'));
    mkdirSync(repo.dir);
    repo.git(['init', '-q', '-b', 'main']);
    if (!opts.empty) repo.git(['commit', '-q', '--allow-empty', '-m', 'initial commit']);
    return repo;
  }

  git(args: string[]): string {
    const home = join(this.root, 'home');
    return execFileSync('git', args, {
      cwd: this.dir,
      env: {
        ...process.env,
        HOME: home,
        XDG_CONFIG_HOME: join(home, '.config'),
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_AUTHOR_NAME: 'Fixture Author',
        GIT_AUTHOR_EMAIL: 'author@example.invalid',
        GIT_COMMITTER_NAME: 'Fixture Committer',
        GIT_COMMITTER_EMAIL: 'committer@example.invalid',
        GIT_AUTHOR_DATE: '2026-05-01T12:00:00Z',
        GIT_COMMITTER_DATE: '2026-05-01T12:00:00Z',
        LC_ALL: 'C',
      },
      maxBuffer: 64 * 1024 * 1024,
    })
      .toString('utf8')
      .trim();
  }

  write(rel: string, content: string): string {
    const path = join(this.dir, rel);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
    return path;
  }

  commit(rel: string, content: string, message = `add ${rel}`): string {
    this.write(rel, content);
    this.git(['add', '--', rel]);
    this.git(['commit', '-q', '-m', message]);
    return this.git(['rev-parse', 'HEAD']);
  }

  cleanup(): void {
    rmSync(this.root, { recursive: true, force: true });
  }
}
