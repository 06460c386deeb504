import { readMergedSettings, syncPromptsOf } from './settings-files.js';
import { electedRemote, type ElectedRemote } from './sync-remote.js';

export interface RepoFacts {
  elected: ElectedRemote | null;
  syncPrompts: boolean | null;
}

/** Settings-level facts, read before the checkpoint readers (the elected remote orders remote-tracking refs). */
export function readRepoFacts(topLevel: string, commonDir: string): RepoFacts {
  const settings = readMergedSettings(topLevel);
  return { elected: electedRemote(settings, commonDir), syncPrompts: syncPromptsOf(settings) };
}
