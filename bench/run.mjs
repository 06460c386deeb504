#!/usr/bin/env node
// `npm run bench`: measures hand-off-session beside the floor for the same work, in the same run, and prints a
// table; results go to bench/.work/results.json. Generated repositories and transcripts are cached in bench/.work.
//
//   node bench/run.mjs            full sizes (200 / 2,000 checkpoints, 256 MiB and 1 GiB transcripts, 50 MB redaction)
//   node bench/run.mjs --quick    small sizes, under a minute
//   --runs N                      runs per measurement (median wall time, max peak RSS); default 5 (3 with --quick)
//   --only redaction              only the redaction rows and Node start-up (no repositories or transcripts generated)
//   --bin <file>                  the CLI to measure (default packages/cli/bin/hand-off-session.js, the workspace build)
//
// Commands the CLI does not have yet are reported as "n/a (exit N)", so the bench runs at every stage.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { generateRepo, WORK_DIR } from './generate-repo.mjs';
import { generateRealShaped, V1_REF } from './generate-real-shaped.mjs';
import { ensureTranscript, formatSize } from './generate-transcript.mjs';
import { freshDir, measure, TIME_BIN } from './measure.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const binArg = process.argv.indexOf('--bin');
// --bin <file>: measure another build (e.g. a copy of dist/hand-off-session.mjs made before a change) in this run.
const BIN = binArg >= 0 ? resolve(process.argv[binArg + 1]) : join(ROOT, 'packages', 'cli', 'bin', 'hand-off-session.js');
const CORE = join(ROOT, 'packages', 'core', 'dist', 'index.js');
const BENIGN = resolve(ROOT, '..', 'shared', 'corpus', 'redaction', 'benign-transcripts.jsonl');
const MiB = 1024 * 1024;

const argv = process.argv.slice(2);
const quick = argv.includes('--quick');
const onlyArg = argv.indexOf('--only');
const only = onlyArg >= 0 ? argv[onlyArg + 1] : null;
const runsArg = argv.indexOf('--runs');
const RUNS = runsArg >= 0 ? Number(argv[runsArg + 1]) : quick ? 3 : 5;
const CONFIG = quick
  ? { repos: [200, 2000], transcripts: [8 * MiB, 64 * MiB], compacted: 32 * MiB, singleLine: 16 * MiB, redactionBytes: 2 * MiB, bigRuns: RUNS }
  : { repos: [200, 2000], transcripts: [256 * MiB, 600 * MiB], compacted: 1024 * MiB, singleLine: 1024 * MiB, redactionBytes: 50 * MiB, bigRuns: 3 };
const TIMEOUT = quick ? 60_000 : 300_000;

const rows = [];
const generation = [];
const log = (text) => process.stderr.write(`${text}\n`);

