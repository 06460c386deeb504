/**
 * Probes for the second round of a red-team set's leaks (issue 13), written with other names, hosts and values than
 * the set's, each beside text of the same syntax that must survive: the places a client's own grammar gives a
 * password to (a glued LDAP bind password, altool's `-p`, DB2's `using`, Poetry's `http-basic`, SQLCipher's
 * `PRAGMA key`, HTTPie's `-a user:password`), a password glued into a name after a noun of another language, a
 * network's key named in another language, a value echoed into a login's stdin or a secret's file.
 */
import { describe, it } from 'vitest';
import { expectKept, expectRedacted } from './expect-redaction.js';

const probe = (cases: [string, string, string][]): void => {
  it.each(cases)('%s', (_name, text, secret) => expectRedacted(text, secret));
};

describe("the places a client's grammar gives a password to", () => {
  probe([
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

describe('a password glued into a name after a noun of another language', () => {
  probe([
    ['French mdp_ in a Windows path', 'C:\\Users\\paul\\Documents\\mdp_Pap1llon772..docx', 'Pap1llon772.'],
    ['Portuguese senha_ in a file name', '/home/ana/notas/senha_Jabuticaba#42.txt', 'Jabuticaba#42'],
    ['German kennwort- in a path', '/srv/share/kennwort-Fuchsbau!91/readme.md', 'Fuchsbau!91'],
  ]);
  it('keeps names whose rest is words', () =>
    expectKept(['docs/parole-du-jour.md', 'sql/clave_primaria_2024.sql', 'styles/pin-layout-v2.css', 'C:\\Users\\paul\\mdp_export_2024.csv']));
});


describe("a network's key named in the words of another language", () => {
  probe([
    ['German WLAN-Schlüssel, a colon after the place', 'WLAN-Schlüssel für die Werkstatt: Kranich+Weide1999', 'Kranich+Weide1999'],
    ['French clé Wi-Fi with the copula', 'la clé Wi-Fi de la salle c’est mouette+falaise27', 'mouette+falaise27'],
    ['Italian chiave wifi', 'la chiave wifi del laboratorio è Gabbiano*Scoglio4', 'Gabbiano*Scoglio4'],
  ]);
  it('keeps the words about a key that give none', () =>
    expectKept(['Der WLAN-Schlüssel steht auf dem Router.', 'la clé Wi-Fi est sur l’étiquette du routeur']));
});

describe("a value echoed into a login's stdin or a file named for a secret", () => {
  probe([
    ['echo piped into --password-stdin', `echo 'Lerche%Lerche%8' | podman login quay.io -u jo --password-stdin`, 'Lerche%Lerche%8'],
    ['echo into a vault password file', `echo "71Mango.Pune" > ~/.ansible_vault_pass && ansible-playbook site.yml --vault-password-file ~/.ansible_vault_pass`, '71Mango.Pune'],
    ['echo into a key file', 'echo 3f9c0a7b51e2d84c6a0f9b3e72d15c8a > config/credentials/production.key', '3f9c0a7b51e2d84c6a0f9b3e72d15c8a'],
  ]);
  it('keeps echoes of references, public keys and other files', () =>
    expectKept([
      'echo "$REGISTRY_TOKEN" | docker login ghcr.io -u jo --password-stdin',
      'echo "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIB3 jo@laptop" >> ~/.ssh/authorized_keys',
      "echo 'deploy:x:1001:1001::/home/deploy:/bin/bash' >> /etc/passwd",
      'echo done > build/status.txt',
    ]));
});
