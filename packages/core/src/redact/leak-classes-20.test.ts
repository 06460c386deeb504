/**
 * Probes for the families behind the leaks of a red-team set of person-made and unusual secrets (issue 13), written
 * with other names, tools and values than the set's, each beside text of the same syntax that must survive: a user
 * and a made password side by side with no noun, password flags after a user flag, leetspeak words, keys printed in
 * groups of four, secret-named variables set in words, links that are the credential, wrapped command lines.
 */
import { describe, it } from 'vitest';
import { fake, randomFrom } from './fake-secrets.js';
import { expectKept, expectRedacted } from './expect-redaction.js';

const probe = (cases: [string, string, string][]): void => {
  it.each(cases)('%s', (_name, text, secret) => expectRedacted(text, secret));
};

describe('a user and the password a person made, side by side with no noun', () => {
  probe([
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
  probe([
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

describe('a password flag after a user flag, whatever the client', () => {
  probe([
    ['separate -p after -u', 'cqlsh db03 -u app_rw -p Basalt31ORE_', 'Basalt31ORE_'],
    ['Windows /p: quoted after /u:', "rdesktop-ng /v:jump.lan /u:svc_rdp /p:'ledger_otter_519' /sec:tls", 'ledger_otter_519'],
    ['-w glued to its quote', "ldapmodify -x -D cn=admin,dc=lan -w'quartz_maple_874' -f add.ldif", 'quartz_maple_874'],
    ['redis AUTH with a user', 'redis-cli -h q1 AUTH worker Amber-falcon-lattice-40', 'Amber-falcon-lattice-40'],
    ['a dotted psk setting after modify', 'nmcli con modify lab wifi-sec.psk Hagebutte-Hagebutte-Eule-18', 'Hagebutte-Hagebutte-Eule-18'],
    ['a pass argument inside backticks', 'Run `rclone config create box sftp host box.lan user ana pass n0rd1c$771` tonight', 'n0rd1c$771'],
  ]);
  it('keeps a database name after -p and the flags around it', () =>
    expectKept(['mysql -u root -p app_db2', 'xfreerdp /v:ts01.corp /u:administrator /cert:ignore', 'nmcli connection modify office ipv4.method manual']));
});

describe('secret-named variables, links and keys known by their format', () => {
  const uuid = `${fake.hex(8, 2001)}-${fake.hex(4, 2002)}-${fake.hex(4, 2003)}-${fake.hex(4, 2004)}-${fake.hex(12, 2005)}`;
  const invite = fake.alnum(30, 2006);
  const stream = `live_${randomFrom('0123456789', 9, 2007)}_${fake.alnum(28, 2008)}`;
  const session = fake.hex(32, 2009).toUpperCase();
  const page = `EAAB${fake.alnum(160, 2010)}`;
  // made up, of the length a 64-byte key gives after the header
  const seedTail = 'ACYq+hM2rTfV0sNqW4/EeLkP9ZbXc7R1oUaJy3GvHdK8iQmFtO6pS5nWzAxCe2lBgIrMjv4uNfHyKo7TlQ9sPw';
  const tor = `PT0gZWQyNTUxOXYxLXNlY3JldDogdHlwZTAgPT0AA${seedTail}`;
  probe([
    ['"set NAME to <uuid>"', `please set SENTRY_AUTH_TOKEN to ${uuid} in the pipeline`, uuid],
    ['an invite link', `join here: https://chat.example.net/invite/${invite}`, invite],
    ['an RTMP stream key', `ffmpeg -i in.mp4 -f flv rtmps://ingest.example.tv/live2/${stream}`, stream],
    ['a servlet session in the path', `https://portal.lan/app;jsessionid=${session}?tab=3`, session],
    ['a Facebook page token', `"PAGE_ACCESS": "${page}"`, page],
    ["a Wi-Fi QR code's key", 'WIFI:S:Lab-2G;T:WPA;P:Himbeer9Torte!;H:false;;', 'Himbeer9Torte!'],
    ['a Tor service key in base64', `base64 /var/lib/tor/svc/hs_ed25519_secret_key\n${tor}`, seedTail],
    ['an Ethereum key after "private key"', `signer private key 0x${fake.hex(64, 2012)} (devnet)`, fake.hex(64, 2012)],
    ['a Twitch chat password', `export CHAT_LOGIN=oauth:${fake.alnum(30, 2013).toLowerCase()}`, fake.alnum(30, 2013).toLowerCase()],
    ['a token wrapped by an indented `\\`', `curl -H "Authorization: token ghp_${fake.alnum(16, 2014)}\\\n      ${fake.alnum(20, 2015)}" https://api.github.com`, fake.alnum(20, 2015)],
  ]);
  it('keeps settings set in words, public links and plain RTMP paths', () =>
    expectKept([
      'set NODE_ENV to production2024',
      'set MAX_TOKENS to 4096000000',
      'https://github.com/org/repo/invite/accept-invitation-page',
      'rtmp://live.example.com/app/stream-key-placeholder',
      'https://discord.gg/invite/abc123',
    ]));
});
