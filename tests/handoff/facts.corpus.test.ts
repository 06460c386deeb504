/**
 * The facts of one session on real transcripts (issue 12, items 4–8): the expectations below were written by reading
 * each transcript. Only the tuning folders are read here; the held-out checkpoints (ids 8–f of the `__more` folder)
 * are never opened.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { handoffForTranscript } from '../../packages/core/src/api.js';
import { decisionKey } from '../../packages/core/src/summarize/decisions.js';
import type { Handoff } from '../../packages/core/src/types/handoff.js';
import { corpusDir } from '../support/corpus.js';

const root = corpusDir();
const MORE = 'entire/real-checkpoints/entireio-cli__entire-checkpoints-v1__2026-02__more';
const EA = 'entire/real-checkpoints/entireio-external-agents__entire-checkpoints-v1__2026-03-04';
const NOW = new Date('2026-03-01T00:00:00Z');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Every transcript of the tuning folders; the held-out part of `__more` is left out before anything is read. */
function tuningTranscripts(): string[] {
  const real = join(root, 'entire/real-checkpoints');
  const folders = readdirSync(real).filter((f) => statSync(join(real, f)).isDirectory());
  const files = folders.flatMap((folder) => {
    const dir = join(real, folder);
    const shards = readdirSync(dir).filter((s) => !(folder.endsWith('__more') && /^[89a-f]/.test(s)));
    return shards.flatMap((s) => (statSync(join(dir, s)).isDirectory() ? walk(join(dir, s)) : []));
  });
  return [...walk(join(root, 'transcripts')), ...files]
    .filter((f) => /\/(?:full\.jsonl|transcript\.jsonl)$/.test(f) || (f.includes('/transcripts/') && /\.jsonl?$/.test(f) && !f.endsWith('.meta.json')))
    .map((f) => relative(root, f))
    .sort();
}

const cache = new Map<string, Promise<Handoff>>();
function handoffOf(file: string): Promise<Handoff> {
  let h = cache.get(file);
  if (!h) {
    h = handoffForTranscript(join(root, file), { now: NOW });
    cache.set(file, h);
  }
  return h;
}

const fileOf = (h: Handoff, path: string) => h.files?.find((f) => f.path === path);

describe('real sessions: refused tool calls, errors standing at the end', () => {
  it('70/33bba9319c slot 2: lint failures fixed and passed again; the refused edit is the user speaking', async () => {
    const h = await handoffOf(`${MORE}/70/33bba9319c/2/full.jsonl`);
    // `mise run fmt && mise run lint` failed twice, then `mise run lint` and `mise run test && mise run lint` passed.
    expect(h.errors).toEqual([]);
    expect(h.decisions.some((d) => d.text.includes('we want to be explicit about what deletion means'))).toBe(true);
    expect(h.latestInstruction?.text).toContain('we want to be explicit about what deletion means');
    expect(fileOf(h, 'cmd/entire/cli/session/state_test.go')?.change).toBe('created');
    expect(fileOf(h, 'cmd/entire/cli/paths/paths.go')?.change).toBe('modified');
    expect(JSON.stringify(h)).not.toContain('STOP what you are doing');
  });

  it('0e/86820a38c3: two refusals, no error; the one that says what to do instead is a decision; the lint failure passed again', async () => {
    const h = await handoffOf(`${MORE}/0e/86820a38c3/0/full.jsonl`);
    expect(h.errors).toEqual([]);
    // The bare refusal of the integration tests (line 1756) says no alternative: no decision (issue 12, item 7).
    const refused = h.decisions.filter((d) => d.text.startsWith('The user turned down'));
    expect(refused.map((d) => d.rejected[0]?.option)).toEqual(['git push -u origin alex/ent-258-mid-turn-commits 2>&1']);
    expect(refused[0]?.rejected[0]?.reason).toBe('rebase from main first');
    expect(JSON.stringify(h)).not.toContain('STOP what you are doing');
  });
});

