/**
 * Hand-written readers with the same lenient rules as the zod schemas in metadata-schema.ts, for the index's hot
 * path: a repository holds thousands of metadata files, and these read the few fields we use without copying every
 * other key (and without loading zod at start-up). metadata-schema.test.ts checks them against the schemas on
 * arbitrary JSON.
 */
import { isObj } from '../types/is-obj.js';
import { capString, nonNegativeInt, stringList } from './json-values.js';
import { readMetadataExtras, type MetadataExtras } from './metadata-extras.js';

export { capString, nonNegativeInt, stringList };

/** Longest `created_at` a slot's metadata is read with: a longer one is no time (the index's and the scoped pre-read's). */
export const CREATED_AT_CHARS = 100;

const optStr = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const optNum = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const optList = (v: unknown): unknown[] | null | undefined => (Array.isArray(v) ? v : v === null ? null : undefined);

export interface CheckpointSummaryFields {
  branch?: string;
  created_at?: string;
  files_touched?: unknown[] | null;
  sessions?: unknown[] | null;
  /** Cost, model usage, `imported` (2026; metadata-extras.ts). */
  extras?: MetadataExtras;
}

export interface SessionPointerFields {
  metadata?: string;
  transcript?: string;
  compact_transcript?: string;
  prompt?: string;
}

export interface SessionMetadataFields {
  session_id?: string;
  created_at?: string;
  /** `initial_attribution.calculated_at`: when the condensing commit's lines were attributed. */
  attributed_at?: string;
  branch?: string;
  agent?: string;
  model?: string;
  files_touched?: unknown[] | null;
  transcript_path?: string;
  checkpoint_transcript_start?: number;
  transcript_lines_at_start?: number;
  compact_transcript_start?: number;
  summary?: { intent?: string; outcome?: string; open_items?: unknown[] | null };
  /**
   * The token-usage fields whose shape tells agents apart (only Claude Code reports cache creation), and those that
   * say the agent worked in this checkpoint's part at all.
   */
  token_usage?: { cache_creation_tokens?: number; output_tokens?: number; api_call_count?: number };
  /** Cost, model usage, kind, Entire's summary in either shape (2026; metadata-extras.ts). */
  extras?: MetadataExtras;
}

/** As `CheckpointSummarySchema.safeParse`: null when the value is not a JSON object. */
export function readCheckpointSummary(v: unknown): CheckpointSummaryFields | null {
  if (!isObj(v)) return null;
  const out: CheckpointSummaryFields = { branch: optStr(v.branch), created_at: optStr(v.created_at), files_touched: optList(v.files_touched), sessions: optList(v.sessions) };
  const extras = readMetadataExtras(v);
  if (extras) out.extras = extras;
  return out;
}

/** As `SessionPointerSchema.parse`: anything that is not an object reads as no pointers. */
export function readSessionPointer(v: unknown): SessionPointerFields {
  if (!isObj(v)) return {};
  return { metadata: optStr(v.metadata), transcript: optStr(v.transcript), compact_transcript: optStr(v.compact_transcript), prompt: optStr(v.prompt) };
}

export type SlotTimeFields = Pick<SessionMetadataFields, 'session_id' | 'created_at' | 'attributed_at'>;

/**
 * A slot's session and times, as readSessionMetadata reads them; null when the value is not a JSON object. For a
 * command that reads every slot only to choose the few it prints: the rest of the fields (the extras above all)
 * cost that read more than parsing the JSON did.
 */
export function readSlotTimeFields(v: unknown): SlotTimeFields | null {
  if (!isObj(v)) return null;
  return {
    session_id: optStr(v.session_id),
    created_at: optStr(v.created_at),
    attributed_at: isObj(v.initial_attribution) ? optStr(v.initial_attribution.calculated_at) : undefined,
  };
}

/** As `SessionMetadataSchema.safeParse`: null when the value is not a JSON object. */
export function readSessionMetadata(v: unknown): SessionMetadataFields | null {
  const times = readSlotTimeFields(v);
  if (!isObj(v) || times === null) return null;
  const s = v.summary;
  const extras = readMetadataExtras(v);
  return {
    ...(extras ? { extras } : {}),
    ...times,
    branch: optStr(v.branch),
    agent: optStr(v.agent),
    model: optStr(v.model),
    files_touched: optList(v.files_touched),
    transcript_path: optStr(v.transcript_path),
    checkpoint_transcript_start: optNum(v.checkpoint_transcript_start),
    transcript_lines_at_start: optNum(v.transcript_lines_at_start),
    compact_transcript_start: optNum(v.compact_transcript_start),
    summary: isObj(s) ? { intent: optStr(s.intent), outcome: optStr(s.outcome), open_items: optList(s.open_items) } : undefined,
    token_usage: isObj(v.token_usage)
      ? {
          cache_creation_tokens: optNum(v.token_usage.cache_creation_tokens),
          output_tokens: optNum(v.token_usage.output_tokens),
          api_call_count: optNum(v.token_usage.api_call_count),
        }
      : undefined,
  };
}
