import { describe, expect, it } from 'vitest';
import { j, parseLines } from '../adapters/test-support.js';
import { HandoffBuilder } from './handoff-builder.js';
import { reportedWrites } from './reported-writes.js';

const CWD = '/Users/dana/code/bench';
const base = { isSidechain: false, userType: 'external', cwd: CWD, sessionId: 's-enable', version: '2.1.42', gitBranch: 'main' };
const user = (content: unknown, uuid: string) => j({ ...base, parentUuid: null, type: 'user', message: { role: 'user', content }, uuid, timestamp: '2026-06-23T21:00:00.000Z' });
const bash = (id: string, command: string) =>
  j({ ...base, parentUuid: null, type: 'assistant', message: { id: `m-${id}`, role: 'assistant', model: 'claude-opus-4-6', content: [{ type: 'tool_use', id, name: 'Bash', input: { command } }] }, uuid: `a-${id}`, timestamp: '2026-06-23T21:00:01.000Z' });
const result = (id: string, content: string, isError = false) => user([{ tool_use_id: id, type: 'tool_result', content, is_error: isError }], `r-${id}`);

function files(lines: string[]): string[] {
  const b = new HandoffBuilder({ sessionId: 's-enable', agent: 'claude-code', cwd: CWD });
  for (const e of parseLines('claude-jsonl', lines)) b.add(e);
  return b.build().filesTouched;
}

describe('files a command says it wrote', () => {
  it('reads the paths listed under "Installed" and "Configured" in `entire enable` output', () => {
    const output =
      'Chunk ID: 2903fc\nWall time: 0.7341 seconds\nProcess exited with code 0\nOriginal token count: 72\nOutput:\n' +
      '  Agent: Codex\n  ✓ Installed Codex search subagent\n    .codex/agents/entire-search.toml\n' +
      "  Installed 4 hooks for Codex - OpenAI's CLI coding agent (Preview)\n  ✓ Configured project\n    .entire/settings.json\n" +
      '  ✓ Created orphan ref entire/checkpoints/v1 for session metadata\n\nReady.\n';
    expect(reportedWrites(output)).toEqual([
      { path: '.codex/agents/entire-search.toml', change: 'created' },
      { path: '.entire/settings.json', change: 'modified' },
    ]);
  });

  it('reads a list of created files under a count', () => {
    const output = '✔ Checking registry.\n✔ Installing dependencies.\n✔ Created 2 files:\n  - components/ui/button.tsx\n  - lib/utils.ts\n';
    expect(reportedWrites(output).map((w) => w.path)).toEqual(['components/ui/button.tsx', 'lib/utils.ts']);
  });

  it('reads no file from prose, from paths not under an announcement, or from a status list', () => {
    expect(reportedWrites('Created the README at docs/README.md and linked it.\n  docs/README.md\n')).toEqual([]);
    expect(reportedWrites('Changes not staged for commit:\n  src/app.ts\n  src/util.ts\n')).toEqual([]);
    expect(reportedWrites('Modified files:\n  src/app.ts\n')).toEqual([]);
    expect(reportedWrites('added 120 packages, and audited 121 packages in 3s\n\n  14 packages are looking for funding\n')).toEqual([]);
  });
});

describe('a set-up command in a session', () => {
  const ENABLED = '  Agent: Claude Code\n  ✓ Installed Claude search subagent\n    .claude/agents/entire-search.md\n  ✓ Configured project\n    .entire/settings.json\n\nReady.';

  it('lists the files its output names as written', () => {
    expect(files([user('enable entire here for claude', 'u1'), bash('b1', 'entire enable --agent claude-code --yes'), result('b1', ENABLED)])).toEqual(
      expect.arrayContaining(['.claude/agents/entire-search.md', '.entire/settings.json']),
    );
  });

  it('lists none when the command failed, or only printed a file holding such a list', () => {
    expect(files([user('enable entire here', 'u1'), bash('b1', 'entire enable --yes'), result('b1', `Exit code 1\n${ENABLED}`, true)])).toEqual([]);
    expect(files([user('what did the setup say?', 'u1'), bash('b1', 'cat notes/setup.log'), result('b1', ENABLED)])).toEqual([]);
  });
});
