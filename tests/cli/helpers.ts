/**
 * Shared by the CLI end-to-end tests: the example repository in a temp dir, a small JSON Schema checker for the
 * published schemas (no validator is a dependency), one-line error assertions and a content hash of a repository.
 */
import { createHash } from 'node:crypto';
import { lstatSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { expect } from 'vitest';
import { createExampleRepo, type ExampleRepo } from '../../scripts/example-repo.mjs';
import { cli, runCli, type CliResult } from '../support/cli.js';
import { repoRoot } from '../support/corpus.js';

export type { ExampleRepo };

export interface ExampleFixture {
  ex: ExampleRepo;
  scratch: string;
  cleanup(): void;
}

/** The example repository in a new temp dir (one per test file, built in beforeAll). */
export async function buildExample(name: string): Promise<ExampleFixture> {
  const scratch = mkdtempSync(join(tmpdir(), `hos-cli-${name}-`));
  const ex = await createExampleRepo(join(scratch, 'repo'));
  return { ex, scratch, cleanup: () => rmSync(scratch, { recursive: true, force: true }) };
}

/** The published JSON Schema file (packages/core/schema/<name>). */
export function publishedSchema(name: string): JsonSchema {
  return JSON.parse(readFileSync(join(repoRoot, 'packages', 'core', 'schema', name), 'utf8')) as JsonSchema;
}

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  propertyNames?: JsonSchema;
  [keyword: string]: unknown;
}

/**
 * Checks `value` against the subset of JSON Schema (2020-12) that zod's toJSONSchema emits for our outputs.
 * Returns the problems, each as `<json path>: <what>`; an unknown structural keyword is itself a problem, so the
 * checker cannot silently pass a schema it does not understand.
 */
export function schemaProblems(schema: JsonSchema, value: unknown, path = '$'): string[] {
  const known = new Set([
    '$schema', 'description', 'type', 'enum', 'const', 'properties', 'required', 'additionalProperties', 'items',
    'anyOf', 'oneOf', 'minimum', 'maximum', 'propertyNames', 'title', 'default', 'format', 'pattern',
  ]);
  const problems = Object.keys(schema)
    .filter((k) => !known.has(k))
    .map((k) => `${path}: unsupported schema keyword ${k}`);
  if (schema.anyOf || schema.oneOf) {
    const options = (schema.anyOf ?? schema.oneOf) as JsonSchema[];
    const fits = options.filter((o) => schemaProblems(o, value, path).length === 0).length;
    if (schema.anyOf ? fits === 0 : fits !== 1) problems.push(`${path}: matches ${fits} of the ${options.length} alternatives`);
  }
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((t) => hasType(value, t))) return [...problems, `${path}: expected ${types.join('|')}, got ${JSON.stringify(value)?.slice(0, 60)}`];
  }
  if (schema.enum && !schema.enum.some((e) => e === value)) problems.push(`${path}: ${JSON.stringify(value)} not in enum`);
  if ('const' in schema && schema.const !== value) problems.push(`${path}: expected const ${JSON.stringify(schema.const)}`);
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) problems.push(`${path}: below minimum`);
    if (schema.maximum !== undefined && value > schema.maximum) problems.push(`${path}: above maximum`);
  }
  if (typeof value === 'string' && typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) {
    problems.push(`${path}: does not match ${schema.pattern}`);
  }
  if (Array.isArray(value) && schema.items) {
    value.forEach((item, i) => problems.push(...schemaProblems(schema.items as JsonSchema, item, `${path}[${i}]`)));
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const obj = value as Record<string, unknown>;
    for (const key of schema.required ?? []) if (!(key in obj)) problems.push(`${path}: missing required ${key}`);
    for (const [key, v] of Object.entries(obj)) {
      const sub = schema.properties?.[key];
      if (schema.propertyNames) problems.push(...schemaProblems(schema.propertyNames, key, `${path}{${key}}`));
      if (sub) problems.push(...schemaProblems(sub, v, `${path}.${key}`));
      else if (schema.additionalProperties === false) problems.push(`${path}: unexpected key ${key}`);
      else if (typeof schema.additionalProperties === 'object') {
        problems.push(...schemaProblems(schema.additionalProperties, v, `${path}.${key}`));
      }
    }
  }
  return problems;
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value);
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'string':
    case 'boolean':
      return typeof value === type;
    default:
      throw new Error(`unknown JSON Schema type ${type}`);
  }
}

