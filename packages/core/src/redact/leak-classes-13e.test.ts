/**
 * Leak classes of issue 13 closed on branch leaks13e (values made up here, none from an attack set): encoded
 * secrets (hex, `\xHH`, base64, percent-encoding), prose passwords in other languages, and secrets named by the
 * product that prints them (Vault unseal keys, redis `requirepass`, 2FA seeds, LaunchDarkly keys, Ansible vault
 * payloads, Kerberos keytabs, CSRF signing secrets, CSV exports), each beside hard negatives that must survive.
 */
import { describe, expect, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { redactText } from './redact.js';
import { expectRedacted } from './expect-redaction.js';

const hex = (s: string): string => Buffer.from(s).toString('hex');
const b64 = (s: string): string => Buffer.from(s).toString('base64');
const xEscaped = (s: string): string => [...Buffer.from(s)].map((b) => `\\x${b.toString(16).padStart(2, '0')}`).join('');


const PASSWORD = 'Vq7#mLx2Tz9k';
const TOKEN = fake.alnum(32, 1310);

describe('encoded secrets: the decoded view is scanned and mapped back', () => {
  it.each([
    ['hex piped to xxd', `echo ${hex(`password=${PASSWORD}`)} | xxd -r -p > .env`, hex(`password=${PASSWORD}`)],
    ['hex token piped to xxd', `echo ${hex(`API_TOKEN=${TOKEN}`)} | xxd -r -p`, hex(`API_TOKEN=${TOKEN}`)],
    ['printf with \\x escapes', `printf '${xEscaped(`password=${PASSWORD}`)}' >> .env`, xEscaped(PASSWORD)],
    ['printf with \\x escapes in JSON', JSON.stringify({ command: `printf '${xEscaped(`DB_PASS=${PASSWORD}`)}'` }), xEscaped(PASSWORD).replace(/\\/g, '\\\\')],
    ['base64 blob holding password=', `echo ${b64(`user=ci\npassword=${PASSWORD}\n`)} | base64 -d`, b64(`user=ci\npassword=${PASSWORD}\n`)],
    ['base64 blob holding a token', `data: ${b64(`{"token":"${TOKEN}"}`)}`, b64(`{"token":"${TOKEN}"}`)],
    ['percent-encoded pair in prose', `the form posted user=dana&pass%3D${encodeURIComponent(PASSWORD)} and failed`, encodeURIComponent(PASSWORD)],
    ['%2B%2F inside a passphrase', `passphrase%3D${encodeURIComponent('Qp+/w8Zk+/Lm3x')}`, encodeURIComponent('Qp+/w8Zk+/Lm3x')],
    ['percent-encoded JSON in a compaction summary', `Summary: the client sent %7B%22password%22%3A%22${encodeURIComponent(PASSWORD)}%22%7D`, encodeURIComponent(PASSWORD)],
  ])('%s', (_name, text, secret) => expectRedacted(text, secret));

  it('keeps encoded text that hides no credential', () => {
    for (const text of [
      'open https://example.com/search?q=hello%20world&lang=en%2Dus',
      `redirect_uri=https%3A%2F%2Fapp.example.com%2Fcallback%3Fstate%3Dreturn-home`,
      `printf '${xEscaped('hello, world\n')}'`,
      `echo ${hex('just some build output text')} | xxd -r -p`,
      `commit ${fake.hex(40, 1320)}`,
      `sha256:${fake.hex(64, 1321)}`,
      `"integrity": "sha512-${fake.b64(86, 1322)}=="`,
      `<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==">`,
    ]) {
      expect(redactText(text).text).toBe(text);
    }
  });
});

describe('prose passwords in other languages, any position', () => {
  it.each([
    ['fr est', `Le mot de passe est ${PASSWORD} pour le serveur.`],
    ['fr colon', `mot de passe : ${PASSWORD}`],
    ['fr, of the server', `le mot de passe du serveur de test est ${PASSWORD}`],
    ['es es', `La contraseña es ${PASSWORD}`],
    ['es colon', `contraseña: ${PASSWORD}`],
    ['es, of the database', `la contraseña de la base de datos es ${PASSWORD}`],
    ['pt é', `A senha é ${PASSWORD}`],
    ['pt colon', `senha: ${PASSWORD}`],
    ['de ist', `Das Passwort ist ${PASSWORD}`],
    ['de lautet', `Das Passwort lautet ${PASSWORD}`],
    ['de, for the server, in JSON', JSON.stringify({ note: `mein Passwort für den Build-Server ist ${PASSWORD}` })],
    ['de colon', `Passwort: ${PASSWORD}`],
    ['it è', `La password è ${PASSWORD}`],
    ['nl is', `Het wachtwoord is ${PASSWORD}`],
    ['todo item', `[ ] Update het wachtwoord is ${PASSWORD} in de kluis`],
    ['compaction summary', `## Summary\nThe user said: la contraseña es ${PASSWORD}; rotate it.`],
  ])('%s', (_name, text) => expectRedacted(text, PASSWORD));

  it('keeps prose that names a password without giving one', () => {
    for (const text of [
      'Le mot de passe est incorrect.',
      'La contraseña es obligatoria',
      'A senha é inválida',
      'Das Passwort ist abgelaufen',
      'Das Passwort lautet wie folgt',
      'La password è cambiata',
      'Het wachtwoord is verlopen',
    ]) {
      expect(redactText(text).text).toBe(text);
    }
  });
});

describe('secrets named by the product that prints them', () => {
  const unseal = fake.b64(43, 1330);
  const vaultHex = [fake.hex(80, 1331), fake.hex(80, 1332), fake.hex(38, 1333)];
  const keytab = `BQIAAAB${fake.b64(120, 1334)}`;
  it.each([
    ['curl -u user:\'pa ss\'', `curl -u deploy:'Kp 9v Lm#2x' https://ci.example.com/api`, 'Kp 9v Lm#2x'],
    ['curl --user "user:pa ss"', `curl --user "deploy:Kp 9v Lm#2x" https://ci.example.com/api`, 'Kp 9v Lm#2x'],
    ['Vault unseal key', `Unseal Key 1: ${unseal}`, unseal],
    ['Vault recovery key', `Recovery Key 3: ${unseal}`, unseal],
    ['vault operator unseal', `vault operator unseal ${unseal}`, unseal],
    ['Ansible vault payload', `$ANSIBLE_VAULT;1.1;AES256\n${vaultHex.join('\n')}`, vaultHex[1]!],
    ['Ansible vault in YAML', `db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  ${vaultHex.join('\n  ')}`, vaultHex[2]!],
    ['Ansible vault, JSON-escaped', JSON.stringify({ content: `$ANSIBLE_VAULT;1.1;AES256\n${vaultHex.join('\n')}\n` }), vaultHex[0]!],
    ['Kerberos keytab in Write content', JSON.stringify({ file_path: '/etc/krb5/svc.b64', content: keytab }), keytab],
    ['keytab by name', `KRB5_KEYTAB_B64=${fake.b64(96, 1335)}`, fake.b64(96, 1335)],
    ['CSRF signing secret', `CSRF_SECRET=${TOKEN}`, TOKEN],
    ['XSRF secret key', `xsrf_secret_key: "${TOKEN}"`, TOKEN],
    ['LaunchDarkly api-', `LD_ACCESS=api-${fake.hex(8, 1336)}-${fake.hex(4, 1337)}-4${fake.hex(3, 1338)}-a${fake.hex(3, 1339)}-${fake.hex(12, 1340)}`, fake.hex(12, 1340)],
    ['LaunchDarkly sdk-', `LDClient('sdk-${fake.hex(8, 1341)}-${fake.hex(4, 1342)}-4${fake.hex(3, 1343)}-b${fake.hex(3, 1344)}-${fake.hex(12, 1345)}')`, fake.hex(12, 1345)],
    ['CSV export, password column', `email,password,role\nana@example.com,${PASSWORD},admin\nbo@example.com,Wr4!${TOKEN.slice(0, 8)},user`, PASSWORD],
    ['CSV export, token column, JSON-escaped', JSON.stringify({ output: `id;name;api_token\n1;ci;${TOKEN}\n` }), TOKEN],
    ['redis requirepass', `requirepass ${PASSWORD}`, PASSWORD],
    ['redis CONFIG SET', `redis-cli CONFIG SET requirepass "${PASSWORD}"`, PASSWORD],
    ['redis masterauth', `masterauth ${PASSWORD}`, PASSWORD],
    ['TOTP seed by name', `TOTP seed: ${fake.upper(32, 1346)}`, fake.upper(32, 1346)],
    ['2FA secret in groups', `2FA secret: ${fake.upper(16, 1347).replace(/(.{4})(?!$)/g, '$1 ')}`, fake.upper(16, 1347).slice(0, 4)],
    ['2FA backup codes', 'Your 2FA backup codes: 4839-2017 7730-1185 9921-6604', '7730-1185'],
    ['recovery codes', 'recovery codes: a1b2c-d3e4f, 9z8y7-x6w5v', '9z8y7-x6w5v'],
    ['Linear OAuth token', `LINEAR_TOKEN=lin_oauth_${fake.hex(64, 1390)}`, fake.hex(64, 1390)],
    ['HubSpot private app token in a commit message', `git commit -m "wip (HS_KEY=pat-na1-${fake.hex(8, 1391)}-${fake.hex(4, 1392)}-4${fake.hex(3, 1393)}-8${fake.hex(3, 1394)}-${fake.hex(12, 1395)})"`, fake.hex(12, 1395)],
    ['Algolia admin key given to the client', `algoliasearch('K3Q9ZP2LMX', '${fake.hex(32, 1396)}')`, fake.hex(32, 1396)],
    ['service account private_key_id', `{"type": "service_account", "private_key_id": "${fake.hex(40, 1397)}"}`, fake.hex(40, 1397)],
    ['Gradle storePassword', `storePassword 'Pq83_${fake.alnum(8, 1398)}'`, fake.alnum(8, 1398)],
    ['wpa_passphrase', `wpa_passphrase GuestNet Lr5-${fake.alnum(10, 1399)}`, fake.alnum(10, 1399)],
  ])('%s', (_name, text, secret) => {
    const out = redactText(text).text;
    expect(out).not.toContain(secret);
    expect(out).toContain('[REDACTED:');
  });

  it('keeps their public or harmless look-alikes', () => {
    for (const text of [
      'curl -u deploy https://ci.example.com/api',
      'vault operator unseal -status',
      'Unseal Progress: 1/3',
      'requirepass ""',
      'requirepass $REDIS_PASSWORD',
      'Enable 2FA backup codes: see the settings page',
      'recovery codes: 10 generated',
      'csrf_token: 7f3a9c2e4b1d8f60',
      `request id ${'3c9e71a2-5b0d-4f17-91ae-026d4c2f8b1e'}`,
      'api-gateway-prod-7d9f8b6c5-x2x9z',
      'name,token_count,model\ngpt,1234,large',
      'key,value\nretries,5\ntimeout,30s',
      '$ANSIBLE_VAULT is the header a vaulted file starts with',
      `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${fake.b64(43, 1350)} dana@laptop`,
      "storePassword file('keystore.pass').text.trim()",
      'wpa_passphrase GuestNet',
      "algoliasearch('K3Q9ZP2LMX', process.env.ALGOLIA_SEARCH_KEY)",
      `"client_id": "${fake.hex(21, 1400).replace(/[a-f]/g, '7')}"`,
    ]) {
      expect(redactText(text).text).toBe(text);
    }
  });
});

describe('splits: a key block continued by `\\` and a line break, a secret split across items', () => {
  const lines = [fake.b64(64, 1360), fake.b64(64, 1361), fake.b64(44, 1362)];
  const hexLines = [fake.hex(32, 1363), fake.hex(32, 1364), fake.hex(32, 1365)];
  it.each([
    ['PEM body with shell continuations', `echo "-----BEGIN OPENSSH PRIVATE KEY-----\\\n${lines.join('\\\n')}\\\n-----END OPENSSH PRIVATE KEY-----" > id`, lines],
    ['OpenVPN static key with shell continuations', `echo "-----BEGIN OpenVPN Static key V1-----\\\n${hexLines.join('\\\n')}\\\n-----END OpenVPN Static key V1-----" > ta.key`, hexLines],
    ['the same inside a JSON command', JSON.stringify({ command: `printf '%s' "-----BEGIN PRIVATE KEY-----\\\n${lines.join('\\\n')}\\\n-----END PRIVATE KEY-----"` }), lines],
    ['Ansible vault lines with shell continuations', `cat <<EOF\n$ANSIBLE_VAULT;1.1;AES256\\\n${hexLines.join('\\\n')}\nEOF`, hexLines],
  ])('%s', (_name, text, secrets) => {
    const out = redactText(text).text;
    for (const s of secrets) expect(out).not.toContain(s.slice(0, 16));
  });

  const half = (n: number, seed: number): string => fake.hex(n, seed);
  it.each([
    ['todo items joined by `; [pending] ` (the --raw tail)', `[pending] Rotate PAYMENTS_AUTH_TOKEN=${half(16, 1370)}; [pending] ${half(16, 1371)}`, half(16, 1371)],
    ['todo items as a Markdown list', `- [ ] Set BUILD_API_TOKEN=${half(20, 1372)}\n- [ ] ${half(20, 1373)}`, half(20, 1373)],
    ['plan steps', `1. export QUEUE_SECRET=${half(12, 1374)}\n2. ${half(24, 1375)}`, half(24, 1375)],
    ['the rest moved onto a comment line', `cat >> .env <<'EOF'\nAPP_SIGNING_KEY=${fake.alnum(14, 1376)}\n# Zq4${fake.alnum(12, 1377)}7x3=\nEOF`, fake.alnum(12, 1377)],
    ['requirepass with its rest after a blank', `requirepass Hw4*${fake.alnum(8, 1378)} ${fake.alnum(10, 1379)}9Q42`, fake.alnum(10, 1379)],
  ])('%s', (_name, text, secondHalf) => {
    const out = redactText(text).text;
    expect(out).not.toContain(secondHalf);
    expect(out).toContain('[REDACTED:');
  });

  it('keeps what follows a secret when it is no half of one', () => {
    for (const [text, kept] of [
      [`[pending] Rotate PAYMENTS_AUTH_TOKEN=${half(16, 1380)}; [pending] deploy the worker`, 'deploy the worker'],
      [`API_TOKEN=${half(24, 1381)} # rotated weekly`, '# rotated weekly'],
      [`- [ ] Set BUILD_API_TOKEN=${half(24, 1382)}\n- [ ] ${fake.hex(40, 1383)}`, fake.hex(40, 1383)],
      [`requirepass ${PASSWORD} # see the wiki`, '# see the wiki'],
    ] as const) {
      expect(redactText(text).text).toContain(kept);
    }
  });
});
