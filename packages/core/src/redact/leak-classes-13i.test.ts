/**
 * Leak classes of issue 13 closed on branch leaks13i (values made up here): header lists in one variable, private
 * keys written as byte arrays, and the content of a file whose name says it is a secret, each beside hard negatives
 * that must survive.
 */
import { describe, expect, it } from 'vitest';
import { fake, rng } from './fake-secrets.js';
import { redactText } from './redact.js';
import { expectRedacted, expectKept } from './expect-redaction.js';


const HDR = fake.alnum(32, 1501).toLowerCase();
const HDR2 = fake.alnum(28, 1502);

describe('a list of headers in one variable', () => {
  it.each([
    ['OTEL headers, quoted', `OTEL_EXPORTER_OTLP_HEADERS="x-honeycomb-team=${HDR},x-honeycomb-dataset=prod"`, HDR],
    ['OTEL headers, bare, export', `export OTEL_EXPORTER_OTLP_HEADERS=x-honeycomb-dataset=prod,x-honeycomb-team=${HDR}`, HDR],
    ['semicolon list', `TRACES_HEADERS='content-type=json;x-api-key=${HDR2}'`, HDR2],
    ['headers= list', `headers=x-auth-token=${HDR2},accept=json`, HDR2],
    ['second pair of a list', `OTEL_EXPORTER_OTLP_TRACES_HEADERS=signoz-access-token=${HDR2}`, HDR2],
    ['URL-encoded bearer', `OTEL_EXPORTER_OTLP_HEADERS=Authorization=Bearer%20${HDR2}`, HDR2],
    ['inside a JSON-escaped string', `{"command":"export OTEL_EXPORTER_OTLP_HEADERS=\\"x-honeycomb-team=${HDR},x-honeycomb-dataset=prod\\""}`, HDR],
    ['secret header name', `MY_HEADERS="dd-api-key=${HDR2}"`, HDR2],
    ['Kubernetes env entry, YAML', `- name: OTEL_EXPORTER_OTLP_HEADERS\n  value: "x-honeycomb-team=${HDR}"`, HDR],
    ['Kubernetes env entry, JSON', `{"name":"OTEL_EXPORTER_OTLP_HEADERS","value":"x-honeycomb-team=${HDR}"}`, HDR],
  ])('%s', (_name, text, secret) => expectRedacted(text, secret));

  it('keeps public pairs of the list', () => {
    const out = redactText(`OTEL_EXPORTER_OTLP_HEADERS="x-honeycomb-team=${HDR},x-honeycomb-dataset=prod"`).text;
    expect(out).toContain('x-honeycomb-dataset=prod');
    expect(out).toContain('x-honeycomb-team=');
  });

  it('reads a text of `headers=` repeated without a blank in linear time (each list read to its end is quadratic)', () => {
    const started = performance.now();
    redactText('headers=a=b,'.repeat(20000));
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('keeps lists of public headers', () => {
    expectKept([
      'OTEL_EXPORTER_OTLP_HEADERS="x-honeycomb-dataset=prod,content-type=json"',
      'headers=content-type=json;accept=text/plain',
      'OTEL_EXPORTER_OTLP_HEADERS=x-honeycomb-team=${HONEYCOMB_API_KEY}',
      'EXTRA_HEADERS="x-team-name=platform,x-request-id=42"',
    ]);
  });
});

/** `n` made-up bytes 0-255 as a JSON array. */
function bytes(n: number, seed: number, sep = ','): string {
  const next = rng(seed);
  return `[${Array.from({ length: n }, () => next() % 256).join(sep)}]`;
}

describe('a private key written as a byte array', () => {
  const KEY64 = bytes(64, 1511);
  const KEY64_SPACED = bytes(64, 1512, ', ');
  const KEY32 = bytes(32, 1513);
  it.each([
    ['keypair file content', KEY64],
    ['id.json written', `{"file_path":"/home/u/.config/solana/id.json","content":"${KEY64}"}`],
    ['secretKey field', `secretKey: ${KEY64_SPACED}`],
    ['Uint8Array.from', `const kp = Keypair.fromSecretKey(Uint8Array.from(${KEY64_SPACED}));`],
    ['heredoc in a shell command', `cat > keypair.json <<EOF\n${KEY64}\nEOF`],
    ['heredoc, JSON-escaped', `{"command":"cat > keypair.json <<EOF\\n${KEY64}\\nEOF"}`],
    ['32 bytes after secretKey', `"secretKey": ${KEY32}`],
    ['32 bytes after seed', `const seed = new Uint8Array(${KEY32});`],
    ['32 bytes after privateKey', `privateKey = ${KEY32}`],
    ['32 bytes, Rust seed', `let seed: [u8; 32] = ${KEY32};`],
    ['32 bytes, Python bytes()', `secret_key = bytes(${KEY32})`],
  ])('%s', (_name, text) => {
    const out = redactText(text).text;
    expect(out).toContain('[REDACTED:');
    expect(out).not.toMatch(/\d+,\s*\d+,\s*\d+,\s*\d+/);
  });

  it('keeps other arrays, values over 255 and public keys', () => {
    expectKept([
      bytes(63, 1514),
      bytes(65, 1515),
      KEY32,
      `"publicKey": ${KEY32}`,
      `publicKey: ${KEY64}`,
      `[${KEY64.slice(1, -1).replace(/^\d+/, '300')}]`,
      `"data": ${bytes(16, 1516)}`,
      `shape: [${Array.from({ length: 64 }, (_, i) => i).join(',')}]`.replace(/,63\]/, ',63,64]'),
    ]);
  });
});

const FILE_SECRET = `${fake.alnum(26, 1521)}`;

describe('the content of a file whose name says it is a secret', () => {
  it.each([
    ['.vault_pass, file/content', `{"file":".vault_pass","content":"${FILE_SECRET}"}`],
    ['secrets/db_password.txt, path/content', `{"path": "secrets/db_password.txt", "content": "${FILE_SECRET}"}`],
    ['Write file_path vault-password', `{"file_path":"/srv/ansible/vault-password","content":"${FILE_SECRET}\\n"}`],
    ['Write *.secret', `{"file_path":"config/app.secret","content":"${FILE_SECRET}"}`],
    ['Write .pgpass', `{"file_path":"/home/u/.pgpass","content":"db.internal:5432:*:app:${FILE_SECRET}"}`],
    ['Write .netrc', `{"file_path":"/home/u/.netrc","content":"machine api.example.com login bot password ${FILE_SECRET}"}`],
    ['Write *.key content', `{"file_path":"certs/signing.key","content":"${FILE_SECRET}"}`],
    ['Write admin_password_file', `{"file_path":"/run/admin_password_file","content":"${FILE_SECRET}"}`],
    ['content before file_path', `{"content":"${FILE_SECRET}","file_path":"deploy/.vault_pass"}`],
  ])('%s', (_name, text) => expectRedacted(text, FILE_SECRET));

  it('keeps the content of files whose name says nothing, or whose content is not a value', () => {
    expectKept([
      `{"file_path":"README.md","content":"${FILE_SECRET}"}`,
      `{"file_path":"src/password_policy.go","content":"package main"}`,
      `{"file_path":"src/secret.ts","content":"export const x = 1;"}`,
      `{"file_path":"docs/vault-password.md","content":"How to rotate the vault password"}`,
      `{"file_path":".vault_pass","content":"{{ vault_password }}"}`,
      `{"file":"secrets/db_password.txt","content":"changeme"}`,
      '{"path":"/v1/tokens","content":"application/json"}',
      '{"path":"docs/secrets/","content":"README_FIRST_2024"}',
      '{"file_path":"k8s/secret.env","content":"DB_HOST=localhost"}',
    ]);
  });
});
