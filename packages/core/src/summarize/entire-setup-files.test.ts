import { describe, expect, it } from 'vitest';
import { isEntireSetupFile } from './entire-setup-files.js';
import { FileLedger } from './file-ledger.js';

const src = { sessionId: 's' };

describe("Entire's set-up files", () => {
  it('are the hook settings, Entire settings and subagents that `entire enable` writes', () => {
    for (const p of ['.claude/settings.json', '.gemini/settings.json', '.cursor/hooks.json', '.codex/hooks.json', '.codex/config.toml', '.opencode/plugins/entire.ts', '.entire/settings.json', '.entire/.gitignore', '.codex/agents/entire-search.toml']) {
      expect(isEntireSetupFile(p), p).toBe(true);
    }
    for (const p of ['.claude/commands/review.md', 'config/settings.json', '.github/workflows/ci.yml', 'src/.entire/settings.json', '.opencode/plugins/lint.ts']) {
      expect(isEntireSetupFile(p), p).toBe(false);
    }
  });

  it('are left out of the files when only Entire lists them (a one-command session after `entire enable`)', () => {
    const l = new FileLedger(50);
    l.noteEntire(['.claude/settings.json', '.gemini/settings.json', 'src/app.ts']);
    expect(l.listWithEntire(src).map((f) => f.path)).toEqual(['src/app.ts']);
  });

  it('stay when the transcript changed them: the session edited the hooks itself', () => {
    const l = new FileLedger(50);
    l.noteEntire(['.claude/settings.json']);
    l.change('/Users/dev/project/.claude/settings.json', 'modified', 'tool', 4, src, true);
    expect(l.listWithEntire(src).map((f) => f.path)).toEqual(['/Users/dev/project/.claude/settings.json']);
  });
});
