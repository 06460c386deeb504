// What a test may assert about the example repository: every id, ref, commit and story fact, in one object.
import { RATE_LIMIT, README_SESSION } from './claude.mjs';
import { LOGGING } from './codex.mjs';
import { HEADERS } from './cursor.mjs';
import { shardPath } from './entire.mjs';
import { HEALTH } from './gemini.mjs';
import { CHECKPOINT_IDS, REFS, SECRETS, SESSION_CWD, SESSION_IDS } from './ids.mjs';
import { LOGIN } from './opencode.mjs';
import { liveEdits } from './project.mjs';

export function describe(dir, commits, { tips, live, claude }) {
  const id = CHECKPOINT_IDS;
  return {
    dir,
    head: commits.health,
    branch: 'main',
    commits,
    refs: { ...REFS, shadow: live.shadowRef },
    refTips: tips,
    secrets: SECRETS,
    sessions: {
      claude: {
        id: SESSION_IDS.claude,
        agent: 'claude-code',
        agentLabel: 'Claude Code',
        storage: 'v1-branch',
        checkpoints: [id.claude1, id.claude2],
        cwd: SESSION_CWD,
        ...RATE_LIMIT,
        checkpoint1LineCount: claude.checkpoint1.lineCount,
        checkpoint1LastUuid: claude.checkpoint1.lastUuid,
        lineCount: claude.writer.lineCount,
      },
      claudeReadme: { id: SESSION_IDS.claudeReadme, agent: 'claude-code', agentLabel: 'Claude Code', storage: 'v1-branch', checkpoints: [id.multi], ...README_SESSION, filesEdited: ['README.md'] },
      codex: { id: SESSION_IDS.codex, agent: 'codex', agentLabel: 'Codex', storage: 'v1-branch', checkpoints: [id.codex], ...LOGGING },
      codexReview: { id: SESSION_IDS.codexReview, agent: 'codex', agentLabel: 'Codex', storage: 'v1-branch', checkpoints: [id.multi], metadataOnly: true },
      gemini: { id: SESSION_IDS.gemini, agent: 'gemini', agentLabel: 'Gemini CLI', storage: 'git-refs', checkpoints: [id.gemini], ...HEALTH },
      opencode: { id: SESSION_IDS.opencode, agent: 'opencode', agentLabel: 'OpenCode', storage: 'v2', checkpoints: [id.opencode], ...LOGIN },
      cursor: {
        id: SESSION_IDS.cursor,
        agent: 'cursor',
        agentLabel: 'Cursor',
        storage: 'live',
        checkpoints: [],
        status: 'active',
        ...HEADERS,
        lastPrompt: HEADERS.prompts[2],
        transcriptPath: live.transcriptPath,
        stateFile: live.stateFile,
        metadataDir: live.metadataDir,
        shadowBranch: live.shadowRef,
        lastInteractionAt: live.lastInteractionAt,
        uncommittedFiles: Object.keys(liveEdits()),
      },
    },
    checkpoints: {
      opencode: { id: id.opencode, storage: 'v2', ref: REFS.v2Main, sessionIds: [SESSION_IDS.opencode], commits: [commits.login], path: `${shardPath(id.opencode)}/` },
      codex: { id: id.codex, storage: 'v1-branch', ref: REFS.v1, sessionIds: [SESSION_IDS.codex], commits: [commits.logger], path: `${shardPath(id.codex)}/` },
      claude1: { id: id.claude1, storage: 'v1-branch', ref: REFS.v1, sessionIds: [SESSION_IDS.claude], commits: [commits.rateLimit], path: `${shardPath(id.claude1)}/` },
      claude2: {
        id: id.claude2,
        storage: 'v1-branch',
        ref: REFS.v1,
        sessionIds: [SESSION_IDS.claude],
        commits: [commits.testsAndDocs],
        path: `${shardPath(id.claude2)}/`,
        transcriptStart: claude.checkpoint1.lineCount,
      },
      multi: {
        id: id.multi,
        storage: 'v1-branch',
        ref: REFS.v1,
        sessionIds: [SESSION_IDS.codexReview, SESSION_IDS.claudeReadme],
        commits: [commits.testsAndDocs],
        path: `${shardPath(id.multi)}/`,
        metadataOnlySlot: '0',
      },
      gemini: { id: id.gemini, storage: 'git-refs', ref: REFS.gitRefs, sessionIds: [SESSION_IDS.gemini], commits: [commits.health], path: '' },
    },
    /** The running Cursor session is the most recently active one; Gemini's is the newest committed one. */
    latestSessionId: SESSION_IDS.cursor,
    latestCommittedSessionId: SESSION_IDS.gemini,
    squashCommit: { sha: commits.testsAndDocs, checkpoints: [id.claude2, id.multi] },
  };
}