const cli = (args, cache = 'cold') => ({ cmd: BIN, args, node: true, timeoutMs: TIMEOUT, cache });
/** A cache directory filled by one run of `args`, for the warm rows. */
async function warmed(args) {
  const dir = freshDir('warm');
  await measure(cli(args, dir), 1);
  return dir;
}
let nodeStart = null;
const mb = (kb) => (kb === null ? '?' : `${Math.round(kb / 1024)} MB`);
const secs = (ms) => (ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`);

/** A result cell: time + RSS (+ throughput), or why there is no number. */
function cell(r, { bytes, validate } = {}) {
  if (!r) return { text: '—' };
  if (r.timedOut) return { text: `n/a (timeout ${secs(TIMEOUT)})`, result: r };
  if (!r.ok) return { text: `n/a (exit ${r.code ?? r.signal})`, note: r.stderr, result: r };
  const problem = validate ? validate(r.stdoutFile) : null;
  if (problem) return { text: `n/a (${problem})`, result: r };
  let text = `${secs(r.ms)}${r.cpuMs === null ? '' : ` (CPU ${secs(r.cpuMs)})`}, ${mb(r.rssKB)}`;
  if (bytes) text += `, ${Math.round(bytes / MiB / (r.ms / 1000))} MiB/s`;
  return { text, result: r, ok: true };
}

function row(name, ours, floor, extra = {}) {
  const cpu = ours?.result?.cpuMs && floor?.result?.cpuMs ? `, ${(ours.result.cpuMs / floor.result.cpuMs).toFixed(1)}x CPU` : '';
  const ratio = ours?.ok && floor?.ok && floor.result ? `${(ours.result.ms / floor.result.ms).toFixed(1)}x time${cpu}, ${ours.result.rssKB && floor.result.rssKB ? (ours.result.rssKB / floor.result.rssKB).toFixed(1) : '?'}x RSS` : '';
  const node = ours?.ok && nodeStart && ours.result.ms ? `${(ours.result.ms / nodeStart.ms).toFixed(1)}x` : '';
  const entry = { name, ours: ours?.text ?? '—', floor: floor?.text ?? '—', ratio, node, note: extra.note ?? ours?.note ?? '', raw: { ours: strip(ours?.result), floor: strip(floor?.result), ...extra.raw } };
  rows.push(entry);
  log(`  ${name}: ${entry.ours} | floor ${entry.floor}${entry.note ? ` | ${entry.note}` : ''}`);
}

const strip = (r) => (r ? { ms: r.ms, msAll: r.msAll, cpuMs: r.cpuMs, rssKB: r.rssKB, code: r.code, signal: r.signal } : null);

const nonEmpty = (file) => (statSync(file).size > 0 ? null : 'empty output');
const listJson = (file) => {
  try {
    const doc = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(doc.sessions) && doc.sessions.length > 0 ? null : 'no sessions in output';
  } catch {
    return statSync(file).size === 0 ? 'empty output' : 'output is not JSON';
  }
};

/**
 * `list --json` of the real-shaped repository names the agent whose transcript each session has (the manifest's),
 * whatever its metadata label says: a speed-up that guesses agents from labels shows here as a failed row.
 */
const rightAgents = (truth) => (file) => {
  const problem = listJson(file);
  if (problem) return problem;
  const listed = new Map(JSON.parse(readFileSync(file, 'utf8')).sessions.map((s) => [s.id, s.agent]));
  const wrong = Object.entries(truth).filter(([id, agent]) => listed.get(id) !== agent);
  return wrong.length === 0 ? null : `${wrong.length} of ${Object.keys(truth).length} agents wrong, e.g. ${wrong[0][0]}: ${listed.get(wrong[0][0])}`;
};

/** The fixed cost every Node command pays before doing anything: a reference for the rows below. */
async function benchNodeStart() {
  const bare = await measure({ cmd: process.execPath, args: ['-e', '0'], timeoutMs: TIMEOUT }, RUNS);
  const env = process.env.NODE_EXTRA_CA_CERTS ? 'NODE_EXTRA_CA_CERTS is set here: each Node start loads that CA bundle' : '';
  nodeStart = bare.ok ? bare : null;
  row('Node start-up alone (node -e 0)', cell(bare), null, { note: env });
}

async function benchRepos() {
  log('a/b. repository index (list, latest), cold (empty cache) and warm');
  let largest = null;
  const warmList = [];
  for (const checkpoints of CONFIG.repos) {
    const repo = await generateRepo({ checkpoints, sessions: Math.round(checkpoints * 1.25) });
    generation.push({ what: `repo ${checkpoints} checkpoints`, cached: repo.cached, ms: Math.round(repo.ms) });
    if (!repo.cached) log(`  generated ${checkpoints}-checkpoint repo in ${secs(repo.ms)}`);
    const tip = execFileSync('git', ['-C', repo.dir, 'rev-parse', repo.v1Ref], { encoding: 'utf8' }).trim();
    const floorCmd = `git -C '${repo.dir}' ls-tree -r ${tip} | awk '$4 ~ /metadata\\.json$/ {print $3}' | git -C '${repo.dir}' cat-file --batch > /dev/null`;
    const args = ['list', '--json', '--repo', repo.dir];
    const floor = cell(await measure({ cmd: 'sh', args: ['-c', floorCmd], timeoutMs: TIMEOUT }, RUNS));
    const cold = await measure(cli(args), RUNS);
    row(`list --json, ${checkpoints} checkpoints, cold`, cell(cold, { validate: listJson }), floor);
    const warm = await measure(cli(args, await warmed(args)), RUNS);
    const listed = cell(warm, { validate: listJson });
    row(`list --json, ${checkpoints} checkpoints, warm`, listed, floor);
    if (listed.ok) warmList.push({ checkpoints, ms: warm.ms });
    if (listed.ok) {
      // What no Node implementation can beat: start Node, run git once, write the finished answer.
      const bound = await measure({ cmd: join(ROOT, 'bench', 'node-lower-bound.mjs'), args: [repo.dir, warm.stdoutFile], node: true, timeoutMs: TIMEOUT }, RUNS);
      row(`  Node lower bound (no work), ${checkpoints} checkpoints`, cell(bound), floor, { note: 'node + one git process + write the finished output' });
    }
    largest = repo;
  }
  const [a, b] = warmList;
  if (a && b) {
    const slope = (b.ms - a.ms) / (b.checkpoints - a.checkpoints);
    rows.push({ name: `list slope ${a.checkpoints} -> ${b.checkpoints} checkpoints, warm`, ours: `${slope.toFixed(3)} ms per checkpoint`, node: '', floor: '', ratio: '', note: 'goal <= 0.07 ms', raw: { a, b, slope } });
    log(`  list slope: ${slope.toFixed(3)} ms per checkpoint`);
  }
  const latest = await measure(cli(['latest', '--repo', largest.dir]), RUNS);
  row(`latest, ${largest.checkpoints} checkpoints, cold`, cell(latest, { validate: nonEmpty }), null);
}

/** The repository shaped like the real entireio/cli one: generic and wrong labels, real transcript sizes. */
async function benchRealShaped() {
  log('e. real-shaped repository (600 checkpoints, ~300 sessions, transcripts of real sizes)');
  const repo = await generateRealShaped();
  const m = repo.manifest;
  generation.push({ what: 'real-shaped repo', cached: repo.cached, ms: Math.round(repo.ms) });
  if (!repo.cached) log(`  generated the real-shaped repo in ${secs(repo.ms)}`);
  const shape = `${m.checkpoints} checkpoints, ${m.transcripts} transcripts, ${Math.round(m.transcriptBytes / 1e6)} MB`;
  const tip = execFileSync('git', ['-C', repo.dir, 'rev-parse', V1_REF], { encoding: 'utf8' }).trim();
  const floorCmd = `git -C '${repo.dir}' ls-tree -r ${tip} | awk '$4 ~ /metadata\\.json$/ {print $3}' | git -C '${repo.dir}' cat-file --batch > /dev/null`;
  const listFloor = cell(await measure({ cmd: 'sh', args: ['-c', floorCmd], timeoutMs: TIMEOUT }, RUNS));
  const list = ['list', '--json', '--repo', repo.dir];
  const agents = rightAgents(m.agents);
  row(`real-shaped list --json, cold (${shape})`, cell(await measure(cli(list), RUNS), { validate: agents }), listFloor, { note: 'goal <= 5x node; agents checked' });
  row('real-shaped list --json, warm', cell(await measure(cli(list, await warmed(list)), RUNS), { validate: agents }), listFloor, { note: 'goal <= 2x node; agents checked' });
  row('real-shaped latest, cold', cell(await measure(cli(['latest', '--repo', repo.dir]), RUNS), { validate: nonEmpty }), null, { note: 'goal <= 5x node' });
  const show = ['show', 'checkpoint', m.largestCheckpoint, '--repo', repo.dir];
  row('real-shaped show checkpoint (10 MB transcript), cold', cell(await measure(cli(show), RUNS), { validate: nonEmpty }), null, { note: 'goal <= 6x node' });
  const all = ['all', '--json', '--limit', '300', '--repo', repo.dir];
  const allFloor = { cmd: join(ROOT, 'bench', 'floor-all.mjs'), args: [repo.dir, tip, ...m.newestTranscripts], node: true, timeoutMs: TIMEOUT };
  const allRuns = quick ? 1 : 3;
  row(`real-shaped all --json --limit 300, cold`, cell(await measure(cli(all), allRuns), { validate: nonEmpty }), cell(await measure(allFloor, allRuns)), {
    note: `goal <= 1.5x floor: each session's newest transcript (${m.newestTranscripts.length}) through one cat-file, JSON.parse per line`,
  });
}

