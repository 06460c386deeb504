// The fixed ids, refs, working directory and planted secrets of the example repository: tests assert against them.
import { ulid, uuidv7 } from './util.mjs';

/** Where the committed sessions ran: a teammate's machine (checkpoints are pushed and fetched). */
export const SESSION_CWD = '/Users/dana/code/acme-api';

/** Fake credentials planted in one Claude tool output; every handoff must redact them. Built from parts so
 * secret scanners do not flag this source file. */
export const SECRETS = {
  awsAccessKeyId: ['AKIA', 'Q7ZB2M9KDT5WNE4X'].join(''),
  githubToken: ['ghp', 'Vb7Kq2XmN9pLr4TsW8yZc3HdJ6fGa1EuR0iQ'].join('_'),
};

export const SESSION_IDS = {
  claude: '7c3f9e2a-51d4-4b8e-9a06-d2e81f4c6b19',
  claudeReadme: 'b5e0d7c3-2a91-4f6e-8d14-93c7a0e2f5b8',
  codex: uuidv7(Date.parse('2026-11-17T09:31:12.402Z'), 'codex-session'),
  codexReview: uuidv7(Date.parse('2026-11-19T10:02:44.118Z'), 'codex-review-session'),
  gemini: '3d8b6f1e-9c27-4a54-b0e3-7f2a5c91d846',
  opencode: 'ses_1e6a0b3c5ffeHq7RkT2mNw9XbZ',
  cursor: 'c9a4e1f7-6b2d-4f08-8e35-1d7b0a9c2e64',
};

export const CHECKPOINT_IDS = {
  opencode: '3f9a0c1d2e4b',
  codex: '5c2e8a9b1d07',
  claude1: '8e41f0c27a9d',
  claude2: 'd07b6e3f5a18',
  multi: '26c9d4e8b0f3',
  gemini: ulid(Date.parse('2026-11-20T16:05:31.250Z'), 'gemini-checkpoint'),
};

export const REFS = {
  v1: 'refs/heads/entire/checkpoints/v1',
  gitRefs: `refs/entire/checkpoints/${CHECKPOINT_IDS.gemini.slice(-2)}/${CHECKPOINT_IDS.gemini}`,
  v2Main: 'refs/entire/checkpoints/v2/main',
  v2Full: 'refs/entire/checkpoints/v2/full/current',
};
