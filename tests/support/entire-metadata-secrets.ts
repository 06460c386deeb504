/**
 * An Entire repository whose checkpoint METADATA (not its transcripts) holds a fake secret in every field a reader
 * could print: the checkpoint's and the slot's branch, files touched, the prompt, the model, Entire's 2026 summary
 * in both shapes (nested `summary{…}` and the flat Jan-2026 keys) and a code learning's path. The transcripts hold
 * none, so whatever a command prints of a secret came from metadata. Shapes as Entire's v1 branch writes them.
 */
import { fake } from '../../packages/core/src/redact/fake-secrets.js';
import { GitFixture, type FileTree } from './git-fixture.js';

export const META_V1 = 'refs/heads/entire/checkpoints/v1';
export const NESTED_SESSION = 'c4a1e7d2-5b3f-4c8e-9a61-2f0d8b7e4c11';
export const LEGACY_SESSION = 'd9b2f4e6-1a3c-4d5e-8f70-3e1c9a2b5d22';
export const NESTED_CHECKPOINT = '5e7a9c1b3d2f';
export const LEGACY_CHECKPOINT = '6f8b0d2c4e3a';

/** Each planted secret by where it was planted (the value a printed output must not hold). */
export const PLANTED = {
  checkpointBranch: fake.github('ghp_', 301),
  /** A password a person typed into a branch name, after the word for it. */
  slotBranch: 'Tangerine!92',
  checkpointFile: fake.stripe('sk_live_', 303),
  /** A random token as a file's name, after a short prefix and a `/`. */
  slotFile: fake.alnum(32, 304),
  prompt: fake.npm(305),
  intent: fake.huggingface(306),
  outcome: fake.slackBot(307),
  learningRepo: fake.sendgrid(308),
  learningCodePath: fake.github('gho_', 309),
  learningCodeFinding: fake.googleApiKey(310),
  workflow: fake.anthropic(311),
  friction: fake.jwt(312),
  openItem: fake.openaiProject(313),
  legacyIntent: fake.vault(314),
  legacyOutcome: fake.github('ghs_', 315),
  legacyLearning: fake.githubPat(316),
  legacyFriction: fake.twilioKeySid(317),
  model: fake.github('ghu_', 318),
} as const;

const S = PLANTED;

function claudeLine(sessionId: string, n: number, type: 'user' | 'assistant', text: string, at: string): string {
  const message = type === 'user' ? { role: 'user', content: text } : { role: 'assistant', model: 'claude-opus-4-6', content: [{ type: 'text', text }] };
  const uuid = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return JSON.stringify({ parentUuid: null, isSidechain: false, type, sessionId, cwd: '/home/dev/billing', uuid, timestamp: at, message });
}

function transcript(sessionId: string, at: string): string {
  return `${[
    claudeLine(sessionId, 1, 'user', 'rotate the deploy credentials and update the billing config', at),
    claudeLine(sessionId, 2, 'assistant', 'I rotated them and updated config/billing.yml; the tests pass.', at),
  ].join('\n')}\n`;
}

function slotFiles(dir: string, sessionId: string, at: string, meta: object, prompt: string): FileTree {
  return {
    [`${dir}/0/metadata.json`]: JSON.stringify({
      cli_version: '0.5.1',
      checkpoint_id: dir.replace('/', ''),
      session_id: sessionId,
      strategy: 'manual-commit',
      created_at: at,
      checkpoints_count: 1,
      agent: 'Claude Code',
      transcript_identifier_at_start: '47fc853b-c3bd-4eec-bce6-08821258ec73',
      token_usage: { input_tokens: 104, cache_creation_tokens: 3883, cache_read_tokens: 86029, output_tokens: 2541, api_call_count: 9 },
      ...meta,
    }),
    [`${dir}/0/full.jsonl`]: transcript(sessionId, at),
    [`${dir}/0/content_hash.txt`]: 'sha256:00',
    [`${dir}/0/prompt.txt`]: prompt,
  };
}

function rootMetadata(dir: string, branch: string, files: string[]): FileTree {
  const slot = `/${dir}/0`;
  return {
    [`${dir}/metadata.json`]: JSON.stringify({
      checkpoint_id: dir.replace('/', ''),
      strategy: 'manual-commit',
      branch,
      checkpoints_count: 1,
      files_touched: files,
      sessions: [{ metadata: `${slot}/metadata.json`, transcript: `${slot}/full.jsonl`, content_hash: `${slot}/content_hash.txt`, prompt: `${slot}/prompt.txt` }],
    }),
  };
}

/** The repository: one checkpoint with Entire's nested summary, one with the flat legacy keys. */
export function entireRepoWithMetadataSecrets(): GitFixture {
  const fx = GitFixture.create();
  const nested = `${NESTED_CHECKPOINT.slice(0, 2)}/${NESTED_CHECKPOINT.slice(2)}`;
  const legacy = `${LEGACY_CHECKPOINT.slice(0, 2)}/${LEGACY_CHECKPOINT.slice(2)}`;
  const files = ['config/billing.yml', `ops/rotate-${S.checkpointFile}.sh`];
  fx.commitTree(META_V1, {
    ...rootMetadata(nested, `fix/${S.checkpointBranch}`, files),
    ...slotFiles(
      nested,
      NESTED_SESSION,
      '2026-02-10T00:39:00.469607Z',
      {
        branch: `hotfix/db-password-${S.slotBranch}`,
        model: `claude-opus-4-6 ${S.model}`,
        files_touched: ['config/billing.yml', `secrets/prod-${S.slotFile}.env`],
        summary: {
          intent: `Rotate the Hugging Face token ${S.intent} used by the nightly job`,
          outcome: `Deployed with SLACK_BOT_TOKEN=${S.outcome} in the staging env`,
          learnings: {
            repo: [`The mail relay key is ${S.learningRepo}; it lives in config/billing.yml`],
            code: [{ path: `src/${S.learningCodePath}.ts`, line: 12, end_line: 14, finding: `api key ${S.learningCodeFinding} is hard-coded here` }],
            workflow: [`Export ANTHROPIC_API_KEY=${S.workflow} before running the evals`],
          },
          friction: [`curl -H "Authorization: Bearer ${S.friction}" returned 401`],
          open_items: [`Revoke the OpenAI key ${S.openItem} once the new one is live`],
        },
      },
      `rotate the deploy credentials; the npm token is ${S.prompt}`,
    ),
    ...rootMetadata(legacy, 'main', ['config/billing.yml']),
    ...slotFiles(
      legacy,
      LEGACY_SESSION,
      '2026-01-21T09:12:00.000000Z',
      {
        branch: 'main',
        files_touched: ['config/billing.yml'],
        intent: `Move the Vault token ${S.legacyIntent} out of the repo`,
        outcome: `CI now reads GITHUB_TOKEN=${S.legacyOutcome} from the secret store`,
        learnings: [`The PAT ${S.legacyLearning} had org-wide scope`],
        friction_points: [`twilio key ${S.legacyFriction} was still in .env.example`],
        summary_source: 'ai',
      },
      'move the vault token out of the repo',
    ),
  });
  return fx;
}

/** Every planted secret `text` still holds, by where it was planted. */
export function plantedIn(text: string): string[] {
  return Object.entries(PLANTED)
    .filter(([, value]) => text.includes(value) || (value.length > 24 && text.includes(value.slice(4, 24))))
    .map(([where]) => where);
}