async function benchTranscripts() {
  log('c. transcripts (show --transcript)');
  const make = (opts) => {
    const t = ensureTranscript(opts);
    const size = statSync(t.path).size;
    const label = opts.singleLine ? `single ${formatSize(size)} line` : `${formatSize(size)} transcript${opts.compaction === 'near-end' ? ', compaction near end' : ''}`;
    generation.push({ what: label, cached: t.cached, ms: Math.round(t.ms) });
    if (!t.cached) log(`  generated ${label} in ${secs(t.ms)}`);
    return { ...t, size, label };
  };
  const floorSpec = (path) => ({ cmd: join(ROOT, 'bench', 'floor-parse.mjs'), args: [path], node: true, timeoutMs: TIMEOUT });
  const runs = (size) => (size >= 512 * MiB ? CONFIG.bigRuns : RUNS);

  const compacted = make({ bytes: CONFIG.compacted, compaction: 'near-end' });
  // Reading from the compaction is fast whatever the file size: as many runs as the small measurements.
  const c1 = await measure(cli(['show', '--transcript', compacted.path]), RUNS);
  const f1 = await measure(floorSpec(compacted.path), runs(compacted.size));
  row(`show --transcript, ${compacted.label}`, cell(c1, { bytes: compacted.size, validate: nonEmpty }), cell(f1, { bytes: compacted.size }));

  const flat = [];
  for (const bytes of CONFIG.transcripts) {
    const t = make({ bytes, compaction: 'none' });
    const ours = await measure(cli(['show', '--transcript', t.path]), runs(t.size));
    const floor = await measure(floorSpec(t.path), runs(t.size));
    const o = cell(ours, { bytes: t.size, validate: nonEmpty });
    row(`show --transcript, ${t.label}, no compaction`, o, cell(floor, { bytes: t.size }), { note: 'goal <= 0.5x floor time, memory flat' });
    flat.push({ size: t.size, rssKB: o.ok ? ours.rssKB : null });
  }
  const [small, big] = flat;
  if (small?.rssKB && big?.rssKB) {
    rows.push({ name: `memory growth ${formatSize(small.size)} -> ${formatSize(big.size)}`, ours: `${(big.rssKB / small.rssKB).toFixed(2)}x RSS for ${(big.size / small.size).toFixed(0)}x input`, floor: '', ratio: '', note: 'flat = about 1x', raw: { small, big } });
  }

  const single = make({ bytes: CONFIG.singleLine, singleLine: true });
  const s1 = await measure(cli(['show', '--transcript', single.path]), 1);
  const sc = cell(s1, { bytes: single.size, validate: nonEmpty });
  const completed = s1.ok ? 'completed' : s1.signal ? `crashed (${s1.signal})` : `exit ${s1.code}`;
  row(`show --transcript, ${single.label}`, sc, null, { note: `${completed}${s1.stderr ? `: ${s1.stderr.slice(0, 120)}` : ''}` });
}

