// The example repository builder (scripts/example-repo.mjs), checked with plain git only: every Entire layout
// exists where Entire puts it, in the exact shapes, and the facts the builder exports are really in the data.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExampleRepo } from '../scripts/example-repo.mjs';

type Example = Awaited<ReturnType<typeof createExampleRepo>>;

let ex: Example;
let scratch: string;

const git = (...args: string[]): string =>
  execFileSync('git', ['-C', ex.dir, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
const blob = (rev: string, path: string): string => git('cat-file', 'blob', `${rev}:${path}`);
const names = (rev: string): string[] => git('ls-tree', '-r', '--name-only', rev).trim().split('\n');
const jsonLines = (text: string): Record<string, any>[] =>
  text
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as Record<string, any>);
const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'hos-example-test-'));
  ex = await createExampleRepo(join(scratch, 'repo'));
});

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

describe('example repository', () => {
  it('has every checkpoint layout as a ref', () => {
    const refs = git('for-each-ref', '--format=%(refname)').trim().split('\n');
    const gitRefs = refs.filter((r) => /^refs\/entire\/checkpoints\/[0-9A-Z]{2}\/[0-9A-HJKMNP-TV-Z]{26}$/.test(r));
    expect(gitRefs).toEqual([ex.refs.gitRefs]);
    const ulid = ex.checkpoints.gemini.id;
    expect(ex.refs.gitRefs).toBe(`refs/entire/checkpoints/${ulid.slice(-2)}/${ulid}`);
    expect(refs).toEqual(
      expect.arrayContaining([
        'refs/heads/main',
        'refs/heads/entire/checkpoints/v1',
        'refs/entire/checkpoints/v2/main',
        'refs/entire/checkpoints/v2/full/current',
        `refs/heads/entire/${ex.head.slice(0, 7)}-e3b0c4`,
      ]),
    );
    expect(git('rev-parse', 'HEAD').trim()).toBe(ex.head);
  });

  it('stores v1 checkpoints at <id[:2]>/<id[2:]>/ with root sessions[] paths that resolve', () => {
    const files = new Set(names(ex.refs.v1));
    const v1 = Object.values(ex.checkpoints).filter((c) => c.storage === 'v1-branch');
    expect(v1).toHaveLength(4);
    for (const cp of v1) {
      const root = JSON.parse(blob(ex.refs.v1, `${cp.id.slice(0, 2)}/${cp.id.slice(2)}/metadata.json`));
      expect(root.checkpoint_id).toBe(cp.id);
      expect(root.sessions.length).toBe(cp.sessionIds.length);
      root.sessions.forEach((s: Record<string, string>, i: number) => {
        const meta = JSON.parse(blob(ex.refs.v1, s.metadata!.slice(1)));
        expect(meta.checkpoint_id).toBe(cp.id);
        expect(meta.session_id).toBe(cp.sessionIds[i]);
        const metadataOnly = 'metadataOnlySlot' in cp && cp.metadataOnlySlot === String(i);
        expect(files.has(s.transcript!.slice(1))).toBe(!metadataOnly);
        expect(s.prompt === '').toBe(metadataOnly);
      });
    }
    const commitMessages = git('log', '--format=%B%x00', ex.refs.v1);
    expect(commitMessages).toContain('Initialize metadata branch');
    expect(commitMessages).toContain(`Checkpoint: ${ex.checkpoints.claude2.id}\n\nEntire-Session: ${ex.sessions.claude.id}`);
  });

  it('keeps the whole Claude session in the later checkpoint, scoped by checkpoint_transcript_start', () => {
    const dir1 = ex.checkpoints.claude1.path;
    const dir2 = ex.checkpoints.claude2.path;
    const first = blob(ex.refs.v1, `${dir1}0/full.jsonl`);
    const whole = blob(ex.refs.v1, `${dir2}0/full.jsonl`);
    expect(whole.startsWith(first)).toBe(true);
    const meta = JSON.parse(blob(ex.refs.v1, `${dir2}0/metadata.json`));
    expect(meta.checkpoint_transcript_start).toBe(jsonLines(first).length);
    expect(blob(ex.refs.v1, `${dir2}0/content_hash.txt`)).toBe(`sha256:${sha256(whole)}`);

    const records = jsonLines(whole);
    expect(records.every((r) => r.sessionId === undefined || r.sessionId === ex.sessions.claude.id)).toBe(true);
    const boundary = records.findIndex((r) => r.type === 'system' && r.subtype === 'compact_boundary');
    expect(boundary).toBeGreaterThan(meta.checkpoint_transcript_start);
    expect(records[boundary + 1]).toMatchObject({ type: 'user', isCompactSummary: true });
    expect(records.some((r) => r.isMeta === true)).toBe(true);
    expect(whole).toContain('<command-name>/compact</command-name>');
    expect(whole).toContain('<system-reminder>');
    expect(whole).toContain(ex.secrets.awsAccessKeyId);
    expect(whole).toContain(ex.secrets.githubToken);
    expect(ex.secrets.awsAccessKeyId).toMatch(/^AKIA[0-9A-Z]{16}$/);
    expect(ex.secrets.githubToken).toMatch(/^ghp_[0-9A-Za-z]{36}$/);
    expect(whole).toContain(JSON.stringify(ex.sessions.claude.failingTestLine).slice(1, -1));
    const lastText = records.filter((r) => r.type === 'assistant' && r.message.content[0].type === 'text').pop();
    expect(lastText?.message.content[0].text.endsWith(ex.sessions.claude.openQuestion)).toBe(true);
    const prompts = blob(ex.refs.v1, `${dir2}0/prompt.txt`).split('\n\n---\n\n');
    expect(prompts).toEqual(ex.sessions.claude.prompts.slice(1));
  });

  it('holds a Codex rollout with exec, shell, apply_patch and update_plan records', () => {
    const records = jsonLines(blob(ex.refs.v1, `${ex.checkpoints.codex.path}0/full.jsonl`));
    expect(records[0]).toMatchObject({ type: 'session_meta', payload: { id: ex.sessions.codex.id } });
    const calls = records.filter((r) => r.type === 'response_item').map((r) => r.payload);
    const names = new Set(calls.filter((p) => p.type === 'function_call').map((p) => p.name));
    expect([...names].sort()).toEqual(['exec_command', 'shell', 'update_plan']);
    const patches = calls.filter((p) => p.type === 'custom_tool_call' && p.name === 'apply_patch');
    expect(patches.some((p) => p.input.includes('*** Update File: src/server.ts'))).toBe(true);
    const exits = records.filter((r) => r.payload.type === 'exec_command_end').map((r) => r.payload.exit_code);
    expect(exits).toContain(2);
    expect(records.some((r) => r.type === 'turn_context')).toBe(true);
  });

  it('has a git-refs checkpoint whose tree root is the checkpoint, with a single-JSON Gemini transcript', () => {
    expect(names(ex.refs.gitRefs)).toEqual(
      expect.arrayContaining(['metadata.json', '0/metadata.json', '0/full.jsonl', '0/prompt.txt', '0/content_hash.txt']),
    );
    const root = JSON.parse(blob(ex.refs.gitRefs, 'metadata.json'));
    expect(root.sessions[0].transcript).toBe('/0/full.jsonl');
    const gemini = JSON.parse(blob(ex.refs.gitRefs, '0/full.jsonl'));
    expect(Object.keys(gemini)).toEqual(['sessionId', 'projectHash', 'startTime', 'lastUpdated', 'messages']);
    expect(gemini.sessionId).toBe(ex.sessions.gemini.id);
    expect(gemini.messages.map((m: { type: string }) => m.type)).toContain('gemini');
    expect(git('rev-list', '--count', ex.refs.gitRefs).trim()).toBe('1');
  });

  it('has v2 refs: compact transcript on v2/main, raw OpenCode export on v2/full/current', () => {
    const dir = ex.checkpoints.opencode.path;
    const compact = jsonLines(blob(ex.refs.v2Main, `${dir}0/transcript.jsonl`));
    expect(compact.every((l) => l.v === 1 && l.agent === 'opencode')).toBe(true);
    const root = JSON.parse(blob(ex.refs.v2Main, `${dir}metadata.json`));
    expect(root.sessions[0].transcript).toBe(`/${dir}0/transcript.jsonl`);
    const raw = blob(ex.refs.v2Full, `${dir}0/raw_transcript`);
    const exported = JSON.parse(raw);
    expect(exported.info.id).toBe(ex.sessions.opencode.id);
    expect(exported.messages[0].info.role).toBe('user');
    expect(blob(ex.refs.v2Full, `${dir}0/raw_transcript_hash.txt`)).toBe(`sha256:${sha256(raw)}`);
  });

  it('links user commits by Entire-Checkpoint trailers, two on the squash commit', () => {
    const log = git('log', '--format=%H%x00%(trailers:key=Entire-Checkpoint,valueonly,separator=%x2c)', 'main');
    const byCommit = new Map(
      log
        .trim()
        .split('\n')
        .map((l) => l.split('\0') as [string, string])
        .map(([sha, ids]) => [sha, ids ? ids.split(',') : []]),
    );
    expect(byCommit.get(ex.squashCommit.sha)).toEqual(ex.squashCommit.checkpoints);
    for (const cp of Object.values(ex.checkpoints)) {
      for (const sha of cp.commits) expect(byCommit.get(sha)).toContain(cp.id);
    }
  });

  it('has a shadow branch with .entire/metadata for the uncommitted work', () => {
    const sid = ex.sessions.cursor.id;
    expect(names(ex.refs.shadow)).toEqual(expect.arrayContaining([`.entire/metadata/${sid}/full.jsonl`, `.entire/metadata/${sid}/prompt.txt`]));
    expect(git('log', '-1', '--format=%B', ex.refs.shadow)).toContain(`Entire-Session: ${sid}`);
    expect(git('merge-base', ex.refs.shadow, 'main').trim()).toBe(ex.head);
  });

  it('has a live session: state file, .entire/metadata, native transcript inside the example dir', () => {
    const cursor = ex.sessions.cursor;
    const state = JSON.parse(readFileSync(join(ex.dir, '.git', 'entire-sessions', `${cursor.id}.json`), 'utf8'));
    expect(state).toMatchObject({ session_id: cursor.id, phase: 'active', agent_type: 'Cursor', base_commit: ex.head });
    expect(isAbsolute(state.transcript_path)).toBe(true);
    expect(state.transcript_path.startsWith(`${ex.dir}/`)).toBe(true);
    const live = readFileSync(state.transcript_path, 'utf8');
    const saved = readFileSync(join(ex.dir, '.entire', 'metadata', cursor.id, 'full.jsonl'), 'utf8');
    expect(live.startsWith(saved)).toBe(true);
    expect(live.length).toBeGreaterThan(saved.length);
    expect(jsonLines(live)[0]).toMatchObject({ role: 'user' });
    expect(existsSync(join(ex.dir, '.entire', 'metadata', cursor.id, 'prompt.txt'))).toBe(true);
    expect(JSON.parse(readFileSync(join(ex.dir, '.entire', 'settings.json'), 'utf8')).enabled).toBe(true);
    const status = git('status', '--porcelain').split('\n').filter((l) => l !== '').map((l) => l.slice(3));
    expect(status.sort()).toEqual([...cursor.uncommittedFiles].sort());
  });

  it('is deterministic: a second build has the same commits on every committed ref', async () => {
    const again = await createExampleRepo(join(scratch, 'again'));
    expect(again.commits).toEqual(ex.commits);
    const { shadow: _a, ...tips } = ex.refTips;
    const { shadow: _b, ...tipsAgain } = again.refTips;
    expect(tipsAgain).toEqual(tips);
  });
});
