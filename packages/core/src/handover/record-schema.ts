import { z } from 'zod';

/** An armed handover as store.ts writes it (version 1). */
export const RecordSchema = z.object({
  v: z.literal(1),
  sessionId: z.string(),
  cwd: z.string().nullable(),
  trigger: z.string().nullable(),
  armedAt: z.string(),
  endedAt: z.string().nullable(),
  text: z.string(),
});