async function benchRedaction() {
  log('d. redaction throughput');
  const name = `redactText, benign transcripts x ~${formatSize(CONFIG.redactionBytes)}`;
  if (!existsSync(BENIGN)) return row(name, { text: 'skipped: corpus missing' }, null);
  let redactText;
  try {
    ({ redactText } = await import(pathToFileURL(CORE).href));
  } catch {
    redactText = undefined;
  }
  if (typeof redactText !== 'function') return row(name, { text: 'skipped: not built' }, null);
  const lines = readFileSync(BENIGN, 'utf8').split('\n').filter((l) => l !== '');
  const unit = lines.reduce((a, l) => a + Buffer.byteLength(l) + 1, 0);
  const repeat = Math.max(1, Math.round(CONFIG.redactionBytes / unit));
  let changed = 0;
  let failed = null;
  const t0 = performance.now();
  try {
    for (let i = 0; i < repeat; i++) {
      for (const line of lines) {
        const out = await redactText(line);
        const text = typeof out === 'string' ? out : out?.text;
        if (text !== line) changed += 1;
      }
    }
  } catch (error) {
    failed = error instanceof Error ? error.message : String(error);
  }
  const ms = performance.now() - t0;
  if (failed) return row(name, { text: 'n/a (threw)', note: failed.slice(0, 120) }, null);
  const bytes = unit * repeat;
  row(name, { text: `${Math.round(bytes / MiB / (ms / 1000))} MiB/s (${secs(ms)} for ${formatSize(bytes)})`, ok: true, result: { ms } }, null, {
    note: `${changed / repeat} of ${lines.length} benign lines changed (false positives)`,
    raw: { bytes, ms, changedPerPass: changed / repeat },
  });
}

