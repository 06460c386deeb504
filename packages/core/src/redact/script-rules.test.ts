/**
 * Leak classes of issue 13 closed on branch leaks13g (values made up here): Java system properties that say secret,
 * `expect` / pexpect answers to a password prompt, tagged LDAP / htpasswd hashes and crypt hashes after `user:`
 * wherever the line starts, and the test-data identifiers the prefixed-token detector took for tokens.
 */
import { describe, expect, it } from 'vitest';
import { redactText } from './redact.js';

const PW = 'Kx8sTore-P4ss9';

function expectRedacted(text: string, secret: string): void {
  const out = redactText(text).text;
  for (let i = 0; i + 8 <= secret.length; i++) expect(out).not.toContain(secret.slice(i, i + 8));
  expect(out).toContain('[REDACTED:');
}

describe('Java system properties whose name says secret', () => {
  it.each([
    ['keystore', `java -Djavax.net.ssl.keyStorePassword=${PW} -jar app.jar`, PW],
    ['a word-like password', 'java -Djasypt.encryptor.password=myJasyptKey -jar app.jar', 'myJasyptKey'],
    ['quoted, with a blank', `java -Dspring.datasource.password='P@ss w0rd!' -jar app.jar`, 'P@ss w0rd!'],
    ['double-quoted', `mvn deploy -Drepo.password="${PW}" -DskipTests`, PW],
    ['in JAVA_OPTS', `JAVA_OPTS="-Xmx2g -Djavax.net.ssl.trustStorePassword=${PW}"`, PW],
    ['behind a record label', `ok exit 0: java -Dapp.client.secret=${PW} -cp .`, PW],
    ['a token property', `./gradlew sonar -Dsonar.token=squ_${PW}`, PW],
  ])('%s', (_why, text, secret) => expectRedacted(text, secret));

  it.each([
      'java -Dspring.profiles.active=prod -Dfile.encoding=UTF-8 -jar app.jar',
      'java -Djavax.net.ssl.keyStorePassword=${KEYSTORE_PASSWORD} -jar app.jar',
      'mvn -Drepo.password=$REPO_PASS deploy',
      'java -Dkeystore.password.file=/etc/app/keystore.pass -jar app.jar',
      'java -Dtoken.ttl=3600 -Dpassword.policy.enabled=true -jar app.jar',
      'rm -Drf build', // no secret word anywhere
  ])('keeps a property that names no secret, a reference or a file: %s', (text) => {
    expect(redactText(text).text).toBe(text);
  });
});

describe('expect scripts answering a password prompt', () => {
  it.each([
    ['a script', `spawn ssh admin@10.0.0.5\nexpect "*assword*"\nsend "${PW}\\r"\ninteract`],
    ['a one-liner', `expect -c 'spawn sudo -k true; expect "Password:"; send "${PW}\\r"; interact'`],
    ['send --', `expect "Enter passphrase for key*"\nsend -- "${PW}\\n"`],
    ['braces', `expect -re {[Pp]assword:}\nsend -- {${PW}\\r}`],
    ['an expect block', `expect "password for admin:" { send "${PW}\\r" }`],
    ['pexpect', `child.expect('Password:')\nchild.sendline('${PW}')`],
  ])('%s', (_why, text) => expectRedacted(text, PW));

  it.each([
      'expect "*yes/no*"\nsend "yes\\r"',
      'expect "*assword*"\nsend "$env(DEPLOY_PASS)\\r"',
      'expect "*assword*"\nsend "$pass\\r"',
      'expect "Continue?"\nsend "restart-service\\r"',
      'send "hello world\\r"',
      'we send "release notes" to the list',
  ])('keeps an answer that is no secret, or a variable: %s', (text) => {
    expect(redactText(text).text).toBe(text);
  });
});

describe('password hashes with their user, anywhere', () => {
  const apr1 = '$apr1$Wq3x9LmZ$Kp7tRv2NcY8bQ1sX4dF6h.';
  const bcrypt = '$2y$10$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy';
  const ssha = '{SSHA}Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA==';
  it.each([
    ['htpasswd lines in a compaction summary', `Summary: created .htpasswd with\nadmin:${apr1}\ndeploy:${bcrypt}\nnext: reload nginx`, apr1],
    ['bcrypt behind a record label', `ok exit 0: deploy:${bcrypt}`, bcrypt],
    ['apr1 quoted in prose', `The file holds admin:${apr1} for the proxy`, apr1],
    ['SSHA with a user', `svc:${ssha}`, ssha],
    ['SSHA in an LDIF', `userPassword: ${ssha}`, ssha],
    ['SHA in prose', `the entry is {SHA}W6ph5Mm5Pz8GgiULbPgzG37mj9g= now`, 'W6ph5Mm5Pz8GgiULbPgzG37mj9g='],
  ])('%s', (_why, text, secret) => expectRedacted(text, secret));

  it('keeps scheme names and short braces', () => {
    for (const text of ['Supported schemes: {SSHA}, {SHA}, {CRYPT}', 'const m = {SHA256: hash};', 'price is $5$ per unit']) {
      expect(redactText(text).text).toBe(text);
    }
  });
});

describe('test data named as such', () => {
  it('is no prefixed token, while a random token with a short prefix still is', () => {
    for (const text of ['load fixture_a8Kq2Lm9Zx4Vb7Nc1Tp3W from disk', 'const id = mock-9dKx2Lq8Vm4Zt7Rb3NwQ1;', 'see sample_Zq8Lm3Kx9Wv2Rt7Yp4Nc1Bd.json']) {
      expect(redactText(text).text).toBe(text);
    }
    expectRedacted('export TOKEN=fixture_a8Kq2Lm9Zx4Vb7Nc1Tp3W', 'a8Kq2Lm9Zx4Vb7Nc1Tp3W');
    expectRedacted('use figd_a8Kq2Lm9Zx4Vb7Nc1Tp3WqR5 here', 'a8Kq2Lm9Zx4Vb7Nc1Tp3WqR5');
  });
});
