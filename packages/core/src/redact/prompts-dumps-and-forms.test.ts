/**
 * Secrets echoed at a tool's prompt, stored in a keychain item a tool dumps, listed as a service's codes, given after
 * an aside that ends in a label, and written in forms the rules read only decoded (circled letters, hex pairs, base32
 * in lower case, a calendar's escapes). Values are made up here.
 */
import { describe, it } from 'vitest';
import { expectKept, itRedacts } from './expect-redaction.js';

describe("a passphrase typed at a tool's prompt", () => {
  itRedacts([
    ['zfs load-key', "Enter passphrase for 'tank/home': marmot quinoa heron velvet", 'marmot quinoa heron velvet'],
    ['cryptsetup, the tool going on after it', 'Enter passphrase for /dev/sda3: otter.tamarind.quibble.lantern No key available with this passphrase.', 'otter.tamarind.quibble.lantern'],
    ['VeraCrypt', 'Enter password for /data/vault.hc: bramble walrus oriole saffron', 'bramble walrus oriole saffron'],
    ['gpg pinentry', 'Please enter the passphrase to unlock the OpenPGP secret key: pelican.umber.thistle.quokka.fennel', 'pelican.umber.thistle.quokka.fennel'],
    ['ssh-keygen', 'Enter passphrase (empty for no passphrase): Heron-velvet-58 Enter same passphrase again: Heron-velvet-58', 'Heron-velvet-58'],
    ['a PIV PIN', "Enter PIN for 'PIV Card Holder pin (PIV_II)': 582913", '582913'],
    ['typed on the line after the prompt', 'Please enter the passphrase to unlock the OpenPGP secret key:\nmarmot-quinoa-heron-velvet\n', 'marmot-quinoa-heron-velvet'],
  ]);
  it('keeps a prompt with nothing typed after it, or what no one types', () =>
    expectKept([
      "Enter passphrase for key '/Users/ana/.ssh/id_ed25519': Identity added: /Users/ana/.ssh/id_ed25519",
      'Enter password: ********',
      'Enter your password: <password>',
      "enter the password: it's in the vault",
      'Press Enter to continue: done',
    ]));
});

describe('a keychain item as `security find-generic-password -g` prints it', () => {
  const item = (password: string): string =>
    `keychain: "/Users/dev/Library/Keychains/login.keychain-db"\nclass: "genp"\nattributes:\n    "acct"<blob>="shop"\n    "svce"<blob>="corp-staging"\npassword: ${password}\n`;
  itRedacts([
    ['a sentence stored as the password', item('"Backup for the NAS: heron lantern"'), 'Backup for the NAS: heron lantern'],
    ['in a JSON string', JSON.stringify({ output: item('"otter bramble quince"') }), 'otter bramble quince'],
  ]);
  it('keeps the attributes', () => expectKept([item('<no password>').replace('password: <no password>\n', '')]));
});

describe("codes a service issues, listed after their noun's colon", () => {
  itRedacts([['backup codes of a word and a number', 'Game store backup codes: heron-481 otter-902 quail-337 marmot-615 bison-208', 'heron-481 otter-902 quail-337 marmot-615 bison-208']]);
  it('keeps a list of prose or of names', () =>
    expectKept(['Recovery codes: see the vault, page 12', 'Backup codes: regenerate-them after-login', 'The backup code list: node-18 node-20 node-22 node-24']));
});

describe('a value after an aside that ends in a label', () => {
  itRedacts([
    ['a password grouped as read out', 'The password, grouped as IT read it out: hex-ago-nal-sto-ne-27', 'hex-ago-nal-sto-ne-27'],
    ['a passphrase written backwards', 'The passphrase, written backwards so nobody reads it: nomram aoniuq noreh tevlev', 'nomram aoniuq noreh tevlev'],
    ['a dotted passphrase after its noun', 'Check Borg repo passphrase (home server): abalone.quinoa.kinkajou.heron.zebu', 'abalone.quinoa.kinkajou.heron.zebu'],
    ['long words joined after its noun', 'The ecryptfs mount passphrase on the old box: marmot-quinoa-damselfly-heron', 'marmot-quinoa-damselfly-heron'],
  ]);
  it('keeps an aside about the password', () =>
    expectKept(['The password, as agreed: see the vault', 'The passphrase, as agreed: stored in the vault', 'The password, for the record: not set yet']));
});

describe('a secret in a form the rules read decoded', () => {
  itRedacts([
    ['circled letters and digits', 'Password as shown on the poster: ⓠⓤⓘⓝⓞⓐⓗⓔⓡⓞⓝ④⑦', 'ⓠⓤⓘⓝⓞⓐⓗⓔⓡⓞⓝ④⑦'],
    ['hex pairs joined by dashes', 'pw bytes: 48-65-72-6f-6e-3d-71-75-69-6e-6f-61-37-37-31', '48-65-72-6f-6e-3d-71-75-69-6e-6f-61-37-37-31'],
    ['base32 in lower case after its word', "VALUES(7,'ops','secret (base32): jbsxe33ofzyxk2lon5qtonzb','2026-11-19');", 'jbsxe33ofzyxk2lon5qtonzb'],
    ['a calendar escape after the value', 'DESCRIPTION:Serverin parolu Quinoa2019+@\\, kimseyä söleemä.', 'Quinoa2019+@'],
  ]);
  it('keeps hex pairs that spell no text, and circled numbers of a list', () =>
    expectKept([
      'ether 3c:22:fb:12:34:56 and fingerprint 43-51-2a-9f-0e-11-22-33-44-55-66-77-88-99-aa-bb',
      'Steps: ① open ② click ③ save ④ done ⑤ ok ⑥ end',
      'base32 of the digest: mfrggzdfmztwq2lk (a test vector)',
    ]));
});
