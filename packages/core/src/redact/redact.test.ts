import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HandoffError } from '../errors.js';
import { fake } from './fake-secrets.js';
import { assertNoSecrets, findSecrets, receiptOf, redactEach, redactForOutput, redactJson, redactText } from './redact.js';

/** Redact `text` and check that `secret` is gone and replaced by exactly the expected marker. */
function expectRedacted(text: string, secret: string, rule: string): string {
  const out = redactText(text);
  expect(out.text, `secret left in: ${out.text}`).not.toContain(secret);
  expect(out.text).toContain(`[REDACTED:${rule}]`);
  return out.text;
}

function expectClean(text: string): void {
  expect(findSecrets(text), text).toEqual([]);
}

/** A Claude-Code-style JSONL line: the way secrets really reach us, JSON-escaped. */
function toolResultLine(content: string): string {
  return JSON.stringify({
    type: 'user',
    sessionId: '6d3f0c1b-d6e3-4269-a388-e4d5fbe1f518',
    message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_01A09q90qw90lq917835lq9', content }] },
  });
}

describe('provider rules', () => {
  const cases: [string, string, (s: string) => string][] = [
    ['aws-key', fake.awsKeyId(), (s) => `aws_access_key_id = ${s}`],
    ['aws-secret', fake.awsSecret(), (s) => `aws_secret_access_key = ${s}`],
    ['aws-secret', fake.awsSecret(31), (s) => `aws configure set aws_secret_access_key ${s}`],
    ['aws-secret', fake.awsSecret(32), (s) => `credentials: { secretAccessKey: "${s}" }`],
    ['aws-session-token', fake.b64(300), (s) => `export AWS_SESSION_TOKEN=${s}`],
    ['github-token', fake.github('ghp_'), (s) => `git remote set-url origin https://${s}@github.com/acme/x.git`],
    ['github-token', fake.github('gho_', 41), (s) => `oauth_token: ${s}`],
    ['github-token', fake.github('ghs_', 42), (s) => `Using installation token ${s} for checkout`],
    ['github-token', fake.github('ghu_', 43), (s) => `  - Token: ${s}`],
    ['github-token', fake.github('ghr_', 44), (s) => `refresh=${s}`],
    ['github-token', fake.githubPat(), (s) => `GITHUB_TOKEN=${s}`],
    ['gitlab-token', fake.gitlab(), (s) => `curl --header "PRIVATE-TOKEN: ${s}" https://gitlab.example.com/api/v4/projects`],
    ['slack-token', fake.slackBot(), (s) => `const web = new WebClient('${s}');`],
    ['slack-webhook', fake.slackWebhook(), (s) => `curl -X POST -d '{"text":"hi"}' ${s}`],
    ['stripe-key', fake.stripe('sk_live_'), (s) => `falls back to the literal ${s} in billing.ts`],
    ['stripe-key', fake.stripe('rk_live_', 51), (s) => `STRIPE_RESTRICTED_KEY=${s}`],
    ['stripe-key', fake.stripe('sk_test_', 52), (s) => `process.env.STRIPE_SECRET_KEY ??= '${s}';`],
    ['openai-key', fake.openaiProject(), (s) => `OPENAI_API_KEY=${s}`],
    ['openai-key', fake.openaiLegacy(), (s) => `openai.api_key = "${s}"`],
    ['anthropic-key', fake.anthropic(), (s) => `"ANTHROPIC_API_KEY": "${s}"`],
    ['google-api-key', fake.googleApiKey(), (s) => `apiKey: "${s}",`],
    ['npm-token', fake.npm(), (s) => `//registry.npmjs.org/:_authToken=${s}`],
    ['twilio-key', fake.twilioKeySid(), (s) => `const client = twilio('${s}', apiSecret);`],
    ['sendgrid-key', fake.sendgrid(), (s) => `sgMail.setApiKey('${s}');`],
    ['azure-secret', fake.azureStorageKey(), (s) => `DefaultEndpointsProtocol=https;AccountName=acme;AccountKey=${s};EndpointSuffix=core.windows.net`],
    ['azure-secret', fake.azureClientSecret(), (s) => `"password": "${s}",`],
    ['huggingface-token', fake.huggingface(), (s) => `huggingface-cli login --token ${s}`],
    ['vault-token', fake.vault(), (s) => `token                ${s}`],
    ['jwt', fake.jwt(), (s) => `DEBUG cookie set: session=${s}; Path=/; HttpOnly`],
  ];
  it.each(cases)('%s in raw text', (rule, secret, wrap) => {
    expectRedacted(wrap(secret), secret, rule);
  });
  it.each(cases)('%s inside a JSONL tool result', (rule, secret, wrap) => {
    const line = toolResultLine(`line one\n${wrap(secret)}\nline three`);
    const out = expectRedacted(line, secret, rule);
    expect(() => JSON.parse(out) as unknown).not.toThrow();
  });
});

