// Runs a command and measures wall time, CPU time (user + system) and peak RSS. CPU and peak RSS come from GNU
// `/usr/bin/time -f '%M %U %S'` (which includes waited-for descendants, so pipelines count); without it, Node commands
// run under rss-wrapper.mjs and other commands are sampled from /proc (VmHWM of the process tree; no CPU time).
// CPU time is the figure to compare on a shared machine: wall time also counts the time the command waited for a core.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'hos-bench-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));

export const TIME_BIN = (() => {
  if (!existsSync('/usr/bin/time')) return null;
  const probe = spawnSync('/usr/bin/time', ['-f', '%M', 'true'], { encoding: 'utf8' });
  return probe.status === 0 && /^\d+\s*$/m.test(probe.stderr) ? '/usr/bin/time' : null;
})();

let counter = 0;

/** A fresh, empty directory for one run's XDG_CACHE_HOME (a cold run: nothing cached yet). */
export function freshDir(label = 'cache') {
  return mkdtempSync(join(scratch, `${label}-`));
}

/**
 * One run. spec: {cmd, args, node?: true (cmd is a Node script), timeoutMs?, cwd?, env?, cache?: 'cold' | <dir>}.
 * cache 'cold' points XDG_CACHE_HOME at a fresh empty directory for this run; a directory path reuses that one.
 * Returns {ms, rssKB|null, code, signal, stdoutFile, stderr}. stdout goes to a file (never into our memory).
 */
export async function runOnce(spec) {
  const id = counter++;
  const stdoutFile = join(scratch, `out-${id}`);
  const rssFile = join(scratch, `rss-${id}`);
  const out = openSync(stdoutFile, 'w');
  let cmd;
  let args;
  if (TIME_BIN) {
    const inner = spec.node ? [process.execPath, spec.cmd, ...spec.args] : [spec.cmd, ...spec.args];
    [cmd, args] = [TIME_BIN, ['-f', '%M %U %S', '-o', rssFile, ...inner]];
  } else if (spec.node) {
    [cmd, args] = [process.execPath, [join(HERE, 'rss-wrapper.mjs'), rssFile, spec.cmd, ...spec.args]];
  } else {
    [cmd, args] = [spec.cmd, spec.args];
  }
  const t0 = performance.now();
  const env = { ...process.env, ...spec.env };
  if (spec.cache) env.XDG_CACHE_HOME = spec.cache === 'cold' ? freshDir() : spec.cache;
  const child = spawn(cmd, args, { cwd: spec.cwd, env, stdio: ['ignore', out, 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => {
    if (stderr.length < 4096) stderr += d;
  });
  const sampler = !TIME_BIN && !spec.node ? sampleTree(child.pid) : null;
  const timer = spec.timeoutMs ? setTimeout(() => child.kill('SIGKILL'), spec.timeoutMs) : null;
  const [code, signal] = await new Promise((res) => child.on('close', (c, s) => res([c, s])));
  const ms = performance.now() - t0;
  if (timer) clearTimeout(timer);
  closeSync(out);
  let rssKB = sampler ? sampler.stop() : null;
  let cpuMs = null;
  if (existsSync(rssFile)) {
    // `<peak RSS KiB> <user s> <system s>`, as /usr/bin/time and rss-wrapper.mjs write it
    const last = /^(\d+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)$/.exec(readFileSync(rssFile, 'utf8').trim().split('\n').pop() ?? '');
    if (last) {
      rssKB = Number(last[1]);
      cpuMs = (Number(last[2]) + Number(last[3])) * 1000;
    }
  }
  return { ms, cpuMs, rssKB, code, signal, stdoutFile, stderr, timedOut: signal === 'SIGKILL' && spec.timeoutMs !== undefined };
}

/** `runs` runs: median wall and CPU time, max peak RSS; stops early on the first failure. */
export async function measure(spec, runs = 5) {
  const all = [];
  for (let i = 0; i < runs; i++) {
    const r = await runOnce(spec);
    all.push(r);
    if (r.code !== 0) break;
  }
  const ok = all.every((r) => r.code === 0);
  const times = all.map((r) => r.ms).sort((a, b) => a - b);
  const cpu = all.map((r) => r.cpuMs).filter((x) => x !== null).sort((a, b) => a - b);
  const rss = all.map((r) => r.rssKB).filter((x) => x !== null);
  const last = all[all.length - 1];
  return {
    ok,
    ms: times[Math.floor(times.length / 2)],
    msAll: all.map((r) => Math.round(r.ms)),
    cpuMs: cpu.length ? cpu[Math.floor(cpu.length / 2)] : null,
    rssKB: rss.length ? Math.max(...rss) : null,
    code: last.code,
    signal: last.signal,
    timedOut: last.timedOut,
    stderr: telling(last.stderr),
    stdoutFile: last.stdoutFile,
  };
}

/** The stderr line that says what went wrong: the first one mentioning an error, else the first line. */
function telling(stderr) {
  const lines = stderr.trim().split('\n').map((l) => l.trim()).filter(Boolean);
  return lines.find((l) => /error|fatal|not (found|implemented)|unknown command/i.test(l)) ?? lines[0] ?? '';
}

/** /proc sampling of the peak RSS (VmHWM) of a process and its descendants, every 20 ms. Linux only. */
function sampleTree(pid) {
  let peak = 0;
  const read = (p) => {
    try {
      const status = readFileSync(`/proc/${p}/status`, 'utf8');
      const m = /VmHWM:\s+(\d+)/.exec(status);
      if (m) peak = Math.max(peak, Number(m[1]));
      for (const task of readdirSync(`/proc/${p}/task`)) {
        const kids = readFileSync(`/proc/${p}/task/${task}/children`, 'utf8').trim();
        if (kids) for (const k of kids.split(/\s+/)) read(k);
      }
    } catch {
      // the process ended between listing and reading
    }
  };
  const timer = setInterval(() => read(pid), 20);
  return {
    stop() {
      clearInterval(timer);
      return peak || null;
    },
  };
}
