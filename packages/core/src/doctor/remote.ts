import { execFile } from 'node:child_process';
import type { RefEntry } from '../git/refs.js';
import { firstLine, gitEnv, gitProcessStats } from '../git/run-git.js';
import type { RemoteProbe } from './types.js';

const LS_REMOTE_TIMEOUT_MS = 20_000;
const CHECKPOINTS = 'refs/entire/checkpoints/';

/**
 * Asks each remote which Entire refs it has (`git ls-remote`, only when the user passed --remote: it may use the
 * network) and compares them with the local refs. Never fetches: it prints the command that would.
 */
export async function probeRemotes(cwd: string, localRefs: Pick<RefEntry, 'name' | 'commit'>[]): Promise<RemoteProbe[]> {
  const names = await listRemotes(cwd);
  const local = new Map(localRefs.map((r) => [r.name, r.commit]));
  return Promise.all(names.map((name) => probeRemote(cwd, name, local)));
}

async function listRemotes(cwd: string): Promise<string[]> {
  const res = await git(['remote'], cwd, LS_REMOTE_TIMEOUT_MS);
  if (res.error) return [];
  return res.stdout.split('\n').map((l) => l.trim()).filter((l) => l !== '');
}

async function probeRemote(cwd: string, remote: string, local: Map<string, string>): Promise<RemoteProbe> {
  const res = await git(['ls-remote', remote, 'refs/entire/*', 'refs/heads/entire/*'], cwd, LS_REMOTE_TIMEOUT_MS);
  if (res.error) return { name: remote, ok: false, error: res.error, refs: 0, missing: [], differs: [], fetchCommands: [] };
  const advertised = parseLsRemote(res.stdout);
  return { name: remote, ok: true, error: null, ...compareRefs(remote, advertised, local) };
}

export function parseLsRemote(stdout: string): { name: string; oid: string }[] {
  const refs: { name: string; oid: string }[] = [];
  for (const line of stdout.split('\n')) {
    const [oid, name] = line.split('\t');
    if (!oid || !name || name.endsWith('^{}')) continue;
    if (!name.startsWith('refs/entire/') && !name.startsWith('refs/heads/entire/')) continue;
    refs.push({ name, oid });
  }
  return refs;
}

/** The local name(s) under which an advertised ref would be found after a fetch. */
function localNames(remote: string, name: string): string[] {
  if (!name.startsWith('refs/heads/')) return [name];
  return [name, `refs/remotes/${remote}/${name.slice('refs/heads/'.length)}`];
}

export function compareRefs(
  remote: string,
  advertised: { name: string; oid: string }[],
  local: Map<string, string>,
): Pick<RemoteProbe, 'refs' | 'missing' | 'differs' | 'fetchCommands'> {
  const missing: string[] = [];
  const differs: string[] = [];
  let refs = 0;
  for (const { name, oid } of advertised) {
    // Shadow branches are never pushed on purpose; one on a remote is not checkpoint storage.
    if (name.startsWith('refs/heads/entire/') && !isBranchStorage(name)) continue;
    refs++;
    const copies = localNames(remote, name).map((n) => local.get(n)).filter((c): c is string => c !== undefined);
    if (copies.length === 0) missing.push(name);
    else if (!copies.includes(oid)) differs.push(name);
  }
  return { refs, missing, differs, fetchCommands: fetchCommands(remote, [...missing, ...differs]) };
}

function isBranchStorage(name: string): boolean {
  return name === 'refs/heads/entire/checkpoints/v1' || name === 'refs/heads/entire/sessions';
}

function fetchCommands(remote: string, wanted: string[]): string[] {
  const commands = new Set<string>();
  const r = shellWord(remote);
  for (const name of wanted) {
    if (name.startsWith(CHECKPOINTS)) commands.add(`git fetch ${r} '${CHECKPOINTS}*:${CHECKPOINTS}*'`);
    else if (name.startsWith('refs/entire/')) commands.add(`git fetch ${r} '${name}:${name}'`);
    else {
      const branch = name.slice('refs/heads/'.length);
      commands.add(`git fetch ${r} '${name}:refs/remotes/${remote}/${branch}'`);
    }
  }
  return [...commands];
}

function shellWord(word: string): string {
  return /^[A-Za-z0-9._@/-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

interface Outcome {
  stdout: string;
  error: string | null;
}

function git(args: string[], cwd: string, timeout: number): Promise<Outcome> {
  gitProcessStats.spawned++;
  const env = gitEnv();
  // An ssh remote must fail rather than ask for a passphrase or a host key.
  env.GIT_SSH_COMMAND ??= 'ssh -o BatchMode=yes';
  return new Promise((resolve) => {
    execFile('git', args, { cwd, env, timeout, maxBuffer: 64 * 1024 * 1024, windowsHide: true }, (err, stdout, stderr) => {
      if (!err) return resolve({ stdout: String(stdout), error: null });
      const killed = (err as { killed?: boolean }).killed;
      const detail = killed ? `no answer within ${timeout / 1000}s` : firstLine(String(stderr)) || firstLine(err.message);
      resolve({ stdout: '', error: detail || 'failed' });
    });
  });
}
