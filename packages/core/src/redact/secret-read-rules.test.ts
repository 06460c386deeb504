import { describe, expect, it } from 'vitest';
import { redactText } from './redact.js';

// Invented values: no provider issued them.
const PW = 'Vq7-pLm2xR9tKw4z';
const TOKEN = 'c2RmZ2hqa2w7cXdlcnR5dWlvcDEyMzQ1';

describe('a secret printed bare by the command that reads it', () => {
  it.each([
    ['pass show', `$ pass show corp/ldap\n${PW}\n`],
    ['op read', `op read "op://Infra/db/password"\n${PW}`],
    ['doppler', `doppler secrets get STRIPE_KEY --plain\n${TOKEN}`],
    ['heroku', `heroku config:get DATABASE_PASSWORD -a shop\n${PW}`],
    ['macOS keychain', `security find-generic-password -s deploy -a ci -w\n${PW}`],
    ['docker secret file', `cat /run/secrets/db_password\n${PW}`],
    ['kubectl decoded', `kubectl get secret app -o jsonpath='{.data.token}' | base64 -d\n${TOKEN}`],
    ['vault field', `vault kv get -field=password secret/app\n${PW}`],
    ['gcloud', `gcloud secrets versions access latest --secret=api-token\n${TOKEN}`],
    ['echo of a secret variable', `echo $DB_PASSWORD\n${PW}`],
    ['printenv', `printenv API_TOKEN\n${TOKEN}`],
    ['erlang cookie', `cat ~/.erlang.cookie\nQWXNBZKTRPLMHGFD`],
    ['rails master key', `cat config/master.key\n9f2c4e8a1b7d3f6e0a5c2b8d4e1f7a3c`],
    ['JSON-escaped, as a transcript stores it', `{"content":"$ pass show corp/ldap\\n${PW}\\n"}`],
    ['quoted after prose on the line', `here is what I have: $ vault kv get -field=password secret/shop/db\n${PW}\nthanks`],
    ['a one-field password manager read', `$ gopass show -o corp/vpn\n${PW}\n`],
    ["a network manager's stored key, in a diff's added lines", `+$ nmcli -s -g 802-11-wireless-security.psk connection show "Cellar"\n+${PW}\n`],
    ["Jenkins' first admin password, through sudo", `$ sudo cat /var/lib/jenkins/secrets/initialAdminPassword\n9f2c4e8a1b7d3f6e0a5c2b8d4e1f7a3c`],
  ])('%s', (_why, text) => {
    const out = redactText(text).text;
    expect(out).not.toContain(PW);
    expect(out).not.toContain(TOKEN);
    expect(out).not.toContain('QWXNBZKTRPLMHGFD');
    expect(out).not.toContain('9f2c4e8a1b7d3f6e0a5c2b8d4e1f7a3c');
  });

  it.each([
    ['a second command', 'echo $API_TOKEN\nnpm run build'],
    ['a sentence', 'pass show corp/ldap\nThe entry holds the LDAP bind password.'],
    ['a path', 'printenv API_TOKEN\n/usr/local/bin/node'],
    ['an unrelated echo', 'echo $HOME\n/Users/dana'],
    ['a placeholder', 'op read "op://Infra/db/password"\n<your-password-here>'],
    ['a word', 'heroku config:get LOG_LEVEL\ninformation'],
    ["a network manager's state", '$ nmcli -g GENERAL.STATE connection show Cellar\nactivated1234'],
    ['a price in prose', 'it costs 5 % of the vault kv get -field=x quota\nnothing12345'],
  ])('leaves %s alone', (_why, text) => {
    expect(redactText(text).text).toBe(text);
  });
});

describe('pass show with its output joined onto the same line', () => {
  it('redacts the word after the path', () => {
    const text = '- [ ] Check $ pass show work/vpn heron-basil-mango-5 url: vpn.corp.example';
    expect(redactText(text).text).not.toContain('heron-basil-mango-5');
  });

  it.each([
    ['a verb', 'run pass show work/vpn to print it'],
    ['a flag', 'pass show work/vpn --clip'],
  ])('leaves %s after the path alone', (_why, text) => {
    expect(redactText(text).text).toBe(text);
  });
});
