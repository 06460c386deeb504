/**
 * Person-made secrets in the contexts an attack found leaking (issue 13): a password in a sentence of some language
 * that ends the prompt it stands in (the JSON string closes right after it); a value with no noun but the act it is
 * for ("the vault opens with …"); codes and keys a person is handed to type in (one-time codes, an authenticator's
 * seed, a Wi-Fi key, a product key); a password a tool takes as a positional; a password glued into a branch,
 * tag or file name. Values made up here.
 */
import { describe, it } from 'vitest';
import { expectKept, expectRedacted } from './expect-redaction.js';

const userLine = (text: string): string => JSON.stringify({ type: 'user', message: { role: 'user', content: text } });
const assistantLine = (text: string): string => JSON.stringify({ type: 'assistant', message: { content: [{ type: 'text', text }] } });

describe('a password that ends the prompt or message it stands in', () => {
  it.each([
    ['Romanian', 'parola contului este Sarmale#Cluj12', 'Sarmale#Cluj12'],
    ['Arabic', 'كلمة المرور هي Falafel#Cairo23', 'Falafel#Cairo23'],
    ['Indonesian PIN', 'PIN ATM saya 715293', '715293'],
    ['Albanian', 'fjalëkalimi është Byrek!Tirana90', 'Byrek!Tirana90'],
    ['Icelandic', 'lykilorðið er Geysir!Hekla19', 'Geysir!Hekla19'],
    ['Turkish, words joined', 'veritabanı parolası: mavi-deniz-77', 'mavi-deniz-77'],
    ['Catalan, words joined', 'la contrasenya és Pa-amb-tomaquet-9', 'Pa-amb-tomaquet-9'],
    ['a door code with its enter key', 'door code is 58314#', '58314#'],
  ])('%s', (_lang, text, secret) => {
    expectRedacted(userLine(text), secret);
    expectRedacted(assistantLine(text), secret);
    expectRedacted(JSON.stringify({ nested: userLine(text) }), secret);
  });

  it('keeps a test name quoted after the noun, and prose about the password', () => {
    expectKept([
      userLine('describe("PIN entry", () => { it("locks after 3 tries") })'),
      userLine('parola contului este prea scurtă'),
      assistantLine('the password is stored in the vault under prod/db'),
    ]);
  });
});

describe('a value given with the act it is for, and no noun', () => {
  it.each([
    ['logs in with a passphrase', 'she logs in with purple otter garden 42 every morning', 'purple otter garden 42'],
    ['the vault opens with', 'the vault opens with correct-horse-battery-9', 'correct-horse-battery-9'],
    ['enter … to unlock', 'enter Cobalt-Fig-Harbor-5 to unlock the disk', 'Cobalt-Fig-Harbor-5'],
    ['use `…` to unlock', 'use `Zebra!Moon77` to unlock the keystore', 'Zebra!Moon77'],
    ['sign in as a user / its password', 'sign in as bob / Tr0ub4dor&3 on the staging box', 'Tr0ub4dor&3'],
    ['decrypts with', 'the backup decrypts with orbit-velvet-cargo-31', 'orbit-velvet-cargo-31'],
    ['log in with a user and a password', "log in with 'alice' and 'Sp4rkle!Pony'", 'Sp4rkle!Pony'],
  ])('%s', (_why, text, secret) => {
    expectRedacted(text, secret);
    expectRedacted(userLine(text), secret);
  });

  it('keeps acts done with a name, a device or prose', () => {
    expectKept([
      'she logs in with her SSO account every morning',
      'log in with GitHub and then open the settings',
      'the vault opens with a time lock at 9am',
      'unlock it with your fingerprint',
      'use the key in the drawer to unlock the cabinet',
      'sign in as bob to see the dashboard',
      'authenticate using OAuth 2.0 client credentials',
      userLine('NewRepository opens the git repository with linked worktree support'),
    ]);
  });
});

