/**
 * Files a set-up or scaffolding command says it wrote, each on its own line under the line that says so
 * (`entire enable`: "✓ Installed Codex search subagent" then "    .codex/agents/entire-search.toml"; shadcn:
 * "✔ Created 1 file:" then "  - components/ui/button.tsx"). The command line names none of them, so only its output
 * tells the work that the files are there. A listed path must stand alone and indented: prose naming a file
 * ("Created the README at docs/") is no list of writes, and a status report's "Modified:" lists what changed before.
 */
import type { FileChange } from '../types/handoff.js';

/** The announcement: a tick or bullet, a verb of writing, and no path of its own. */
const ANNOUNCES = /^\s*(?:[✓✔√*•+-]\s*)?(created|wrote|written|generated|installed|added|configured)\b[^/\\]*$/i;
/** Whether any line may announce writes: most outputs are passed over without being split into lines. */
const ANNOUNCED = /\b(?:created|wrote|written|generated|installed|added|configured)\b/i;
/** A path alone on an indented line, perhaps as a list item: a relative path with a folder or an extension. */
const LISTED = /^[ \t]+(?:[-*•]\s+)?((?:\.{0,2}\/)?[\w.@-]+(?:\/[\w.@-]+)*)\s*$/;
const LOOKS_LIKE_FILE = /\/|^\.?[\w-]+\.[A-Za-z0-9]{1,8}$/;
const MAX = 40;

export interface ReportedWrite {
  path: string;
  change: FileChange;
}

/** The files `output` lists as written, each under a line announcing it. */
export function reportedWrites(output: string): ReportedWrite[] {
  if (!ANNOUNCED.test(output)) return [];
  const out: ReportedWrite[] = [];
  let change: FileChange | null = null;
  for (const line of output.split('\n')) {
    const listed = change ? LISTED.exec(line)?.[1] : undefined;
    if (change && listed && LOOKS_LIKE_FILE.test(listed) && !listed.startsWith('../')) {
      out.push({ path: listed.replace(/^\.\//, ''), change });
      if (out.length >= MAX) break;
      continue;
    }
    const verb = ANNOUNCES.exec(line)?.[1]?.toLowerCase();
    change = verb === undefined ? null : verb === 'configured' ? 'modified' : 'created';
  }
  return out;
}
