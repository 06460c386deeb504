/**
 * Passwords a person composed, said bare in prose of many languages: one word with a number and a final symbol,
 * hyphened or underscored words with a number, two words around a typed symbol; the same after a login and its colon,
 * between the dots a `sed` script matches quotes with, or naming a file. Code's names of like look stay.
 */
import { describe, expect, it } from 'vitest';
import { expectKept, itRedacts } from './expect-redaction.js';
import { findSecrets, redactText } from './redact.js';

/** Whether a finding covers `value` inside `text`. */
function covered(text: string, value: string): boolean {
  const at = text.indexOf(value);
  return findSecrets(text).some((f) => f.start <= at && f.end >= at + value.length);
}

describe('passwords a person typed in prose', () => {
  it('finds one word with its number and a final symbol, in any language', () => {
    expect(covered('Zaloguj się do panelu przez Heron4417& i sprawdź logi.', 'Heron4417&')).toBe(true);
    expect(covered('Ingia kwa kutumia Pumpkin2290% kwenye seva.', 'Pumpkin2290%')).toBe(true);
    expect(covered('Anh dùng Cr@nberry27? để vào máy chủ.', 'Cr@nberry27?')).toBe(true);
    expect(covered('ใช้ W@lnut58! ล็อกอินเข้าระบบ', 'W@lnut58!')).toBe(true);
  });

  it('finds words joined by a hyphen or an underscore with a number', () => {
    expect(covered('Veritabanına Maple-Heron-Quartz7 ile bağlan.', 'Maple-Heron-Quartz7')).toBe(true);
    expect(covered('Μπες στο staging με walnut_Heron_312 και τρέξε τα tests.', 'walnut_Heron_312')).toBe(true);
  });

  it('finds two words around a typed symbol with the number on the second', () => {
    expect(covered('התחבר עם Quartz*pebble47 לסביבה.', 'Quartz*pebble47')).toBe(true);
    expect(covered('Ingia na Maple-Heron-Quartz7!', 'Maple-Heron-Quartz7')).toBe(true);
  });

  it("keeps code's names, versions and headers of like look", () => {
    for (const text of [
      'Set Content-Security-Policy and X-Frame-Options on every response.',
      'the test test_user_login_42 failed; see snake_case_name_12 too',
      'run node18 on Ubuntu2204 and Python311, then open Makefile.',
      'ask ops@bastion01 and see issue repo#1234 today',
    ]) {
      expect(findSecrets(text).map((f) => text.slice(f.start, f.end))).toEqual([]);
    }
  });
});

describe('more shapes a person types, bare in prose of any language', () => {
  it('finds one word, its number and two typed symbols', () => {
    expect(covered('Seva ya leo: Marmot4417?^ kwa wote.', 'Marmot4417?^')).toBe(true);
    expect(covered('Tenez, Gazebo2093-@ pour le serveur.', 'Gazebo2093-@')).toBe(true);
    expect(covered('Serveri parool on Lantern6120_? ära räägi.', 'Lantern6120_?')).toBe(true);
  });

  it('finds a case flip across a symbol with the number on the capitals', () => {
    expect(covered('Sử dụng 48WALRUS=pickle cho máy chủ.', '48WALRUS=pickle')).toBe(true);
    expect(covered('Kutumia 73KESTREL~mango leo.', '73KESTREL~mango')).toBe(true);
  });

  it('finds two words of different case joined, a number glued on, a leetspeak word too', () => {
    expect(covered('Oppaan salasana: Heron_quartzite417, älä kerro.', 'Heron_quartzite417')).toBe(true);
    expect(covered('Dùng Pelican-marmot62 nhé.', 'Pelican-marmot62')).toBe(true);
    expect(covered('Gebruik walnut.Pebble.39 voor de server.', 'walnut.Pebble.39')).toBe(true);
    expect(covered('Ingia na G4rn3t_Falcon27 leo.', 'G4rn3t_Falcon27')).toBe(true);
    expect(covered('Kullan C0pp3r*Badger58 burada.', 'C0pp3r*Badger58')).toBe(true);
  });

  it('finds a word, a symbol, a capitalised word, a joiner and a number; a word, a number, a word and a symbol', () => {
    expect(covered('Tumia lantern?Walrus.27 kwa seva.', 'lantern?Walrus.27')).toBe(true);
    expect(covered('Pou sèvè a: marmot@Quartz.81 pa di pèsonn.', 'marmot@Quartz.81')).toBe(true);
    expect(covered('Tumia pickle39Walrus= leo.', 'pickle39Walrus=')).toBe(true);
  });

  it('finds a shape after a JSON escape of any depth, in a row of tab-separated cells', () => {
    const row = JSON.stringify(JSON.stringify('user\tgroup\tpsk\ndana.ops\tvpn-staff\tMarmot4417?^'));
    expect(covered(row, 'Marmot4417?^')).toBe(true);
  });

  it("keeps types, members, headers, names and versions of like look", () => {
    for (const text of [
      'Use reflect.Float64 and types.Uint32 here; call base64Encode? or float32Array.',
      'Content-Security-Policy: default-src; X-Frame-Options: DENY; see Makefile.Release12',
      'Build-Release12 and Office-Printer42 and node_modules12, then Math.log10 and os.Getenv',
      'see System.Int32 and Resources.Icon32, the branch feature/login-form-12 and v2.3.1-rc.4',
      'UTF8_general and 2FA_enabled and USER_ID=abc123 and x86_64-linux',
    ]) {
      expect(findSecrets(text).map((f) => text.slice(f.start, f.end))).toEqual([]);
    }
  });
});

