import { agentForFormat, agentFromLabel, type Agent, type TranscriptFormat } from '../types/agents.js';
import { isObj } from '../types/is-obj.js';

/** How much of a transcript's head the sniff needs; enough for a pretty-printed JSON header or a long first line. */
export const SNIFF_BYTES = 64 * 1024;

const CLAUDE_TYPES = new Set([
  'user',
  'assistant',
  'system',
  'summary',
  'file-history-snapshot',
  'progress',
  'attachment',
  'queue-operation',
  'custom-title',
  'ai-title',
  'last-prompt',
]);
const CODEX_TYPES = new Set(['session_meta', 'response_item', 'turn_context', 'event_msg', 'compacted']);

/**
 * Recognises a transcript's format from its first bytes (entire-format.md §3 "Data-quality warnings"). Only the
 * first parseable JSONL line (or the head of a single JSON document) is looked at; content is never trusted further.
 */
export function sniffFormat(head: string): TranscriptFormat | null {
  const text = head.replace(/^\uFEFF/, '').trimStart();
  if (!text.startsWith('{')) return null;
  return lineFormat(text) ?? classifyDocumentHead(text);
}

/** The format the first of the first 20 lines that names one shows. */
function lineFormat(text: string): TranscriptFormat | null {
  for (const line of text.split('\n').slice(0, 20)) {
    const obj = parseObject(line);
    if (!obj) continue;
    const format = classifyLine(obj);
    if (format) return format;
  }
  return null;
}

/**
 * Whether the start of a transcript's head already decides what `agentFromHead` makes of the whole head: one of its
 * complete lines names a format. The lines before it are the whole head's too, so the whole head is decided by the
 * same line, and an Entire compact transcript's agent by the same first lines. Most heads are decided by their
 * first line, and a head read from git's object files is inflated only as far as that (see ObjectHeads).
 */
export function headStartDecides(start: string): boolean {
  const text = start.slice(0, start.lastIndexOf('\n') + 1).replace(/^\uFEFF/, '').trimStart();
  return text.startsWith('{') && lineFormat(text) !== null;
}

