/**
 * Secrets a person made, given where no flag or key names them: to a command that sets, changes, unlocks or logs in
 * (positional, through a pipe, a here-string or an askpass script), introduced in prose in any language, or printed by
 * a command that says it prints one. The tools and words here are made up or differ from the tuning set on purpose:
 * the detectors read the command's verb and the prose's shape, not a table of tools. Values are generated here.
 */
import { describe, expect, it } from 'vitest';
import { expectKept, expectRedacted } from './expect-redaction.js';
import { rng } from './fake-secrets.js';
import { redactText } from './redact.js';

const WORDS = ['amber', 'quokka', 'lantern', 'thimble', 'gazebo', 'walnut', 'pylon', 'saffron', 'marmot', 'fjord', 'tundra', 'gopher'];
const SYMBOLS = '!#%^*?@+~';

/** Random words joined by `sep`: a diceware passphrase. */
function phrase(seed: number, n: number, sep: string): string {
  const next = rng(seed);
  return Array.from({ length: n }, () => WORDS[next() % WORDS.length]).join(sep);
}

/** A word, digits and a symbol mixed the way people make passwords (`Walnut4!q7Zp`). */
function typed(seed: number): string {
  const next = rng(seed);
  const word = WORDS[next() % WORDS.length]!;
  const digits = String(100 + (next() % 900));
  const sym = SYMBOLS[next() % SYMBOLS.length]!;
  return `${word[0]!.toUpperCase()}${word.slice(1)}${digits}${sym}${String.fromCharCode(65 + (next() % 26))}q`;
}

/** A word and digits only (`marmotfjord52`). */
function wordDigits(seed: number): string {
  const next = rng(seed);
  return `${WORDS[next() % WORDS.length]}${WORDS[next() % WORDS.length]}${10 + (next() % 90)}`;
}

function pin(seed: number): string {
  const next = rng(seed);
  return String(20000000 + (next() % 70000000));
}

describe('a secret given to a command whose verb sets, changes, unlocks or logs in', () => {
  it('redacts a positional passphrase or password after the verb, keeping the user, network and digest around it', () => {
    const pp = phrase(11, 4, '-');
    expectRedacted(`vaultctl unlock "${pp}" --json`, pp);
    const pw = typed(12);
    const out = redactText(`acme-admin user create fernando '${pw}' --role viewer`).text;
    expect(out).not.toContain(pw);
    expect(out).toContain('fernando');
    const wifi = phrase(13, 3, ' ') + ' 42';
    const w = redactText(`iw-setpass "Lobby-Guest" "${wifi}" > /etc/net/lobby.conf`).text;
    expect(w).not.toContain(wifi);
    expect(w).toContain('"Lobby-Guest"');
    const pw2 = typed(14);
    expectRedacted(`gamesrv +login build_bot ${pw2} +update 220 +quit`, pw2);
    const pw3 = typed(15);
    expectRedacted(`cms user:password editor "${pw3}"`, pw3);
  });

  it('redacts the value of a flag that names a PIN or password, and a hashing tool\'s plaintext argument', () => {
    const p = pin(21);
    expectRedacted(`tokenctl piv set-pin --old-pin 123456 --new-pin ${p}`, p);
    const pw = typed(22);
    expectRedacted(`sudo /opt/vendor/biosctl --adminpwd=${pw}`, pw);
    const pp = phrase(23, 3, '-');
    expectRedacted(`slappasswd -h '{SSHA}' -s '${pp}'`, pp);
  });

  it('redacts a value a setting command binds to a name, on the bar its name sets', () => {
    const hex = Array.from({ length: 6 }, (_, i) => (rng(31 + i)() >>> 0).toString(16).padStart(8, '0')).join('');
    expectRedacted(`hostctl env:set WEBHOOK_SALT ${hex} --scope prod`, hex);
  });

  it('redacts what an echo pipes into a reader of a secret, a here-string and an askpass script', () => {
    const pp = phrase(41, 4, ' ');
    expectRedacted(`echo "${pp}" | keepassxc-cli open vault.kdbx`, pp);
    const pw = typed(42);
    expectRedacted(`printf '%s' '${pw}' | corp-vpn --passwd-stdin gw.example.net`, pw);
    const pw2 = typed(43);
    expectRedacted(`rclone-mount -o password_stdin nas:/share /mnt/nas <<< '${pw2}'`, pw2);
    const pp2 = phrase(44, 4, ' ');
    expectRedacted(`#!/bin/sh\n# wired up as GIT_ASKPASS\necho '${pp2}'\n`, pp2);
  });

  it('redacts a value a CI runner is told to mask', () => {
    const v = typed(51) + typed(52);
    expectRedacted(`Run echo "::add-mask::${v}"`, v);
  });

  it('redacts the same inside a JSON string of a tool output, quotes escaped at any depth', () => {
    const pp = phrase(61, 4, '-');
    const inner = JSON.stringify({ content: [{ type: 'text', text: `vaultctl unlock "${pp}" --raw` }] });
    expectRedacted(JSON.stringify({ output: inner }), pp);
  });

  it('keeps commands whose arguments are no secret', () => {
    expectKept([
      'npm login --scope=@mycorp --registry=https://registry.mycorp.com',
      'docker login --password-stdin -u user42 ghcr.io',
      'az login --tenant 0f9e8d7c-1b2a-4c3d-9e8f-7a6b5c4d3e2f',
      'passwd alice',
      'github.com/cbhfjn/pwdle v0.96.4 h1:JP+BuNFUeN1FRKSQrBlsnABV221wo9ZpUsWp7roLPsk=',
      'ghcr.io/acme/pwduee   v1.21.1   sha256:d9fd02ea5924bad072c38f964488d98f150d394d8e769c61   656f0cb8e1fd   6 days ago',
      'samba-tool user create jdoe --random-password',
      "echo 'root:x:0:0' | sudo tee -a /tmp/passwd.txt",
      'echo "$DB_PASSWORD" | docker login --username ci --password-stdin registry.gitlab.com',
      'wpa_passphrase MyHomeWifi < passphrase.txt',
      'steamcmd +login anonymous +app_update 740 validate +quit',
      'def check_password(pw, hash1):',
      'gh secret set API_KEY --body "$API_KEY"',
      'kubectl create secret generic db-creds --from-literal=username=admin',
      '1. **Delete Granular Access Tokens (GAT) with bypass 2FA enabled.**',
      'I will move it to the secret store next."}]}},{"timestamp":"2026-12-03T09:00:16.198Z","id":"toolu_01AbCdEf9GhIjKlMnOpQr"}',
      // a manifest's version range after a package named for a secret; option names built on the secret's noun
      '"dependencies": { "token-types": "^6.0.4", "secret-handshake": "~1.1.37", "pass-stream": ">=2.0.1-rc.2" }',
      "return hasClientSecret ? 'client_secret_basic' : 'none'",
      "authMethods: ['client_secret_basic', 'client_secret_post', 'private_key_jwt'],",
    ]);
  });
});

