#!/usr/bin/env node
// Builds a realistic example repository with Entire data in every storage layout and five agents' formats.
// All content is synthetic; record shapes follow ../shared/docs/{entire-format,transcript-formats}.md.
//
//   node scripts/example-repo.mjs [dir] [--force] [--live-now]     prints the repository path
//
// Everything committed is deterministic (fixed ids, timestamps and git dates), except the shadow branch,
// whose Cursor transcript holds the example directory's absolute paths (as a live session's would).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { README_SESSION, rateLimitSession, readmeSession } from './example/claude.mjs';
import { LOGGING, loggingSession } from './example/codex.mjs';
import { describe } from './example/describe.mjs';
import { attribution, checkpointTree, ephemeralBranch, metadataCommitMessage, sessionMetadata, shardPath, sumUsage, v2FullTree } from './example/entire.mjs';
import { HEALTH, healthSession, geminiCompact } from './example/gemini.mjs';
import { Git, Plan, gitDate } from './example/git.mjs';
import { CHECKPOINT_IDS, REFS, SECRETS, SESSION_CWD, SESSION_IDS } from './example/ids.mjs';
import { buildLive } from './example/live.mjs';
import { LOGIN, loginSession, opencodeCompact } from './example/opencode.mjs';
import { filesAt } from './example/project.mjs';

export { CHECKPOINT_IDS, REFS, SECRETS, SESSION_CWD, SESSION_IDS };

const MARKER = 'hand-off-example';

function prepareDir(dir, force) {
  if (!dir) return mkdtempSync(join(tmpdir(), 'hand-off-example-'));
  const abs = resolve(dir);
  if (existsSync(abs) && readdirSync(abs).length > 0) {
    if (!force || !existsSync(join(abs, '.git', MARKER))) {
      throw new Error(`${abs} is not empty (use --force to rebuild a directory this script created)`);
    }
    rmSync(abs, { recursive: true, force: true });
  }
  mkdirSync(abs, { recursive: true });
  return abs;
}

/** Commits each stage of the project on main (one fast-import); returns {stage: sha}. */
function buildMain(git) {
  const plan = [
    ['initial', '2026-05-10T09:00:00Z', 'Initial commit: Express API skeleton\n'],
    ['login', '2026-05-12T14:20:00Z', `Add POST /login with bcrypt password check\n\nEntire-Checkpoint: ${CHECKPOINT_IDS.opencode}\n`],
    ['logger', '2026-11-17T10:10:00Z', `Add request logging middleware\n\nEntire-Checkpoint: ${CHECKPOINT_IDS.codex}\n`],
    ['rateLimit', '2026-11-18T14:35:00Z', `Add sliding-window rate limiter to POST /login\n\nEntire-Checkpoint: ${CHECKPOINT_IDS.claude1}\n`],
    [
      'testsAndDocs',
      '2026-11-19T12:00:00Z',
      `Rate limit tests and README (#12)\n\n* Add tests for the /login rate limiter\n* Document the login rate limit in README\n\nEntire-Checkpoint: ${CHECKPOINT_IDS.claude2}\nEntire-Checkpoint: ${CHECKPOINT_IDS.multi}\n`,
    ],
    ['gitRefs', '2026-11-20T09:00:00Z', 'chore: store Entire checkpoints as git refs\n'],
    ['health', '2026-11-20T16:10:00Z', `Report uptime and version from /health\n\nEntire-Checkpoint: ${CHECKPOINT_IDS.gemini}\n`],
  ];
  const main = new Plan();
  const marks = {};
  let parent = null;
  for (const [stage, date, message] of plan) {
    parent = main.commit({ ref: 'refs/heads/main', parent, files: filesAt(stage), message, date: gitDate(date) });
    marks[stage] = parent;
  }
  const sha = git.apply(main);
  return Object.fromEntries(Object.entries(marks).map(([stage, mark]) => [stage, sha(mark)]));
}


