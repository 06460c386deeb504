/**
 * Checkpoint metadata redacted as it is read: a branch is judged as a branch (a part a person typed as a password
 * goes), a touched file as a path (a build's random folder stays). Values are made up here.
 */
import { describe, expect, it } from 'vitest';
import type { Checkpoint, CheckpointSession } from '../types/index-model.js';
import { cleanCheckpoints } from './clean-metadata.js';

const slot = (branch: string, files: string[]): CheckpointSession => ({
  sessionId: 'c0ffee00-1111-4222-8333-444455556666',
  slot: '0',
  agent: 'claude-code',
  agentLabel: null,
  model: null,
  createdAt: null,
  branch,
  filesTouched: files,
  transcript: null,
  compactTranscript: null,
  transcriptStart: 0,
  compactTranscriptStart: 0,
  prompt: null,
  summary: null,
  tasks: [],
  agentConfirmed: true,
});

const checkpoint = (branch: string, files: string[]): Checkpoint => ({
  id: 'a1b2c3d4e5f6',
  createdAt: null,
  branch,
  storage: 'v1-branch',
  ref: 'entire/checkpoints/v1',
  sessionIds: [],
  commits: [],
  filesTouched: files,
  sessions: [slot(branch, files)],
  tasks: [],
  warnings: [],
});

describe("a checkpoint's branch and touched files", () => {
  it("redacts a password typed as the branch's part, in the root's and the slot's metadata", () => {
    const [cp] = cleanCheckpoints([checkpoint('hotfix/31Quillonbax6', ['src/db.ts'])]);
    expect(cp?.branch).toBe('hotfix/[REDACTED:generic-secret]');
    expect(cp?.sessions[0]?.branch).toBe('hotfix/[REDACTED:generic-secret]');
  });
  it('keeps a branch of words and a touched file in a build folder of the same shape', () => {
    const files = ['.next/static/4Kx9QmWd2/_buildManifest.js'];
    const [cp] = cleanCheckpoints([checkpoint('feature/OAuth2Login', files)]);
    expect(cp?.branch).toBe('feature/OAuth2Login');
    expect(cp?.filesTouched).toEqual(files);
  });
});
