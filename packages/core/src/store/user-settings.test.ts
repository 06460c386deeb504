/**
 * Entire's user settings `<config dir>/settings.json` (settings/repopolicy/types.go GlobalConfig) as doctor reads
 * them: global tracking on or off, this repository excluded by a rule it can check, rules it cannot, a broken file.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entire2026Notes } from '../doctor/entire-2026.js';
import { probeSettings } from '../doctor/settings.js';
import { readUserSettings } from './user-settings.js';

describe("Entire's user settings", () => {
  let home: string;
  let repo: string;
  let commonDir: string;
  const env = (): NodeJS.ProcessEnv => ({ ENTIRE_CONFIG_DIR: join(home, 'entire-config') });
  const write = (doc: unknown) => writeFileSync(join(home, 'entire-config', 'settings.json'), typeof doc === 'string' ? doc : JSON.stringify(doc));
  const notes = () => entire2026Notes(probeSettings(repo, commonDir, env(), home), null);

  beforeAll(() => {
    home = mkdtempSync(join(tmpdir(), 'hos-user-settings-'));
    repo = join(home, 'code', 'api');
    commonDir = join(repo, '.git');
    mkdirSync(commonDir, { recursive: true });
    mkdirSync(join(home, 'entire-config'), { recursive: true });
  });
  afterAll(() => rmSync(home, { recursive: true, force: true }));

  it('global tracking on: a repository without .entire/settings.json is tracked, before any runtime data exists', () => {
    write({ global: { enabled: true, trust_all: false, trusted_origins: ['github.com/acme/api'] }, redaction: { openai_privacy_filter: { timeout_seconds: 30 } } });
    const probe = probeSettings(repo, commonDir, env(), home);
    expect(probe.globalTracking).toBe(true);
    expect(probe.userSettings).toMatchObject({ globalEnabled: true, excludedBy: null, unchecked: 0 });
    expect(notes()).toContain("Entire's user settings turn global tracking on for repositories without .entire/settings.json, this one included");
  });

  it('an exact or directory exclusion names the rule; wildcard and origin rules are counted as unchecked', () => {
    write({ global: { enabled: true, exclude_paths_exact: ['~/code/api'] } });
    expect(readUserSettings(join(home, 'entire-config'), repo, home)?.excludedBy).toBe('exclude_paths_exact ~/code/api');
    write({ global: { enabled: true, exclude_paths: [`${home}/code/`], exclude_paths_exact: ['~/code'] } });
    expect(readUserSettings(join(home, 'entire-config'), repo, home)?.excludedBy).toBe(`exclude_paths ${home}/code/`);
    expect(probeSettings(repo, commonDir, env(), home).globalTracking).toBe(false);
    expect(notes()[0]).toMatch(/^Entire's user settings turn global tracking on but exclude this repository \(exclude_paths .*\/code\/\): Entire records no new sessions here/);
    write({ global: { enabled: true, exclude_paths: ['~/code/**/vendor', 'relative/dir'], exclude_origins: ['github.com/acme/*'] } });
    expect(readUserSettings(join(home, 'entire-config'), repo, home)).toMatchObject({ excludedBy: null, unchecked: 2 });
    expect(notes()).toContain('2 global exclusion rule(s) (wildcard paths, origins) were not evaluated here: Entire may still exclude this repository');
    const failedClosed = probeSettings(repo, commonDir, env(), home);
    expect(failedClosed.problems).toEqual([
      `${join(home, 'entire-config', 'settings.json')}: global.exclude_paths entry "relative/dir" is not an absolute or ~ path (Entire then turns global tracking off)`,
    ]);
    expect(failedClosed.globalTracking).toBe(false);
  });

  it('global tracking off, a broken file, and no file at all', () => {
    write({ global: { enabled: false } });
    expect(notes()).toContain("Entire's user settings turn global tracking off, and this repository has no .entire/settings.json: Entire records no new sessions here unless `entire enable` is run in it");
    write('{"global": {"enabled": tru');
    const broken = probeSettings(repo, commonDir, env(), home);
    expect(broken.problems).toEqual([`${join(home, 'entire-config', 'settings.json')}: not valid JSON (Entire then turns global tracking off)`]);
    expect(broken.globalTracking).toBe(false);
    rmSync(join(home, 'entire-config', 'settings.json'));
    expect(probeSettings(repo, commonDir, env(), home).userSettings).toBeUndefined();
    expect(probeSettings(repo, commonDir, { ENTIRE_CONFIG_DIR: 'relative/dir' }, home).userSettings).toBeUndefined();
  });
});
