// .cursor-plugin/plugin.json against the rules of Cursor's published plugin manifest schema (cursor/plugins,
// schemas/plugin.schema.json, draft-07): `name` required and kebab-case, no key outside the schema's list, `author`
// holding only `name` (required) and `email`, URLs where the schema says `format: uri`, and string-or-array shapes for
// the component paths. The rules are written out here (no network at test time); the negative cases show the check
// rejects what the real schema rejects, `author.url` among them.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/corpus.js';

type Json = unknown;
const isString = (v: Json): v is string => typeof v === 'string';
const isObject = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStringArray = (v: Json): boolean => Array.isArray(v) && v.every(isString);
const isStringOrStringArray = (v: Json): boolean => isString(v) || isStringArray(v);
const isUri = (v: Json): boolean => isString(v) && /^[a-z][a-z0-9+.-]*:[^\s]*$/i.test(v);
const isEmail = (v: Json): boolean => isString(v) && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);

const AUTHOR: Record<string, (v: Json) => boolean> = {
  name: (v) => isString(v) && v.length > 0,
  email: isEmail,
};

const PROPERTIES: Record<string, (v: Json) => boolean> = {
  name: (v) => isString(v) && /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/.test(v),
  displayName: isString,
  description: isString,
  version: isString,
  author: (v) => isObject(v) && 'name' in v && Object.entries(v).every(([k, x]) => AUTHOR[k]?.(x) === true),
  publisher: (v) => isString(v) && v.length > 0,
  homepage: isUri,
  repository: isUri,
  license: isString,
  logo: isString,
  keywords: isStringArray,
  category: isString,
  tags: isStringArray,
  commands: isStringOrStringArray,
  agents: isStringOrStringArray,
  skills: isStringOrStringArray,
  rules: isStringOrStringArray,
  hooks: (v) => isString(v) || isObject(v),
  variables: (v) =>
    isObject(v) &&
    v.type === 'object' &&
    (v.properties === undefined || isObject(v.properties)) &&
    (v.required === undefined || (isStringArray(v.required) && new Set(v.required as string[]).size === (v.required as string[]).length)),
  mcpServers: (v) => isString(v) || isObject(v) || (Array.isArray(v) && v.every((x) => isString(x) || isObject(x))),
};

/** Every rule the manifest breaks, one line each; [] when the schema accepts it. */
function schemaErrors(manifest: Json): string[] {
  if (!isObject(manifest)) return ['the manifest is not an object'];
  const errors = 'name' in manifest ? [] : ['name is required'];
  for (const [key, value] of Object.entries(manifest)) {
    const rule = PROPERTIES[key];
    if (!rule) errors.push(`${key} is not a property of the schema (additionalProperties: false)`);
    else if (!rule(value)) errors.push(`${key} does not match the schema`);
  }
  return errors;
}

const manifest = JSON.parse(readFileSync(join(repoRoot, '.cursor-plugin', 'plugin.json'), 'utf8')) as Record<string, Json>;

describe('.cursor-plugin/plugin.json', () => {
  it('satisfies the published schema', () => {
    expect(schemaErrors(manifest)).toEqual([]);
  });

  it('the check rejects what the schema rejects (author.url, unknown keys, bad names, non-URI links)', () => {
    expect(schemaErrors({ ...manifest, author: { name: 'x', url: 'https://example.com' } })).toEqual(['author does not match the schema']);
    expect(schemaErrors({ ...manifest, author: { email: 'a@b.co' } })).toEqual(['author does not match the schema']);
    expect(schemaErrors({ ...manifest, interface: {} })).toEqual(['interface is not a property of the schema (additionalProperties: false)']);
    expect(schemaErrors({ ...manifest, name: 'Hand Off' })).toEqual(['name does not match the schema']);
    expect(schemaErrors({ ...manifest, homepage: 'not a url' })).toEqual(['homepage does not match the schema']);
    expect(schemaErrors({ ...manifest, variables: { properties: {} } })).toEqual(['variables does not match the schema']);
    const { name: _name, ...nameless } = manifest;
    expect(schemaErrors(nameless)).toEqual(['name is required']);
  });

  it("points at Cursor's own commands (plain prompts, not Claude's $ARGUMENTS files) and the shared skills", () => {
    expect(manifest.commands).toBe('./.cursor/commands/');
    const dir = join(repoRoot, '.cursor', 'commands');
    const commands = readdirSync(dir).filter((f) => f.endsWith('.md'));
    expect(commands).toEqual(['hand-off.md']);
    for (const file of commands) expect(readFileSync(join(dir, file), 'utf8')).not.toContain('$ARGUMENTS');
    expect(manifest.skills).toBe('./skills/');
    expect(existsSync(join(repoRoot, 'skills', 'hand-off-session', 'SKILL.md'))).toBe(true);
  });
});