describe('private keys', () => {
  const body = fake.pemBody();
  const pem = `-----BEGIN RSA PRIVATE KEY-----\n${body}\n-----END RSA PRIVATE KEY-----\n`;

  it('replaces the body only and keeps the armour lines', () => {
    const out = redactText(`$ cat server.key\n${pem}`).text;
    expect(out).toBe('$ cat server.key\n-----BEGIN RSA PRIVATE KEY-----\n[REDACTED:private-key]\n-----END RSA PRIVATE KEY-----\n');
  });

  it('handles a PEM escaped inside a JSON string (\\n as two characters)', () => {
    const line = toolResultLine(pem);
    expect(line).toContain('\\n');
    const out = expectRedacted(line, body.split('\n')[1]!, 'private-key');
    const parsed = JSON.parse(out) as { message: { content: { content: string }[] } };
    expect(parsed.message.content[0]!.content).toBe(
      '-----BEGIN RSA PRIVATE KEY-----\n[REDACTED:private-key]\n-----END RSA PRIVATE KEY-----\n',
    );
  });

  it('handles a double-escaped service-account key and names it', () => {
    const sa = JSON.stringify({ type: 'service_account', private_key: pem, client_email: 'x@y.iam.gserviceaccount.com' });
    const out = redactText(toolResultLine(sa));
    expect(out.findings.map((f) => f.rule)).toEqual(['gcp-service-account']);
    for (const line of body.split('\n')) expect(out.text).not.toContain(line);
  });

  it('redacts OpenSSH and PKCS#8 keys, and an encrypted key with headers', () => {
    for (const label of ['OPENSSH PRIVATE KEY', 'PRIVATE KEY', 'EC PRIVATE KEY', 'ENCRYPTED PRIVATE KEY']) {
      expectRedacted(`-----BEGIN ${label}-----\n${body}\n-----END ${label}-----`, body.split('\n')[3]!, 'private-key');
    }
    const enc = `-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,0A1B2C3D\n\n${body}\n-----END RSA PRIVATE KEY-----`;
    expectRedacted(enc, body.split('\n')[0]!, 'private-key');
  });

  it('redacts a truncated key with no END line', () => {
    expectRedacted(`-----BEGIN PRIVATE KEY-----\n${body.slice(0, 200)}`, body.slice(100, 140), 'private-key');
  });

  it('leaves public keys and certificates alone', () => {
    expectClean(`-----BEGIN PUBLIC KEY-----\n${body}\n-----END PUBLIC KEY-----`);
    expectClean(`-----BEGIN CERTIFICATE-----\n${body}\n-----END CERTIFICATE-----`);
  });
});

