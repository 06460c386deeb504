/**
 * Secrets whose evidence lies in a neighbouring record (issue 13, leaks13g): a reader command's output in the record
 * after the call, a bare answer to a question for a password, a secret split across two records or todo steps.
 * Values made up here.
 */
import { describe, expect, it } from 'vitest';
import { keptOutputEnd, withCappedOutput } from '../adapters/text.js';
import { withCutLedger } from '../safety/cut-ledger.js';
import type { TodoItem, TranscriptEvent } from '../types/events.js';
import { RecordPairs, splitAcross } from './record-pairs.js'

const PW = 'Vq7-pLm2xR9tKw4z';
const TOKEN = 'aZ3kQ9mW2xL7pR4tV8nB1cY6';
const GH = 'ghp_R8mKq2VxT7pLw4Zc9NbYf3Hd6Js1Ga5Ue0Wo8Qi2';

let line = 0;
const say = (text: string): TranscriptEvent => ({ kind: 'assistant_text', line: line++, text });
const ask = (text: string): TranscriptEvent => ({ kind: 'user_prompt', line: line++, text });
const shell = (command: string, callId = `c${line}`): TranscriptEvent => ({ kind: 'shell', line: line++, callId, tool: 'Bash', command });
const result = (output: string, callId: string): TranscriptEvent => ({ kind: 'tool_result', line: line++, callId, isError: false, output });
const todos = (...texts: string[]): TranscriptEvent => ({
  kind: 'todo_update',
  line: line++,
  tool: 'TodoWrite',
  todos: texts.map((text): TodoItem => ({ text, status: 'pending' })),
});
const summary = (text: string): TranscriptEvent => ({ kind: 'compaction', line: line++, summary: text });

/** A shell call and its result, as Claude (tool_use, then tool_result) and Codex (function_call, then its output) record them. */
function call(command: string, output: string): TranscriptEvent[] {
  const id = `call_${line}`;
  return [shell(command, id), result(output, id)];
}

/** Every event through the pairing, in order, as one string per event (what outputs are made from). */
function paired(events: TranscriptEvent[]): string {
  const pairs = new RecordPairs();
  const out = [...events.flatMap((e) => pairs.push(e)), ...pairs.flush()];
  expect(out.map((e) => e.line)).toEqual(events.map((e) => e.line)); // nothing lost, nothing reordered
  return out.map((e) => JSON.stringify(e)).join('\n');
}

function expectGone(events: TranscriptEvent[], ...secrets: string[]): void {
  const out = paired(events);
  for (const s of secrets) for (let i = 0; i + 8 <= s.length; i++) expect(out).not.toContain(s.slice(i, i + 8));
  expect(out).toContain('[REDACTED:');
}

describe('a reader command, its output in the next record', () => {
  it.each([
    ['pass show', 'pass show corp/ldap', `${PW}\nlogin: dana\n`],
    ['op read', 'op read "op://Infra/db/password"', PW],
    ['op item get --reveal', 'op item get db --fields password --reveal', PW],
    ['vault field', 'vault kv get -field=password secret/app', PW],
    ['aws secretsmanager', 'aws secretsmanager get-secret-value --secret-id prod/db --query SecretString --output text', TOKEN],
    ['aws ssm decrypted', 'aws ssm get-parameter --name /prod/db --with-decryption --query Parameter.Value --output text', PW],
    ['kubectl | base64 -d', "kubectl get secret app -o jsonpath='{.data.token}' | base64 -d", TOKEN],
    ['printenv', 'printenv API_TOKEN', TOKEN],
    ['echo of a secret variable', 'echo "$DB_PASSWORD"', PW],
    ['bitwarden', 'bw get password github', PW],
    ['sops', "sops -d --extract '[\"db\"][\"password\"]' secrets.enc.yaml", PW],
    ['terraform output', 'terraform output -raw db_password', PW],
    ['a generated secret', 'openssl rand -base64 18', TOKEN],
    ['a file named for a secret', 'cat .secrets/api_token', TOKEN],
    ['env | grep | cut', 'env | grep DB_PASS | cut -d= -f2', PW],
    ['Codex output with its header', 'pass show corp/ldap', `Chunk ID: 1\nWall time: 0.2 seconds\nProcess exited with code 0\nOutput:\n${PW}`],
  ])('%s', (_why, command, output) => {
    expectGone(call(command, output), PW, TOKEN);
  });

  it('keeps what the reader printed that is no secret, and the output of other commands', () => {
    const events = [
      ...call('pass show corp/ldap', `${PW}\nlogin: dana\nurl: https://ldap.example.com`),
      ...call('cat README.md', `${PW}`), // no reader, no evidence: left to the rules that read text alone
      ...call('printenv API_TOKEN', '/usr/local/bin/node'),
      ...call('echo $HOME', '/Users/dana'),
      ...call('op read "op://Infra/db/password"', '<your-password-here>'),
    ];
    const out = paired(events);
    expect(out).toContain('login: dana');
    expect(out).toContain('url: https://ldap.example.com');
    expect(out.match(new RegExp(PW, 'g'))).toHaveLength(1); // the README's copy: judged by the text rules, not here
    expect(out).toContain('/usr/local/bin/node');
    expect(out).toContain('/Users/dana');
    expect(out).toContain('<your-password-here>');
  });
});

