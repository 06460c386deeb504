/**
 * Secrets a person made, bound to a noun in a clause of any language (clause-secret-scan.ts) or to a command's verb
 * (positional-secret-scan.ts). The languages, scripts and tools here are not those of any tuning set: the detectors
 * read the lexicon and the value's shape, not sentences or tool names. Values are generated here, never real.
 */
import { describe, expect, it } from 'vitest';
import { expectKept, expectRedacted, itRedacts } from './expect-redaction.js';
import { rng } from './fake-secrets.js';
import { redactText } from './redact.js';

const WORDS = ['kestrel', 'nutmeg', 'basalt', 'plover', 'sorrel', 'zinnia', 'tamarind', 'pewter', 'lichen', 'osprey', 'quince', 'umber'];
const SYMBOLS = '!#%^*?@+~';

function pick(next: () => number): string {
  return WORDS[next() % WORDS.length]!;
}

/** Two words, digits and a symbol in one of the orders people use (`Osprey417#umber`, `quince!Lichen62`). */
function made(seed: number): string {
  const next = rng(seed);
  const a = pick(next);
  const b = pick(next);
  const digits = String(10 + (next() % 9990));
  const sym = SYMBOLS[next() % SYMBOLS.length]!;
  const cap = (w: string): string => w[0]!.toUpperCase() + w.slice(1);
  return next() % 2 === 0 ? `${cap(a)}${digits}${sym}${b}` : `${a}${sym}${cap(b)}${digits}`;
}

/** Words and digits joined by `-`, `_` or `.` with a capital (`Pewter-sorrel-3381`, `basalt.Zinnia57`). */
function joined(seed: number): string {
  const next = rng(seed);
  const sep = '-_.'[next() % 3]!;
  const a = pick(next);
  return `${a[0]!.toUpperCase()}${a.slice(1)}${sep}${pick(next)}${sep}${100 + (next() % 9000)}`;
}

/** A tool's random token: letters of both cases and digits. */
function token(seed: number, n: number): string {
  const next = rng(seed);
  const abc = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  let out = 'Q7x';
  while (out.length < n) out += abc[next() % abc.length];
  return out;
}

function digits(seed: number, n: number): string {
  const next = rng(seed);
  let out = String(1 + (next() % 9));
  while (out.length < n) out += String(next() % 10);
  return out;
}