/** The v1 orphan branch: init commit, then one commit per checkpoint session, trees cumulative. Returns the tip mark. */
function buildV1(plan, commits, t) {
  const id = CHECKPOINT_IDS;
  const cp = (cid) => `${shardPath(cid)}/`;
  const codexMeta = {
    cliVersion: '0.11.3',
    checkpointId: id.codex,
    sessionId: SESSION_IDS.codex,
    createdAt: '2026-11-17T10:06:00.412Z',
    branch: 'main',
    filesTouched: ['src/logger.ts', 'src/server.ts'],
    agent: 'Codex',
    model: 'gpt-5.5',
    turnId: '4b9e21c07d3a',
    tokenUsage: t.codex.tokenUsage,
    turnCount: 1,
    attribution: attribution('2026-11-17T10:06:00.398Z', 19),
  };
  const claude1Meta = {
    cliVersion: '0.11.3',
    checkpointId: id.claude1,
    sessionId: SESSION_IDS.claude,
    createdAt: '2026-11-18T14:32:07.904Z',
    branch: 'main',
    filesTouched: ['src/login.ts', 'src/rateLimit.ts'],
    agent: 'Claude Code',
    model: 'claude-opus-4-7',
    turnId: 'a3f5c9e1027b',
    tokenUsage: t.claude1Usage,
    turnCount: 1,
    attribution: attribution('2026-11-18T14:32:07.880Z', 38),
  };
  const claude2Meta = {
    ...claude1Meta,
    checkpointId: id.claude2,
    createdAt: '2026-11-19T10:45:12.331Z',
    branch: 'feature/login-rate-limit',
    filesTouched: ['src/login.test.ts', 'src/rateLimit.ts'],
    turnId: 'e81d4b6f93c2',
    checkpointsCount: 2,
    transcriptStart: t.claude.checkpoint1.lineCount,
    transcriptIdentifierAtStart: t.claude.checkpoint1.lastUuid,
    tokenUsage: t.claude2Usage,
    turnCount: 2,
    attribution: attribution('2026-11-19T10:45:12.300Z', 27, 2),
  };
  const reviewMeta = {
    cliVersion: '0.11.3',
    checkpointId: id.multi,
    sessionId: SESSION_IDS.codexReview,
    createdAt: '2026-11-19T10:46:03.655Z',
    branch: 'feature/login-rate-limit',
    checkpointsCount: 0,
    filesTouched: ['README.md'],
    agent: 'Codex',
    model: 'gpt-5.5',
    turnId: '5d20c8a4e6f1',
    attribution: attribution('2026-11-19T10:46:03.640Z', 0, 4),
  };
  const readmeMeta = {
    cliVersion: '0.11.3',
    checkpointId: id.multi,
    sessionId: SESSION_IDS.claudeReadme,
    createdAt: '2026-11-19T10:46:04.120Z',
    branch: 'feature/login-rate-limit',
    filesTouched: ['README.md'],
    agent: 'Claude Code',
    model: 'claude-sonnet-4-6',
    turnId: '9c7a1e3b5d08',
    tokenUsage: t.readme.writer.tokenUsage(),
    turnCount: 1,
    attribution: attribution('2026-11-19T10:46:04.101Z', 5),
  };
  const claude1Text = t.claude.text.split('\n').slice(0, t.claude.checkpoint1.lineCount).join('\n') + '\n';
  const summary = (checkpointId, meta, slots, usage) => ({
    cliVersion: meta.cliVersion,
    checkpointId,
    branch: meta.branch,
    checkpointsCount: meta.checkpointsCount ?? 1,
    filesTouched: [...new Set(slots.flatMap((s) => s.files))].sort(),
    tokenUsage: usage,
  });

  const trees = {};
  const add = (files) => Object.assign(trees, files);
  let tip = plan.commit({ ref: REFS.v1, parent: null, files: {}, message: 'Initialize metadata branch\n', date: gitDate('2026-11-17T10:05:59Z') });
  const step = (date, message) => {
    tip = plan.commit({ ref: REFS.v1, parent: tip, files: { ...trees }, message, date: gitDate(date) });
  };

  add(
    checkpointTree({
      prefix: cp(id.codex),
      summary: summary(id.codex, codexMeta, [{ files: codexMeta.filesTouched }], codexMeta.tokenUsage),
      slots: [{ metadata: sessionMetadata(codexMeta), transcript: t.codex.text, prompt: LOGGING.prompt }],
    }),
  );
  step('2026-11-17T10:06:00Z', metadataCommitMessage({ checkpointId: id.codex, sessionId: SESSION_IDS.codex, agent: 'Codex', ephemeralBranch: ephemeralBranch(commits.login) }));

  add(
    checkpointTree({
      prefix: cp(id.claude1),
      summary: summary(id.claude1, claude1Meta, [{ files: claude1Meta.filesTouched }], claude1Meta.tokenUsage),
      slots: [{ metadata: sessionMetadata(claude1Meta), transcript: claude1Text, prompt: t.claude.checkpoint1.prompts.join('\n\n---\n\n') }],
    }),
  );
  step('2026-11-18T14:32:08Z', metadataCommitMessage({ checkpointId: id.claude1, sessionId: SESSION_IDS.claude, agent: 'Claude Code', ephemeralBranch: ephemeralBranch(commits.logger) }));

  add(
    checkpointTree({
      prefix: cp(id.claude2),
      summary: summary(id.claude2, claude2Meta, [{ files: claude2Meta.filesTouched }], claude2Meta.tokenUsage),
      slots: [{ metadata: sessionMetadata(claude2Meta), transcript: t.claude.text, prompt: t.claude.checkpoint2.prompts.join('\n\n---\n\n') }],
    }),
  );
  step('2026-11-19T10:45:13Z', metadataCommitMessage({ checkpointId: id.claude2, sessionId: SESSION_IDS.claude, agent: 'Claude Code', ephemeralBranch: ephemeralBranch(commits.rateLimit) }));

  // Multi-session checkpoint: slot 0 is metadata-only (its transcript was never captured), slot 1 is complete.
  const reviewSlot = { metadata: sessionMetadata(reviewMeta) };
  const readmeSlot = { metadata: sessionMetadata(readmeMeta), transcript: t.readme.text, prompt: README_SESSION.prompt };
  const multiSummary = (slots) => summary(id.multi, reviewMeta, [{ files: ['README.md'] }], sumUsage(...slots.map((s) => (s === readmeSlot ? readmeMeta.tokenUsage : {}))));
  add(checkpointTree({ prefix: cp(id.multi), summary: multiSummary([reviewSlot]), slots: [reviewSlot] }));
  step('2026-11-19T10:46:04Z', metadataCommitMessage({ checkpointId: id.multi, sessionId: SESSION_IDS.codexReview, agent: 'Codex', ephemeralBranch: ephemeralBranch(commits.rateLimit) }));
  add(checkpointTree({ prefix: cp(id.multi), summary: multiSummary([reviewSlot, readmeSlot]), slots: [reviewSlot, readmeSlot] }));
  step('2026-11-19T10:46:05Z', metadataCommitMessage({ checkpointId: id.multi, sessionId: SESSION_IDS.claudeReadme, agent: 'Claude Code', ephemeralBranch: ephemeralBranch(commits.rateLimit) }));

  return tip;
}