describe('a bare answer to a question for a secret', () => {
  it('is redacted after the question', () => {
    expectGone([say('Which password does the staging database use?'), ask(PW)], PW);
    expectGone([say('Please paste the API token for the staging account.'), ask(TOKEN)], TOKEN);
  });

  it('is kept when nothing asked for one, or it is no token', () => {
    const out = paired([say('Which branch should I deploy?'), ask('release-2026-05'), say('What is the password policy?'), ask('twelve characters minimum'), ask(PW)]);
    expect(out).toContain('release-2026-05');
    expect(out).toContain('twelve characters minimum');
    expect(out).toContain(PW); // a prompt after a prompt: nothing asked for it
  });

  it('redacts the made password of a sentence that answers, in any language, and keeps its words', () => {
    const out = paired([say('Which credentials should I use for this step?'), ask('inloggen als operator met k4rnem@lk73- en de cache legen')]);
    expect(out).not.toContain('k4rnem@lk73-');
    expect(out).toContain('inloggen als operator met');
    expectGone([say('What is the Wi-Fi password for the office?'), ask('la clé du bureau c’est Mirabelle*1984')], 'Mirabelle*1984');
  });

  it('is redacted after a question for any secret the lexicon names, in any language', () => {
    expectGone([say('Got it. And what is the key for the guest Wi-Fi key rotation, the new Wi-Fi key?'), ask('Nachtfalter?Teich-7')], 'Nachtfalter?Teich-7');
    expectGone([say('Quel est le code PIN de la carte SIM ?'), ask('le code c’est 7Moulin&Roue')], '7Moulin&Roue');
    expectGone([say('どのパスワードを使えばいいですか？'), ask('桜餅*Kumo_42')], '桜餅*Kumo_42');
    expectGone([say('One more thing before I unlock it: what is the recovery phrase?'), ask(`"Ribbon?Quartz-1988"`)], 'Ribbon?Quartz-1988');
  });

  it('keeps an answer to a question whose noun only sometimes names a secret', () => {
    const out = paired([say('Should I log in to the staging box first?'), ask('yes, as ops@web01 then run it')]);
    expect(out).toContain('ops@web01');
  });

  it('redacts words and digits joined that a short answer gives after the copula', () => {
    expectGone([say('What is the admin password for the staging Grafana?'), ask("it's marta_juniper4471")], 'marta_juniper4471');
    expectGone([say('Which passphrase unlocks the deploy key?'), ask('use Orla2291.tundra')], 'Orla2291.tundra');
  });

  it("keeps a host key's fingerprint given as the answer", () => {
    const fp = 'SHA256:Vb3mQ9x+T2kLp7ZrW4nC8yHf1sJd6gA0eUoRi5tYq2M';
    expect(paired([say('What fingerprint did the host key show, and what is the password?'), ask(`the fingerprint is ${fp}`)])).toContain(fp);
  });

  it('keeps a sentence answer that holds no password', () => {
    for (const text of [
      'use the deploy@web01 account from release-2026-05, the key is in 1Password',
      'palette: #31a4c2, #e07b39, #6b2fa0',
      'the call toolu_01Qm7HkR2vXp9LwT4sNc8Bd3 timed out, retry it',
      '<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk">',
    ]) {
      expect(paired([say('Which credentials should I use for this step?'), ask(text)])).toContain(text.replace(/"/g, '\\"'));
    }
  });
});

describe('a secret split across two records', () => {
  it.each([
    ['assistant texts, assigned', [say(`Set DEPLOY_TOKEN=${TOKEN.slice(0, 12)}`), say(`${TOKEN.slice(12)} in the CI settings.`)]],
    ['assistant texts, a provider token', [say(`the token is ${GH.slice(0, 20)}`), say(`${GH.slice(20)} and it expires`)]],
    ['tool outputs with the next call between them', [...call('cat part1', `API_KEY=${TOKEN.slice(0, 12)}`), ...call('cat part2', `${TOKEN.slice(12)}\nend`)]],
    ['user prompts', [ask(`the key is ${GH.slice(0, 22)}`), say('go on'), ask(GH.slice(22))]],
    ['a compaction summary, then the assistant', [summary(`Summary: DB_PASSWORD=${PW.slice(0, 8)}`), say(`${PW.slice(8)} is still set`)]],
    ['todo steps', [todos(`Rotate DB_PASSWORD=${TOKEN.slice(0, 12)}`, `${TOKEN.slice(12)} in vault`, 'Run tests')]],
    ['todo steps, a provider token', [todos(`Revoke ${GH.slice(0, 20)}`, `${GH.slice(20)} on github`, 'Run tests')]],
    ['three todo steps', [todos(`Set API_KEY=${TOKEN.slice(0, 8)}`, TOKEN.slice(8, 16), `${TOKEN.slice(16)} in prod`)]],
  ])('%s', (_why, events) => {
    expectGone(events, TOKEN, GH, PW.slice(8));
  });

  it('across long tool outputs, each cut only when first read (judged by their raw ends)', async () => {
    const noise = 'npm info ok\n'.repeat(300);
    await withCutLedger(async () => {
      const long = (output: string, callId: string): TranscriptEvent => withCappedOutput({ kind: 'tool_result', line: line++, callId, isError: false, output: '' }, output);
      const events = [shell('cat part1', 'p1'), long(`${noise}API_KEY=${TOKEN.slice(0, 12)}`, 'p1'), shell('cat part2', 'p2'), long(`${TOKEN.slice(12)}\n${noise}`, 'p2')];
      expect(Object.getOwnPropertyDescriptor(events[1], 'output')?.get).toBeTypeOf('function');
      expectGone(events, TOKEN);
    });
  });

  it('makes no cut of long outputs whose raw ends hold no half of a secret: a summary line, then a listing of paths', async () => {
    const noise = 'npm info ok\n'.repeat(300);
    await withCutLedger(async () => {
      let reads = 0;
      const long = (output: string, callId: string): TranscriptEvent => {
        const ev = withCappedOutput({ kind: 'tool_result', line: line++, callId, isError: false, output: '' }, output);
        const cut = Object.getOwnPropertyDescriptor(ev, 'output')!.get!;
        Object.defineProperty(ev, 'output', { get: () => (reads++, cut()), enumerable: true, configurable: true });
        return ev;
      };
      const pairs = new RecordPairs();
      const events = [
        shell('npm test', 't1'),
        long(`${noise} Test Files  12 passed (12)\n`, 't1'),
        shell('find /srv/app -name "*.log"', 'f1'),
        long(`/srv/app/logs/worker-1.log\n${noise}`, 'f1'),
      ];
      const out = [...events.flatMap((e) => pairs.push(e)), ...pairs.flush()];
      expect(reads).toBe(0);
      expect(out).toEqual(events);
    });
  });

  it('makes no cut of long outputs whose ends pass the cheap tests but hold no secret across them: source read in slices', async () => {
    const source = (from: number, to: number): string =>
      Array.from({ length: to - from }, (_, i) => `  const value${from + i} = compute({ path: '/home/dev/app/src/mod${(from + i) % 53}.ts' });`).join('\n');
    await withCutLedger(async () => {
      let reads = 0;
      const long = (output: string, callId: string): TranscriptEvent => {
        const ev = withCappedOutput({ kind: 'tool_result', line: line++, callId, isError: false, output: '' }, output);
        const cut = Object.getOwnPropertyDescriptor(ev, 'output')!.get!;
        Object.defineProperty(ev, 'output', { get: () => (reads++, cut()), enumerable: true, configurable: true });
        return ev;
      };
      const pairs = new RecordPairs();
      // Each slice ends inside a path and the next starts inside a name with digits: runs of token characters, random enough.
      const events = [long(`${source(0, 60)}\n  const value60 = compute({ path: '/home/dev/app/src/mod7`, 'r1'), long(`value61x2 = compute({});\n${source(62, 120)}`, 'r2')];
      const out = [...events.flatMap((e) => pairs.push(e)), ...pairs.flush()];
      expect(reads).toBe(0);
      expect(out).toEqual(events);
    });
  });

  it('reads no end of a held output when the next record starts with a run no secret ends with: a name and a number', async () => {
    const source = (from: number, to: number): string => Array.from({ length: to - from }, (_, i) => `  let value${from + i} = read('/srv/app/src/mod${from + i}.ts');`).join('\n');
    await withCutLedger(async () => {
      let peeks = 0;
      const long = (output: string, callId: string): TranscriptEvent => {
        const ev = withCappedOutput({ kind: 'tool_result', line: line++, callId, isError: false, output: '' }, output);
        const key = Object.getOwnPropertySymbols(ev)[0]!;
        const cut = (ev as unknown as Record<symbol, { peek: (part: (raw: string) => unknown) => unknown }>)[key]!;
        const peek = cut.peek;
        cut.peek = (part) => (peeks++, peek(part));
        return ev;
      };
      const pairs = new RecordPairs();
      // The first slice ends inside a path; the next starts inside a name with two digits, which no secret's half looks like.
      const events = [long(`${source(0, 200)}\n  let value200 = read('/srv/app/src/mod200`, 'r1'), long(`value21 = read('/srv/app/src/mod201.ts');\n${source(202, 400)}`, 'r2')];
      const out = [...events.flatMap((e) => pairs.push(e)), ...pairs.flush()];
      expect(peeks).toBe(0);
      expect(out).toEqual(events);
    });
  });

  it('judges long outputs from the ends of their cuts as it would from the whole cuts', async () => {
    const noise = 'npm info ok\n'.repeat(300);
    await withCutLedger(async () => {
      const first = withCappedOutput({ kind: 'tool_result', line: line++, callId: 'c1', isError: false, output: '' }, `${noise}API_KEY=${TOKEN.slice(0, 12)}`);
      const next = withCappedOutput({ kind: 'tool_result', line: line++, callId: 'c2', isError: false, output: '' }, `${TOKEN.slice(12)}\n${noise}`);
      const [tail, head] = [keptOutputEnd(first, 'tail'), keptOutputEnd(next, 'head')];
      expect(first.output.endsWith(tail) && tail.startsWith('\n…[')).toBe(true);
      expect(next.output.startsWith(head) && head.endsWith(' chars omitted]…\n')).toBe(true);
      expect(splitAcross(tail, head)).not.toBeNull();
      expect(splitAcross(first.output, next.output)).not.toBeNull();
    });
  });

  it('leaves a record that starts with a name of its own to the text rules, and the record before it alone', () => {
    const before = 'export PUSHER_APP_SECRET=a8a37fff6de7e0d84e50';
    for (const next of ['ABLY_API_KEY=xVLyHw.OG3lrp:6TMSWdZpmqClakNG2Jhzp5XF-vyp5sp4o-1hwOQCM9r', 'Set-Cookie: connect.sid=s%3AEjXZhB9nuIA7lwnLKURGZotU0dFCQA09.Xrfne6ppZedbaT9MGH9; Path=/']) {
      const pairs = new RecordPairs();
      const events = [shell(before), result('ok', 'x'), shell(next)];
      const out = [...events.flatMap((e) => pairs.push(e)), ...pairs.flush()];
      expect(out.map((e) => (e.kind === 'shell' ? e.command : ''))).toEqual([before, '', next]);
    }
  });

  it('never takes the first word of the next prompt as the tail of a whole secret that ended the prompt before', () => {
    for (const next of ['PR-4821 needs a rebase', 'v2.3.1 is out, please tag it', 'AB12CD34 is the ticket to close']) {
      const out = paired([ask(`use the token ${TOKEN}`), say('ok'), ask(next)]);
      expect(out).toContain(next);
      const marked = paired([ask('use the token [REDACTED:generic-secret]'), ask(next)]);
      expect(marked).toContain(next);
    }
  });

  it('leaves records alone that only sit side by side', () => {
    const events = [
      say('Build finished: 42 tests passed'),
      say('Running the linter now'),
      ...call('git rev-parse HEAD', '3f9a2c1e8b7d6f5a4c3b2a1908f7e6d5c4b3a291'),
      ...call('npm run build', 'dist/index.js 12.4 kB\nDone'),
      todos('Upgrade node to v20.11.1', 'Bump lodash to 4.17.21', 'Run tests'),
      say('release-v2.3.1'),
      say('build-20260501'),
      // a listing that starts with a resource id, after an output that ends with a number
      ...call('turbo run build', 'Process Group PGID: 1278'),
      ...call('render services list', 'srv-qeducn5g9evg6c656f5y  acme-api  web_service  frankfurt'),
    ];
    const out = paired(events);
    expect(out).not.toContain('[REDACTED:');
  });
});

describe('a sentence that ends one record is no half of a token the next one starts', () => {
  it('keeps a commit id that starts the next prompt', () =>
    expect(splitAcross('That is the unlock passphrase for the vault.', 'e5e5dbf4dd69 chore(ci): pin node', true)).toBeNull());
});

describe('a checksum line that starts the next record is no half of the key the one before ends with', () => {
  it('keeps the sha256sum line after an output that ends with a license key', () =>
    expect(splitAcross('license_key: 4c1e9a07b2d8f63e5a0c7b1d94e2f86a3b5cNRAL', '9b2e61c0d4f87a35e1c6b09d2f7a84e3c5d1b69f0a2e47c8d3b5f16e9a0c27d4  dist/cli-darwin-arm64.tar.gz')).toBeNull());
});

describe('a todo step or record that starts with a hyphenated word starts anew', () => {
  it.each([
    ['a measurement id, then "Re-run"', 'Check the tag: gtag config G-Q7RW2KD9XM', 'Re-run the deploy'],
    ['a build id, then "Follow-up"', 'Pin image build B-8XK2QW7ZLM4', 'Follow-up with the platform team'],
    ['a region code, then "Double-check"', 'Move bucket to ZX9K-QW72LMB', 'Double-check the lifecycle rules'],
  ])('%s', (_why, a, b) => expect(splitAcross(a, b)).toBeNull());

  it('still joins a token whose second half is no word', () =>
    expect(splitAcross(`Set DEPLOY_TOKEN=${TOKEN.slice(0, 12)}`, `${TOKEN.slice(12)} in the CI settings.`)).not.toBeNull());
});

describe('a record that starts with a short name or id is no rest of the token the one before ends with', () => {
  it.each([
    ['a measurement id, then a record marker', 'gtag config G-4KD82MXQ7Z', 'rk0412q Lorem ipsum dolor sit amet'],
    ['a build id, then a version tag', 'image tag B-8XK2QW7ZLM4', 'v2beta3 rollout started'],
  ])('%s', (_why, a, b) => expect(splitAcross(a, b)).toBeNull());
});