describe('two capitalised words either side of a typed symbol, a number glued to the second', () => {
  itRedacts([
    ['in prose of a language no lexicon has', 'Paswod blong server hemi Quillon=Marram47, yu no talem', 'Quillon=Marram47'],
    ['capitalised words joined by `_`', 'DESCRIPTION:ꯁꯔꯚꯔꯒꯤ ꯄꯥꯁꯋꯔꯗ Quillon_Marram47 ꯅꯤ꯫', 'Quillon_Marram47'],
    ['after an image note', '[Image #1] the note on the fridge says: ⲡⲉ Sorrel@Tamarind83\nplease use it', 'Sorrel@Tamarind83'],
  ]);
  it('keeps keys and values of code and config', () =>
    expectKept(['Visual_Studio2022 and Windows_Server2019', 'see Test_Case12 now', 'on Http_Server80 and Https_Proxy443', 'the Office-Printer42 is', 'Name=Firefox', 'Platform=Win64', 'Icon=Firefox64', 'Format=Float32', 'MAX_RETRIES=Retry30', 'level=Debug10']));
});

describe('a made password after a login and its colon', () => {
  it('redacts the password and keeps the login', () => {
    const out = redactText('docker exec -e NOTE="# proxy for the build farm: akowalski:Plover6621=^" web-1 ./reload').text;
    expect(out).toContain('akowalski:[REDACTED:');
    expect(out).not.toContain('Plover6621');
  });
  it('keeps a scheme, a host and port, and a key of YAML', () =>
    expectKept(['see https://Quillon-Marram-47.example.com/', 'localhost:8080', 'image: node:20-alpine', 'ref: refs/heads/main']));
});

describe("a made password between the dots a sed script matches quotes with", () => {
  it('redacts the value inside the dots', () => {
    const out = redactText("sed -i 's|^NOTES=.*|NOTES=page.fill(.#pass., .41KESTREL-sorrel.)|' .env.staging").text;
    expect(out).not.toContain('KESTREL-sorrel');
  });
  it('keeps dotted names and ranges', () => expectKept(['git diff HEAD~1..HEAD', 'see .github.io. for the pages', 'config.Server.Port']));
});

describe("a made password that names a file", () => {
  it('redacts the name before the extension, in a path', () => {
    expect(redactText('handover/Quince.nutmeg417.md', 'name').text).toBe('handover/[REDACTED:generic-secret].md');
    expect(redactText('Edited handover/Quince.nutmeg417.md').text).toBe('Edited handover/[REDACTED:generic-secret].md');
  });
  it('keeps file names of code', () =>
    expectKept(['src/Button.stories.tsx', 'docs/Readme.md', 'lib/Int64.test.ts', 'assets/Logo.small2x.png', 'see Chapter.intro.md']));
});

describe('a file named for the code it holds', () => {
  it('redacts six to eight digits after one word', () => {
    expect(redactText('14 file_edit: write notebooks/recovery-8315267.ipynb').text).toBe('14 file_edit: write notebooks/recovery-[REDACTED:generic-secret].ipynb');
    expect(redactText('notebooks/locker_592641.ipynb', 'name').text).toBe('notebooks/locker_[REDACTED:generic-secret].ipynb');
  });
  it('keeps records, dates and round numbers', () =>
    expectKept(['see notes/issue-123456.md', 'logs/build-20240315.log', 'data/frame_100000.png', 'out/release-202403.txt', 'tmp/invoice-4455667.pdf']));
});
