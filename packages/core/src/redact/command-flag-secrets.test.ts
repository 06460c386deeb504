/**
 * Secrets given to a command line's flags: the flags a command's grammar gives a secret to, a password flag after
 * a user flag whatever the client, a user:password pair after a flag named for the login, a quoted password-shaped
 * argument, zip's password flag. The flags and arguments around them stay. Values are made up here.
 */
import { describe, expect, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { expectKept, expectRedacted, itRedacts } from './expect-redaction.js';
import { redactText } from './redact.js';

const PW = `${fake.alnum(6, 1701)}^${fake.alnum(7, 1702)}`;
const PW_DOT = `${fake.alnum(3, 1703)}.${fake.alnum(11, 1704)}`; // a password with no digit or shell symbol in it

describe('a quoted password-shaped argument on a command line', () => {
  itRedacts([
    ['ipmitool -P', `ipmitool -I lanplus -H 10.0.0.5 -U admin -P '${PW}' chassis status`, PW],
    ['sqlcmd -P double quotes', `sqlcmd -S db01 -U sa -P "${PW}" -Q "SELECT 1"`, PW],
    ['rar -hp glued flag', `rar a -hp'${PW}' backup.rar data/`, PW],
    ['windows /password:', `net use Z: \\\\srv\\share /user:CORP\\jdoe /password:'${PW}'`, PW],
    ['positional after words', `keepassxc-cli add vault.kdbx deploy-bot '${PW}'`, PW],
    ['json-escaped command', `{"command":"vpnc-connect --xauth-user ops --secret \\"${PW}\\" corp"}`, PW],
    ['--value=', `vault-cli store --name db --value='${PW}'`, PW],
    ['after a single-letter flag, no symbol', `snmpget -v3 -u mon -A '${PW_DOT}' 10.0.0.2 sysUpTime.0`, PW_DOT],
  ]);
  it('keeps quoted arguments that are patterns, formats, names and messages', () =>
    expectKept([
      `find . -name '*.Test2.ts' -newer 'Build_2024_Release'`,
      `date +'%Y-%m-%dT%H:%M'`,
      `grep -E '^v[0-9]+\\.[0-9]+$' CHANGELOG.md`,
      `git log --format='%h %s' -n 5`,
      `git checkout 'feature/ABC-123-login'`,
      `kubectl get pods -l 'app=web-v2'`,
      `docker run --name 'web-App2' nginx:1.27`,
      `npm run 'build:prod'`,
      `echo 'Hello-World2'`,
      `jq -r '.items[0].metadata.Name' pods.json`,
      `git commit -m 'Bump-Version-2.4.1'`,
      `sed -i 's/Foo1/Bar2/g' README.md`,
      `gh pr create --title 'Fix-Login-Flow-v2' --base main`,
      `python -m pytest -k 'TestLogin and not Slow3'`,
    ]));
});

describe('a user:password pair after a flag named for the login', () => {
  itRedacts([
    ['--proxy-user', `wget --proxy-user 'svc:${PW}' https://mirror.example.org/x.tgz`, PW],
    ['-auth', `/opt/app/bin/admin reload -auth admin:${PW}`, PW],
    ['--creds', `skopeo copy --src-creds=ci:${PW} docker://a docker://b`, PW],
  ]);
  it('keeps uid:gid and host:port after such flags', () =>
    expectKept([`docker run --user 1000:1000 alpine id`, `ssh -o ProxyCommand='x' --user deploy:deploy`, `tool --auth-host api.example.org:443`]));
});

describe('a password flag after a user flag, whatever the client', () => {
  itRedacts([
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

describe("the flags a command's grammar gives a secret to", () => {
  itRedacts([
    ['rar -hp glued and quoted', `rar a -ep1 -hp'Kirschbaum!Zug.7' backup.rar ./notes`, 'Kirschbaum!Zug.7'],
    ['rar -hp glued bare', 'rar a -hpWolkenkratzer#88 site.rar www/', 'Wolkenkratzer#88'],
    ['snmpget -A and -X, quoted', `snmpget -v3 -l authPriv -u probe -a SHA -A 'Moorland%kettle51' -x AES -X 'Harbour&gull73' sw1 sysUpTime.0`, 'Harbour&gull73'],
    ['snmpwalk -A bare', 'snmpwalk -v3 -l authNoPriv -u probe -a MD5 -A Lantern_river90 core-sw .1.3.6', 'Lantern_river90'],
  ]);
  it('keeps the same flags of other commands and values that are no password', () =>
    expectKept([
      'rar a -hp archive.rar docs/',
      'grep -A 3 -X pattern notes.txt',
      'snmpwalk -v3 -l authPriv -u probe -a SHA -A $SNMP_AUTH -x AES -X $SNMP_PRIV sw1',
      'tar -X exclude.txt -cf out.tar src',
    ]));
});

describe('passwords after a user flag, quoted or in another script', () => {
  itRedacts([
    ['lftp -u user,quoted', `lftp -u uploader,'Zeder#Bucht55' sftp://drop.example.net -e 'put a.zip; bye'`, 'Zeder#Bucht55'],
    ['sqlcmd -P in Cyrillic', `sqlcmd -S db02 -U sa -P 'Самовар%Пряник7' -Q "SELECT 1"`, 'Самовар%Пряник7'],
    ['lftp -u user,word with digits', 'lftp -u backup,HarborFinch2231 sftp://files.example.net', 'HarborFinch2231'],
    ['lftp -u user,words joined with a number', 'lftp -u backup,lagoon-ember-thistle-5 sftp://files.example.net', 'lagoon-ember-thistle-5'],
  ]);
  it('keeps a user and group after a colon, and a comma list of names', () =>
    expectKept(['docker run -u app:build-cache-2 node:20 npm test', 'lftp -u anonymous,guest ftp://mirror.example.org']));
  it('keeps a quoted user list and a flag given a variable', () =>
    expectKept([`lftp -u uploader,'$FTP_PASS' sftp://drop.example.net`, `sqlcmd -S db02 -U sa -P "$SA_PASSWORD" -Q "SELECT 1"`]));
});

describe("the places a client's grammar gives a password to", () => {
  itRedacts([
    ['ldapsearch -w glued', 'ldapsearch -x -D cn=reader,dc=example,dc=org -wTulpe%Grachten41 -b dc=example,dc=org uid=jo', 'Tulpe%Grachten41'],
    ['xcrun altool -p app-specific', 'xcrun altool --validate-app -f Build.ipa -t ios -u build@example.org -p wmzq-ptfa-kcue-rnod', 'wmzq-ptfa-kcue-rnod'],
    ['db2 connect using', 'db2 connect to PAYROLL user dbadmin using Fjord.Fjord-8', 'Fjord.Fjord-8'],
    ['poetry http-basic quoted', `poetry config http-basic.internal deployer 'Cypress#Harbor22'`, 'Cypress#Harbor22'],
    ['poetry http-basic bare', 'poetry config http-basic.gitlab __token__ Mondschein.Kiefer64', 'Mondschein.Kiefer64'],
    ['PRAGMA key quoted', `PRAGMA key = 'Nussbaum&Nussbaum-4';`, 'Nussbaum&Nussbaum-4'],
    ['PRAGMA rekey lower case', `db.exec("pragma rekey='Lindwurm.Moos77'")`, 'Lindwurm.Moos77'],
    ['http -a with the password quoted', `http -a deploy:'Kastanie?Brunnen31' PUT api.example.org/v1/flags`, 'Kastanie?Brunnen31'],
    ['http --auth with the password quoted', `http --auth robot:'Falke.1999' GET example.org/status`, 'Falke.1999'],
  ]);
  it('keeps the same words of other commands, prompts and references', () =>
    expectKept([
      'ldapsearch -x -W -D cn=reader,dc=example,dc=org -b dc=example,dc=org',
      'xcrun altool --upload-app -f App.ipa -u build@example.org -p "@keychain:AC_PASSWORD"',
      'xcrun altool --notarization-info $UUID -u build@example.org -p @env:AC_PASSWORD',
      'db2 connect to PAYROLL user dbadmin using $DB2_PASSWORD',
      'SELECT name FROM users USING INDEX idx_users_name',
      'poetry config http-basic.internal deployer',
      'PRAGMA key = $PASSPHRASE;',
      'PRAGMA foreign_keys = ON;',
      'http -a deploy PUT api.example.org/v1/flags',
      'http -a $API_USER:$API_PASS GET api.example.org',
      'tar -a -cf out.tar.gz src',
    ]));
});

describe("zip's password flag, whatever the value's shape", () => {
  itRedacts([
    ['zip -P quoted, words joined by _', "zip -P 'oskar_pepper5121' -r handoff.zip notes/", 'oskar_pepper5121'],
  ]);
  it('keeps the same commands without a password, or with a reference to one', () =>
    expectKept(['zip -r backup.zip docs/ -x "*.log"', 'openssl enc -d -aes-256-cbc -in db.enc -pass env:DB_KEY', '7z x -o/tmp/out dump.7z']));
});

describe("schtasks' run-as password and an app-specific password named in prose", () => {
  itRedacts([
    ['schtasks /rp after /ru', 'schtasks /create /tn nightly /tr C:\\jobs\\run.bat /sc daily /st 02:00 /ru CORP\\svc_jobs /rp "bocian%448Bocian"', 'bocian%448Bocian'],
    ['an app-specific password after its name and a colon', 'app-specific password for the CI Apple ID: nqfd-zetu-kiqy-oesc', 'nqfd-zetu-kiqy-oesc'],
  ]);
  it('keeps the prompt asterisk and a kebab-case branch after the words', () =>
    expectKept([
      'schtasks /create /tn nightly /tr C:\\jobs\\run.bat /sc daily /ru CORP\\svc_jobs /rp *',
      'generate an app-specific password in settings, then checkout mock-user-auth-flow',
    ]));
});

describe('a flag named for a lookup key, not a credential', () => {
  it("keeps a run's name under --result-key and the keys of tables, caches and queues", () =>
    expectKept([
      'modal run baseline/evaluate_modal.py --result-key Swinv2S_256_mode_1',
      'python eval.py --result-key ViTS_224_mode_1 --shard-key Zx81Qm4Lw7Vb2Nc9Rt',
    ]));
  it('still redacts a random value under a flag named for some other key', () =>
    expectRedacted('deploy --signing-key Kq9Lm2Xv7Wb4Nz8Tp3Rs', 'Kq9Lm2Xv7Wb4Nz8Tp3Rs'));
});

describe('a sentence chosen as the secret, quoted after a flag named for it', () => {
  itRedacts([
    ['--secret in a shell history line', '  311  ./deploy --user ci --secret "seven gulls circle the pier at 0400"', 'seven gulls circle the pier at 0400'],
    ['--passphrase= in a JSON-escaped command', '{"command":"vault-unseal --passphrase=\\"otters juggle 12 plums quietly\\""}', 'otters juggle 12 plums quietly'],
  ]);

  it('keeps a quoted phrase after a flag that only names the secret or is no secret', () => {
    expectKept(['app --secret-name "billing db 2"', 'git commit --message "fix 3 bugs in the token refresh"', 'kubectl annotate --overwrite "note=rotated 2 keys"']);
  });
});

describe('the command sshpass runs after its own options', () => {
  const pw = `${fake.alnum(9, 1791)}#${fake.alnum(4, 1792)}`;
  it("redacts sshpass's password and keeps the ssh command, its remote command and the text after it", () => {
    const text = `sshpass -p '${pw}' ssh -o StrictHostKeyChecking=no ops@10.2.0.7 'systemctl reload nginx' then pod web-7c9d5b8f4-x2kqz came back`;
    expect(redactText(text).text).toBe(
      "sshpass -p '[REDACTED:cli-password]' ssh -o StrictHostKeyChecking=no ops@10.2.0.7 'systemctl reload nginx' then pod web-7c9d5b8f4-x2kqz came back",
    );
  });
});
