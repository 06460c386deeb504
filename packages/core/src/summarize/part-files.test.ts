/**
 * Files touched of a checkpoint's part, by effect, on the shapes real transcripts record: a shell write at the end of a
 * long command, edits in another worktree of the repository, a scratch clone removed, and a part that starts past the
 * end of its transcript (every change in it belongs to an earlier checkpoint unless Entire names it).
 */
import { describe, expect, it } from 'vitest';
import { j, parseLines } from '../adapters/test-support.js';
import { HandoffBuilder } from './handoff-builder.js';

const CWD = '/Users/cedric/Code/agents-md-evaluator';
const base = { isSidechain: false, userType: 'external', cwd: CWD, sessionId: 's-part', version: '2.1.45', gitBranch: 'main' };
let n = 0;
const user = (content: unknown) => j({ ...base, parentUuid: null, type: 'user', message: { role: 'user', content }, uuid: `u${n++}`, timestamp: '2026-02-19T10:50:00.000Z' });
const block = (b: unknown) =>
  j({ ...base, parentUuid: null, type: 'assistant', message: { id: `m${n}`, role: 'assistant', model: 'claude-sonnet-4-6', content: [b] }, uuid: `a${n++}`, timestamp: '2026-02-19T10:50:01.000Z' });
const bash = (id: string, command: string) => block({ type: 'tool_use', id, name: 'Bash', input: { command } });
const edit = (id: string, file: string) => block({ type: 'tool_use', id, name: 'Edit', input: { file_path: `${CWD}/${file}`, old_string: 'a', new_string: 'b' } });
const result = (id: string, content: string) => user([{ tool_use_id: id, type: 'tool_result', content, is_error: false }]);

function claude(lines: string[], opts: { filesTouched?: string[]; earlier?: boolean } = {}) {
  const b = new HandoffBuilder({ sessionId: 's-part', agent: 'claude-code', cwd: CWD, ...(opts.filesTouched ? { filesTouched: opts.filesTouched } : {}) });
  if (opts.earlier) b.readsEarlierParts();
  for (const e of parseLines('claude-jsonl', lines)) b.add(e);
  return b.build();
}

const SVG_PATH = 'M11.503.131 1.891 5.678a.84.84 0 0 0-.42.726v11.188c0 .3.162.575.42.724l9.609 5.55a1 1 0 0 0 .998 0l9.61-5.55a.84.84 0 0 0 .42-.724V6.404'.repeat(3);

describe('shell writes: read from the whole command', () => {
  it('takes the redirection at the end of a long printf, past the length a command is kept at', () => {
    const printf = `printf '<svg role="img" viewBox="0 0 24 24"><title>Cursor</title><path d="${SVG_PATH}"/></svg>' > ${CWD}/frontend/assets/agents/cursor-logo.svg`;
    expect(printf.length).toBeGreaterThan(500);
    const h = claude([user('The cursor logo is broken, fix it'), bash('p1', printf), result('p1', '')]);
    expect(h.filesTouched).toEqual(['frontend/assets/agents/cursor-logo.svg']);
  });
});

describe('removals the shell made of what the session never wrote', () => {
  const lines = [
    user('commit the logo fix'),
    edit('e1', 'frontend/src/components/AgentLogos.tsx'),
    result('e1', `The file ${CWD}/frontend/src/components/AgentLogos.tsx has been updated successfully.`),
    bash('r1', `rm -rf ${CWD}/tmp/clones/agents-eval-DtKspd/`),
    result('r1', ''),
  ];

  it('leave out a scratch clone Entire does not list, when Entire lists the files the checkpoint changed', () => {
    expect(claude(lines, { filesTouched: ['frontend/src/components/AgentLogos.tsx'] }).filesTouched).toEqual(['frontend/src/components/AgentLogos.tsx']);
  });

  it('stay when Entire lists files removed with it, or lists nothing to check them against', () => {
    const listed = claude(lines, { filesTouched: ['frontend/src/components/AgentLogos.tsx', 'tmp/clones/agents-eval-DtKspd/package.json'] }).filesTouched;
    expect(listed).toContain('tmp/clones/agents-eval-DtKspd/package.json');
    expect(claude(lines).filesTouched).toContain('tmp/clones/agents-eval-DtKspd/');
  });
});