/** One git-refs checkpoint (ULID): its own orphan commit whose tree root is the checkpoint. Returns its mark. */
function buildGitRefs(plan, commits, gemini) {
  const cid = CHECKPOINT_IDS.gemini;
  const meta = {
    cliVersion: '0.11.4',
    checkpointId: cid,
    sessionId: SESSION_IDS.gemini,
    createdAt: '2026-11-20T16:05:31.250Z',
    branch: 'main',
    filesTouched: HEALTH.filesEdited,
    agent: 'Gemini CLI',
    model: HEALTH.model,
    turnId: '0f6b3d9a7c21',
    compactTranscriptStart: 0,
    tokenUsage: gemini.usage,
    turnCount: 2,
    attribution: attribution('2026-11-20T16:05:31.231Z', 19),
  };
  const files = checkpointTree({
    prefix: '',
    summary: { cliVersion: meta.cliVersion, checkpointId: cid, branch: 'main', checkpointsCount: 1, filesTouched: HEALTH.filesEdited, tokenUsage: gemini.usage },
    slots: [{ metadata: sessionMetadata(meta), transcript: gemini.text, compact: geminiCompact(gemini.record, meta.cliVersion), prompt: HEALTH.prompts.join('\n\n---\n\n') }],
  });
  return plan.commit({
    ref: REFS.gitRefs,
    parent: null,
    files,
    message: metadataCommitMessage({ checkpointId: cid, sessionId: SESSION_IDS.gemini, agent: 'Gemini CLI', ephemeralBranch: ephemeralBranch(commits.gitRefs) }),
    date: gitDate('2026-11-20T16:05:32Z'),
  });
}

