// Decisions the handoff used to miss (issue 12, class 7): the assistant leaves part of its proposal open, and the user's
// go-ahead settles it in the proposal's own words. And a commit scope the agent states in words the first reader of
// scopes did not take ("I’ll fix that by committing only …", "I need to only commit …", "… that aren't from my work").
import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { commitScope } from './commit-scope.js';
import { goAheadTerms } from './go-ahead-terms.js';
import { HandoffBuilder } from './handoff-builder.js';

function decisions(events: TranscriptEvent[]): string[] {
  const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code', cwd: '/repo' });
  for (const e of events) b.add(e);
  return b.build().decisions.map((d) => d.text);
}

const ADVISORIES = [
  'All 4 confirmed. Two are real duplicates. Full picture:',
  '',
  '## Group A — untrusted-template sandbox escape (2 advisories, 1 fix)',
  '',
  '**Fix**: add `getHostByName` to `dangerousFuncs` and bind `Getenv` per trust level in [render.go](src/template/render.go).',
  '',
  '## Scope',
  '',
  'In: `src/template/func_map.go`, `src/template/render.go`, plus regression tests for all 4.',
  'Out: allowlist rewrite of func map (flag as follow-up), CPU-DoS sprig funcs beyond `getHostByName` (separate issue, not exfil — your call whether to bundle).',
  '',
  '## Open question',
  '',
  'Bundle the DoS-capable sprig funcs (`genPrivateKey` etc.) into the same fix, or file separately? They are not in any of the 4 advisories.',
  '',
  'Go ahead on the 2-group fix (4 files, tests)?',
].join('\n');

const RENAME =
  "Want me to apply the repo-side removals now? It's all on the `next` branch and reversible — I'd do everything above including the `packages/msix` rename unless you'd rather keep the directory name.";

const GRAPHICS = [
  '**The big three**',
  '',
  '1. **No bloom.** An `EffectComposer` + `UnrealBloomPass` makes bright things bleed light.',
  '2. **No shadows.** The sun light casts none.',
  '3. **No tone-mapped sky.** A gradient dome would help.',
  '',
  'If you only green-light one thing, make it bloom; if two, bloom + shadows. Not touching anything until you say go.',
].join('\n');

describe('the user goes ahead on their own terms', () => {
  it('keeps the go-ahead that settles the open question of a proposal, with the question', () => {
    const d = decisions([
      { kind: 'user_prompt', line: 5, text: 'I have a few security advisories I want you to analyze, validate, and then propose fixes.' },
      { kind: 'assistant_text', line: 85, text: ADVISORIES },
      { kind: 'user_prompt', line: 89, text: 'go ahead, fix all four, bundle the DoS ones too and do the allowlist too afterwards' },
      { kind: 'assistant_text', line: 90, text: 'Starting with the two groups.' },
    ]);
    expect(d).toContain(
      'The user went ahead on their own terms: "go ahead, fix all four, bundle the DoS ones too and do the allowlist too afterwards" (answering "Bundle the DoS-capable sprig funcs (genPrivateKey etc.) into the same fix, or file separately?")',
    );
  });

  it('reads the part of a proposal the assistant would do unless told otherwise', () => {
    expect(goAheadTerms('go ahead, including the rename', RENAME)?.text).toContain('"go ahead, including the rename"');
  });

  it('reads a go-ahead to all the items when the proposal settles for fewer', () => {
    expect(goAheadTerms('lets create a branch and implement all of these', GRAPHICS)?.text).toContain('implement all of these');
  });

  it('takes no bare go-ahead, no chore, and nothing the proposal left settled', () => {
    expect(goAheadTerms('go ahead', ADVISORIES)).toBeNull();
    expect(goAheadTerms('go ahead and commit and push it', 'Want me to commit this now, or push it too?')).toBeNull();
    expect(goAheadTerms('go ahead with the rename of the package', 'I renamed the package. Want me to go ahead and publish it?')).toBeNull();
    expect(goAheadTerms('go ahead, including the rename?', RENAME)).toBeNull();
  });
});

describe('the agent scopes its commit in other words', () => {
  it('reads a scope said as the way to fix the miss, with what stays out', () => {
    const t =
      'You’re right. I made the trail record, but the file changes were still uncommitted. I’ll fix that by committing only the tab-icon files on the trail branch, leaving the unrelated JS work out.';
    expect(commitScope(t).map((d) => d.text)).toEqual(['I’ll fix that by committing only the tab-icon files on the trail branch, leaving the unrelated JS work out.']);
  });

  it('reads a scope the agent needs, and changes said not to be its own', () => {
    expect(commitScope('Now I’ll update the changelog. I need to only commit the files related to this feature (not the already-staged logo SVGs or other unrelated changes).')).toHaveLength(1);
    const own = "I see there are changes in `PatchDownload.tsx` and `RemediationHistoryCard.tsx` that aren't from my work. Let me only commit the files I changed. First, let me update the CHANGELOG:";
    expect(commitScope(own)[0]?.text).toContain('PatchDownload.tsx');
  });

  it('reads the rest named in the next sentence as what the agent leaves alone', () => {
    const t =
      'I’ll stage only `BOOTH_GUIDE.md`, commit it, and push that commit directly to `origin/main`. I’ll leave the untracked `.codex/` folder alone.';
    expect(commitScope(t).map((d) => d.text)).toEqual([t]);
  });

  it('takes no scope that names nothing left out', () => {
    expect(commitScope('I need to only commit the files I changed.')).toEqual([]);
    expect(commitScope('I’ll stage only `BOOTH_GUIDE.md` and commit it. I’ll leave a note in the PR.')).toEqual([]);
  });
});

describe('the agent reports the scope of the commit it made', () => {
  it('keeps the report that names what stayed out', () => {
    const t = 'Done! Committed as `25fa4ac` and pushed to `main`. The commit only staged `ai-metrics.astro`, leaving the untracked `.cursor/` directory untouched.';
    expect(commitScope(t).map((d) => d.text)).toEqual(['The commit only staged `ai-metrics.astro`, leaving the untracked `.cursor/` directory untouched.']);
  });

  it('takes no report that leaves nothing out', () => {
    expect(commitScope('Committed as `25fa4ac`. The commit only staged `ai-metrics.astro`.')).toEqual([]);
  });
});
