import type { Command } from 'commander';
import { ExitCode, expiresAt, listPending, repoKey, runDoctor, stateDir, type DoctorReport, type PendingEntry } from '@hand-off-session/core';
import type { CommandState, Io } from '../io.js';
import { declareOptions } from '../declare-options.js';
import { printJson, printText } from '../output.js';
import { formatAge } from '../format.js';
import { colors, type Colors } from '../ui/color.js';
import { withProgress } from '../ui/progress.js';

interface DoctorOptions {
  repo?: string;
  json?: boolean;
  remote?: boolean;
}

export function registerDoctor(program: Command, io: Io, state: CommandState): void {
  declareOptions(program.command('doctor'), 'doctor')
    .description('check what this repository holds for a handoff, and what is missing (exit 4: no Entire data)')
    .addHelpText('after', '\nExamples:\n  hand-off-session doctor\n  hand-off-session doctor --remote --json')
    .action(async (opts: DoctorOptions) => {
      const report = await withProgress(io, 'checking', runDoctor({ repo: opts.repo, cwd: io.cwd, remote: opts.remote, env: io.env }));
      const handovers = report.repo.found && report.repo.commonDir ? await listPending(stateDir(io.env), repoKey(report.repo.commonDir), new Date()) : [];
      if (opts.json) printJson(io, { doctor: report, handovers: handovers.map(handoverJson) });
      else printText(io, `${renderDoctor(report, colors(io))}${renderHandovers(handovers, colors(io))}`);
      state.exitCode = report.usable ? ExitCode.ok : ExitCode.noData;
    });
}

export function renderDoctor(r: DoctorReport, c: Colors): string {
  const ok = (s: string) => `  ${c.green('✓')} ${s}`;
  const warn = (s: string) => `  ${c.yellow('!')} ${s}`;
  const none = (s: string) => `  ${c.dim('-')} ${s}`;
  const out: string[] = [];
  const section = (title: string) => out.push('', c.bold(title));

  section('Repository');
  if (!r.repo.found) out.push(warn(`no git repository: ${r.repo.error ?? 'unknown reason'}`));
  else {
    out.push(ok(`${r.repo.topLevel} (${r.repo.branch ? `branch ${r.repo.branch}` : 'detached HEAD'})`));
    out.push(r.repo.linkedWorktree ? ok(`linked worktree; common git dir ${r.repo.commonDir}`) : ok(`main worktree; git dir ${r.repo.gitDir}`));
  }

  if (r.settings) {
    section('Entire settings');
    const s = r.settings;
    out.push(s.projectFile ? ok(`.entire/settings.json`) : none('.entire/settings.json: none'));
    out.push(s.localFile ? ok(`.entire/settings.local.json`) : none('.entire/settings.local.json: none'));
    if (s.preferencesFile) out.push(ok('clone preferences (.git/entire/preferences.json)'));
    if (s.enabled !== null) out.push(s.enabled ? ok('enabled') : warn('disabled (enabled: false)'));
    if (s.backend) out.push(ok(`checkpoints backend: ${s.backend}${s.mirrors.length ? ` (mirrors: ${s.mirrors.join(', ')})` : ''}`));
    if (s.checkpointsVersion) out.push(ok(`checkpoints_version: ${s.checkpointsVersion}`));
    if (s.checkpointRemote) out.push(warn(`checkpoints pushed to another repository: ${s.checkpointRemote}`));
    for (const p of s.problems) out.push(warn(p));
  }

  if (r.layouts) {
    section('Storage found locally');
    const l = r.layouts;
    out.push(l.v1Branch ? ok(`v1 branch refs/heads/entire/checkpoints/v1 (${l.v1Branch.slice(0, 12)})`) : none('v1 branch: none'));
    for (const name of l.remoteV1) out.push(ok(`remote-tracking v1: ${name}`));
    out.push(l.gitRefs > 0 ? ok(`git-refs: ${l.gitRefs} checkpoint ref(s) under refs/entire/checkpoints/`) : none('git-refs: none'));
    out.push(l.v2.length > 0 ? ok(`v2: ${l.v2.join(', ')}`) : none('v2: none'));
    if (l.v11) out.push(ok('v1.1 mirror: refs/entire/checkpoints/v1.1'));
    if (l.v1Ref) out.push(ok('refs/entire/checkpoints/v1 (non-branch ref)'));
    if (l.legacySessions.length > 0) out.push(ok(`legacy entire/sessions: ${l.legacySessions.join(', ')}`));
    out.push(l.shadowBranches.length > 0 ? ok(`shadow branches: ${l.shadowBranches.length}`) : none('shadow branches: none'));
    if (l.unknown.length > 0) {
      out.push(warn(`unrecognised refs: ${l.unknown.slice(0, 5).join(', ')}${l.unknown.length > 5 ? ', …' : ''} (a layout this reader does not know: not read, and each handoff says so)`));
    }
  }

  if (r.remotes) {
    section('Remotes');
    if (r.remotes.length === 0) out.push(none('no remotes configured'));
    for (const rem of r.remotes) {
      if (!rem.ok) {
        out.push(warn(`${rem.name}: could not be asked (${rem.error ?? 'failed'})`));
        continue;
      }
      const behind = rem.missing.length + rem.differs.length;
      if (behind === 0) out.push(ok(`${rem.name}: ${rem.refs} Entire ref(s), all present here`));
      else {
        const parts = [rem.missing.length && `${rem.missing.length} not fetched`, rem.differs.length && `${rem.differs.length} out of date`];
        out.push(warn(`${rem.name}: ${rem.refs} Entire ref(s), ${parts.filter(Boolean).join(', ')}`));
        for (const cmd of rem.fetchCommands) out.push(`      ${c.cyan(cmd)}`);
      }
    }
  }

  if (r.repo.found) {
    section('Live sessions');
    if (r.liveSessions.length === 0) out.push(none('none in .git/entire-sessions/'));
    for (const s of r.liveSessions) out.push(renderLive(s, ok, warn));
    if (r.metadataSessions > 0) out.push(ok(`.entire/metadata/: ${r.metadataSessions} session folder(s)`));
  }

  if (r.index) {
    section('Index');
    out.push(ok(`${r.index.checkpoints} checkpoint(s), ${r.index.sessions} session(s)`));
    if (r.index.danglingPointers > 0) {
      out.push(warn(`${r.index.danglingPointers} dangling slot pointer(s), read from the slot folders (e.g. ${r.index.danglingExamples.join(', ')})`));
    }
    if (r.index.warningCount > 0) {
      out.push(warn(`${r.index.warningCount} problem(s) while reading, e.g.:`));
      for (const w of r.index.warnings.slice(0, 3)) out.push(`      ${w}`);
    }
  }

  section('Cache');
  const { entries, snapshots } = r.cache;
  const facts = `${entries} entr${entries === 1 ? 'y' : 'ies'}, ${cacheSize(r.cache.bytes)}`;
  const records = `${snapshots.files} snapshot${snapshots.files === 1 ? '' : 's'}, ${cacheSize(snapshots.bytes)}`;
  out.push(r.cache.enabled ? ok(`${r.cache.dir}: ${facts}; ${records}`) : none(`off (HAND_OFF_SESSION_NO_CACHE or --no-cache); ${r.cache.dir}`));

  section('Agent CLIs on PATH');
  for (const a of r.agents) {
    if (!a.path) out.push(none(`${a.agent}: not found`));
    else if (a.version) out.push(ok(`${a.agent}: ${a.version} (${a.path})`));
    else out.push(warn(`${a.agent}: ${a.path}, --version failed (${a.error ?? 'no output'})`));
  }

  if (r.notes.length > 0) {
    section('Notes');
    for (const n of r.notes) out.push(none(n));
  }
  out.push('', r.usable ? c.green('Entire data found: handoffs can be made here.') : c.yellow('No Entire data found (exit 4).'));
  return out.slice(1).join('\n');
}

