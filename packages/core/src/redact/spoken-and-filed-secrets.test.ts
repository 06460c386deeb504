/**
 * Secrets of issue 13's twenty-seventh attack that no token rule sees (values made up here, not the attacker's):
 * a password read out one character at a time, a token as a path segment, a PBKDF2 hash in a passwd file, a
 * passphrase of dotted words under a name that says passphrase, or quoted after the phrase it unlocks. Each beside
 * the near miss that must stay.
 */
import { describe, expect, it } from 'vitest';
import { redactText } from './redact.js';

const hidden: [name: string, text: string, secret: string][] = [
  ['voice dictation', 'the wifi password, dictated: capital R, four, hash, lowercase t, e, z, one, underscore, capital W, nine. thanks', 'lowercase t, e, z, one'],
  ['spelled with commas', "let me spell it: capital M, o, s, s, 4, 2, question mark. that's the router login", 'o, s, s, 4, 2'],
  ['NATO with the radio digits', 'Over the radio: Sierra Mike Golf niner Hotel Yankee tree Lima, that is the gate code', 'Golf niner Hotel Yankee tree'],
  ['token as a file name', 'Saved /home/kim/.cache/deployer/tokens/Wq7LmZ2xTr9KbN4vHs1PdY6c.json', 'Wq7LmZ2xTr9KbN4vHs1PdY6c'],
  ['token as a URL segment', 'POST https://events.example.net/ingest/Rk2Vn8QwLx5TbM9sHd3JpZ7fYc1GaE4u/batch failed: 502', 'Rk2Vn8QwLx5TbM9sHd3JpZ7fYc1GaE4u'],
  ['mosquitto passwd line', 'sensor3:PBKDF2$sha512$101000$Qm9yZ2Fu+ZnJlZW1h$c2VjcmV0aGFzaHZhbHVl/Zm9ydGVzdGluZ29ubHkx', 'c2VjcmV0aGFzaHZhbHVl/Zm9ydGVzdGluZ29ubHkx'],
  ['django user dump', 'dumpdata auth.user | grep admin: "admin", "pbkdf2_sha256$600000$kX9pQ2mZr7Lw$Bv3Tq8nLz1Wc5Yd7Hs2Jf4Kg6Mp0Rx9Ae="', 'Bv3Tq8nLz1Wc5Yd7Hs2Jf4Kg6Mp0Rx9Ae='],
  ['dotted passphrase env', 'BORG_PASSPHRASE=maple.quartz.heron.violet borg list ::', 'maple.quartz.heron.violet'],
  ['option file pass=', '[client]\nuser=dumper\npass=Saffron7719%\nhost=db01', 'Saffron7719%'],
  ['option file pass= ending in &', '[client]\nuser=dumper\npass=Thistle4408&', 'Thistle4408&'],
  ['YAML folded scalar', 'db:\n  password: >-\n    heron_violet592\n  host: pg', 'heron_violet592'],
  ['encryption phrase in quotes', 'the backup drive encryption phrase is "amber falcon meadow copper" btw', 'amber falcon meadow copper'],
];

const kept: [name: string, text: string][] = [
  ['alphabet in order', 'Use capital A, B, C, D, E, F for the six column headers'],
  ['numbered steps', 'Run steps 1, 2, 3, 4, 5, 6 in order (capital letters in names are fine)'],
  ['words listed with commas', 'Capital cities: Paris, Rome, Oslo, Bern, Riga, Kyiv'],
  ['token cache by its name', 'Wrote /home/kim/.config/app/tokens/refresh-token-cache.json'],
  ['record id under tokens', 'GET https://api.example.com/v2/tokens/550e8400-e29b-41d4-a716-446655440000 200'],
  ['git hook path', 'installed .git/hooks/pre-commit-msg-validator-script'],
  ['digest under ingest', 'GET /ingest/3f786850e387550fdab836ed7e6dc881de23001b/status 200'],
  ['hasher named in config', "PASSWORD_HASHERS = ['django.contrib.auth.hashers.PBKDF2PasswordHasher'] # pbkdf2_sha256 default"],
  ['passphrase read from settings', 'borg_passphrase = settings.vault.borg_passphrase'],
  ['option file pass= a word', '[client]\nuser=dumper\npass=required\nhost=db01'],
  ['YAML block of prose', 'auth:\n  password: |\n    Must be 12+ characters.\n  lockout: 5'],
  ['encryption phrase described', 'the encryption phrase is "required" on every disk'],
];

describe('secrets said, filed or hashed', () => {
  it.each(hidden)('%s: the secret is gone', (_name, text, secret) => {
    expect(redactText(text).text).not.toContain(secret);
  });
  it.each(kept)('%s: nothing is redacted', (_name, text) => {
    expect(redactText(text).text).toBe(text);
  });
});

describe('a code that arms, disarms or opens a thing, said in prose', () => {
  it.each([
    ['an alarm panel', 'the duress code for the alarm panel is 614420 (silent alert)', '614420'],
    ['a key box', 'lockbox code at the cottage is 2290', '2290'],
    ['a bike lock', 'my bike lock is 83017 if you need to move it', '83017'],
    ['a master code', 'the master code: 907731', '907731'],
  ])('%s', (_why, text, code) => expect(redactText(text).text).not.toContain(code));

  it('keeps prose about such codes that gives none', () => {
    for (const text of ['the radio code feature is documented in RADIO.md', 'set the master code length to 6 in config', 'a bike lock is on the list for 2026']) expect(redactText(text).text).toBe(text);
  });
});

describe('a word agreed on to tell who is asking (memorable word, code word, safe word)', () => {
  it.each([
    ['a bank\'s memorable word', 'the memorable word for online banking is OtterMarzipan318', 'OtterMarzipan318'],
    ['a meeting\'s code word', 'the code word for the board call is LanternQuince704', 'LanternQuince704'],
    ['a family\'s safe word', 'our safe word for the kids is PeachComet529', 'PeachComet529'],
    ['a guest pass', 'the office guest pass this week is WalrusBiscuit611', 'WalrusBiscuit611'],
  ])('%s', (_why, text, word) => expect(redactText(text).text).not.toContain(word));

  it('keeps prose about such words that gives none', () => {
    for (const text of ['the code word feature ships in v2', 'use a memorable word like the name of a street']) expect(redactText(text).text).toBe(text);
  });
});
