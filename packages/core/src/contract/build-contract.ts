import { ExitCode, HandoffError } from '../errors.js';
import { findSecrets, redactLeftovers, redactText } from '../redact/redact.js';
import type { Handoff } from '../types/handoff.js';
import type { TargetFraming } from '../types/target.js';
import { diffSnapshot, probeGitState, statusSnapshot, type DiffSnapshot, type GitState, type TextSnapshot } from './git-state.js';
import { renderContract } from './render-contract.js';

export interface ContractRequest {
  /** `--focus`: verbatim into the Mission section; refused when it holds a credential. */
  focus?: string;
  includeStatus?: boolean;
  includeDiff?: boolean;
  framing?: TargetFraming;
  now?: Date;
}

export interface BuiltContract {
  /** Final text: redacted and scanned. */
  text: string;
  git: GitState;
  /** Secrets redacted while building (diff and final pass). */
  redactions: number;
}

/** Probes the repository now, renders the contract, redacts it and scans it again (fail-safe: redactLeftovers). */
export async function buildContract(handoff: Handoff, repoTopLevel: string, req: ContractRequest = {}): Promise<BuiltContract> {
  if (req.focus !== undefined) assertFocusClean(req.focus);
  const git = await probeGitState(repoTopLevel);
  const status = req.includeStatus ? await statusSnapshot(git.topLevel) : undefined;
  let redactions = 0;
  let diff: DiffSnapshot | undefined;
  if (req.includeDiff) {
    const raw = await diffSnapshot(git.topLevel, git.head);
    const stat = redactSnapshot(raw.stat);
    const body = redactSnapshot(raw.diff);
    redactions += stat.count + body.count;
    diff = { stat: stat.snapshot, diff: body.snapshot };
  }
  const rendered = renderContract({
    handoff,
    git,
    now: req.now ?? new Date(),
    ...(req.focus !== undefined ? { focus: req.focus } : {}),
    ...(req.framing ? { framing: req.framing } : {}),
    ...(status ? { status } : {}),
    ...(diff ? { diff } : {}),
  });
  const final = redactText(rendered);
  return { text: redactLeftovers(final.text), git, redactions: redactions + final.findings.length };
}

/** The focus is the user's own text, written verbatim: a credential in it is refused, not silently redacted. */
export function assertFocusClean(focus: string): void {
  const found = findSecrets(focus);
  if (found.length === 0) return;
  const rules = [...new Set(found.map((f) => f.rule))].join(', ');
  throw new HandoffError(`--focus looks like it contains a credential (${rules}); refusing to write it into the contract`, ExitCode.failure);
}

/** Redacts the snapshot as one text, so a secret spanning lines (a private key) is caught whole. */
function redactSnapshot(s: TextSnapshot): { snapshot: TextSnapshot; count: number } {
  const joined = redactText(s.lines.join('\n'));
  const last = s.lastLine === null ? null : redactText(s.lastLine);
  const lines = joined.text.split('\n');
  return {
    snapshot: { lines, total: s.total - s.lines.length + lines.length, lastLine: last?.text ?? null },
    count: joined.findings.length + (last?.findings.length ?? 0),
  };
}