describe('context rules: URLs, headers, settings, command lines', () => {
  const pw = `${fake.alnum(14, 61)}$8`;
  it.each([
    ['db-password', `DATABASE_URL=postgres://app_user:${pw}@db.internal:5432/app`],
    ['db-password', `mongodb+srv://svc:${pw}@cluster0.ab1cd.mongodb.net/analytics?retryWrites=true`],
    ['db-password', `REDIS_URL=redis://:${pw}@cache.internal:6379/0`],
    ['db-password', `amqps://orders:${pw}@rabbit.prod.internal:5671/orders`],
    ['basic-auth', `git clone https://deploy:${pw}@git.example.com/acme/site.git`],
    ['env-secret', `DB_PASSWORD=${pw}`],
    ['env-secret', `export SMTP_PASSWORD="${pw}"`],
    ['generic-secret', `password: ${pw}`],
    ['cli-password', `mysql -u root -p${pw} -h db shop`],
    ['cli-password', `psql --password=${pw} -h db`],
    ['cli-password', `vault login --token ${pw}`],
    ['netrc-password', `machine api.example.com login octo password ${pw}`],
    ['basic-auth', `curl -u deploy:${pw} https://api.example.com/x`],
  ])('%s: %s', (rule, text) => {
    expectRedacted(text, pw, rule);
  });

  it('replaces only the secret part of a header', () => {
    const token = fake.alnum(40, 62);
    expect(redactText(`Authorization: Bearer ${token}`).text).toBe('Authorization: Bearer [REDACTED:bearer-token]');
    expect(redactText(`authorization: Token ${token}`).text).toBe('authorization: Token [REDACTED:bearer-token]');
    const basic = Buffer.from(`deploy-bot:${fake.alnum(16, 63)}`).toString('base64');
    expect(redactText(`Authorization: Basic ${basic}`).text).toBe('Authorization: Basic [REDACTED:basic-auth]');
    expect(redactText(`x-api-key: ${token}`).text).toBe('x-api-key: [REDACTED:api-key-header]');
    expect(redactText(`-H "Authorization: Bearer ${token}" https://x`).text).toBe(
      '-H "Authorization: Bearer [REDACTED:bearer-token]" https://x',
    );
  });

  it('finds several context secrets on one command line', () => {
    const token = fake.alnum(40, 70);
    const out = redactText(`curl -u deploy:${pw} -H "Authorization: Bearer ${token}" "https://x.example/y?sig=${fake.b64(40, 71)}"`);
    expect(out.findings.map((f) => f.rule)).toEqual(['basic-auth', 'bearer-token', 'signed-url']);
  });

  it('replaces only the password of a URL and the value of a setting', () => {
    expect(redactText(`postgres://app:${pw}@db:5432/x`).text).toBe('postgres://app:[REDACTED:db-password]@db:5432/x');
    expect(redactText(`API_KEY=${fake.alnum(40, 64)}\nPORT=3000`).text).toBe('API_KEY=[REDACTED:env-secret]\nPORT=3000');
  });

  it('redacts signed-URL signatures and token parameters, not the rest of the URL', () => {
    const sig = fake.hex(64, 65);
    const s3 = `https://b.s3.amazonaws.com/q1.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Date=20250314T101500Z&X-Amz-Signature=${sig}`;
    expect(redactText(s3).text).toBe(s3.replace(sig, '[REDACTED:signed-url]'));
    expectRedacted(`https://a.blob.core.windows.net/c/f.zip?sv=2022-11-02&sp=r&sig=${fake.b64(43, 66)}%3D`, fake.b64(43, 66), 'signed-url');
    expectRedacted(`https://storage.googleapis.com/b/o.png?X-Goog-Date=1&X-Goog-Signature=${sig}`, sig, 'signed-url');
    expectRedacted(`GET https://graph.example.com/v1/me?access_token=${fake.alnum(48, 67)}&limit=50`, fake.alnum(48, 67), 'signed-url');
  });

  it('finds a keyword-less random token by entropy', () => {
    const token = fake.alnum(40, 68);
    expectRedacted(toolResultLine(`ok here it is: ${token}\ncan you wire it in?`), token, 'generic-secret');
    expectRedacted(`the webhook signing secret is ${token} - please add it`, token, 'generic-secret');
  });
});

