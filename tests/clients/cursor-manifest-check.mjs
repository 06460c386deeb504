#!/usr/bin/env node
// Cursor has no npm-distributed client, so `.cursor-plugin/plugin.json` is checked against a
// transcription of cursor/plugins `schemas/plugin.schema.json` (additionalProperties: false; the key
// list and the name pattern as documented), plus: every referenced path exists in the plugin.
// This is not the published schema file itself (it is not available offline).
// Usage: node cursor-manifest-check.mjs <plugin-dir>
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? '.';
const errors = [];
let manifest;
try {
  manifest = JSON.parse(readFileSync(join(dir, '.cursor-plugin', 'plugin.json'), 'utf8'));
} catch (error) {
  console.error(`cannot read .cursor-plugin/plugin.json: ${error.message}`);
  process.exit(1);
}

const str = (v) => typeof v === 'string';
const strOrList = (v) => str(v) || (Array.isArray(v) && v.every(str));
const pathOrObject = (v) => str(v) || (v !== null && typeof v === 'object' && !Array.isArray(v));
const person = (v) => v !== null && typeof v === 'object' && str(v.name) && Object.keys(v).every((k) => ['name', 'email', 'url'].includes(k));
const KEYS = {
  name: (v) => str(v) && /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/.test(v),
  displayName: str,
  description: str,
  version: str,
  author: person,
  publisher: str,
  homepage: str,
  repository: str,
  license: str,
  logo: str,
  keywords: (v) => Array.isArray(v) && v.every(str),
  category: str,
  tags: (v) => Array.isArray(v) && v.every(str),
  commands: strOrList,
  agents: strOrList,
  skills: strOrList,
  rules: strOrList,
  hooks: pathOrObject,
  variables: (v) => v !== null && typeof v === 'object',
  mcpServers: pathOrObject,
};

if (manifest === null || typeof manifest !== 'object' || Array.isArray(manifest)) errors.push('manifest is not an object');
else {
  if (!('name' in manifest)) errors.push('name is required');
  for (const [key, value] of Object.entries(manifest)) {
    const valid = KEYS[key];
    if (!valid) errors.push(`unknown key "${key}" (additionalProperties is false)`);
    else if (!valid(value)) errors.push(`invalid value for "${key}"`);
  }
  for (const key of ['commands', 'agents', 'skills', 'rules', 'hooks', 'mcpServers', 'logo']) {
    const value = manifest[key];
    for (const p of str(value) ? [value] : Array.isArray(value) ? value : []) {
      if (!existsSync(join(dir, p))) errors.push(`${key}: path ${p} does not exist`);
    }
  }
}

if (errors.length) {
  for (const e of errors) console.error(`cursor manifest: ${e}`);
  process.exit(1);
}
console.log('cursor manifest: valid against the documented plugin schema (transcribed)');
