import { z } from 'zod';
import { OUTPUT_SCHEMAS } from './output.js';

/** The JSON Schema (draft 2020-12) of every published output, keyed by file name. */
export function outputJsonSchemas(): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(OUTPUT_SCHEMAS).map(([name, schema]) => [name, z.toJSONSchema(schema, { io: 'output' })]),
  );
}
