// `@hand-off-session/core/schemas`: the zod schemas of the `--json` contract and their JSON Schemas. A separate entry
// point, so that the CLI's everyday commands never load zod.
export * from './output.js';
export { outputJsonSchemas } from './json-schema.js';