describe('a file removed wholesale that git status then lists deleted', () => {
  // The route was written by an earlier checkpoint's part; this part replaces it with a page and removes it with
  // `rm -f`. Entire lists the edits, not the removal; the status listing printed after a build names it.
  const route = 'src/app/auth/confirm/route.ts';
  const lines = (status: string) => [
    user('the confirm link should land on a page, not a route handler'),
    edit('e1', 'src/app/auth/confirm/page.tsx'),
    result('e1', `The file ${CWD}/src/app/auth/confirm/page.tsx has been updated successfully.`),
    bash('r1', `cd ${CWD}; rm -f ${route} && echo "removed route.ts"`),
    result('r1', 'removed route.ts'),
    bash('s1', `npm run build 2>&1 | grep -E "Compiled|error" | head; echo "=== git status ==="\ngit status --short | head -40`),
    result('s1', `✓ Compiled successfully in 3.4s\n=== git status ===\nA  src/app/auth/confirm/page.tsx\n${status}M  src/lib/actions/auth.ts`),
  ];

  it('is deleted: the tree had it', () => {
    const h = claude(lines(`D  ${route}\n`), { filesTouched: ['src/app/auth/confirm/page.tsx'] });
    expect(h.files?.find((f) => f.path === route)?.change).toBe('deleted');
  });

  it('stays out when no listing names it', () => {
    expect(claude(lines(''), { filesTouched: ['src/app/auth/confirm/page.tsx'] }).filesTouched).not.toContain(route);
  });
});

describe('a probe file written and removed by one command', () => {
  it('is no file touched', () => {
    const h = claude([
      user('make sure .env.local stays out of git'),
      bash('p1', "git add -A && git status --short; printf 'X=1\\n' > .env.local && git check-ignore -v .env.local; rm -f .env.local"),
      result('p1', 'A  .env.example\n.gitignore:34:.env*\t.env.local'),
    ], { filesTouched: ['.env.example'] });
    expect(h.filesTouched).not.toContain('.env.local');
  });
});

describe('files stashed outside the project while a generator runs, then moved back', () => {
  it('are as they were: neither removed nor created, and a later edit of one stands', () => {
    const h = claude([
      user('Read BUILD_PLAN.md and start Phase 1: scaffold the Next.js app'),
      bash('m1', 'mkdir -p /tmp/tasks1_stash && mv BUILD_PLAN.md README.md .entire /tmp/tasks1_stash/ && ls -la'),
      result('m1', 'total 0'),
      bash('g1', 'npx --yes create-next-app@latest . --typescript --use-npm 2>&1 | tail -40'),
      result('g1', 'Success! Created tasks1'),
      bash('m2', 'mv /tmp/tasks1_stash/BUILD_PLAN.md /tmp/tasks1_stash/.entire . && mv README.md /tmp/tasks1_stash/README.nextjs.md && mv /tmp/tasks1_stash/README.md .'),
      result('m2', ''),
      edit('e1', 'BUILD_PLAN.md'),
      result('e1', `The file ${CWD}/BUILD_PLAN.md has been updated successfully.`),
    ]);
    expect(h.files?.map((f) => [f.path, f.change])).toEqual([['BUILD_PLAN.md', 'modified']]);
  });
});

describe('files the shell removed by name that the session never wrote', () => {
  // The spec's content was merged into the main doc, then the spec removed with a plain `rm`: Entire names the doc
  // and the other files of the commit, not the spec (Entire's list holds the commit's files, not every removal).
  const spec = 'docs/CHARTS-25-26-friction-open-items.md';
  const lines = [
    user(`merge the charts described in ${spec} into one document under docs/`),
    edit('e1', 'docs/CHARTS.md'),
    result('e1', `The file ${CWD}/docs/CHARTS.md has been updated successfully. (file state is current in your context — no need to Read it back)`),
    bash('r1', `rm ${CWD}/${spec}`),
    result('r1', '(Bash completed with no output)'),
    bash('r2', `rm ${CWD}/e2e/lifecycle.go ${CWD}/e2e/entire.go`),
    result('r2', '(Bash completed with no output)'),
  ];

  it('are deleted, though Entire does not list them: a plain `rm` that exited 0 removed a file that was in the tree', () => {
    const h = claude(lines, { filesTouched: ['docs/CHARTS.md', 'src/components/react/QualityDebtSection.tsx'] });
    const deleted = h.files?.filter((f) => f.change === 'deleted').map((f) => f.path);
    expect(deleted).toEqual([spec, 'e2e/lifecycle.go', 'e2e/entire.go']);
  });
});

