import { z } from 'zod';

/**
 * The reference for the JSON Entire writes (metadata-fields.ts reads it at run time): lenient schemas, every field optional, a field of the wrong type reads as absent,
 * unknown fields pass through. Entire's formats changed several times in 2026; a reader must not reject old or new data.
 */
const str = z.string().optional().catch(undefined);
const num = z.number().optional().catch(undefined);
const list = z.array(z.unknown()).nullish().catch(undefined);

export const SessionPointerSchema = z
  .looseObject({ metadata: str, transcript: str, compact_transcript: str, prompt: str, content_hash: str, context: str })
  .catch({});

export const CheckpointSummarySchema = z.looseObject({
  checkpoint_id: str,
  branch: str,
  created_at: str,
  cli_version: str,
  files_touched: list,
  sessions: list,
});

export const SessionMetadataSchema = z.looseObject({
  checkpoint_id: str,
  session_id: str,
  created_at: str,
  branch: str,
  agent: str,
  model: str,
  files_touched: list,
  transcript_path: str,
  checkpoint_transcript_start: num,
  transcript_lines_at_start: num,
  compact_transcript_start: num,
  is_task: z.boolean().optional().catch(undefined),
  summary: z.looseObject({ intent: str, outcome: str, open_items: list }).optional().catch(undefined),
});

export type CheckpointSummaryJson = z.infer<typeof CheckpointSummarySchema>;
export type SessionMetadataJson = z.infer<typeof SessionMetadataSchema>;
