import { constants } from 'node:fs';
import { open, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { parseFrontMatter } from './front-matter.js';
import { SAVE_DIR } from './save-dir.js';
import { runGitResult } from '../git/run-git.js';

/**
 * Handoffs written earlier in this repository: the contracts under plans/handoffs/ (ours, with front matter) and
 * the legacy plans/reports/handoff-*.md, each read from its head only. A later handoff of the same session names
 * them and says what changed since.
 */
export interface EarlierContract {
  /** Repository-relative, `/`-separated. */
  path: string;
  sessions: string[];
  /** ISO time it was written; null for a legacy file that does not say. */
  written: string | null;
  status: string | null;
  head: string | null;
}

const LEGACY_DIR = 'plans/reports';
/** Enough for the front matter and, in legacy files, the session ids near the top. */
const HEAD_BYTES = 64 * 1024;
const MAX_FILES = 200;

export async function findEarlierContracts(topLevel: string): Promise<EarlierContract[]> {
  const found: EarlierContract[] = [];
  for (const [dir, wanted] of [
    [SAVE_DIR, (n: string) => n.endsWith('.md')],
    [LEGACY_DIR, (n: string) => /^handoff-.*\.md$/.test(n)],
  ] as const) {
    const names = (await listNames(join(topLevel, dir))).filter(wanted).sort().reverse().slice(0, MAX_FILES);
    for (const name of names) {
      const head = await readHead(join(topLevel, dir, name));
      if (head === null) continue;
      const contract = describe(`${dir}/${name}`, head);
      if (contract.sessions.length > 0) found.push(contract);
    }
  }
  return found.sort((a, b) => (b.written ?? '').localeCompare(a.written ?? ''));
}

/** The earlier contracts that hand off any of these sessions, newest first. */
export function contractsFor(contracts: readonly EarlierContract[], sessionIds: readonly string[]): EarlierContract[] {
  return contracts.filter((c) => c.sessions.some((s) => sessionIds.includes(s)));
}

function describe(path: string, head: string): EarlierContract {
  const front = parseFrontMatter(head);
  const recordedHead = /^- HEAD: `?([0-9a-f]{40})/m.exec(head)?.[1] ?? null;
  if (front) return { path, sessions: front.sessions, written: front.written, status: front.status, head: recordedHead };
  // Legacy and pre-front-matter files: the session ids their Source pointers (or text) name.
  const ids = new Set<string>();
  for (const m of head.matchAll(/[Ss]ession `([A-Za-z0-9._-]{8,128})`/g)) ids.add(m[1] ?? '');
  const written = /Written by hand-off-session at (\d{4}-\d\d-\d\d \d\d:\d\d) UTC/.exec(head)?.[1];
  return { path, sessions: [...ids], written: written ? `${written.replace(' ', 'T')}:00.000Z` : null, status: null, head: recordedHead };
}

async function listNames(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
  } catch {
    return [];
  }
}

/** The first bytes of a regular file, never following it into a FIFO or device (O_NONBLOCK, then a type check). */
async function readHead(path: string): Promise<string | null> {
  let handle;
  try {
    handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
    if (!(await handle.stat()).isFile()) return null;
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } catch {
    return null;
  } finally {
    await handle?.close();
  }
}

/** What changed since an earlier contract: commits on top of the HEAD it recorded, activity, status. */
export interface SinceEarlier {
  contract: EarlierContract;
  /** null when its HEAD is unknown or no longer an ancestor of HEAD (history rewritten, another branch). */
  newCommits: number | null;
  activeSince: boolean;
  statusThen: string | null;
  statusNow: string;
}

export async function sinceEarlier(
  contract: EarlierContract,
  topLevel: string,
  now: { head: string | null; lastActivityAt: string | null; status: string },
): Promise<SinceEarlier> {
  let newCommits: number | null = null;
  if (contract.head && now.head) {
    const count = await runGitResult(['rev-list', '--count', `${contract.head}..${now.head}`], { cwd: topLevel, okExitCodes: [128] });
    if (count.exitCode === 0) newCommits = Number(count.stdout.toString('utf8').trim());
  }
  const activeSince = Boolean(contract.written && now.lastActivityAt && Date.parse(now.lastActivityAt) > Date.parse(contract.written));
  return { contract, newCommits, activeSince, statusThen: contract.status, statusNow: now.status };
}
