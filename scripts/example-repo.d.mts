// Types for scripts/example-repo.mjs, so TypeScript tests can import it.

export type ExampleStorage = 'v1-branch' | 'git-refs' | 'v2' | 'live';

export interface ExampleSession {
  id: string;
  /** Agent id as core's `Agent` names it. */
  agent: 'claude-code' | 'codex' | 'gemini' | 'opencode' | 'cursor';
  /** The `agent` label Entire writes into metadata. */
  agentLabel: string;
  storage: ExampleStorage;
  /** Checkpoint ids, oldest first. */
  checkpoints: string[];
  task?: string;
  prompt?: string;
  prompts?: string[];
  filesEdited?: string[];
  model?: string;
  metadataOnly?: boolean;
  [fact: string]: unknown;
}

export interface ExampleCheckpoint {
  id: string;
  storage: Exclude<ExampleStorage, 'live'>;
  ref: string;
  sessionIds: string[];
  /** Main-branch commits whose trailers name this checkpoint. */
  commits: string[];
  /** Folder of the checkpoint inside its ref's tree: `ab/cdef01234567/`, or "" for git-refs. */
  path: string;
  transcriptStart?: number;
  metadataOnlySlot?: string;
}

export interface ClaudeFacts extends ExampleSession {
  task: string;
  prompts: string[];
  decision: string;
  rejectedAlternative: string;
  rejectedReason: string;
  constraint: string;
  fixedTest: string;
  failingTest: string;
  failingTestLine: string;
  assertionLine: string;
  testCommand: string;
  openTodos: string[];
  doneTodos: string[];
  openQuestion: string;
  compactSummaryStart: string;
  filesEdited: string[];
  injected: string[];
  cwd: string;
  checkpoint1LineCount: number;
  checkpoint1LastUuid: string;
  lineCount: number;
}

export interface CursorFacts extends ExampleSession {
  status: 'active';
  lastPrompt: string;
  transcriptPath: string;
  stateFile: string;
  metadataDir: string;
  shadowBranch: string;
  lastInteractionAt: string;
  uncommittedFiles: string[];
}

export interface ExampleRepo {
  dir: string;
  head: string;
  branch: 'main';
  commits: Record<'initial' | 'login' | 'logger' | 'rateLimit' | 'testsAndDocs' | 'gitRefs' | 'health', string>;
  refs: { v1: string; gitRefs: string; v2Main: string; v2Full: string; shadow: string };
  refTips: { v1: string; gitRefs: string; v2Main: string; v2Full: string; shadow: string };
  secrets: { awsAccessKeyId: string; githubToken: string };
  sessions: {
    claude: ClaudeFacts;
    claudeReadme: ExampleSession;
    codex: ExampleSession;
    codexReview: ExampleSession;
    gemini: ExampleSession;
    opencode: ExampleSession;
    cursor: CursorFacts;
  };
  checkpoints: Record<'opencode' | 'codex' | 'claude1' | 'claude2' | 'multi' | 'gemini', ExampleCheckpoint>;
  latestSessionId: string;
  latestCommittedSessionId: string;
  squashCommit: { sha: string; checkpoints: string[] };
}

export const SESSION_CWD: string;
export const SECRETS: { awsAccessKeyId: string; githubToken: string };
export const SESSION_IDS: Record<'claude' | 'claudeReadme' | 'codex' | 'codexReview' | 'gemini' | 'opencode' | 'cursor', string>;
export const CHECKPOINT_IDS: Record<'opencode' | 'codex' | 'claude1' | 'claude2' | 'multi' | 'gemini', string>;
export const REFS: { v1: string; gitRefs: string; v2Main: string; v2Full: string };

/**
 * Builds the example repository in `dir` (default: a new temp directory). `force` rebuilds a directory it made
 * before; `liveAt` dates the live session's last interaction (default: fixed 2026-11-21T09:24:03.117Z).
 */
export function createExampleRepo(dir?: string, options?: { force?: boolean; liveAt?: Date | string }): Promise<ExampleRepo>;
