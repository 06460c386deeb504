#!/usr/bin/env node
// Trusts the hand-off-session plugin's hooks in a Codex home the way Codex's own /hooks screen does: it asks
// Codex (`codex app-server`, JSON-RPC hooks/list) for the hooks and their current hashes, writes
// [hooks.state."<key>"] trusted_hash = "<hash>" into $CODEX_HOME/config.toml, then asks again and requires
// Codex to report each of them as trusted. Prints one JSON line; exit 0 only when at least one hook was found
// and all of ours are trusted.   Usage: node codex-trust.mjs <codex-bin> <cwd>   (env: HOME, CODEX_HOME, PATH)
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [codex, cwd] = process.argv.slice(2);
const config = join(process.env.CODEX_HOME ?? join(process.env.HOME ?? '', '.codex'), 'config.toml');

function list() {
  return new Promise((resolve) => {
    const child = spawn(codex, ['app-server'], { cwd, stdio: ['pipe', 'pipe', 'pipe'], detached: false });
    let buf = '';
    let err = '';
    const done = (result) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      resolve(result);
    };
    const timer = setTimeout(() => done({ error: `no answer in 20 s; stderr: ${err.slice(-300)}` }), 20_000);
    const send = (o) => child.stdin.write(`${JSON.stringify(o)}\n`);
    child.on('error', (e) => done({ error: e.message }));
    child.stdin.on('error', () => undefined);
    child.stderr.on('data', (d) => (err += d));
    child.stdout.on('data', (d) => {
      buf += d;
      let nl;
      while ((nl = buf.indexOf('\n')) >= 0) {
        const line = buf.slice(0, nl);
        buf = buf.slice(nl + 1);
        let m;
        try {
          m = JSON.parse(line);
        } catch {
          continue;
        }
        if (m.id === 1) {
          send({ jsonrpc: '2.0', method: 'initialized', params: {} });
          send({ jsonrpc: '2.0', id: 2, method: 'hooks/list', params: { cwds: [cwd] } });
        } else if (m.id === 2) {
          if (m.error) return done({ error: JSON.stringify(m.error) });
          const hooks = (m.result?.data ?? []).flatMap((d) => d?.hooks ?? []);
          done({ hooks });
        }
      }
    });
    send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { clientInfo: { name: 'hand-off-session-checks', version: '0' } } });
  });
}

const ours = (hooks) => hooks.filter((h) => JSON.stringify(h).includes('hand-off-session'));
const before = await list();
if (before.error) {
  console.log(JSON.stringify({ ok: false, error: before.error }));
  process.exit(1);
}
const mine = ours(before.hooks);
let toml = existsSync(config) ? readFileSync(config, 'utf8') : '';
for (const h of mine) {
  if (h.trustStatus === 'trusted' || !h.key || !h.currentHash) continue;
  // A plugin hook's currentHash is "<hook hash>/<plugin bundle hash>"; Codex compares the stored trusted_hash with
  // the hook's own hash (the whole pair reads back as "modified").
  appendFileSync(config, `${toml.endsWith('\n') || !toml ? '' : '\n'}\n[hooks.state.${JSON.stringify(h.key)}]\ntrusted_hash = ${JSON.stringify(h.currentHash.split('/')[0])}\n`);
  toml = readFileSync(config, 'utf8');
}
const after = await list();
const trusted = after.error ? [] : ours(after.hooks);
const ok = !after.error && trusted.length > 0 && trusted.every((h) => h.trustStatus === 'trusted');
console.log(JSON.stringify({ ok, error: after.error, hooks: trusted.map((h) => ({ event: h.eventName, trust: h.trustStatus, key: h.key })) }));
process.exit(ok ? 0 : 1);
