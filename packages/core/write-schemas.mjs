// Writes the JSON Schema of every `--json` output (generated from the zod schemas) into schema/.
// Run after the build: `npm run schema -w @hand-off-session/core`. A unit test checks the files are current.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { outputJsonSchemas } from './dist/schemas.js';

const dir = join(dirname(fileURLToPath(import.meta.url)), 'schema');
mkdirSync(dir, { recursive: true });
for (const [name, schema] of Object.entries(outputJsonSchemas())) {
  writeFileSync(join(dir, name), `${JSON.stringify(schema, null, 2)}\n`);
  console.log(`wrote schema/${name}`);
}
