// What the Entire CLI writes: checkpoint trees (root CheckpointSummary + per-slot CommittedMetadata + transcript,
// prompt, content hash), metadata-branch commit messages, and the live session state file.
import { contentHash, prettyJson } from './util.mjs';

/** `ab/cdef01234567` for 12-hex ids on the v1 branch and v2 refs; "" when the tree root is the checkpoint (git-refs). */
export function shardPath(id) {
  return `${id.slice(0, 2)}/${id.slice(2)}`;
}

export function attribution(calculatedAt, agentLines, humanAdded = 0) {
  const total = agentLines + humanAdded;
  return {
    calculated_at: calculatedAt,
    agent_lines: agentLines,
    agent_removed: 0,
    human_added: humanAdded,
    human_modified: 0,
    human_removed: 0,
    total_committed: total,
    total_lines_changed: total,
    agent_percentage: total === 0 ? 0 : Math.round((agentLines / total) * 100),
    metric_version: 2,
  };
}

/** Per-slot metadata.json (CommittedMetadata), in the key order Entire marshals it. */
export function sessionMetadata(m) {
  const out = {
    cli_version: m.cliVersion,
    checkpoint_id: m.checkpointId,
    session_id: m.sessionId,
    strategy: 'manual-commit',
    created_at: m.createdAt,
    branch: m.branch,
    checkpoints_count: m.checkpointsCount ?? 1,
    files_touched: m.filesTouched,
    agent: m.agent,
    model: m.model ?? '',
    turn_id: m.turnId,
  };
  if (m.transcriptIdentifierAtStart) out.transcript_identifier_at_start = m.transcriptIdentifierAtStart;
  if (m.transcriptStart) {
    out.checkpoint_transcript_start = m.transcriptStart;
    out.transcript_lines_at_start = m.transcriptStart;
  }
  if (m.compactTranscriptStart !== undefined) out.compact_transcript_start = m.compactTranscriptStart;
  if (m.tokenUsage) out.token_usage = m.tokenUsage;
  if (m.turnCount) out.session_metrics = { turn_count: m.turnCount };
  out.initial_attribution = m.attribution;
  if (m.turnCount) {
    out.prompt_attributions = [{ checkpoint_number: 1, user_lines_added: 0, user_lines_removed: 0, agent_lines_added: 0, agent_lines_removed: 0 }];
  }
  return prettyJson(out);
}

/**
 * A checkpoint tree as a path->content map. `prefix` is "" (git-refs: tree root) or `ab/cdef…/` (v1, v2).
 * Each slot: {metadata, transcript?, prompt?, compact?} — a slot without transcript is metadata-only, and its
 * root entry still names the files (as real data does), with prompt "".
 */
export function checkpointTree({ prefix, summary, slots, layout = 'v1' }) {
  const files = {};
  const sessions = [];
  const abs = (rel) => `/${prefix}${rel}`;
  slots.forEach((slot, i) => {
    const dir = `${prefix}${i}/`;
    files[`${dir}metadata.json`] = slot.metadata;
    const transcriptName = layout === 'v2' ? 'transcript.jsonl' : 'full.jsonl';
    const hashName = layout === 'v2' ? 'transcript_hash.txt' : 'content_hash.txt';
    const entry = { metadata: abs(`${i}/metadata.json`), transcript: abs(`${i}/${transcriptName}`) };
    if (slot.compact !== undefined && layout !== 'v2') entry.compact_transcript = abs(`${i}/transcript.jsonl`);
    entry.content_hash = abs(`${i}/${hashName}`);
    entry.prompt = slot.prompt === undefined ? '' : abs(`${i}/prompt.txt`);
    sessions.push(entry);
    const transcript = layout === 'v2' ? slot.compact : slot.transcript;
    if (transcript !== undefined) {
      files[`${dir}${transcriptName}`] = transcript;
      files[`${dir}${hashName}`] = contentHash(transcript);
    }
    if (slot.compact !== undefined && layout !== 'v2') files[`${dir}transcript.jsonl`] = slot.compact;
    if (slot.prompt !== undefined) files[`${dir}prompt.txt`] = slot.prompt;
  });
  files[`${prefix}metadata.json`] = prettyJson({
    cli_version: summary.cliVersion,
    checkpoint_id: summary.checkpointId,
    strategy: 'manual-commit',
    branch: summary.branch,
    checkpoints_count: summary.checkpointsCount,
    files_touched: summary.filesTouched,
    sessions,
    token_usage: summary.tokenUsage,
  });
  return files;
}

/** v2/full/current: the native transcript as `raw_transcript` next to its hash. */
export function v2FullTree(prefix, rawTranscripts) {
  const files = {};
  rawTranscripts.forEach((raw, i) => {
    files[`${prefix}${i}/raw_transcript`] = raw;
    files[`${prefix}${i}/raw_transcript_hash.txt`] = contentHash(raw);
  });
  return files;
}

export function metadataCommitMessage({ checkpointId, sessionId, agent, ephemeralBranch }) {
  const lines = [`Checkpoint: ${checkpointId}`, '', `Entire-Session: ${sessionId}`, 'Entire-Strategy: manual-commit'];
  if (agent) lines.push(`Entire-Agent: ${agent}`);
  if (ephemeralBranch) lines.push(`Ephemeral-branch: ${ephemeralBranch}`);
  return lines.join('\n') + '\n';
}

export function shadowCommitMessage({ subject, sessionId }) {
  return `${subject}\n\nEntire-Metadata: .entire/metadata/${sessionId}\nEntire-Session: ${sessionId}\nEntire-Strategy: manual-commit\n`;
}

export function sumUsage(...usages) {
  const out = { input_tokens: 0, cache_creation_tokens: 0, cache_read_tokens: 0, output_tokens: 0, api_call_count: 0 };
  for (const u of usages) for (const k of Object.keys(out)) out[k] += u[k] ?? 0;
  return out;
}

/** `.git/entire-sessions/<id>.json` (session.State) for a running session. */
export function liveState(s) {
  return prettyJson({
    session_id: s.sessionId,
    cli_version: s.cliVersion,
    base_commit: s.baseCommit,
    attribution_base_commit: s.baseCommit,
    worktree_path: s.worktreePath,
    worktree_id: '',
    started_at: s.startedAt,
    ended_at: null,
    phase: 'active',
    turn_id: s.turnId,
    turn_checkpoint_ids: [],
    last_interaction_time: s.lastInteractionAt,
    checkpoint_count: s.checkpointCount,
    checkpoint_transcript_start: 0,
    checkpoint_transcript_size: s.transcriptSize,
    untracked_files_at_start: [],
    files_touched: s.filesTouched,
    last_checkpoint_id: '',
    fully_condensed: false,
    attached_manually: false,
    agent_type: s.agent,
    model_name: s.model,
    token_usage: s.tokenUsage,
    session_turn_count: s.turnCount,
    transcript_path: s.transcriptPath,
    last_prompt: s.lastPrompt,
  });
}

/** The shadow branch Entire names after a base commit (`entire/<sha7>-<worktree hash>`). */
export const ephemeralBranch = (sha) => `entire/${sha.slice(0, 7)}-e3b0c4`;