describe('files removed from a folder the session moved', () => {
  it('are deleted at the folder\'s old place, where the tree lost them, and a file edited after the move stays where it went', () => {
    const h = claude([
      user('rename the msi package to msix and drop the WiX installer'),
      bash('m1', 'git mv packages/msi packages/msix'),
      result('m1', ''),
      edit('e1', 'packages/msix/build.ps1'),
      result('e1', `The file ${CWD}/packages/msix/build.ps1 has been updated successfully.`),
      bash('r1', 'git rm -qf packages/msix/oh-my-posh.wxs && git rm -qf packages/msix/icon.ico && git status --short'),
      result('r1', 'D  packages/msi/icon.ico\nD  packages/msi/oh-my-posh.wxs\nR  packages/msi/build.ps1 -> packages/msix/build.ps1'),
    ]);
    const files = h.files?.map((f) => [f.path, f.change]);
    expect(files).toEqual(expect.arrayContaining([['packages/msix/build.ps1', 'modified'], ['packages/msi/oh-my-posh.wxs', 'deleted'], ['packages/msi/icon.ico', 'deleted']]));
    expect(h.filesTouched).not.toContain('packages/msix/icon.ico');
  });
});

describe('a part that starts past the end of its transcript', () => {
  const lines = [
    user('sync the results branch'),
    edit('e1', 'apps/dashboard/src/lib/project-sync-status.ts'),
    result('e1', `The file ${CWD}/apps/dashboard/src/lib/project-sync-status.ts has been updated successfully.`),
    edit('e2', 'packages/core/src/evaluation/results-repo.ts'),
    result('e2', `The file ${CWD}/packages/core/src/evaluation/results-repo.ts has been updated successfully.`),
  ];

  it("shows of the transcript's changes only those Entire lists for the checkpoint", () => {
    const h = claude(lines, { earlier: true, filesTouched: ['packages/core/src/evaluation/results-repo.ts', 'docs/adr/0007-no-force-push.md'] });
    expect(h.filesTouched).not.toContain('apps/dashboard/src/lib/project-sync-status.ts');
    expect(h.filesTouched).toEqual(expect.arrayContaining(['packages/core/src/evaluation/results-repo.ts', 'docs/adr/0007-no-force-push.md']));
  });
});