function parseObject(line: string): Record<string, unknown> | null {
  const t = line.trim();
  if (!t.startsWith('{')) return null;
  try {
    const v: unknown = JSON.parse(t);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function classifyLine(o: Record<string, unknown>): TranscriptFormat | null {
  const type = typeof o.type === 'string' ? o.type : null;
  if (o.v === 1 && typeof o.agent === 'string') return 'entire-compact';
  if (Array.isArray(o.messages)) return o.info && typeof o.info === 'object' ? 'opencode-export' : 'gemini-json';
  if (Array.isArray(o.history) && 'conversation_id' in o) return 'kiro-json';
  if (type === 'session_meta' || (type && CODEX_TYPES.has(type) && 'payload' in o)) return 'codex-rollout';
  if (type === 'session.start' || (type && /^[a-z]+\.[a-z_.]+$/.test(type) && 'data' in o)) return 'copilot-events';
  if ((type === 'session' && typeof o.version === 'number' && 'cwd' in o) || (type === 'message' && 'parentId' in o && isObj(o.message))) return 'pi-jsonl';
  if (typeof o.step_index === 'number' && typeof o.source === 'string' && type && /^[A-Z_]+$/.test(type)) return 'antigravity-jsonl';
  if (type === 'session_start' || (type === 'message' && isObj(o.message) && 'id' in o && !('uuid' in o))) return 'droid-jsonl';
  if (typeof o.sessionId === 'string' && typeof o.projectHash === 'string') return 'gemini-jsonl';
  if (type && CLAUDE_TYPES.has(type) && ('uuid' in o || 'sessionId' in o || 'leafUuid' in o || 'messageId' in o || 'parentUuid' in o)) {
    return 'claude-jsonl';
  }
  if ((o.role === 'user' || o.role === 'assistant') && isObj(o.message)) return 'cursor-jsonl';
  if (type === 'turn_ended' || (type === 'metadata' && isObj(o.metadata))) return 'cursor-jsonl';
  return null;
}

/** A single (often pretty-printed) JSON document whose head was cut: look at its top-level keys as text. */
function classifyDocumentHead(text: string): TranscriptFormat | null {
  const hasMessages = /"messages"\s*:\s*\[/.test(text);
  if (/^\{\s*"info"\s*:\s*\{/.test(text) && (hasMessages || /"slug"|"projectID"|"directory"/.test(text))) return 'opencode-export';
  if (/^\{\s*"(sessionId|projectHash|startTime|lastUpdated)"\s*:/.test(text)) return hasMessages ? 'gemini-json' : 'gemini-jsonl';
  if (/^\{\s*"conversation_id"\s*:/.test(text) && /"history"\s*:\s*\[/.test(text)) return 'kiro-json';
  return null;
}


/** The agent named by an Entire compact transcript's first line (`{"v":1,"agent":"claude-code",...}`). */
export function compactAgent(head: string): Agent | null {
  const name = compactAgentName(head);
  const a = name === null ? 'unknown' : agentFromLabel(name);
  return a === 'unknown' ? null : a;
}

/** The agent name, as written, on an Entire compact transcript's first line (an external agent's own: "roger-roger"). */
export function compactAgentName(head: string): string | null {
  for (const line of head.split('\n').slice(0, 5)) {
    const o = parseObject(line);
    if (o && o.v === 1 && typeof o.agent === 'string') return o.agent;
  }
  return null;
}

/** Agent implied by a model name (`claude-*`, `gpt-*`, `o3`, `gemini-*`...). */
export function agentFromModel(model: string | null | undefined): Agent | null {
  if (!model) return null;
  const m = model.trim().toLowerCase();
  if (/^(claude|opus|sonnet|haiku)\b/.test(m) || m.startsWith('claude-')) return 'claude-code';
  if (/^(gpt-|o[134](\b|-|$)|codex)/.test(m)) return 'codex';
  if (m.startsWith('gemini')) return 'gemini';
  return null;
}

/** Agent implied by where its native transcript lives (`~/.claude/projects/...`, `~/.codex/sessions/...`). */
export function agentFromTranscriptPath(path: string | null | undefined): Agent | null {
  if (!path) return null;
  const p = path.replace(/\\/g, '/');
  if (p.includes('.claude/projects/')) return 'claude-code';
  if (p.includes('.codex/') || /\/rollout-[^/]*\.jsonl/.test(p)) return 'codex';
  if (p.includes('.gemini/tmp/')) return 'gemini';
  if (p.includes('.cursor/')) return 'cursor';
  if (p.includes('.copilot/session-state/')) return 'copilot-cli';
  if (p.includes('.factory/sessions/')) return 'factoryai-droid';
  if (p.includes('.entire/tmp/ses_') || p.includes('/opencode/')) return 'opencode';
  return null;
}

/** Labels real data shows on other agents' transcripts ("Gemini CLI" on Claude Code JSONL): never trusted unread. */
const DOUBTED_LABELS: ReadonlySet<Agent> = new Set<Agent>(['gemini']);

/** What a session's token usage says about its agent: of Entire's agents, only Claude Code reports cache creation. */
export function agentFromTokenUsage(usage: { cache_creation_tokens?: number } | null | undefined): Agent | null {
  return usage?.cache_creation_tokens !== undefined && usage.cache_creation_tokens > 0 ? 'claude-code' : null;
}

/**
 * The metadata label, but only when something independent agrees with it (the model name, the transcript path, the
 * token-usage shape): real data has Claude Code transcripts labelled "Gemini CLI" and placeholders like "Agent", so a
 * generic, missing or doubted label is never enough. Null means "read the transcript's head".
 */
export function corroboratedAgent(
  label: string | null,
  model: string | null,
  transcriptPath: string | null,
  usage: { cache_creation_tokens?: number } | null = null,
): Agent | null {
  const fromLabel = agentFromLabel(label);
  if (fromLabel === 'unknown') return null;
  if (agentFromModel(model) === fromLabel || agentFromTranscriptPath(transcriptPath) === fromLabel) return fromLabel;
  if (!DOUBTED_LABELS.has(fromLabel) && agentFromTokenUsage(usage) === fromLabel) return fromLabel;
  return null;
}

/** Best guess when the transcript could not be sniffed: path, then model, then token-usage shape, then label. */
export function fallbackAgent(label: string | null, model: string | null, transcriptPath: string | null, usageAgent?: Agent): Agent {
  return agentFromTranscriptPath(transcriptPath) ?? agentFromModel(model) ?? usageAgent ?? agentFromLabel(label);
}

export function agentFromHead(head: string): Agent | null {
  const format = sniffFormat(head);
  if (!format) return null;
  if (format === 'entire-compact') return compactAgent(head);
  return agentForFormat(format);
}
