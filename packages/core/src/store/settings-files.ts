/**
 * `.entire/settings.json` and `settings.local.json`, merged the way Entire merges them (entire-format.md §1.1): local
 * overrides field by field. Lenient: unknown keys are fine, a broken file becomes a problem line. A globally tracked
 * repository (2026) has neither file: that is normal, not a fault.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isObj } from '../types/is-obj.js';

const MAX_SETTINGS_BYTES = 1024 * 1024;

export type Json = Record<string, unknown>;

export interface MergedSettings {
  projectPath: string;
  localPath: string;
  project: Json | null;
  local: Json | null;
  merged: Json;
  /** `strategy_options` of the merged settings, when an object. */
  options: Json | null;
  problems: string[];
}

export function readMergedSettings(topLevel: string): MergedSettings {
  const problems: string[] = [];
  const projectPath = join(topLevel, '.entire', 'settings.json');
  const localPath = join(topLevel, '.entire', 'settings.local.json');
  const project = readJsonObject(projectPath, problems);
  const local = readJsonObject(localPath, problems);
  const merged: Json = { ...(project ?? {}), ...(local ?? {}) };
  // strategy_options merges key by key, so a local file can set one option without repeating the rest.
  const options = { ...(asObject(project?.strategy_options) ?? {}), ...(asObject(local?.strategy_options) ?? {}) };
  return { projectPath, localPath, project, local, merged, options: Object.keys(options).length > 0 ? options : null, problems };
}

/** `strategy_options.sync_prompts`: false makes every checkpoint metadata-only (checkpoint/prompt_omission.go). */
export function syncPromptsOf(s: MergedSettings): boolean | null {
  const v = s.options?.sync_prompts;
  return typeof v === 'boolean' ? v : null;
}

export function readJsonObject(path: string, problems: string[]): Json | null {
  let text: string;
  try {
    if (statSync(path).size > MAX_SETTINGS_BYTES) {
      problems.push(`${path}: larger than 1 MB, not read`);
      return null;
    }
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') problems.push(`${path}: cannot be read`);
    return null;
  }
  try {
    const value: unknown = JSON.parse(text);
    const obj = asObject(value);
    if (!obj) problems.push(`${path}: not a JSON object`);
    return obj;
  } catch {
    problems.push(`${path}: not valid JSON`);
    return null;
  }
}

export function asObject(value: unknown): Json | null {
  return isObj(value) ? value : null;
}

export function fileExists(path: string): boolean {
  return existsSync(path);
}