describe('a person-made password in prose of languages no tuning set wrote', () => {
  const cases: [string, (v: string) => string][] = [
    ['Japanese', (v) => `ステージングのパスワードは ${v} です。`],
    ['Chinese', (v) => `测试服务器的密码是 ${v} ，用户名是 deploy。`],
    ['Dutch', (v) => `Het wachtwoord voor de testserver is ${v} en de gebruiker is deploy.`],
    ['Danish', (v) => `Adgangskoden til testserveren er ${v}, brugeren er deploy.`],
    ['Norwegian', (v) => `Passordet til testserveren er ${v} og brukeren er deploy.`],
    ['Portuguese', (v) => `A senha do servidor de testes é ${v} e o usuário é deploy.`],
    ['Catalan', (v) => `La contrasenya del servidor és ${v} i l'usuari deploy.`],
    ['Estonian', (v) => `Testserveri parool on ${v} ja kasutaja deploy.`],
    ['Latvian', (v) => `Testa servera parole ir ${v}, lietotājs deploy.`],
    ['Slovenian', (v) => `Geslo za testni strežnik je ${v}, uporabnik deploy.`],
    ['Croatian', (v) => `Lozinka za testni poslužitelj je ${v}, korisnik deploy.`],
    ['Albanian', (v) => `Fjalëkalimi i serverit është ${v} dhe përdoruesi deploy.`],
    ['Malay', (v) => `Kata laluan pelayan ujian ialah ${v} dan pengguna deploy.`],
    ['Welsh', (v) => `Y cyfrinair ar gyfer y gweinydd yw ${v}, defnyddiwr deploy.`],
    ['Basque', (v) => `Zerbitzariaren pasahitza ${v} da, erabiltzailea deploy.`],
    ['Bulgarian', (v) => `Паролата за тестовия сървър е ${v}, потребител deploy.`],
    ['Serbian', (v) => `Лозинка за тест сервер је ${v}, корисник deploy.`],
    ['Hindi', (v) => `टेस्ट सर्वर का पासवर्ड ${v} है, यूज़र deploy।`],
    ['Urdu', (v) => `ٹیسٹ سرور کا پاس ورڈ ${v} ہے، صارف deploy`],
    ['Tamil', (v) => `சோதனை சேவையகத்தின் கடவுச்சொல் ${v} ஆகும்.`],
    ['Georgian', (v) => `სატესტო სერვერის პაროლი არის ${v}, მომხმარებელი deploy.`],
    ['Armenian', (v) => `Թեստային սերվերի գաղտնաբառը ${v} է, օգտատեր deploy.`],
    ['Amharic', (v) => `የሙከራ አገልጋዩ የይለፍ ቃል ${v} ነው።`],
    ['Khmer', (v) => `ពាក្យសម្ងាត់ម៉ាស៊ីនមេ ${v} សម្រាប់ deploy`],
    ['Burmese', (v) => `စမ်းသပ်ဆာဗာ စကားဝှက် ${v} ဖြစ်သည်။`],
    ['Sinhala', (v) => `පරීක්ෂණ සේවාදායකයේ මුරපදය ${v} වේ.`],
    ['Mongolian', (v) => `Туршилтын серверийн нууц үг ${v}, хэрэглэгч deploy.`],
    ['Zulu', (v) => `Iphasiwedi yeseva yokuhlola ithi ${v}, umsebenzisi deploy.`],
    ['Faroese', (v) => `Loyniorðið til roynsluambætaran er ${v}, brúkari deploy.`],
    ['Kyrgyz', (v) => `Сынак сервердин сырсөзү ${v}, колдонуучу deploy.`],
  ];
  cases.forEach(([language, sentence], i) => {
    it(`${language}, a made-up word with digits and a symbol`, () => {
      const v = made(1300 + i);
      expectRedacted(sentence(v), v);
    });
    it(`${language}, words and digits joined`, () => {
      const v = joined(1400 + i);
      expectRedacted(sentence(v), v);
    });
  });
});

describe('a person-made secret set off in prose, lists and notes', () => {
  it('value before its noun, a full-width colon, a guillemet-quoted value, a bold label', () => {
    const a = made(1501);
    expectRedacted(`Use ${a} as the root password on the lab box.`, a);
    const b = made(1502);
    expectRedacted(`パスワード：${b}`, b);
    const c = made(1503);
    expectRedacted(`Das Kennwort lautet «${c}» für den Testserver.`, c);
    const d = joined(1504);
    expectRedacted(`| **Passcode** | \`${d}\` |`, d);
  });
  it('a gate or keypad code, a transfer PIN, codes listed under their noun', () => {
    const gate = digits(1511, 6);
    expectRedacted(`The gate code for the loading dock is ${gate} after 6pm.`, gate);
    const keypad = digits(1512, 5);
    expectRedacted(`keypad code ${keypad} opens the cage`, keypad);
    const list = [digits(1513, 5), digits(1514, 5), digits(1515, 5)].map((d) => `${d.slice(0, 3)}-${d.slice(3)}${d.slice(0, 3)}`);
    const text = `Recovery codes:\n- ${list[0]}\n- ${list[1]}\n- ${list[2]}\nKeep them offline.`;
    for (const code of list) expectRedacted(text, code);
  });
  it('an issued key printed in groups, an intercom code in Russian', () => {
    const next = rng(1541);
    const abc = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
    const group = (n: number): string => Array.from({ length: n }, () => abc[next() % abc.length]).join('');
    const key = `B5-${group(6)}-${group(6)}-${group(5)}-${group(5)}-7${group(4)}`;
    expectRedacted(`Emergency kit — recovery key ${key}`, key);
    const code = digits(1542, 4);
    expectRedacted(`код от домофона ${code}, квартира 12`, code);
  });
  it('a passphrase of dashed words, a seed phrase of twelve words', () => {
    const next = rng(1521);
    const dashed = Array.from({ length: 5 }, () => pick(next)).join('-');
    expectRedacted(`the backup passphrase on the NAS is ${dashed}`, dashed);
    const seed = Array.from({ length: 12 }, () => pick(next)).join(' ');
    expectRedacted(`Seed phrase for the faucet wallet: ${seed}. Do not share it.`, seed);
  });
  it('a password set off by angle brackets, a placeholder there kept', () => {
    expectRedacted('here is what I have, please use it: password <Heron_Quarry.5821>', 'Heron_Quarry.5821');
    expectKept(['the password is <your-password>, set it with <input type="password" name="pw2">']);
  });
  it("a recovery phrase of a wallet's longer words, and Monero's 25", () => {
    const long = 'lighthouse marigold snowdrift pelican tangerine harmonica windmill cobblestone lavender quicksilver bramble nightingale';
    expectRedacted(`Proton recovery phrase: ${long}`, long);
    const monero = `${long} orchard meadow juniper falcon thistle walnut saffron glacier harbor willow cinder parsnip lantern`;
    expectRedacted(`wallet seed: ${monero}`, monero);
  });
  it('a password in a checklist item, a TODO and a quoted chat line', () => {
    const a = made(1531);
    expectRedacted(`- [ ] rotate the kiosk password (currently ${a}) before Friday`, a);
    const b = made(1532);
    expectRedacted(`// FIXME: hardcoded pass ${b} until the vault is wired`, b);
    const c = joined(1533);
    expectRedacted(`> **@lee**: unlock phrase for the laptop is ${c}`, c);
  });
});