describe('a secret introduced in prose', () => {
  it('redacts a password of a word and digits after "is" in other languages', () => {
    const pw = wordDigits(71);
    expectRedacted(`per il router la password è ${pw}, l'utente è admin`, pw);
    const pw2 = wordDigits(72);
    expectRedacted(`Das Kennwort für den Drucker lautet ${pw2}, bitte nicht weitergeben`, pw2);
    const pw3 = wordDigits(73);
    expectRedacted(`o wachtwoord is ${pw3}.`, pw3);
  });

  it('redacts an unquoted diceware passphrase and a sentence introduced as the password', () => {
    const pp = phrase(81, 5, ' ');
    expectRedacted(`the backup passphrase is ${pp} — lowercase, with the spaces`, pp);
    const s = `Our ${WORDS[3]} ate 47 ${WORDS[7]}s at noon!`;
    expectRedacted(`for the kiosk the password is literally the sentence: ${s}\nthen reboot`, s);
  });

  it('redacts a quoted value after the word, look-alike quotes too, and a PIN', () => {
    const pw = typed(91);
    expectRedacted(`switch login: user «admin», pass «${pw}»`, pw);
    const p = pin(92);
    expectRedacted(`the door PIN is ${p} until Friday`, p);
  });

  it('keeps prose about a password that gives none', () => {
    expectKept([
      'the password is stored in the vault',
      'the password is 8 characters long',
      'the password is required for all users',
      'the password is at least 12 characters and must include a digit',
      'la password è nel vault',
      'the passphrase is your-passphrase-here',
      'Password: <password>',
      'the password is changeme',
      'The passphrase is four random words, e.g. "correct horse battery staple".',
      '--- PASS: TestReaderKeepsGoSum9ChecksumsQ7 (0.01s)',
      'PASS: test_login_rejects_bad_hmac_v2Xq9 (12ms)',
      'Pin the version: pin: 3.11.4',
      'password_reset_token_ttl: 3600',
    ]);
  });
});

describe('a secret a command printed', () => {
  it('redacts the one-line output of a command that says it prints a secret, whatever its shape', () => {
    const uuid = '3f6c2a91-5d4e-4b7a-9c1f-2e8d7a6b5c40';
    expectRedacted(`output of \`cat /srv/repo/admin.password\`:\n\`\`\`\n${uuid}\n\`\`\`\nwhy?`, uuid);
    const pw = typed(101);
    expectRedacted(`here's the output of \`cat ~/.wallet/password.txt\`:\n\`\`\`\n${pw}\n\`\`\``, pw);
  });

  it('keeps the output of a command that prints something public', () => {
    expectKept([
      'output of `cat keys/signing.pub`:\n```\nRWQf6LRCGA9i53mlYecO4IzT51TGPpvWucNSCh1CBM0QTaLn73Y7GFO3\n```',
      'output of `sha256sum token.bin`:\n```\n3a7bd3e2360a3d29eea436fcfb7e44c735d117c42d1c1835420b6b9942dd4f1b  token.bin\n```',
    ]);
  });
});
