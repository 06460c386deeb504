import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCheckpointSummary, readSessionMetadata, readSessionPointer, readSlotTimeFields } from './metadata-fields.js';
import { CheckpointSummarySchema, SessionMetadataSchema, SessionPointerSchema } from './metadata-schema.js';

// Values as JSON.parse gives them, with the fields we read present often and of every type.
const anyJson = fc.jsonValue({ maxDepth: 2 });
const field = fc.oneof(anyJson, fc.string(), fc.integer(), fc.double({ noNaN: true }), fc.constant(null), fc.array(fc.string()));
const metaLike = fc.record(
  {
    session_id: field,
    created_at: field,
    branch: field,
    agent: field,
    model: field,
    files_touched: field,
    transcript_path: field,
    checkpoint_transcript_start: field,
    transcript_lines_at_start: field,
    compact_transcript_start: field,
    summary: fc.oneof(field, fc.record({ intent: field, outcome: field, open_items: field }, { requiredKeys: [] })),
    sessions: field,
    metadata: field,
    transcript: field,
    compact_transcript: field,
    prompt: field,
    extra: anyJson,
  },
  { requiredKeys: [] },
);
const input = fc.oneof(metaLike, anyJson).map((v) => JSON.parse(JSON.stringify(v)) as unknown);

/** The schema's result, reduced to the fields a reader returns (loose schemas also pass unknown keys through). */
function pick(value: object, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((k) => [k, (value as Record<string, unknown>)[k]]));
}

describe('hand-written metadata readers agree with the zod schemas', () => {
  it('property: session metadata', () => {
    fc.assert(
      fc.property(input, (v) => {
        const zod = SessionMetadataSchema.safeParse(v);
        const mine = readSessionMetadata(v);
        expect(mine === null).toBe(!zod.success);
        if (!zod.success || !mine) return;
        const keys = Object.keys(mine).filter((k) => k !== 'summary' && k !== 'extras');
        expect(pick(mine, keys)).toEqual(pick(zod.data, keys));
        const s = zod.data.summary;
        expect(mine.summary === undefined).toBe(s === undefined);
        if (s && mine.summary) expect(mine.summary).toEqual(pick(s, ['intent', 'outcome', 'open_items']));
      }),
      { numRuns: 2000 },
    );
  });

  it('property: checkpoint summary and session pointers', () => {
    fc.assert(
      fc.property(input, (v) => {
        const zod = CheckpointSummarySchema.safeParse(v);
        const mine = readCheckpointSummary(v);
        expect(mine === null).toBe(!zod.success);
        if (zod.success && mine) expect(mine).toEqual({ ...pick(zod.data, Object.keys(mine).filter((k) => k !== 'extras')), ...(mine.extras ? { extras: mine.extras } : {}) });
        const pointer = readSessionPointer(v);
        expect(pointer).toEqual(pick(SessionPointerSchema.parse(v), Object.keys(pointer)));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('a slot’s session and times', () => {
  const attribution = fc.oneof(field, fc.record({ calculated_at: field, extra: anyJson }, { requiredKeys: [] }));
  const slot = fc.oneof(fc.tuple(metaLike, attribution).map(([m, a]) => ({ ...m, initial_attribution: a })), anyJson).map((v) => JSON.parse(JSON.stringify(v)) as unknown);

  it('property: read alone as the whole session metadata reads them', () => {
    fc.assert(
      fc.property(slot, (v) => {
        const whole = readSessionMetadata(v);
        const times = readSlotTimeFields(v);
        expect(times === null).toBe(whole === null);
        if (whole && times) expect(times).toEqual({ session_id: whole.session_id, created_at: whole.created_at, attributed_at: whole.attributed_at });
      }),
      { numRuns: 2000 },
    );
  });

  it('reads the attribution time from initial_attribution.calculated_at only', () => {
    const v = { session_id: 's1', created_at: '2026-01-02T03:04:05Z', initial_attribution: { calculated_at: '2026-01-02T03:00:00Z' }, calculated_at: 'x' };
    expect(readSlotTimeFields(v)).toEqual({ session_id: 's1', created_at: '2026-01-02T03:04:05Z', attributed_at: '2026-01-02T03:00:00Z' });
    expect(readSlotTimeFields({ session_id: 7, initial_attribution: 'late' })).toEqual({ session_id: undefined, created_at: undefined, attributed_at: undefined });
    expect(readSlotTimeFields(['s1'])).toBeNull();
  });
});
