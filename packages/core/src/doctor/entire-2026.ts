import type { IndexProbe, SettingsProbe } from './types.js';

/**
 * One line for each condition of Entire's 2026 data that doctor meets (entire-2026-changes.md): what it is, and what
 * the other commands do about it.
 */
export function entire2026Notes(settings: SettingsProbe, index: IndexProbe | null): string[] {
  const out: string[] = [];
  if (settings.globalTracking) {
    out.push('Entire tracks this repository globally (no .entire/settings.json; runtime data under <git dir>/entire/worktree/): live transcripts are read from there');
  }
  out.push(...userSettingsNotes(settings));
  if (settings.syncPrompts === false) {
    out.push('strategy_options.sync_prompts is false: checkpoints hold metadata only, by the repository\'s settings; handoffs fall back to the live local transcript when this machine has it');
  }
  for (const m of settings.mirrors.filter((t) => t !== 'git-branch' && t !== 'git-refs')) {
    out.push(`settings name a checkpoint mirror of type "${m}": unsupported mirror, not read (only git-branch and git-refs are)`);
  }
  if (settings.pushRemote) out.push(`checkpoints are pushed to ${settings.pushRemote}, not necessarily origin: fetch missing checkpoints from there first`);
  if (index?.policy) {
    out.push(index.policy.warning ?? `checkpoint policy: ${index.policy.version} (oldest readable ${index.policy.minVersion}); refs/entire/policies/checkpoint is not a checkpoint and is not listed`);
  }
  if (index?.importedSessions) out.push(`${index.importedSessions} session(s) came from \`entire import\`: listed as history, never as live work (no commit links to them)`);
  if (index?.entityDeltas) {
    out.push(`${index.entityDeltas} session snapshot(s) carry entity_deltas.json (which functions and classes changed): handoffs list them as unchecked facts; an unreadable one is named under Uncertainty`);
  } else if (settings.entityDeltas === true && index) {
    out.push('the entity_deltas setting is on, but no checkpoint holds entity_deltas.json yet: Entire writes it in a later commit, and only when its entire-graph producer is installed');
  }
  if (index?.boundSessions) {
    out.push(`${index.boundSessions} session(s) also worked in other repositories (Entire's session binding, ~/.config/entire/sessions/): each handoff names them, and token figures are this repository's share only`);
  }
  for (const p of index?.bindingProblems ?? []) out.push(p);
  if (index?.omittedBySettings) out.push(`${index.omittedBySettings} session(s) have no committed transcript because sync_prompts is false (omitted by the repository's settings, not missing)`);
  return out;
}

/** What Entire's user settings mean for this repository (only when the file exists). */
function userSettingsNotes(settings: SettingsProbe): string[] {
  const u = settings.userSettings;
  if (!u) return [];
  const out: string[] = [];
  const repoSettings = settings.projectFile !== null || settings.localFile !== null;
  if (u.globalEnabled === true && u.excludedBy) {
    // Entire consults the user's exclusions for a repository enabled by its own settings too (ExcludedByGlobalConfig).
    out.push(`Entire's user settings turn global tracking on but exclude this repository (${u.excludedBy}): Entire records no new sessions here${repoSettings ? ', its own .entire/settings.json notwithstanding' : ''}`);
  } else if (u.globalEnabled === true) {
    out.push(`Entire's user settings turn global tracking on${repoSettings ? ' (this repository has its own .entire/settings.json as well)' : ' for repositories without .entire/settings.json, this one included'}`);
  } else if (u.globalEnabled === false && !repoSettings) {
    out.push("Entire's user settings turn global tracking off, and this repository has no .entire/settings.json: Entire records no new sessions here unless `entire enable` is run in it");
  }
  return out;
}