describe('edits in another worktree of the repository', () => {
  const ROOT = '/home/entity/projects/EntityProcess/agentv';
  let sec = 0;
  const line = (type: string, payload: unknown) => j({ timestamp: `2026-06-18T10:00:${String(sec++).padStart(2, '0')}.000Z`, type, payload });
  const item = (payload: unknown) => line('response_item', payload);
  const exec = (id: string, cmd: string, workdir: string) => item({ type: 'function_call', name: 'exec_command', arguments: j({ cmd, workdir }), call_id: id });
  const out = (id: string) => item({ type: 'function_call_output', call_id: id, output: 'Chunk ID: 1\nWall time: 0.0 seconds\nProcess exited with code 0\nOutput:\n' });
  const patch = (id: string, file: string) => [
    item({ type: 'custom_tool_call', status: 'completed', call_id: id, name: 'apply_patch', input: `*** Begin Patch\n*** Update File: ${file}\n@@\n-a\n+b\n*** End Patch\n` }),
    item({ type: 'custom_tool_call_output', call_id: id, output: `Exit code: 0\nWall time: 0 seconds\nOutput:\nSuccess. Updated the following files:\nM ${file}\n` }),
  ];

  function codex(workdir: string) {
    const b = new HandoffBuilder({ sessionId: 's-wt', agent: 'codex', cwd: ROOT });
    const lines = [
      item({ type: 'message', role: 'user', content: [{ type: 'input_text', text: 'drop the trajectory namespace, no backward compatibility' }] }),
      exec('c1', "sed -n '1,80p' packages/core/src/evaluation/trace.ts", workdir),
      out('c1'),
      ...patch('p1', `${workdir}/packages/core/src/evaluation/trace.ts`),
    ];
    for (const e of parseLines('codex-rollout', lines)) b.add(e);
    return b.build();
  }

  it('are the repository files at the same relative paths when the commands ran in a worktree beside it', () => {
    expect(codex(`${ROOT}.worktrees/prepare-trace-docs`).filesTouched).toEqual(['packages/core/src/evaluation/trace.ts']);
  });

  it('stay outside when the folder is not named after the repository', () => {
    expect(codex('/home/entity/projects/other-tool').filesTouched).toEqual([`/home/entity/projects/other-tool/packages/core/src/evaluation/trace.ts`]);
  });

  function shellIn(workdir: string, cmd: string) {
    const b = new HandoffBuilder({ sessionId: 's-wt', agent: 'codex', cwd: ROOT });
    const lines = [item({ type: 'message', role: 'user', content: [{ type: 'input_text', text: 'push the screenshots to the evidence branch' }] }), exec('c1', cmd, workdir), out('c1')];
    for (const e of parseLines('codex-rollout', lines)) b.add(e);
    return b.build();
  }

  it('are under the directory the call ran in: a scratch clone in the temp folder holds none of the repository', () => {
    const curl = 'mkdir -p screenshots && curl -L --fail -o screenshots/transcript.png https://github.com/user-attachments/assets/8158f914';
    expect(shellIn('/tmp/agentv-private-issue-14-evidence', curl).filesTouched).toEqual([]);
    expect(shellIn('/tmp/agentv-private-av-wkwg', 'git switch --orphan evidence/run-detail && git rm -r --ignore-unmatch .').filesTouched).toEqual([]);
  });

  it('are under the folder of the repository the call ran in', () => {
    expect(shellIn(`${ROOT}/framework-parity/agentv`, 'printf "targets: []\\n" > .agentv/targets.yaml').filesTouched).toEqual(['framework-parity/agentv/.agentv/targets.yaml']);
  });
});

describe('a file whose name Entire redacted before recording', () => {
  it('is left out: `REDACTED.ts` names no file the next agent could open', () => {
    const write = (id: string, path: string) => block({ type: 'tool_use', id, name: 'Write', input: { file_path: path, content: 'export class AddDeviceIndex {}' } });
    const h = claude([
      user('add a migration for the device index'),
      write('w1', 'REDACTED.ts'),
      result('w1', 'File created successfully at: REDACTED.ts'),
      write('w2', `${CWD}/src/devices/device.service.ts`),
      result('w2', `File created successfully at: ${CWD}/src/devices/device.service.ts`),
    ]);
    expect(h.filesTouched).toEqual(['src/devices/device.service.ts']);
  });
});

describe('files changed in a clone outside the recorded directory', () => {
  const CLONE = '/tmp/bench-clone';
  const session = (more: string[] = []) =>
    claude([
      user('make these changes on a separate branch of the benchmark repository'),
      block({ type: 'tool_use', id: 'e1', name: 'Edit', input: { file_path: `${CLONE}/scripts/bench.mjs`, old_string: 'a', new_string: 'b' } }),
      result('e1', `The file ${CLONE}/scripts/bench.mjs has been updated successfully.`),
      ...more,
      bash('c1', `cd ${CLONE}\ngit checkout -b rework && git add scripts/bench.mjs && git commit -m "Rework the cost metric"`),
      result('c1', '[rework 6ddd049] Rework the cost metric'),
    ]);

  it('are the repository files when every commit that went through ran in that clone', () => {
    expect(session().filesTouched).toEqual(['scripts/bench.mjs']);
  });

  it('stay outside when the session also changed a file in the recorded directory', () => {
    const h = session([edit('e2', 'README.md'), result('e2', `The file ${CWD}/README.md has been updated successfully.`)]);
    expect(h.filesTouched).toEqual([`${CLONE}/scripts/bench.mjs`, 'README.md']);
  });

  it('stay outside when the session also committed where it works, with no directory named', () => {
    const h = session([bash('c0', 'git commit -m "Add the collab skill spec"'), result('c0', '[main 1a2b3c4] Add the collab skill spec')]);
    expect(h.filesTouched).toEqual([`${CLONE}/scripts/bench.mjs`]);
  });
});