/** A failure as the README promises: the exit code, nothing on stdout, exactly one stderr line, no stack trace. */
export function expectOneLineError(result: CliResult, code: number, message?: RegExp): void {
  expect({ code: result.code, stderr: result.stderr }).toMatchObject({ code });
  expect(result.stdout).toBe('');
  expect(result.stderr.endsWith('\n'), JSON.stringify(result.stderr)).toBe(true);
  expect(result.stderr.trimEnd().split('\n'), result.stderr).toHaveLength(1);
  expect(result.stderr).toMatch(/^hand-off-session: \S/);
  expect(result.stderr).not.toMatch(/\n\s+at |Error: |node:internal|\.js:\d+/);
  if (message) expect(result.stderr).toMatch(message);
}

/** Parses `--ndjson` output: every line one JSON document, the last line ending with a newline. */
export function ndjsonLines(stdout: string): unknown[] {
  expect(stdout.endsWith('\n')).toBe(true);
  return stdout
    .slice(0, -1)
    .split('\n')
    .map((line) => JSON.parse(line) as unknown);
}

/**
 * Every file under `dir` (symlinks by target, directories by name), hashed by content and mode, keyed by its
 * path relative to `dir`. `skip` names relative paths left out (with everything under them).
 */
export function snapshotTree(dir: string, skip: (rel: string) => boolean = () => false): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (abs: string) => {
    for (const name of readdirSync(abs).sort()) {
      const full = join(abs, name);
      const rel = relative(dir, full).split(sep).join('/');
      if (skip(rel)) continue;
      const st = lstatSync(full);
      if (st.isSymbolicLink()) out.set(rel, `link:${readlinkSync(full)}`);
      else if (st.isDirectory()) {
        out.set(`${rel}/`, 'dir');
        walk(full);
      } else {
        const hash = createHash('sha256').update(readFileSync(full)).digest('hex');
        out.set(rel, `${(st.mode & 0o7777).toString(8)}:${st.size}:${st.mtimeMs}:${hash}`);
      }
    }
  };
  walk(dir);
  return out;
}

/** What changed between two snapshots: added, removed and modified paths. */
export function treeDiff(before: Map<string, string>, after: Map<string, string>): { added: string[]; removed: string[]; changed: string[] } {
  const added = [...after.keys()].filter((k) => !before.has(k));
  const removed = [...before.keys()].filter((k) => !after.has(k));
  const changed = [...after.keys()].filter((k) => before.has(k) && before.get(k) !== after.get(k));
  return { added, removed, changed };
}

/** Runs the CLI in `cwd`, expects exit 0, and hands stdout and stderr to `expectClean` (a leak check). */
export function runChecked(args: string[], cwd: string, expectClean: (where: string, text: string) => void): CliResult {
  const res = runCli(args, { cwd });
  expect(res.code, `${args.join(' ')}: ${res.stderr}`).toBe(0);
  expectClean(`stdout of ${args.join(' ')}`, res.stdout);
  expectClean(`stderr of ${args.join(' ')}`, res.stderr);
  return res;
}

/** `runChecked`, in-process through the built CLI's Io seam (`cli`). */
export async function runCheckedIn(args: string[], cwd: string, expectClean: (where: string, text: string) => void): Promise<CliResult> {
  const res = await cli(args, { cwd });
  expect(res.code, `${args.join(' ')}: ${res.stderr}`).toBe(0);
  expectClean(`stdout of ${args.join(' ')}`, res.stdout);
  expectClean(`stderr of ${args.join(' ')}`, res.stderr);
  return res;
}
