import { z } from 'zod';

/** A handover armed for another agent (`--deliver`), as pending.ts writes it (version 1). */
export const PendingSchema = z.object({
  v: z.literal(1),
  target: z.string(),
  repoKey: z.string(),
  repo: z.string(),
  armedAt: z.string(),
  source: z.object({
    agent: z.string(),
    sessionIds: z.array(z.string()),
    checkpointId: z.string().nullable(),
    branch: z.string().nullable(),
    head: z.string().nullable(),
  }),
  origin: z.object({ agent: z.string(), sessionId: z.string() }),
  contractPath: z.string().nullable(),
  text: z.string(),
});

/** One delivered handover, a line of lineage/<repoKey>.jsonl (version 1). */
export const LineageSchema = z.object({
  v: z.literal(1),
  deliveredAt: z.string(),
  target: z.string(),
  targetSessionId: z.string().nullable(),
  source: z.object({ agent: z.string(), sessionIds: z.array(z.string()) }),
  origin: z.object({ agent: z.string(), sessionId: z.string() }),
  armedAt: z.string(),
});