describe('a probe file the session made and removed again', () => {
  const probe = 'src/terminal/drift_scratch_test.go';
  const write = (id: string) => block({ type: 'tool_use', id, name: 'Write', input: { file_path: `${CWD}/${probe}`, content: 'package terminal\n' } });
  const lines = [
    user('find out why the gradient drifts by one cell'),
    write('w1'),
    result('w1', `File created successfully at: ${CWD}/${probe}`),
    bash('t1', 'go test ./src/terminal/ -run TestScratchDrift -count=1'),
    result('t1', 'ok  \tgithub.com/x/terminal\t0.2s'),
    edit('e1', 'src/terminal/writer.go'),
    result('e1', `The file ${CWD}/src/terminal/writer.go has been updated successfully.`),
    bash('r1', `rm -f ${CWD}/${probe} && git status --short`),
    result('r1', ' M src/terminal/writer.go'),
  ];

  it('is not a file touched: nothing of it is left', () => {
    expect(claude(lines).filesTouched).toEqual(['src/terminal/writer.go']);
    expect(claude(lines, { filesTouched: ['src/terminal/writer.go', probe] }).filesTouched).toEqual(['src/terminal/writer.go']);
  });

  it('is deleted when it existed before the session', () => {
    const existing = [user('drop the old probe'), edit('e0', probe), result('e0', `The file ${CWD}/${probe} has been updated successfully.`), ...lines.slice(-2)];
    expect(claude(existing).files?.map((f) => [f.path, f.change])).toEqual([[probe, 'deleted']]);
  });
});

describe("Entire's files_touched recorded on Windows", () => {
  it('names the files with slashes, as git does', () => {
    const h = claude([user('tidy the landing page'), bash('l1', 'ls'), result('l1', 'client')], { filesTouched: ['client\\components\\landing\\landing-page-client.tsx'] });
    expect(h.filesTouched).toEqual(['client/components/landing/landing-page-client.tsx']);
  });
});

describe("shell writes in the directory Claude Code's shell kept from an earlier `cd`", () => {
  it('are under that directory, as the shell ran them', () => {
    const h = claude([
      user('make the gradient tests pass'),
      bash('c1', `cd ${CWD}/src && go test ./color/...`),
      result('c1', 'ok  \tacme/color\t0.1s'),
      bash('s1', "sed -i 's/if assert.Len(t, r, 2) {/assert.Len(t, r, 2)/' color/gradient_test.go && go test ./color/..."),
      result('s1', 'ok  \tacme/color\t0.1s'),
    ]);
    expect(h.filesTouched).toEqual(['src/color/gradient_test.go']);
    // A relative `cd` is read from where the session started (the shell may have been reset since): `cd src` again is src.
    const again = claude([user('and the keywords test'), bash('c1', 'cd src && go build ./...'), result('c1', ''), bash('c2', 'cd src && cat >> color/keywords_test.go <<EOF\nfunc TestK(t *testing.T) {}\nEOF'), result('c2', '')]);
    expect(again.filesTouched).toEqual(['src/color/keywords_test.go']);
    // After `cd ..` the text no longer says where the shell stands: the path is read as written.
    const back = claude([user('update the notes'), bash('c1', `cd ${CWD}/src && cd .. && ls`), result('c1', 'src'), bash('s1', 'echo done >> NOTES.md'), result('s1', '')]);
    expect(back.filesTouched).toEqual(['NOTES.md']);
  });
});
