// The example's running Cursor session: shadow-branch commits, .entire/metadata, the native transcript, live state.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { HEADERS, headersSession, encodeWorkspace } from './cursor.mjs';
import { ephemeralBranch, liveState, shadowCommitMessage } from './entire.mjs';
import { gitDate } from './git.mjs';
import { SESSION_IDS } from './ids.mjs';
import { filesAt, liveEdits } from './project.mjs';

const LIVE_LAST_INTERACTION = '2026-11-21T09:24:03.117Z';

/**
 * The running Cursor session: shadow-branch commits per finished turn, .entire/metadata, live state, native file.
 * `liveAt` moves the session's clock so its last interaction is then (default: fixed, so it reads as stale today).
 */
export function buildLive(plan, dir, commits, liveAt) {
  const offset = liveAt === undefined ? 0 : new Date(liveAt).getTime() - Date.parse(LIVE_LAST_INTERACTION);
  const at = (iso) => new Date(Date.parse(iso) + offset).toISOString();
  const sid = SESSION_IDS.cursor;
  const session = headersSession({ workspace: dir });
  const metaDir = `.entire/metadata/${sid}`;
  const base = commits.health;
  const shadowRef = `refs/heads/${ephemeralBranch(base)}`;
  const baseFiles = filesAt('health');
  const edits = liveEdits();
  const afterTurn1 = { 'src/rateLimit.ts': edits['src/rateLimit.ts'].replace('    readonly limit: number', '    private readonly limit: number') };

  let tip = base;
  const shadow = (files, lines, prompts, date) => {
    tip = plan.commit({
      ref: shadowRef,
      parent: tip,
      files: { ...baseFiles, ...files, [`${metaDir}/full.jsonl`]: session.through(lines), [`${metaDir}/prompt.txt`]: prompts.join('\n\n---\n\n') },
      message: shadowCommitMessage({ subject: prompts[prompts.length - 1], sessionId: sid }),
      date: gitDate(date),
    });
  };
  shadow(afterTurn1, 1, HEADERS.prompts.slice(0, 1), at('2026-11-21T09:08:40Z'));
  shadow(edits, 2, HEADERS.prompts.slice(0, 2), at('2026-11-21T09:21:15Z'));
  return { shadowRef, shadowTip: tip, writeFiles: () => writeLiveFiles(dir, sid, session, edits, metaDir, base, at) };
}

/** Files outside git objects: the uncommitted edits, .entire/metadata, the native transcript, the state file. */
function writeLiveFiles(dir, sid, session, edits, metaDir, base, at) {
  for (const [rel, content] of Object.entries(edits)) writeFileSync(join(dir, rel), content);
  mkdirSync(join(dir, metaDir), { recursive: true });
  writeFileSync(join(dir, metaDir, 'full.jsonl'), session.through(2));
  writeFileSync(join(dir, metaDir, 'prompt.txt'), HEADERS.prompts.join('\n\n---\n\n'));

  const transcriptDir = join(dir, '.agent-home', '.cursor', 'projects', encodeWorkspace(dir), 'agent-transcripts', sid);
  mkdirSync(transcriptDir, { recursive: true });
  const transcriptPath = join(transcriptDir, `${sid}.jsonl`);
  const liveText = session.through(3);
  writeFileSync(transcriptPath, liveText);
  appendFileSync(join(dir, '.git', 'info', 'exclude'), '.agent-home/\n');

  const stateFile = join(dir, '.git', 'entire-sessions', `${sid}.json`);
  mkdirSync(dirname(stateFile), { recursive: true });
  writeFileSync(
    stateFile,
    liveState({
      sessionId: sid,
      cliVersion: '0.11.4',
      baseCommit: base,
      worktreePath: dir,
      startedAt: at('2026-11-21T09:02:11.482Z'),
      lastInteractionAt: at(LIVE_LAST_INTERACTION),
      turnId: '3a8d6c0e2f94',
      checkpointCount: 2,
      transcriptSize: Buffer.byteLength(liveText),
      filesTouched: HEADERS.filesEdited,
      agent: 'Cursor',
      model: HEADERS.model,
      tokenUsage: { input_tokens: 0, cache_creation_tokens: 0, cache_read_tokens: 0, output_tokens: 0, api_call_count: 0 },
      turnCount: 3,
      transcriptPath,
      lastPrompt: HEADERS.prompts[2],
    }),
  );
  return { transcriptPath, stateFile, metadataDir: join(dir, metaDir), lastInteractionAt: at(LIVE_LAST_INTERACTION) };
}
