import { describe, expect, it } from 'vitest';
import { fixtureHandoff } from '../targets/__fixtures__/handoff.js';
import { getTarget } from '../targets/registry.js';
import type { GitState } from './git-state.js';
import { renderContract, SECTIONS } from './render-contract.js';
import { validateContract } from './validate.js';

const git: GitState = {
  topLevel: '/home/dev/importer',
  branch: 'fix/week-dates',
  head: '8c1f0a3e5b7d9c2f4a6e8b0d1c3f5a7e9b2d4c6f',
  dirty: [{ code: ' M', path: 'src/date/week.ts' }],
  dirtyTotal: 1,
};
const valid = renderContract({ handoff: fixtureHandoff(), git, now: new Date('2026-11-30T23:40:00Z'), framing: getTarget('gemini') });
const FAKE_TOKEN = `ghp_${'Zx8Qw2Lm9Rt4Yp7Ks1Vb3Nc6Hd0Fg5Ja2Ue8Wi'.slice(0, 36)}`;

/** The text of one section (heading line included), for cutting and swapping. */
function sectionText(text: string, title: string): string {
  const start = text.indexOf(`\n## ${title}\n`);
  const next = text.indexOf('\n## ', start + 1);
  return text.slice(start, next === -1 ? undefined : next);
}

describe('validateContract', () => {
  it('accepts a rendered contract', () => {
    expect(validateContract(valid)).toEqual([]);
  });

  it.each([...SECTIONS])('rejects a contract missing "## %s"', (title) => {
    const broken = valid.replace(`\n## ${title}\n`, '\n');
    expect(validateContract(broken)).toContain(`missing heading "## ${title}"`);
  });

  it('rejects a renamed heading and a misspelled one', () => {
    const renamed = validateContract(valid.replace('\n## Verification\n', '\n## Checks run\n'));
    expect(renamed).toEqual(expect.arrayContaining([expect.stringMatching(/unexpected heading "## Checks run"/), 'missing heading "## Verification"']));
    const cased = validateContract(valid.replace('\n## Current state\n', '\n## Current State\n'));
    expect(cased).toEqual(expect.arrayContaining([expect.stringMatching(/"## Current State" must be spelled exactly "## Current state"/)]));
  });

  it('rejects reordered sections', () => {
    const decisions = sectionText(valid, 'Decisions and rationale');
    const work = sectionText(valid, 'Work performed');
    const swapped = valid.replace(decisions + work, work + decisions);
    expect(swapped).not.toBe(valid);
    const failures = validateContract(swapped);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^headings out of order: "## Decisions and rationale" comes after "## Work performed"/);
  });

  it('rejects empty next actions, and "Not captured" next actions', () => {
    const next = sectionText(valid, 'Exact next actions');
    for (const body of ['\n## Exact next actions\n\n', '\n## Exact next actions\n\nNot captured in this session\n']) {
      const failures = validateContract(valid.replace(next, body));
      expect(failures).toEqual(['"## Exact next actions" is empty: it needs at least the first safe step']);
    }
  });

  it('rejects next actions whose first item is not the first safe step', () => {
    const moved = valid.replace('1. **First safe step**:', '1. Run the importer tests:');
    expect(validateContract(moved)).toEqual(['the first item of "## Exact next actions" must begin with **First safe step**']);
    const prose = valid.replace('\n## Exact next actions\n\n', '\n## Exact next actions\n\nSome words first.\n\n');
    expect(validateContract(prose)).toEqual(['"## Exact next actions" must start with a list item beginning with **First safe step**']);
  });

  it('rejects a secret on any line, naming the line and rule but never the value', () => {
    const lines = valid.split('\n');
    const at = lines.indexOf('## Work performed') + 1;
    lines.splice(at, 0, `export GITHUB_TOKEN=${FAKE_TOKEN}`);
    const failures = validateContract(lines.join('\n'));
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(new RegExp(`^line ${at + 1}: matches redaction rule "[a-z-]+"`));
    expect(failures[0]).not.toContain(FAKE_TOKEN.slice(4));
  });

  it('ignores headings inside fenced blocks, where quoted session text may carry them', () => {
    const fenced = valid.replace('\n## Work performed\n', '\n## Work performed\n\n```text\n## Exact next actions\n## Mission and current status\n```\n');
    expect(validateContract(fenced)).toEqual([]);
  });
});
