/**
 * Passwords a person made and typed into prose, with or without a noun for them: beside the account they open,
 * after a noun the clause binds loosely, given with no noun by the shape of what carries them, composed of words and
 * digits, spelled out or said as words, codes and combinations a person is handed, a Wi-Fi key in a sentence about the
 * network. Prose, names and reference numbers of the same shape stay. Values are made up here.
 */
import { describe, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { expectKept, itRedacts } from './expect-redaction.js';

const PW = `${fake.alnum(5, 1601)}~${fake.alnum(8, 1602)}`;
const PW2 = `${fake.alnum(7, 1603)}!${fake.alnum(6, 1604)}`;

describe('a user and the password a person made, side by side with no noun', () => {
  itRedacts([
    ['German: "mit <user> und <value>"', 'Logg dich mit operator und Kastanie-Kastanie-Wolke-47 ein und schau', 'Kastanie-Kastanie-Wolke-47'],
    ['Portuguese: "com <user> e <value>"', 'entra com suporte e Goiabada1987! pra ver o erro', 'Goiabada1987!'],
    ['Dutch: "met <user> en <value>"', 'inloggen met beheerder en Fietsbel-haring-molen-33, daarna testen', 'Fietsbel-haring-molen-33'],
    ['Polish: "jako <user> z <value>"', 'zaloguj jako serwis z pierog1k!472', 'pierog1k!472'],
    ['a label, a login name and " / "', 'konto: m.jansen / Stroopw4fel#61', 'Stroopw4fel#61'],
    ['"creds" and user:password glued', 'creds for the staging box → ops:p1n3c0n3$880', 'p1n3c0n3$880'],
  ]);
  it('keeps pairs that are no login', () =>
    expectKept([
      'read / write access for the team',
      'run the tests and fix-login-42 before merging',
      'mit Docker und Compose-v2-Plugin bauen',
      'the deploy step with cache and build-cache-v12 enabled',
    ]));
});

describe('person-made values after a noun the clause binds loosely', () => {
  itRedacts([
    ['a leetspeak word with a symbol', 'kata sandi untuk kiosk adalah k4ng4r00$207', 'k4ng4r00$207'],
    ['a weak noun and "is still"', 'router pw on the 3rd floor is still 2wsx3edc!zaq91', '2wsx3edc!zaq91'],
    ["a genitive and a label's colon", 'Пароль оператора: Pryanik-samovar-balalaika-62', 'Pryanik-samovar-balalaika-62'],
    ['an app password in four groups', 'mail relay uses the app password qzvt mkrb xwpl ofgh', 'qzvt mkrb xwpl ofgh'],
    ['a seed in groups of four after "authenticator"', 'scan or type into the authenticator: k3xq 9vzt r2mw pnq7 yh4d sx8b', 'k3xq 9vzt r2mw pnq7 yh4d sx8b'],
    ['a licence key after its German noun', 'Lizenzschlüssel KOLMR-TTWLB-ZQHEX-AIUOP-P8YRA', 'KOLMR-TTWLB-ZQHEX-AIUOP-P8YRA'],
    ['a capitalised passphrase with its number', 'Passphrase: Kiefernzapfen Laterne Gießkanne Wetterhahn 58', 'Kiefernzapfen Laterne Gießkanne Wetterhahn 58'],
    ['a passphrase and prose after it', "I'll use Passphrase: nutmeg tundra velvet quokka 31 for the restore.", 'nutmeg tundra velvet quokka 31'],
  ]);
  it('keeps prose, names and reference numbers around the same nouns', () =>
    expectKept([
      'Passwort: bitte beim Admin anfragen',
      'the password must have more than four words',
      'the pw field is still required',
      'I reset my password yesterday via the forgot-password-x7 link',
      'Password: Stored In The Vault 2024',
    ]));
});

describe('a password right after the account it opens, in prose of any language and with no noun', () => {
  itRedacts([
    ['German: als <account> mit <value>', 'bitte als admin mit Zitronenfalter@1987 anmelden und neu starten', 'Zitronenfalter@1987'],
    ['Spanish: como root con <value>', 'entra como root con C4stillo@77+ y revisa los logs', 'C4stillo@77+'],
    ['Russian: под <account> с <value>', 'зайди под admin с 44Берёза!kalinka и проверь очередь', '44Берёза!kalinka'],
    ['Japanese: a particle glued to the account', 'adminで Kamakura%Daibutsu52 を入れてログインして', 'Kamakura%Daibutsu52'],
    ['Polish: a comma and "then type"', 'zaloguj się jako admin, potem wpisz Torun!pierniki8 i sprawdź', 'Torun!pierniki8'],
    ['Hindi: three words between', 'admin से लॉगिन करो, Jaipur#2019 डालो और देखो', 'Jaipur#2019'],
    ['Hungarian: a case ending, words and a colon', 'Lépj be root-ként és írd be: Kestrel_pond418 majd frissíts', 'Kestrel_pond418'],
    ['Finnish: a case ending glued on', 'Kirjaudu adminina ja kirjoita 61Birch=tqa2 niin toimii.', '61Birch=tqa2'],
  ]);
});

describe('a value handed over after the account it opens, in any language', () => {
  itRedacts([
    ['Polish, words between', 'zaloguj się jako root, następnie wpisz Wroclaw-2019 i odśwież stronę', 'Wroclaw-2019'],
    ['German, a year joined to a word', 'melde dich als admin mit Zwetschgen_1998 an und prüf die Logs', 'Zwetschgen_1998'],
    ['Arabic, a word without case and a year', 'ادخل بحساب admin و نجمة.2017 ثم افتح اللوحة', 'نجمة.2017'],
    ['Russian, a slash between', 'заходи под admin / marta_harbor4410 и проверь очередь', 'marta_harbor4410'],
    ['Turkish, an inflected noun between', 'admin kullanıcısıyla deniz_kartal5521 ile gir', 'deniz_kartal5521'],
    ['Chinese, an equals sign inside', '用 admin 和 Lotus7781=harbor 登录控制台', 'Lotus7781=harbor'],
    ['Japanese, a list comma glued on', 'ユーザー admin、Kx7m?42plq$ でログインしてください', 'Kx7m?42plq$'],
    ['Korean, a particle word between', 'admin 계정에 Juniper=552amber 넣고 들어가 보세요', 'Juniper=552amber'],
    ['German, in low-high quotes', 'melde dich als admin mit „Birnbaum_2011“ an', 'Birnbaum_2011'],
    ['Polish, in a code span', 'zaloguj się jako admin, potem wpisz `Krakow-2016` i odśwież', 'Krakow-2016'],
    ['Portuguese, a service account', 'entra com o usuário ops e cedar.Nina.47% no painel', 'cedar.Nina.47%'],
  ]);
  it('keeps versions, hosts, names with a short number and code names after an account', () =>
    expectKept([
      'zaloguj się jako admin, potem wpisz Python-3.12 w terminalu',
      'melde dich als admin mit Windows10 an',
      'melde dich als root mit web-01 an',
      'entra com o usuário ops e node18 no servidor',
      'ادخل بحساب admin و server01.local ثم',
      'zaloguj się jako admin, potem wpisz deploy@bastion-02',
      'run as root with build_v2.sh; build_v2.sh(args) is defined above',
      'admin 계정에 v2.4.1 넣고',
      'open the admin-only page: docs/Admin-Guide.md',
      'Kirjaudu adminina ja kirjoita Python-3.12 komentoriville',
    ]));
});

describe('a user / password pair in prose after a word that says credentials', () => {
  itRedacts([
    ['creds are', `the staging db creds are reporter / ${PW}`, PW],
    ['login:', `Login: ops-admin / ${PW2} (rotate Friday)`, PW2],
  ]);
  it('keeps paths and ratios', () =>
    expectKept([`account: acme / web-frontend`, `the login is handled by auth/session.ts`, `creds are in vault / kv-v2`]));
});

describe('a password a person composed, in prose with no noun for it', () => {
  itRedacts([
    ['Japanese, glued to the particles', 'rootでサインインしてMaple4!205otterを入れてからマイグレーションを実行して。', 'Maple4!205otter'],
    ['Finnish, after a verb only', 'Kirjaudu sisään ja syötä marten#4471Copper ennen ajoa.', 'marten#4471Copper'],
    ['Hungarian, in a plan step', '{"step":"Lépj be, írd be: Heron_Pebble602% és indítsd újra."}', 'Heron_Pebble602%'],
    ['words, digits and = with a closing symbol', 'Ingia kama admin kwa Falcon27=QUARTZ~ kisha endelea.', 'Falcon27=QUARTZ~'],
    ['a user correcting themselves', 'it was Tulip!55meadow — no wait, it is cobalt#2210Fennel now', 'cobalt#2210Fennel'],
    ['an answer to the agent in a sentence', "it's Jun1per$604falcon for the test one", 'Jun1per$604falcon'],
    ['two words glued, digits, a symbol', 'Context: tietokannan arvo on WillowCedar83* älä jaa sitä', 'WillowCedar83*'],
    ['an ipsec.secrets PSK line', '192.0.2.10 198.51.100.4 : PSK "Harbor52=TULIP~"', 'Harbor52=TULIP~'],
    ['a Rust constant with its type', 'const DB_SECRET: &str = \\"Marble71=CEDAR^\\";', 'Marble71=CEDAR^'],
    ['a pgbouncer userlist line', '"billing_ro" "Q8uail!250pepper"', 'Q8uail!250pepper'],
  ]);
  it('keeps code, versions, addresses, queries and hashes with the same characters', () =>
    expectKept([
      'backup saved as 8649f1afbee5cd26@v2 in file-history',
      'if (count+1000 > maxDiffSize+1000) return;',
      'install lodash@4.17.21 and node@18.19.0 first',
      'see https://example.com/search?q=item42&page=12 for more',
      'mail jane.doe1984@example.com or ops@bastion01',
      'fixed in acme/api#4521, released as v2.14.0-rc.1',
      'The query string was hello%20world%21 after encoding2024',
      'run it with --max-old-space-size=4096 and NODE_ENV=production',
      'C++17 and C#10 both support this; x^2+3x is the polynomial',
      'the total was $1,200 (about 12% more than 2023!)',
      'integrity sha1-vTchuC90+9pG0VVAYbh8n4Pc2pn=',
    ]));
});

describe('words and digits a person joined with `=`', () => {
  itRedacts([
    ['after a login name, Chinese', '用 root 和 Walter5512=pebble 登录看看', 'Walter5512=pebble'],
    ['after a login name, Korean', 'root 계정에 Kestrel=409meadow 넣고 들어가 보세요', 'Kestrel=409meadow'],
    ['after "mit", German', 'Melde dich als root mit Saskia7781=harbor an.', 'Saskia7781=harbor'],
  ]);
  it("keeps code's name=value pairs after the same words", () =>
    expectKept(['login as root with PORT=8080 set', 'Melde dich als root mit timeout=30s an.', 'use root and sha256=9f86d081884c7d659a2feaa0c55ad015 to check']));
});

describe('a value given with no noun, by the shape of what carries it', () => {
  itRedacts([
    ['a prompt that is the value alone', 'Kiwi?55813QT', 'Kiwi?55813QT'],
    ['an open item that is the value alone', '  ember%30417Lx ', 'ember%30417Lx'],
    ["a prompt that gives the value after \"it's\"", "it's Pq7w%31zmk#", 'Pq7w%31zmk#'],
    ['a login name and the value listed by an ideographic comma', 'ユーザー deploy、Sora?81kumo$ で入ってください', 'Sora?81kumo$'],
    ['after "com o usuário <name> e"', 'entra com o usuário deploy e nuvem.Tiago.52% no painel', 'nuvem.Tiago.52%'],
    ['a security answer after "is"', 'the security answer ("mother\'s maiden name") is Ferreira1962x', 'Ferreira1962x'],
  ]);
  it('keeps a lone version, id, name or word, and a comma list of names', () =>
    expectKept([
      'v1.2.3-rc.4+build.567',
      'toolu_01cHPYd0Tb0RJPk50dQM8ywm',
      'feature-login-v2',
      'continue',
      "it's v2.4.1-beta+exp.sha.5114f85",
      'see issue#1234',
      'README.md',
      'ユーザー admin、editor、viewer の3つ',
      'the security question is asked once per session',
    ]));
});

describe('a generated password without symbols, where a password stands', () => {
  const GEN = `${fake.alnum(2, 1650)}8k${fake.alnum(2, 1651)}2v${fake.alnum(3, 1652)}`.replace(/[a-z]{3}|[A-Z]{3}/g, (w) => `${w[0]}7${w[2]}`);
  itRedacts([
    ['sp_addlogin', `EXEC sp_addlogin 'rpt_user', 'Tq7#${GEN}'`, `Tq7#${GEN}`],
    ['changeUserPassword', `db.changeUserPassword("app", "Tq7rB${GEN}")`, `Tq7rB${GEN}`],
    ['here-string to chpasswd', `chpasswd <<< 'svc:${PW}'`, PW],
    ['printf to chpasswd', `printf 'svc:${PW2}\\n' | sudo chpasswd`, PW2],
    ['echo -e twice to smbpasswd -s', `echo -e '${PW}\\n${PW}' | smbpasswd -a -s svc`, PW],
    ['plink -pw', `plink -ssh -pw ${PW2} admin@10.0.0.9`, PW2],
    ['kadmin addprinc -pw, no symbol', `kadmin -q "addprinc -pw Tq7rB${GEN} svc"`, `Tq7rB${GEN}`],
    ['openssl enc -k', `openssl enc -aes-256-cbc -k ${PW} -in a.tar -out a.enc`, PW],
    ['openssl passwd', `usermod --password $(openssl passwd -6 -salt xy ${PW2}) svc`, PW2],
  ]);
  it('keeps words, versions and format strings in those places', () =>
    expectKept([
      `printf 'user:%s\\n' "$NAME" | sudo chpasswd`,
      `curl -k https://localhost:8443/health`,
      `openssl passwd -help`,
      `chpasswd <<< "$CREDS"`,
      `plink -pw $PUTTY_PW admin@host`,
      `echo 'Hello World' | sudo tee /etc/motd`,
    ]));
});

describe('passwords with no digit, and archivers', () => {
  const NODIGIT = `${fake.alnum(6, 1730).replace(/[0-9]/g, 'Q')}^${fake.alnum(8, 1731).replace(/[0-9]/g, 'x')}`;
  const LETTERS = fake.alnum(40, 1732).replace(/[0-9]/g, '').slice(0, 17);
  itRedacts([
    ['positional with a symbol and upper-case runs', `pip config set-basic corp deploy 'QMxBG^${NODIGIT.slice(0, 6)}OF'`, `QMxBG^${NODIGIT.slice(0, 6)}OF`],
    ['call on credentials, letters only', `Credentials::new("ops".to_string(), "${LETTERS}".to_string())`, LETTERS],
    ['signature key without a digit', `Sign.generateSignature(payload, "${NODIGIT}")`, NODIGIT],
    ['7z -p glued', `7z x -p${fake.alnum(14, 1733)} backup.7z`, fake.alnum(14, 1733)],
  ]);
});

describe('codes and combinations a person is handed', () => {
  itRedacts([
    ['backup codes of digits in pairs', 'my backup codes: 6120 8841, 3307 9925, 5518 2046, 7741 0683', '3307 9925'],
    ['a safe combination after "combination"', 'the combination of the server-room safe is 31-07-88-14', '31-07-88-14'],
    ['a lock combo', 'bike lock combo is 48-19-63', '48-19-63'],
  ]);
  it('keeps dates, versions and counts after the same words', () =>
    expectKept([
      'backup codes were regenerated on 2026-03-04, see the 2FA page',
      'a combination of 3 flags and 2 env vars',
      'the combo box shows 12 items',
    ]));
});

describe('a password said as words, or wrapped over lines', () => {
  itRedacts([
    ['dictated words with a number and a symbol named', 'ok so the password is lantern 57 marble hash then all caps', 'lantern 57 marble hash'],
    ['wrapped over two lines under a label', 'admin pw (split by the terminal):\nquartz2290Y\nember#Lotte', 'quartz2290Y'],
    ['the second half of the wrapped one', 'admin pw (split by the terminal):\nquartz2290Y\nember#Lotte', 'ember#Lotte'],
  ]);
  it('keeps prose about a password that gives none', () =>
    expectKept(['the password is 12 characters long', 'the password is stored in vault 2 and rotated', 'admin pw (see below):\nREADME.md\nsection 4']));
});

describe('a secret spelled out', () => {
  itRedacts([
    ['letters and digits joined by hyphens', 'spelling it out so there are no typos: k-7-P-w-q-2-L-x-9', 'k-7-P-w-q-2-L-x-9'],
    ['letters and digits joined by blanks', 'the wifi password letter by letter: t 4 k 9 m z 2 p q', 't 4 k 9 m z 2 p q'],
    ['the NATO alphabet', 'read it back phonetically: Kilo Sierra Whiskey Hotel Romeo then four-one', 'Kilo Sierra Whiskey Hotel Romeo'],
  ]);
  it('keeps the alphabet, digit runs, flags, ranges and words of the spelling alphabet in prose', () =>
    expectKept([
      '  0 1 2 3 4 5 6 7 8 9 a b c d e f',
      'matrix row: 1 0 0 1 0 1 1 0',
      'tar -x-v-f is not valid; use tar -xvf',
      'pick one of a-b-c-d-e-f-g-h for the column names',
      'Delta Air Lines and the Hotel California tour',
      'echo "building"; echo done',
    ]));
});

describe('a Wi-Fi key in a sentence about the network', () => {
  itRedacts([
    ['plain words after "the key is"', 'office wifi is "Atrium-Guest" and the key is walrus maple copper', 'walrus maple copper'],
    ['a code off the router sticker', 'the code on the router sticker is KV8TQ3MZ7XRW2PLD, the 0 may be an O', 'KV8TQ3MZ7XRW2PLD'],
    ['the sticker code in its groups, a parenthesis after it', 'the code on the router sticker is KV8T Q3MZ 7XRW 2PLD (WPA key)', 'Q3MZ 7XRW'],
  ]);
  it('keeps prose about the key and settings named for it', () =>
    expectKept([
      'the wifi key is printed on the back of the router',
      'configure the wifi password in settings.json',
      'wifi: key rotation is handled by the controller',
      'the router code is in MD5 SHA1 form (see the docs)',
    ]));
});

describe('a licence block under its header, a passphrase of joined words, a password wrapped short or split by markup', () => {
  itRedacts([
    ['the hex lines of a licence block', '----- BEGIN LICENSE -----\nNorth Ltd\n5 User License\nEA7E-771204\n3D91A0C7 7B42E9F1 C05D88A2 19E6B4F3\n------ END LICENSE ------', '3D91A0C7 7B42E9F1'],
    ['words joined by _ after "passphrase"', 'deploy key is locked, passphrase tiger_maple_ocean. Next: redeploy', 'tiger_maple_ocean'],
    ['a short base64 run with padding', "I base64'd it so it stays out of the logs: V2FsbnV0NyExOGNvdmU=", 'V2FsbnV0NyExOGNvdmU='],
    ['halves in two code spans', 'db password: `pQ7Lk29Wm``T0yBRZkNs` (two parts, join them)', 'T0yBRZkNs'],
    ['a made password in a directory of a derived path', 'Write /mnt/share/backup_Lupine#2231/billing-api/config/app.yml', 'Lupine#2231'],
  ]);
  it('keeps licence prose, padded ids, code spans and package directories', () =>
    expectKept([
      'see the BEGIN LICENSE header format in the docs, 4 lines',
      'export FOO_BAR_BAZ_QUX=',
      'run: `npm ci` `npm test`',
      'node_modules/.pnpm/react-dom@18.2.0_react@18.2.0/node_modules/react-dom/index.js',
    ]));
});

describe('a Wi-Fi key followed by a separator and the next item', () => {
  itRedacts([['a slash after the key', 'office wifi is "Annex-2G", key walnut5521harbor / then restart the printer', 'walnut5521harbor']]);
});

describe('a PIN read out as number words', () => {
  itRedacts([['digits as words joined by dashes, in a todo', 'Wire up the safe PIN is one-five-four-four-two-five', 'one-five-four-four-two-five']]);
  it('keeps number words a sentence goes on from', () => expectKept(['code review: one two three four items pending']));
});