describe("an independent attacker's set (issue 13): each leaked once", () => {
  it.each([
    ['a client password in a command quoted in prose', "Ran `mysql -u root -p'My0eB59MHDKuC32I#9' shop` (exit 0)", 'My0eB59MHDKuC32I#9'],
    ['redis-cli -a in prose', 'Ran `redis-cli -a rd8e0UKZa3kvyNKY4DBLsluD ping` (exit 0)', 'rd8e0UKZa3kvyNKY4DBLsluD'],
    ['curl -u in prose', 'Ran `curl -u admin:CuELPuDh1495mNyjb0% https://api.example.com` (exit 0)', 'CuELPuDh1495mNyjb0%'],
    ['ldapsearch -w', 'ldapsearch -x -D cn=admin,dc=acme -w QldBr06GC22VX0yfHi0Ez -b dc=acme', 'QldBr06GC22VX0yfHi0Ez'],
    ['twine upload -p', 'twine upload -u __token__ -p QtwmAj4ZBHAARtQ0AEs8J dist/*', 'QtwmAj4ZBHAARtQ0AEs8J'],
    ['gpg --passphrase with a letters-only value', 'gpg --batch --passphrase QgpHlBsYojIrIPdiCPWLB -d backup.gpg', 'QgpHlBsYojIrIPdiCPWLB'],
    ['rclone key and value as two words', 'rclone config create s3 s3 access_key_id AKIAEXAMPLE secret_access_key Qrcbo6cY9r4npZ24II38S', 'Qrcbo6cY9r4npZ24II38S'],
    ['mc alias set', 'mc alias set local http://localhost:9000 admin QmcVGNlXfV6zwUObCSB6l', 'QmcVGNlXfV6zwUObCSB6l'],
    ['a signing secret in a heredoc', "cat > .env <<'EOF'\\nSESSION_SIGNING=QheEgBR1YHA8NXOz6TcqL\\nEOF", 'QheEgBR1YHA8NXOz6TcqL'],
    ['Russian password in a sentence', 'use пароль: NRxvDbLrk7L6ldR1, then deploy', 'NRxvDbLrk7L6ldR1'],
    ['Chinese password after a full-width colon', '密码：ZhrPBxUS49XDmbDv6B', 'ZhrPBxUS49XDmbDv6B'],
    ['a hex API key in a sentence', 'set DD_API_KEY=c8b5d244adf2c111d02137e05645dc5a, then run it', 'c8b5d244adf2c111d02137e05645dc5a'],
    ['Tencent SecretId', 'the SecretId is AKIDKNfv7frBWpBDZKc0ljXTDd75XbBgbvTf here', 'AKIDKNfv7frBWpBDZKc0ljXTDd75XbBgbvTf'],
    ['Terraform Cloud token', 'VzboAFgIOLzNQo.atlasv1.XYFV4xwCSjisfOE5xTDNlDfoe9QwrdMw0toJq6AEKAgqXEySznKGmmQwE2GdGRaFFuk', 'XYFV4xwCSjisfOE5xTDNlDfoe9QwrdMw0'],
    ['minisign secret key', 'RWRTY0IybfUYQVn4GlmAHrBJf0/0qGN9Cy1u4DOLgd8BtdALBsHSemmDfwM4emjuqHEINcIbu6jVhjaZN+pFFK4MWAkPfGUBc/2gLz+oXRj+', 'qGN9Cy1u4DOLgd8BtdALBsHSemmDfwM4'],
    ['kubeconfig client-key-data in a JSON string', '\\n    client-key-data: LS0tLS1CRUdJTiBSU0EgUFJJVkFURSBLRVktLS0tLQpNSUlFb3dJQkFBS0NBUUVB5MmOgGt3tNktkqpjgxEhZQ8VN3vfYGmMSy\\n', '5MmOgGt3tNktkqpjgxEhZQ8VN3vfYGmMSy'],
    ['PKCS#12 in base64', `MIIKPAIBAzCCCfYGCSqGSIb3DQEHAaCCCecEggnjMIIJ3zCCBg8GCSqGSIb3DQEHAaCCBgAEggX8${'SW7JK7C097n4'.repeat(24)}`, 'SW7JK7C097n4SW7JK7C097n4'],
  ])('%s', (_kind, text, secret) => {
    const out = redactText(text).text;
    expect(out, out).not.toContain(secret);
    expect(redactText(out).text).toBe(out);
  });

  it('keeps the sentence around a value, and a public certificate in base64', () => {
    expect(redactText('use пароль: NRxvDbLrk7L6ldR1, then deploy').text).toBe('use пароль: [REDACTED:generic-secret], then deploy');
    expectClean('client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSURCVENDQWUyZ0F3SUJBZ0lJ');
    expectClean('REQUEST_SIGNING=enabled\nGPG_SIGNING=false');
  });
});