describe('a secret a command takes as a plain argument, whatever the tool', () => {
  it('a verb that registers, sets or enables, and its last positional', () => {
    const a = made(1601);
    expectRedacted(`mqttctl register sensor07 broker.lan ${a}`, a);
    const b = made(1602);
    expectRedacted(`pihole -a setpassword '${b}'`, b);
    const c = token(1603, 16);
    expectRedacted(`tunnelctl enable ${c}`, c);
    const d = made(1604);
    expectRedacted(`nmcli device wifi connect "Lab-5G" password ${d}`, d);
    const e = made(1605);
    expectRedacted(`turnadmin add -u relay -r lab.example '>${e}'`, e);
    const f = joined(1606);
    expectRedacted(`paramctl put --name /lab/db --kind secure-string --value '${f}'`, f);
  });
  it("the Wi-Fi key netsh lists in its Key Content row", () => {
    const a = made(1611);
    expectRedacted(`Security settings\n-----------------\n    Authentication         : WPA2-Personal\n    Security key           : Present\n    Key Content            : ${a}\n\nCost settings`, a);
  });
  it('a command after a label of prose, an argument quoted twice, a key printed under its label in a JSON string', () => {
    const a = made(1621);
    expectRedacted(`[pending] Apply the new value in: hostapd_cli -i wlan1 set_network 2 wpa_passphrase "${a}"; [pending] test`, a);
    const b = made(1622);
    expectRedacted(`{"body":"iwctl-lite set-psk 1 '\\"${b}\\"'"}`, b);
    const c = token(1623, 30);
    expectRedacted(`{"note":"$ agentctl keys add edge-7\\nAPI key for 'edge-7':\\n\\n   ${c}\\n\\nStore it now."}`, c);
  });
  it('user:password@host in any command, and a literal piped into a reader of secrets', () => {
    const a = made(1611);
    expectRedacted(`lftp -e mirror 'ftpuser:${a}@ftp.example.org'`, a);
    const b = token(1612, 28);
    expectRedacted(`hg clone https://ci:${b}/x@hg.example.org/repo`, b);
    const c = joined(1613);
    expectRedacted(`printf '%s' '${c}' | cryptsetup open /dev/sdb1 vault --key-file=-`, c);
    const d = token(1614, 32);
    expectRedacted(`echo -n "${d}" | doppler secrets upload --stdin`, d);
  });
});

