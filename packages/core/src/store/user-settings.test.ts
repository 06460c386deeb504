/**
 * Entire's user settings `<config dir>/settings.json` (settings/repopolicy/types.go GlobalConfig) as doctor reads
 * them: global tracking on or off, this repository excluded by a path, wildcard or origin rule, an unusable rule, a broken file.
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
    expect(probe.userSettings).toMatchObject({ globalEnabled: true, excludedBy: null });
    expect(notes()).toContain("Entire's user settings turn global tracking on for repositories without .entire/settings.json, this one included");
  });

  it('an exact or directory exclusion names the rule', () => {
    write({ global: { enabled: true, exclude_paths_exact: ['~/code/api'] } });
    expect(readUserSettings(join(home, 'entire-config'), repo, home)?.excludedBy).toBe('exclude_paths_exact ~/code/api');
    write({ global: { enabled: true, exclude_paths: [`${home}/code/`], exclude_paths_exact: ['~/code'] } });
    expect(readUserSettings(join(home, 'entire-config'), repo, home)?.excludedBy).toBe(`exclude_paths ${home}/code/`);
    expect(probeSettings(repo, commonDir, env(), home).globalTracking).toBe(false);
    expect(notes()[0]).toMatch(/^Entire's user settings turn global tracking on but exclude this repository \(exclude_paths .*\/code\/\): Entire records no new sessions here$/);
    // The user's exclusions outrank a repository's own settings (ExcludedByGlobalConfig is consulted for both).
    mkdirSync(join(repo, '.entire'), { recursive: true });
    writeFileSync(join(repo, '.entire', 'settings.json'), JSON.stringify({ enabled: true }));
    expect(notes()[0]).toMatch(/: Entire records no new sessions here, its own \.entire\/settings\.json notwithstanding$/);
    rmSync(join(repo, '.entire'), { recursive: true });
    write({ global: { enabled: true, exclude_paths: [`${home}/code/api-other`, `${home}/code/ap`] } });
    expect(readUserSettings(join(home, 'entire-config'), repo, home)?.excludedBy).toBeNull();
  });

  it('wildcard paths are matched as Entire matches them (doublestar), the repository and everything under it', () => {
    const excluded = (patterns: string[]) => {
      write({ global: { enabled: true, exclude_paths: patterns } });
      return readUserSettings(join(home, 'entire-config'), repo, home)?.excludedBy ?? null;
    };
    expect(excluded(['~/code/*'])).toBe('exclude_paths ~/code/*');
    expect(excluded(['~/**/api'])).toBe('exclude_paths ~/**/api');
    expect(excluded([`${home}/c?de/{web,api}`])).toBe(`exclude_paths ${home}/c?de/{web,api}`);
    expect(excluded(['~/[a-c]ode'])).toBe('exclude_paths ~/[a-c]ode');
    expect(excluded(['~/code/**/vendor', '~/*/web', '~/[!c]ode'])).toBeNull();
    // `*` stays inside one segment: ~/* names ~/code, whose /** covers the repository.
    expect(excluded(['~/*'])).toBe('exclude_paths ~/*');
    expect(excluded(['/*/nothing-here/*'])).toBeNull();
  });

  it('origin rules match every url and pushurl of origin as host/owner/repo; an origin without one fails closed', () => {
    const config = (text: string) => writeFileSync(join(commonDir, 'config'), text);
    const excluded = (origins: string[]) => {
      write({ global: { enabled: true, exclude_origins: origins } });
      return probeSettings(repo, commonDir, env(), home).userSettings?.excludedBy ?? null;
    };
    config('[core]\n\tbare = false\n[remote "origin"]\n\turl = https://github.com/Acme/Widgets.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n');
    expect(excluded(['github.com/acme/widgets'])).toBe('exclude_origins github.com/acme/widgets (origin github.com/acme/widgets)');
    expect(excluded(['github.com/acme/*'])).toBe('exclude_origins github.com/acme/* (origin github.com/acme/widgets)');
    expect(excluded(['https://github.com/acme/widgets.git'])).toBe('exclude_origins https://github.com/acme/widgets.git (origin github.com/acme/widgets)');
    expect(excluded(['github.com/acme/widget'])).toBeNull();
    expect(excluded(['github.com/other/*', 'gitlab.com/**'])).toBeNull();
    config('[remote "origin"]\n\turl = https://github.com/acme/widgets.git\n\tpushurl = git@codeberg.org:acme/widgets.git\n');
    expect(excluded(['codeberg.org/acme/*'])).toBe('exclude_origins codeberg.org/acme/* (origin codeberg.org/acme/widgets)');
    config('[remote "upstream"]\n\turl = git@github.com:acme/widgets.git\n');
    expect(excluded(['github.com/acme/*'])).toBeNull();
    config(`[remote "origin"]\n\turl = ${home}/mirror.git\n`);
    expect(excluded(['github.com/acme/*'])).toMatch(/^exclude_origins \(origin's URL has no host\/owner\/repo/);
    expect(probeSettings(repo, commonDir, env(), home).globalTracking).toBe(false);
    rmSync(join(commonDir, 'config'));
  });

  it('an unusable rule is a problem: Entire then turns global tracking off', () => {
    write({ global: { enabled: true, exclude_paths: ['relative/dir', '~/code/[unclosed'], exclude_origins: ['github.com/{acme'] } });
    const failedClosed = probeSettings(repo, commonDir, env(), home);
    const file = join(home, 'entire-config', 'settings.json');
    expect(failedClosed.problems).toEqual([
      `${file}: global.exclude_paths entry "relative/dir" is not an absolute or ~ path (Entire then turns global tracking off)`,
      `${file}: global.exclude_paths entry "~/code/[unclosed" is not a valid glob (Entire then turns global tracking off)`,
      `${file}: global.exclude_origins entry "github.com/{acme" is not a valid glob (Entire then turns global tracking off)`,
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