describe('near misses stay untouched', () => {
  it.each([
    ['env reference', 'const apiKey = process.env.OPENAI_API_KEY;'],
    ['shell reference', 'export AWS_SECRET_ACCESS_KEY=$AWS_SECRET_ACCESS_KEY'],
    ['template', 'password: ${DB_PASSWORD}'],
    ['bearer template', 'curl -H "Authorization: Bearer $GITHUB_TOKEN" https://api.github.com/user'],
    ['bearer placeholder', 'Authorization: Bearer <your-token-here>'],
    ['placeholder value', 'OPENAI_API_KEY=your-api-key-here'],
    ['elided key', 'STRIPE_SECRET_KEY=sk_test_...'],
    ['x placeholder', `GITHUB_TOKEN=ghp_${'x'.repeat(36)}`],
    ['stars', 'password = "********"'],
    ['changeme', 'DB_PASSWORD=changeme'],
    ['url placeholder', 'DATABASE_URL=postgres://user:password@localhost:5432/mydb'],
    ['AWS doc example', 'aws_access_key_id = AKIAIOSFODNN7EXAMPLE'],
    ['AWS doc secret', 'aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'],
    ['git sha', 'commit 3f786850e387550fdab836ed7e6dc881de23001b'],
    ['uuid', 'request_id=7c9e6679-7425-40de-944b-e07fc1f90ae7'],
    ['integrity', '"integrity": "sha512-v2kDEe57lecTulaDIuNTPy3Ry4gLGJ6Z1O3vE1krgXZNrsQ+LFTGHVxVjcXPs7PBPcQCLp4zcbNhqxwG2bA9Lg=="'],
    ['docker digest', 'FROM node:20-alpine@sha256:2d07db07a2df6830718ae2a47db6fedce6745f5bcd174c398f2acdb90d11c7cb'],
    ['anthropic ids', '"id":"msg_01XFDUDYJgAACzvnptvVoYEL","tool_use_id":"toolu_01A09q90qw90lq917835lq9","requestId":"req_011CSHdzXh6Y3rUzWqbVdAkG"'],
    ['opencode ids', '"sessionID":"ses_1e6a0b3c5ffeHq7RkT2mNw9XbZ","id":"prt_1e6a0b3d2c7eK4pQvN8sLm3RtY"'],
    ['token counts', '"usage":{"input_tokens":2095,"output_tokens":503,"cache_read_input_tokens":120394}'],
    ['type annotation', 'password: string;\ntoken?: string'],
    ['identifier value', 'const token = getToken();\nnode: token,'],
    ['k8s secret ref', 'secretKeyRef:\n  name: db-credentials\n  key: password'],
    ['actions secret', 'NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}'],
    ['minified comparison', 'return t.token===n.token&&t.key===n.key'],
    ['config names', 'SECRET_NAME=prod/payments/db-credentials\nKEY_LENGTH=32\nTOKEN_TTL_SECONDS=900'],
    ['marker', 'Authorization: Bearer [REDACTED:bearer-token]'],
    ['mysql port flag', 'mysql -h db.internal -P3306 -u root -p shop'],
    ['mkdir -p', 'mkdir -p build/out && cp -p a.txt build/out'],
    ['git push -u', 'git push -u origin feature/retry'],
    ['ssh public key', 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGq0n3h8dJ2V0xWkq4l2aQ3r8u1vZb5cN9pYt7sE6fLm dev@laptop'],
    ['prose', 'the token is valid for 3600 seconds and the password is required'],
    ['go test verdict', '=== RUN   TestReaderKeepsGoSum9Checksums\n--- PASS: TestReaderKeepsGoSum9ChecksumsQ7 (0.01s)\nPASS\nok  example.com/x 0.412s'],
    ['test verdict with a duration', 'PASS: test_login_rejects_bad_hmac_v2Xq9 (12ms)'],
  ])('%s', (_why, text) => {
    expectClean(text);
  });
});

describe('merging, idempotence, findings', () => {
  it('merges overlapping matches into one finding named by the more specific rule', () => {
    const gh = fake.github();
    const out = redactText(`GITHUB_TOKEN=${gh}`);
    expect(out.findings).toHaveLength(1);
    expect(out.text).toBe('GITHUB_TOKEN=[REDACTED:github-token]');
    const gl = fake.gitlab();
    const url = redactText(`git clone https://oauth2:${gl}@gitlab.com/acme/x.git`);
    expect(url.findings.map((f) => f.rule)).toEqual(['gitlab-token']);
    expect(url.text).toBe('git clone https://oauth2:[REDACTED:gitlab-token]@gitlab.com/acme/x.git');
  });

  it('returns sorted, non-overlapping findings with one-way fingerprints', () => {
    const text = `a=${fake.awsKeyId()} b=${fake.github()} c=${fake.npm()}`;
    const findings = findSecrets(text);
    expect(findings.map((f) => f.rule)).toEqual(['aws-key', 'github-token', 'npm-token']);
    for (let i = 1; i < findings.length; i++) expect(findings[i]!.start).toBeGreaterThanOrEqual(findings[i - 1]!.end);
    for (const f of findings) {
      expect(f.fingerprint).toMatch(/^[0-9a-f]{12}$/);
      expect(text.slice(f.start, f.end)).not.toContain(f.fingerprint);
    }
    expect(findSecrets(text).map((f) => f.fingerprint)).toEqual(findings.map((f) => f.fingerprint));
  });

  it('keys its fingerprints: a guessed password cannot be confirmed offline with an unkeyed hash', () => {
    const text = 'DB_PASSWORD=Summer2024!';
    const [f] = findSecrets(text);
    expect(f).toBeDefined();
    const value = text.slice(f!.start, f!.end);
    const unkeyed = createHash('sha256').update(f!.rule).update('\0').update(value).digest('hex').slice(0, 12);
    expect(f!.fingerprint).not.toBe(unkeyed);
  });

  it('is idempotent on known secrets', () => {
    const text = [
      `Authorization: Bearer ${fake.alnum(40)}`,
      `postgres://u:${fake.alnum(12)}9@h/db`,
      toolResultLine(`-----BEGIN PRIVATE KEY-----\n${fake.pemBody()}\n-----END PRIVATE KEY-----`),
      `DB_PASSWORD=${fake.alnum(12)}!`,
    ].join('\n');
    const once = redactText(text).text;
    expect(redactText(once)).toEqual({ text: once, findings: [] });
  });

  it('joins a token wrapped across a doubly escaped line break (`\\\\\\n`) and still ends', () => {
    // A backslash before an escaped break, as JSON holds it: three backslashes and an n. The break finder
    // once restarted on such an escape forever (and searched to the end of the text for every break).
    const br = '\\\\\\n';
    const wrapped = `log${br}${`line${br}`.repeat(3)}glpat-efWLfsi${br}Ieami7wh3MDjI done`;
    expect(br).toHaveLength(4);
    const out = redactText(wrapped);
    expect(out.text).not.toContain('Ieami7wh3MDjI');
    expect(out.text).toContain('done');
  });

  it('redacts a bearer token across an inner `=` in one piece (found by the property below)', () => {
    const tail = fake.alnum(44);
    const once = redactText(`Bearer ${fake.alnum(40)}=${tail}`).text;
    expect(once).toBe('Bearer [REDACTED:bearer-token]');
    expect(redactText(once).text).toBe(once);
  });

  it('is idempotent where a marker gives the text after it a new context (found by the property below)', () => {
    const text = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJfhNC5eMaGLFAbDVlaEQ4Unim6aFLnTGwJeiZwQVZfCgGGCljTChoEKrciF8I.OiQRmMgkT30nVDc6CStbJSzdcL8Hg9R2QuErUW1mi8r/\\nfpBurKBotIX9b8jjnLmghb2ZHfzreyGe3qiw69Ui';
    const once = redactText(text);
    expect(redactText(once.text).text).toBe(once.text);
    expect(once.text).not.toContain('fpBurKBotIX9b8jjnLmghb2ZHfzreyGe3qiw69Ui');
    for (const f of once.findings) expect(text.slice(f.start, f.end)).not.toContain('[REDACTED');
  });

  it('is idempotent on arbitrary text mixed with secrets (property)', () => {
    const pieces = fc.constantFrom(
      fake.awsKeyId(),
      fake.github(),
      fake.jwt(),
      `Bearer ${fake.alnum(40)}`,
      `password=${fake.alnum(10)}1`,
      `://u:${fake.alnum(10)}@h`,
      `-----BEGIN PRIVATE KEY-----\n${fake.b64(64)}\n`,
      fake.alnum(40, 99),
      '[REDACTED:aws-key]',
      '\\n',
      '"',
      ' ',
      '=',
      ':',
    );
    const text = fc.array(fc.oneof(fc.string({ maxLength: 12 }), pieces), { maxLength: 14 }).map((a) => a.join(''));
    fc.assert(
      fc.property(text, (t) => {
        const once = redactText(t).text;
        expect(redactText(once).text).toBe(once);
      }),
      { numRuns: 500 },
    );
  });
});

describe('redactJson', () => {
  it('redacts nested string values, keeps keys, and does not mutate the input', () => {
    const gh = fake.github();
    const input = {
      sessionId: 'abc',
      messages: [{ role: 'user', content: [{ type: 'text', text: `use ${gh}` }] }, 42, null, true],
      [`key ${gh}`]: 'keys are kept',
    };
    const before = JSON.stringify(input);
    const { value, findings } = redactJson(input);
    expect(JSON.stringify(input)).toBe(before);
    expect(value.messages[0]).toEqual({ role: 'user', content: [{ type: 'text', text: 'use [REDACTED:github-token]' }] });
    expect(value.messages.slice(1)).toEqual([42, null, true]);
    expect(Object.keys(value)).toEqual(Object.keys(input));
    expect(findings.map((f) => f.rule)).toEqual(['github-token']);
  });

  it('redacts a bare string and passes other scalars through', () => {
    expect(redactJson(`t=${fake.npm()}`).value).toBe('t=[REDACTED:npm-token]');
    expect(redactJson(7).value).toBe(7);
    expect(redactJson(null).value).toBeNull();
  });

  it('survives 10,000 levels of nesting', () => {
    let deep: unknown = `leaf ${fake.awsKeyId()}`;
    for (let i = 0; i < 10_000; i++) deep = i % 2 === 0 ? [deep] : { d: deep };
    const { value, findings } = redactJson(deep);
    expect(findings).toHaveLength(1);
    let node = value;
    for (let i = 9_999; i >= 0; i--) node = i % 2 === 0 ? (node as unknown[])[0] : (node as { d: unknown }).d;
    expect(node).toBe('leaf [REDACTED:aws-key]');
  });
});

describe('receiptOf and assertNoSecrets', () => {
  it('counts findings by rule and lists fingerprints', () => {
    const { findings } = redactText(`${fake.github()} ${fake.github('gho_', 5)} ${fake.npm()}`);
    const receipt = receiptOf(findings);
    expect(receipt.total).toBe(3);
    expect(receipt.byRule).toEqual({ 'github-token': 2, 'npm-token': 1 });
    expect(receipt.fingerprints).toEqual(findings.map((f) => f.fingerprint));
  });

  it('passes on redacted output and fails closed on a leftover secret', () => {
    const raw = `export AWS_ACCESS_KEY_ID=${fake.awsKeyId()}\nAuthorization: Bearer ${fake.alnum(40)}`;
    expect(() => assertNoSecrets(redactText(raw).text)).not.toThrow();
    expect(() => assertNoSecrets('nothing here; [REDACTED:aws-key] is already a marker')).not.toThrow();
    let error: unknown;
    try {
      assertNoSecrets(raw);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(HandoffError);
    expect((error as HandoffError).exitCode).toBe(1);
    expect((error as HandoffError).message).toBe(
      'refusing to output: 2 secret(s) still match after redaction (rules: aws-key, bearer-token)',
    );
  });
});

describe('redactForOutput', () => {
  it('returns the redacted text, and clean text unchanged (the same string, not a copy)', () => {
    const key = fake.githubPat();
    const out = redactForOutput(`token ${key} in a line`);
    expect(out).not.toContain(key);
    expect(findSecrets(out)).toEqual([]);
    const clean = 'nothing secret here: src/token_2679.ts, sha 3f806a236cffb7c469d4d56656e97ec8421eae5a';
    expect(redactForOutput(clean)).toBe(clean);
  });
});

describe('redactEach', () => {
  it('redacts each string as redactForOutput does, one per line joined or one by one', () => {
    const token = fake.github();
    const strings = [`push with ${token}`, 'src/a.ts', `a\n\u241e\nb ${token}`, '', `${token}`];
    const clean = redactEach(strings);
    expect(clean).toEqual(strings.map((s) => redactForOutput(s)));
    expect(clean.join('\n')).not.toContain(token);
  });
});