describe('what such text holds that is no secret', () => {
  it('names, hosts, SSIDs, versions, paths and placeholders around the same nouns and verbs', () => {
    expectKept([
      'networksetup -setairportnetwork en0 "Studio-5G"',
      'nmcli connection add con-name Office-5G ifname wlan0',
      'git remote add origin git@github.com:acme/repo2.git',
      'yarn add lodash@^4.17.21 react@18.2.0',
      'kubectl create namespace team-42',
      "echo 'build-2024' | tee notes.txt",
      'the password for db-server-01 is in the vault',
      'Wi-Fi: Studio-5G, printer: HP-LaserJet-4250',
      '    Key Content            : Absent (open network)',
      'The Key Content row appears only with key=clear.',
      'password: <your-password>',
      'Le mot de passe doit contenir 12 caractères au minimum.',
      'Die PIN 2024 war das Jahr der Umstellung.',
      'pinned to 20240101 in the lockfile',
      'the pass rate was 98% on Ubuntu-22.04',
      '--- PASS: TestLogin_v2 (0.02s)',
      'パスワードは設定ファイルに保存されています。',
      'login as admin2 on node-7, then run deploy.sh',
      'docker pull ghcr.io/acme/api:v1.4.2@sha256:0f3b5c8e9d1a2b4c6d8e0f1a3b5c7d9e1f3a5b7c9d1e3f5a7b9c1d3e5f7a9b1c',
      'mailto:ops@example.com — user:admin@host lists the owner',
      'код ошибки 50012 в журнале',
      'integrity sha512-LJcbZFBYCLUyNX1mDP4kMQTSPDblSNf1KB2HeqRIBKmQN==',
      '    pass  # TODO: fix Foo#123 later',
    ]);
  });
  it('prose that talks about a password without giving one', () => {
    const out = redactText('Zatím nevím, jaké heslo je na serveru; zeptám se Petra zítra.').text;
    expect(out).not.toContain('[REDACTED');
  });
});

describe('a password corrected in the same breath', () => {
  it('redacts the corrected value, and keeps a correction that gives no value', () => {
    const a = made(1631);
    expectRedacted(`db pass is ${made(1632)} — no wait, it's ${a}, I rotated it`, a);
    const b = made(1633);
    expectRedacted(`the admin password is ${made(1634)}, sorry, ${b}`, b);
    expectKept(['the password is in the vault, sorry, it was renamed to prod-db last week', 'the key is set, actually it is unused now']);
  });
});

describe('a code for a thing that opens to one, named by the thing alone', () => {
  itRedacts([
    ['a locker and its dial', 'My gym locker dial is 482913, bring my charger if you pass.', '482913'],
    ['a gate intercom in a checklist', 'Checklist:\n- [ ] run the migrations\n- [ ] Buzz the gate intercom with 5172836 then the bell icon.', '5172836'],
    ['a key box', 'the key box by the back door opens with 7305', '7305'],
  ]);
  it('keeps what such words stand beside in code and prose', () =>
    expectKept(['the intercom service listens on port 5060', 'Locker rooms: 2 floors', 'keypad.press(KEY_ENTER)', 'see the padlock icon in the address bar']));
});

describe('digits handed over with the act they do, a PIN by its lexicon word, a code in a quoted sentence', () => {
  itRedacts([
    ['unlock … with digits', 'Unlock my old tablet with 83920417 (the zigzag pattern as digits).', '83920417'],
    ["a building society's passnumber", 'Building society passnumber (phone): 57203948', '57203948'],
    ['a PUK ending a line of output', 'deploy failed:\nThe spare SIM is locked, PUK is 51928374.\nexit status 1', '51928374'],
    ['a parental lock', 'Handover notes:\n```\nTV parental lock is 639214\n```', '639214'],
    ['a PUK in a row of an SQL dump', "INSERT INTO notes VALUES(7,'ops','The spare SIM is locked, PUK is 40918273.','2026-11-19');", '40918273'],
  ]);
  it('keeps dates, ports and short numbers', () =>
    expectKept(['login with 20241105 as the date', 'unlock with 42 retries', 'pass number 4 to the fn', 'the PIN pad listens on port 50601']));
});
