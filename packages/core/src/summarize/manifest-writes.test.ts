// The manifest and lock a package manager rewrites when a dependency is added or removed (issue 12: `cargo add`
// changed Cargo.toml, yet the handoff's files left it out). Commands are made up, shaped as agents run them.
import { describe, expect, it } from 'vitest';
import { HandoffBuilder } from './handoff-builder.js';
import { shellWrites } from './shell-writes.js';

const both = (manifest: string, lock: string) => [
  { path: manifest, change: 'modified' },
  { path: lock, change: 'modified' },
];

describe('the files a package manager says it changes', () => {
  it('reads adding and removing a dependency, for each manager', () => {
    expect(shellWrites('cargo add tempfile --dev')).toEqual(both('Cargo.toml', 'Cargo.lock'));
    expect(shellWrites('npm install --save-dev vitest@4')).toEqual(both('package.json', 'package-lock.json'));
    expect(shellWrites('pnpm add zod')).toEqual(both('package.json', 'pnpm-lock.yaml'));
    expect(shellWrites('yarn remove left-pad')).toEqual(both('package.json', 'yarn.lock'));
    expect(shellWrites('go get github.com/mattn/go-sqlite3@v1.14.22')).toEqual(both('go.mod', 'go.sum'));
    expect(shellWrites('uv add httpx')).toEqual(both('pyproject.toml', 'uv.lock'));
    expect(shellWrites('poetry add --group dev pytest')).toEqual(both('pyproject.toml', 'poetry.lock'));
    expect(shellWrites('npm install --registry https://r.example.com zod')).toEqual(both('package.json', 'package-lock.json'));
    expect(shellWrites('cargo add --git https://github.com/serde-rs/serde')).toEqual(both('Cargo.toml', 'Cargo.lock'));
  });

  it('reads every verb the manager takes, its short aliases included', () => {
    expect(shellWrites('npm un lodash')).toEqual(both('package.json', 'package-lock.json'));
    expect(shellWrites('cargo rm anyhow')).toEqual(both('Cargo.toml', 'Cargo.lock'));
  });

  it('joins the folder a `cd` moved to', () => {
    expect(shellWrites('cd web && npm i dayjs')).toEqual(both('web/package.json', 'web/package-lock.json'));
  });

  it('reads nothing sure for a run that names no package, installs globally, or aims elsewhere', () => {
    for (const command of ['npm install', 'npm ci', 'npm i -g typescript', 'npm install lodash --no-save', 'cargo add serde -p core', 'pnpm add zod --filter web', 'cargo build', 'go install ./cmd/tool', 'uv pip install httpx', 'yarn global add serve', 'npm install --registry https://r.example.com', 'poetry add --group dev', 'cargo add --features derive']) {
      expect(shellWrites(command), command).toEqual([]);
    }
  });
});

describe('a package manager run in the handoff', () => {
  function files(exitCode: number) {
    const b = new HandoffBuilder({ sessionId: 's', agent: 'claude-code', cwd: '/work/trader' });
    b.add({ kind: 'user_prompt', line: 0, text: 'add a round-trip test for the risk config' });
    b.add({ kind: 'shell', line: 1, callId: 'c1', tool: 'Bash', command: 'cargo add tempfile --dev' });
    b.add({ kind: 'tool_result', line: 2, callId: 'c1', isError: exitCode !== 0, exitCode, output: exitCode === 0 ? '    Updating crates.io index\n      Adding tempfile v3.10.1 to dev-dependencies' : 'error: the crate `tempfle` could not be found in registry index.' });
    return (b.build().files ?? []).map((f) => [f.path, f.change]);
  }

  it('lists the manifest and the lock as modified once the command succeeded', () => {
    expect(files(0)).toEqual(expect.arrayContaining([['Cargo.toml', 'modified'], ['Cargo.lock', 'modified']]));
  });

  it('lists nothing when the command failed', () => {
    expect(files(101)).toEqual([]);
  });
});