/** The removed v2 layout: compact transcript on v2/main, raw export on v2/full/current. Returns both marks. */
function buildV2(plan, opencode) {
  const cid = CHECKPOINT_IDS.opencode;
  const prefix = `${shardPath(cid)}/`;
  const meta = {
    cliVersion: '0.5.6',
    checkpointId: cid,
    sessionId: SESSION_IDS.opencode,
    createdAt: '2026-05-12T14:18:40.227Z',
    branch: 'main',
    filesTouched: LOGIN.filesEdited,
    agent: 'OpenCode',
    model: LOGIN.model,
    turnId: '7e2c4a9f1b56',
    tokenUsage: opencode.usage,
    turnCount: 2,
    attribution: attribution('2026-05-12T14:18:40.201Z', 41),
  };
  const compact = opencodeCompact(opencode.exportJson, meta.cliVersion);
  const main = checkpointTree({
    prefix,
    layout: 'v2',
    summary: { cliVersion: meta.cliVersion, checkpointId: cid, branch: 'main', checkpointsCount: 1, filesTouched: LOGIN.filesEdited, tokenUsage: opencode.usage },
    slots: [{ metadata: sessionMetadata(meta), compact, prompt: LOGIN.prompts.join('\n\n---\n\n') }],
  });
  const date = gitDate('2026-05-12T14:18:41Z');
  return {
    main: plan.commit({ ref: REFS.v2Main, parent: null, files: main, message: `Checkpoint: ${cid}\n`, date }),
    full: plan.commit({ ref: REFS.v2Full, parent: null, files: v2FullTree(prefix, [opencode.text]), message: `Checkpoint: ${cid}\n`, date }),
  };
}

/**
 * Builds the example repository in `dir` (default: a new temp directory) and returns its path plus every
 * id, ref and fact a test may assert against. Options: `force` rebuilds a directory this script made before;
 * `liveAt` (Date or ISO string) dates the live session's last interaction (default fixed: 2026-11-21, i.e.
 * an active session that looks stale today; pass `new Date()` for a fresh one).
 */
export async function createExampleRepo(dir, { force = false, liveAt } = {}) {
  const root = realpathSync(prepareDir(dir, force));
  const git = new Git(root);
  git.init('main');
  writeFileSync(join(root, '.git', MARKER), 'built by scripts/example-repo.mjs\n');
  const commits = buildMain(git);

  const claude = rateLimitSession({ sessionId: SESSION_IDS.claude, cwd: SESSION_CWD, secrets: SECRETS });
  const claudeUsage = claude.writer.tokenUsage();
  const readme = readmeSession({ sessionId: SESSION_IDS.claudeReadme, cwd: SESSION_CWD });
  const codex = loggingSession({ sessionId: SESSION_IDS.codex, cwd: SESSION_CWD, baseCommit: commits.login });
  const gemini = healthSession({ sessionId: SESSION_IDS.gemini, cwd: SESSION_CWD });
  const opencode = loginSession({ sessionId: SESSION_IDS.opencode, cwd: SESSION_CWD });
  // Split the Claude usage between its two checkpoints roughly by where the turns fall.
  const claude1Usage = Object.fromEntries(Object.entries(claudeUsage).map(([k, v]) => [k, Math.round(v * 0.45)]));
  const claude2Usage = Object.fromEntries(Object.entries(claudeUsage).map(([k, v]) => [k, v - claude1Usage[k]]));

  // Everything but main in one fast-import: it needs main's commit ids (trailers, ephemeral branch names).
  const plan = new Plan(1000);
  const v1 = buildV1(plan, commits, { claude, claude1Usage, claude2Usage, readme, codex });
  const gitRefs = buildGitRefs(plan, commits, gemini);
  const v2 = buildV2(plan, opencode);
  const shadow = buildLive(plan, root, commits, liveAt);
  const sha = git.apply(plan);

  // Work tree = HEAD plus the uncommitted edits of the running session.
  git.checkout(commits.health);
  const live = { ...shadow.writeFiles(), shadowRef: shadow.shadowRef };
  const tips = { v1: sha(v1), gitRefs: sha(gitRefs), v2Main: sha(v2.main), v2Full: sha(v2.full), shadow: sha(shadow.shadowTip) };
  return describe(root, commits, { tips, live, claude });
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (isMain) {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const liveAt = args.includes('--live-now') ? new Date() : undefined;
  const dir = args.find((a) => !a.startsWith('--'));
  createExampleRepo(dir, { force, liveAt })
    .then((result) => process.stdout.write(`${result.dir}\n`))
    .catch((error) => {
      process.stderr.write(`example-repo: ${error.message}\n`);
      process.exit(1);
    });
}