describe('real sessions: files by effect', () => {
  it('01/8c2b5cd218 slot 0: `git mv` renames are a deletion and a creation; failed edits add nothing', async () => {
    const h = await handoffOf(`${EA}/01/8c2b5cd218/0/full.jsonl`);
    const dir = '.claude/skills/entire-external-agent';
    for (const [from, to] of [['researcher.md', 'research.md'], ['test-writer.md', 'write-tests.md'], ['implementer.md', 'implement.md']]) {
      expect(fileOf(h, `${dir}/${from}`)).toMatchObject({ change: 'deleted', from: 'shell' });
      expect(fileOf(h, `${dir}/${to}`)?.change).toBe('created');
    }
    expect(fileOf(h, `${dir}/SKILL.md`)?.change).toBe('modified');
    expect(fileOf(h, 'AGENTS.md')?.change).toBe('modified');
  });

  it('0e/86820a38c3: a file edited only before the compaction comes from its summary', async () => {
    const h = await handoffOf(`${MORE}/0e/86820a38c3/0/full.jsonl`);
    expect(fileOf(h, 'cmd/entire/cli/strategy/manual_commit_git.go')).toMatchObject({ from: 'compaction', change: 'modified' });
    expect(fileOf(h, 'cmd/entire/cli/strategy/mid_turn_commit_test.go')?.change).toBe('created');
    expect(fileOf(h, 'cmd/entire/cli/strategy/manual_commit_hooks.go')).toMatchObject({ from: 'tool', verified: true });
  });

  it('23/72de7ea2ff: all ten changed files, eight of them known only from the compaction summary', async () => {
    const h = await handoffOf(`${MORE}/23/72de7ea2ff/0/full.jsonl`);
    const fromSummary = (h.files ?? []).filter((f) => f.from === 'compaction').map((f) => f.path);
    expect(fromSummary.sort()).toEqual(
      [
        'CLAUDE.md',
        'cmd/entire/cli/agent/claudecode/claude.go',
        'cmd/entire/cli/checkpoint/temporary.go',
        'cmd/entire/cli/resume.go',
        'cmd/entire/cli/rewind.go',
        'cmd/entire/cli/session.go',
        'cmd/entire/cli/strategy/manual_commit_rewind.go',
        'cmd/entire/cli/strategy/push_common.go',
      ].sort(),
    );
    expect(h.filesTouched).toContain('cmd/entire/cli/agent/claudecode/hooks.go');
    expect(h.filesTouched).toContain('.golangci.yaml');
  });
});

describe('every tuning transcript', () => {
  const files = tuningTranscripts();

  it('finds the transcripts (fails loudly when the corpus moved)', () => {
    expect(files.length).toBeGreaterThan(40);
    expect(files.some((f) => f.startsWith(`${MORE}/8`) || /__more\/[9a-f]/.test(f))).toBe(false);
    expect(existsSync(join(root, MORE))).toBe(true);
  });

  it('carries only whole decisions, each once, with named alternatives', async () => {
    const bad: string[] = [];
    for (const f of files) {
      const h = await handoffOf(f).catch(() => null);
      if (!h) continue;
      const keys = h.decisions.map((d) => decisionKey(d.text));
      if (new Set(keys).size !== keys.length) bad.push(`${f}: a decision repeated`);
      for (const d of h.decisions) {
        const text = d.text.replace(/^From the compaction summary: /, '');
        if (text.length < 20 || (text.match(/`/g) ?? []).length % 2 !== 0) bad.push(`${f}: fragment ${JSON.stringify(d.text)}`);
        for (const r of d.rejected) if (!/^[A-Za-z`"'“(]/.test(r.option) || r.option.length < 3) bad.push(`${f}: rejected ${JSON.stringify(r.option)}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it("never quotes Claude Code's refusal boilerplate to the next agent, nor lists a refusal as an error", async () => {
    const bad: string[] = [];
    for (const f of files) {
      const h = await handoffOf(f).catch(() => null);
      if (!h) continue;
      const json = JSON.stringify(h);
      if (json.includes('STOP what you are doing') || json.includes("doesn't want to proceed with this tool use")) bad.push(f);
    }
    expect(bad).toEqual([]);
  });

  it('never claims all todos done for a session without a todo list', async () => {
    const bad: string[] = [];
    for (const f of files) {
      const h = await handoffOf(f).catch(() => null);
      if (h && h.todos.length === 0 && /all todos/i.test(h.statusReason)) bad.push(f);
    }
    expect(bad).toEqual([]);
  });
});
