import { cacheStatus, DerivedCache } from '../cache/derived-cache.js';
import { listEntireRefs, type RefEntry } from '../git/refs.js';
import { openRepo } from '../git/repo.js';
import { buildIndex } from '../index/build-index.js';
import { bindingFacts } from '../live/session-binding.js';
import type { RepoIndex } from '../types/index-model.js';
import { probeAgentClis } from './agent-clis.js';
import { classifyRefs, hasCommittedData } from '../store/ref-layouts.js';
import { countMetadataSessions, probeLiveSessions } from './live.js';
import { probeRemotes } from './remote.js';
import { probeSettings } from './settings.js';
import { entire2026Notes } from './entire-2026.js';
import type { CacheProbe, DoctorReport, IndexProbe, RepoProbe } from './types.js';

export interface DoctorRequest {
  /** `--repo`; default: `cwd`. */
  repo?: string;
  cwd: string;
  /** Also ask every git remote (`git ls-remote`): may use the network, so only on request. */
  remote?: boolean;
  /** Where to look for agent CLIs (PATH). */
  env?: NodeJS.ProcessEnv;
  now?: Date;
}

/**
 * Probes everything a handoff depends on and reports what it found and what it could not check.
 * Never throws for a missing repository or missing data: those are findings (`usable: false`).
 */
export async function runDoctor(req: DoctorRequest): Promise<DoctorReport> {
  const env = req.env ?? process.env;
  const agentsPromise = probeAgentClis(env);
  const notes: string[] = [];
  const repo = await probeRepo(req.repo ?? req.cwd);
  if (!repo.found || !repo.topLevel || !repo.commonDir) {
    notes.push('no git repository here: run doctor inside one, or pass --repo <path>');
    return emptyReport(repo, await agentsPromise, notes, cacheProbe(env));
  }
  let refs: RefEntry[] = [];
  try {
    refs = await listEntireRefs(repo.topLevel);
  } catch (error) {
    notes.push(`could not list refs: ${(error as Error).message}`);
  }
  const layouts = classifyRefs(refs);
  const settings = probeSettings(repo.topLevel, repo.commonDir, env);
  const live = await probeLiveSessions(repo.commonDir, req.now);
  const metadataSessions = countMetadataSessions(repo.topLevel, repo.commonDir);
  const remotes = req.remote ? await probeRemotes(repo.topLevel, refs) : null;
  notes.push(...live.notes);
  const usable = hasCommittedData(layouts) || live.sessions.length > 0 || metadataSessions > 0;
  const index = usable ? await probeIndex(repo.topLevel, env, notes) : null;
  notes.push(...advice(usable, remotes, settings.checkpointRemote, settings.enabled));
  notes.push(...entire2026Notes(settings, index));
  if (index && index.danglingPointers > 0) {
    notes.push(
      `${index.danglingPointers} slot pointer(s) in root metadata.json name files that do not exist (an early Entire wrote a doubled "/<shard>/<id>/" prefix); those slots were read from their numbered folders`,
    );
  }
  return { repo, settings, layouts, remotes, liveSessions: live.sessions, metadataSessions, agents: await agentsPromise, index, cache: cacheProbe(env), notes, usable };
}

/** Builds the index as the other commands do (prompts left unread) and reports what it met. */
async function probeIndex(topLevel: string, env: NodeJS.ProcessEnv, notes: string[]): Promise<IndexProbe | null> {
  try {
    const index = await buildIndex(await openRepo(topLevel), { prompts: false, cache: DerivedCache.open(env) });
    const dangling = index.checkpoints.filter((c) => (c.danglingPointers ?? 0) > 0);
    const warnings = [...index.warnings, ...index.checkpoints.flatMap((c) => c.warnings)];
    const imported = index.sessions.filter((s) => s.imported).length;
    const omitted = index.sessions.filter((s) => s.transcriptOmitted === 'settings').length;
    const deltas = index.checkpoints.reduce((n, c) => n + c.sessions.filter((s) => s.entityDeltas).length, 0);
    const binding = await probeBinding(index, env);
    return {
      ...(deltas > 0 ? { entityDeltas: deltas } : {}),
      ...binding,
      ...(index.policy ? { policy: index.policy } : {}),
      ...(imported > 0 ? { importedSessions: imported } : {}),
      ...(omitted > 0 ? { omittedBySettings: omitted } : {}),
      checkpoints: index.checkpoints.length,
      sessions: index.sessions.length,
      danglingPointers: dangling.reduce((n, c) => n + (c.danglingPointers ?? 0), 0),
      danglingExamples: dangling.slice(0, 5).map((c) => c.id),
      warnings: warnings.slice(0, 10),
      warningCount: warnings.length,
    };
  } catch (error) {
    notes.push(`could not index the repository: ${(error as Error).message}`);
    return null;
  }
}

/** Most sessions were never bound anywhere, so this is one missing-file check per session, capped. */
const MAX_BINDING_LOOKUPS = 500;

/** Which sessions Entire's machine records bind to other repositories too, and which records are unreadable. */
async function probeBinding(index: RepoIndex, env: NodeJS.ProcessEnv): Promise<Pick<IndexProbe, 'boundSessions' | 'bindingProblems'>> {
  let bound = 0;
  const problems: string[] = [];
  for (const s of index.sessions.slice(0, MAX_BINDING_LOOKUPS)) {
    const facts = await bindingFacts([s.id], index.repo, env);
    if (facts.lines.length > 0) bound++;
    problems.push(...facts.uncertainty.filter((u) => u.startsWith("Entire's session record")));
  }
  return { ...(bound > 0 ? { boundSessions: bound } : {}), ...(problems.length > 0 ? { bindingProblems: problems.slice(0, 5) } : {}) };
}

function cacheProbe(env: NodeJS.ProcessEnv): CacheProbe {
  const { dir, enabled, bytes, entries, snapshots } = cacheStatus(env);
  return { dir, enabled, bytes, entries, snapshots };
}

async function probeRepo(path: string): Promise<RepoProbe> {
  try {
    const info = await openRepo(path);
    return {
      found: true,
      topLevel: info.topLevel,
      gitDir: info.gitDir,
      commonDir: info.commonDir,
      linkedWorktree: info.gitDir !== info.commonDir,
      branch: info.branch,
      error: null,
    };
  } catch (error) {
    return {
      found: false,
      topLevel: null,
      gitDir: null,
      commonDir: null,
      linkedWorktree: false,
      branch: null,
      error: (error as Error).message,
    };
  }
}

function emptyReport(repo: RepoProbe, agents: DoctorReport['agents'], notes: string[], cache: CacheProbe): DoctorReport {
  return { repo, settings: null, layouts: null, remotes: null, liveSessions: [], metadataSessions: 0, agents, index: null, cache, notes, usable: false };
}

function advice(
  usable: boolean,
  remotes: DoctorReport['remotes'],
  checkpointRemote: string | null,
  enabled: boolean | null,
): string[] {
  const out: string[] = [];
  if (remotes === null) out.push('remotes were not asked (run `hand-off-session doctor --remote` to compare with them)');
  else if (remotes.some((r) => r.missing.length + r.differs.length > 0)) {
    out.push('some checkpoints exist only on a remote: run the fetch command(s) above, then try again');
  }
  if (checkpointRemote) {
    out.push(`settings push checkpoints to a separate repository (${checkpointRemote}); fetch its refs here to read them`);
  }
  if (enabled === false) out.push('Entire is disabled in .entire/settings*.json: new sessions will not be recorded');
  if (!usable) out.push('no Entire data in this repository: sessions are recorded once `entire enable` has run here');
  return out;
}