function renderLive(
  s: DoctorReport['liveSessions'][number],
  ok: (s: string) => string,
  warn: (s: string) => string,
): string {
  const head = `${s.id} (${s.agent ?? 'unknown agent'}, ${s.phase}, last active ${formatAge(s.lastInteractionAt)})`;
  const issues: string[] = [];
  if (s.stale) issues.push('stale: active but silent; its agent may have crashed');
  if (s.transcriptExists === false) issues.push(`transcript file gone: ${s.transcriptPath}`);
  return issues.length > 0 ? warn(`${head}: ${issues.join('; ')}`) : ok(head);
}

/** Handoffs armed with --deliver in this repository: waiting, expired (lost unless re-armed) or unreadable. */
function renderHandovers(entries: PendingEntry[], c: Colors): string {
  if (entries.length === 0) return '';
  const lines = ['', '', c.bold('Handoffs armed for another agent (deliver --status)')];
  for (const e of entries) {
    const from = e.record ? ` from session ${e.record.source.sessionIds[0]?.slice(0, 8) ?? '?'}` : '';
    if (e.state === 'pending') lines.push(`  ${c.green('✓')} for ${e.target}${from}, until ${expiresAt(e.record!)}`);
    else if (e.state === 'expired') lines.push(`  ${c.yellow('!')} for ${e.target}${from}: expired undelivered (reported and discarded at the next agent start)`);
    else lines.push(`  ${c.yellow('!')} for ${e.target}: unreadable state file (reported and discarded at the next agent start)`);
  }
  return lines.join('\n');
}

function handoverJson(e: PendingEntry): Record<string, unknown> {
  return { target: e.target, state: e.state, armedAt: e.record?.armedAt ?? null, source: e.record?.source ?? null };
}

function cacheSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
  return bytes >= 1024 ? `${Math.round(bytes / 1024)} KiB` : `${bytes} B`;
}