function printTable() {
  const header = ['Benchmark', 'hand-off-session', '/ node -e 0', 'Floor (same work)', 'Ours / floor', 'Note'];
  const body = rows.map((r) => [r.name, r.ours, r.node ?? '', r.floor, r.ratio, r.note]);
  const widths = header.map((h, i) => Math.min(60, Math.max(h.length, ...body.map((b) => String(b[i]).length))));
  const fmt = (cells) => cells.map((c, i) => String(c).slice(0, 60).padEnd(widths[i])).join(' | ');
  process.stdout.write(`\n${fmt(header)}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}\n${body.map(fmt).join('\n')}\n`);
  const big = quick ? '' : ` (inputs over 512 MiB read whole: ${CONFIG.bigRuns})`;
  process.stdout.write(`\nTimes: median of ${RUNS} runs${big}, single line: 1 run; wall time, with CPU time (user + system, all threads) in brackets where measured; RSS: peak resident set (${TIME_BIN ? '/usr/bin/time %M %U %S' : 'rss-wrapper / /proc sampling'}).\n`);
  process.stdout.write('Floors: list = git ls-tree -r <v1 tip> | git cat-file --batch of the same metadata.json blobs; show = bench/floor-parse.mjs (1 MiB chunks, split on \\n, JSON.parse each line).\n');
  const made = generation.filter((g) => !g.cached);
  if (made.length) process.stdout.write(`Generated this run: ${made.map((g) => `${g.what} ${secs(g.ms)}`).join('; ')}\n`);
}

const started = performance.now();
log(`hand-off-session bench (${quick ? 'quick' : 'full'}), work dir ${WORK_DIR}`);
mkdirSync(WORK_DIR, { recursive: true });
// Node start-up is measured in every run, `--only redaction` too: it shows how loaded the machine was.
await benchNodeStart();
if (only !== 'redaction') {
  await benchRepos();
  await benchRealShaped();
  await benchTranscripts();
}
await benchRedaction();
printTable();
const results = {
  date: new Date().toISOString(),
  mode: quick ? 'quick' : 'full',
  runs: RUNS,
  node: process.version,
  git: execFileSync('git', ['--version'], { encoding: 'utf8' }).trim(),
  cpus: cpus().length,
  rssSource: TIME_BIN ? 'gnu-time' : 'fallback',
  totalSeconds: Math.round((performance.now() - started) / 1000),
  generation,
  rows,
};
writeFileSync(join(WORK_DIR, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
process.stdout.write(`Total ${results.totalSeconds} s. Results: ${join(WORK_DIR, 'results.json')}\n`);
