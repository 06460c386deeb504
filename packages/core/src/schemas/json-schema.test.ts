import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { outputJsonSchemas } from './json-schema.js';

const schemaDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'schema');

describe('published JSON Schemas', () => {
  it('match the zod schemas they are generated from (run `npm run schema -w @hand-off-session/core`)', () => {
    for (const [name, schema] of Object.entries(outputJsonSchemas())) {
      const published = JSON.parse(readFileSync(join(schemaDir, name), 'utf8'));
      expect(published, name).toEqual(JSON.parse(JSON.stringify(schema)));
    }
  });

  it('promise the keys of the list contract', () => {
    const list = outputJsonSchemas()['list.schema.json'] as { properties: { sessions: { items: { required: string[] } } } };
    expect(list.properties.sessions.items.required).toEqual(
      expect.arrayContaining(['id', 'agent', 'status', 'startedAt', 'lastActivityAt', 'checkpointIds']),
    );
  });
});
