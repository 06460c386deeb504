// Earlier handoffs in the repository: our contracts (front matter) and legacy plans/reports/handoff-*.md, found by
// the sessions they name; validate holds the version marker.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contractsFor, findEarlierContracts } from './earlier.js';
import { parseFrontMatter, renderFrontMatter } from './front-matter.js';
import { validateContract } from './validate.js';

const temps: string[] = [];
afterEach(() => temps.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
function repo(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'hos-earlier-'));
  temps.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(join(dir, rel, '..'), { recursive: true });
    writeFileSync(join(dir, rel), text);
  }
  return dir;
}

const SID = '7c3f9e2a-51d4-4b8e-9a06-d2e81f4c6b19';
const ours = `${renderFrontMatter([SID], new Date('2026-12-01T10:00:00Z'), 'blocked').join('\n')}# Continuation contract\n\n- HEAD: \`${'a'.repeat(40)}\`\n`;

describe('front matter', () => {
  it('round-trips, and a file without it has none', () => {
    expect(parseFrontMatter(ours)).toEqual({ version: '1', sessions: [SID], written: '2026-12-01T10:00:00.000Z', status: 'blocked' });
    expect(parseFrontMatter('# Continuation contract\n')).toBeNull();
  });

  it('validate rejects any handoff-version but 1, and still accepts files written before the marker', () => {
    const body = ['# Continuation contract', ...['Mission and current status', 'Scope and guardrails', 'Current state', 'Decisions and rationale', 'Work performed', 'Verification', 'Open risks and blockers'].map((t) => `\n## ${t}\n\nx`), '\n## Exact next actions\n\n1. **First safe step**: verify the state', '\n## Source pointers\n\nx\n'].join('\n');
    expect(validateContract(body)).toEqual([]);
    expect(validateContract(`---\nhandoff-version: 1\n---\n${body}`)).toEqual([]);
    expect(validateContract(`---\nhandoff-version: 2\n---\n${body}`)).toEqual(['handoff-version "2" is not supported: this tool reads version 1']);
  });
});

describe('findEarlierContracts', () => {
  it('finds our contracts and legacy reports by the sessions they name, newest first, and nothing else', async () => {
    const dir = repo({
      'plans/handoffs/main-7c3f9e2a-20261201-100000.md': ours,
      'plans/handoffs/notes.txt': `session \`${SID}\``,
      'plans/reports/handoff-login.md': `# Handoff\n\nWritten by hand-off-session at 2026-11-20 09:30 UTC.\n\n- Session \`${SID}\`: open it\n`,
      'plans/reports/other.md': `Session \`${SID}\``,
      'plans/handoffs/unrelated.md': '# Notes about nothing\n',
    });
    const found = await findEarlierContracts(dir);
    expect(found.map((c) => c.path)).toEqual(['plans/handoffs/main-7c3f9e2a-20261201-100000.md', 'plans/reports/handoff-login.md']);
    expect(found[0]).toMatchObject({ status: 'blocked', head: 'a'.repeat(40) });
    expect(found[1]).toMatchObject({ written: '2026-11-20T09:30:00.000Z', status: null });
    expect(contractsFor(found, ['other-session'])).toEqual([]);
  });

  it('a repository without plans/ has none', async () => {
    expect(await findEarlierContracts(repo({ 'src/a.ts': 'a' }))).toEqual([]);
  });
});