describe('codes and keys a person is handed to type in', () => {
  it.each([
    ['a one-time code', 'your one-time code is 482913', '482913'],
    ['a verification code in an SMS', 'Your verification code: 771204. Do not share it.', '771204'],
    ['an OTP in prose', 'use OTP 902381 to confirm the transfer', '902381'],
    ['an authenticator seed', '2FA seed GEZDGNBVGY3TQOJQGEZDGNBV for the admin account', 'GEZDGNBVGY3TQOJQGEZDGNBV'],
    ['a Wi-Fi key', 'the Wi-Fi key is CoffeeBean!5G', 'CoffeeBean!5G'],
    ['a PSK passphrase in wpa_supplicant.conf', 'network={\n  ssid="HomeNet"\n  psk="blueberry mango 2291"\n}', 'blueberry mango 2291'],
    ['a product key', 'Windows product key VK7JG-NPHTM-C97JM-9MPGT-3V66T', 'VK7JG-NPHTM-C97JM-9MPGT-3V66T'],
  ])('%s', (_why, text, secret) => {
    expectRedacted(text, secret);
    expectRedacted(assistantLine(text), secret);
  });

  it('keeps prose about codes and keys, and placeholders', () => {
    expectKept([
      'Enter the one-time code we sent to your phone.',
      'The one-time code expires in 10 minutes.',
      'we send a 6-digit code by SMS',
      'The TOTP secret is base32 encoded and shared during enrollment.',
      'psk=${WIFI_PSK}',
      'The license key format is XXXXX-XXXXX-XXXXX-XXXXX-XXXXX.',
      'Error code: 482 (timeout)',
      'exit code 137',
    ]);
  });
});

const bashCall = (command: string): string =>
  JSON.stringify({ type: 'assistant', message: { content: [{ type: 'tool_use', name: 'Bash', input: { command } }] } });

describe('a password a tool takes as a positional argument', () => {
  it.each([
    ['smbclient after the share', 'smbclient //fileserver/share Samba#Share2024 -U bob', 'Samba#Share2024'],
    ['rclone obscure', 'rclone obscure Rcl0ne!Secret', 'Rcl0ne!Secret'],
  ])('%s', (_why, command, secret) => {
    expectRedacted(command, secret);
    expectRedacted(bashCall(command), secret);
  });

  it('keeps where a tool is told to read the password from', () => {
    expectKept(['openssl rsa -in key.pem -passin env:KEY_PASS -out plain.pem', 'openssl pkcs12 -in b.p12 -passin file:pw.txt -nokeys', bashCall('openssl rsa -in k.pem -passin fd:3')]);
  });

  it('keeps shares, URLs and comments with no password after them', () => {
    expectKept(['smbclient //fileserver/share -U bob', 'smbclient -L //fileserver -N', 'mount //nas/backup /mnt/backup', '// see //docs/setup for details', 'rclone obscure --help']);
  });
});

describe('a password glued into a branch, tag or file name', () => {
  it.each([
    ['a branch', 'git checkout -b feature/rotate-pw-Hunter2!x', 'Hunter2!x'],
    ['a branch in git status', 'On branch hotfix/key-S3cr3t!Key9', 'S3cr3t!Key9'],
    ['a tag', 'git tag release-pw-Tag!Pass44x', 'Tag!Pass44x'],
    ['a pushed branch, no word in the password', 'git push origin fix/password-Kx9#mQ2vL', 'Kx9#mQ2vL'],
    ['a file name', 'cp creds.txt /tmp/pass_Xy7!kQ2wEr.txt', 'Xy7!kQ2wEr'],
  ])('%s', (_why, command, secret) => {
    expectRedacted(command, secret);
    expectRedacted(bashCall(command), secret);
  });

  it('keeps names about passwords and keys, and assignments of public values', () => {
    expectKept([
      'git checkout -b feature/password-reset-flow',
      'git checkout -b fix/pin-validation-off-by-one',
      'Switched to a new branch \'chore/rotate-keys-script\'',
      'tests/fixtures/backup-codes.json',
      'const k = keys[key_1.Key.fromJSON(raw)];',
      'key-rotation-2024.md',
    ]);
  });
});
