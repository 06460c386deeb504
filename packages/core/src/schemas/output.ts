/**
 * The machine-readable contract of `--json` output (and of the MCP tools' structured output).
 * Extra keys may be added over time; the keys here are promised. `npm run schema` writes the JSON
 * Schema of each into packages/core/schema/.
 */
import { z } from 'zod';
import { AGENTS, TARGETS } from '../types/agents.js';

const isoOrNull = z.string().nullable().describe('ISO-8601 timestamp, or null when unknown');

const TaskJson = z
  .object({
    toolUseId: z.string().describe('the tool call that started the subagent, in the parent transcript'),
    agentId: z.string().nullable().describe("from the subagent transcript's file name (agent-<id>.jsonl)"),
    hasTranscript: z.boolean().describe("whether Entire kept the subagent's own transcript"),
  })
  .loose()
  .describe('a subagent run (Task/Agent tool) recorded in a tasks/<tool-use-id>/ folder');

export const SessionJson = z
  .object({
    id: z.string(),
    agent: z.enum(AGENTS),
    status: z.enum(['active', 'idle', 'ended', 'unknown']),
    startedAt: isoOrNull,
    lastActivityAt: isoOrNull.describe(
      "the session's newest checkpoint or recorded interaction (live state, metadata folder, shadow branch); its transcript's last record only when none exists. ISO-8601, or null when unknown",
    ),
    checkpointIds: z.array(z.string()).describe('oldest first'),
    stale: z.boolean(),
    model: z.string().nullable(),
    branch: z.string().nullable(),
    lastPrompt: z.string().nullable().describe('first line of the latest prompt, redacted'),
    filesTouched: z.array(z.string()),
    transcriptSource: z.enum(['live', 'metadata', 'checkpoint', 'shadow']).nullable(),
    subagentTasks: z.number().int().describe('subagent runs recorded for the session (see a checkpoint for each)'),
    imported: z.boolean().optional().describe('every checkpoint of the session came from `entire import`: history, not live work'),
    transcriptOmitted: z.enum(['settings']).optional().describe("checkpoints hold no transcript: omitted by the repository's settings (sync_prompts=false)"),
    ownerLiveness: z.enum(['alive', 'dead', 'unknown']).optional().describe('whether the agent process Entire recorded as the owner still runs'),
  })
  .loose();

export const CheckpointJson = z
  .object({
    id: z.string(),
    createdAt: isoOrNull,
    branch: z.string().nullable(),
    storage: z.enum(['v1-branch', 'git-refs', 'v2', 'live', 'shadow']),
    sessionIds: z.array(z.string()),
    commits: z.array(z.string()).describe('full SHAs of commits carrying an Entire-Checkpoint trailer for this id'),
    filesTouched: z.array(z.string()),
    ref: z.string(),
    sessions: z.array(
      z
        .object({
          sessionId: z.string(),
          slot: z.string(),
          agent: z.enum(AGENTS),
          agentLabel: z.string().nullable(),
          model: z.string().nullable(),
          createdAt: isoOrNull,
          hasTranscript: z.boolean(),
          hasCompactTranscript: z.boolean(),
          transcriptStart: z.number().int(),
          transcriptStartUnit: z
            .literal('compact-line')
            .optional()
            .describe("transcriptStart counts lines of Entire's compact transcript, not of the raw one (Entire 0.5.x v2 checkpoints)"),
          tasks: z.array(TaskJson),
        })
        .loose(),
    ),
    tasks: z.array(TaskJson).describe("subagent runs at the checkpoint's root (task checkpoints)"),
    warnings: z.array(z.string()),
  })
  .loose();

const SourceRefJson = z
  .object({
    sessionId: z.string(),
    checkpointId: z.string().optional(),
    line: z.number().int().optional(),
    callId: z.string().optional(),
  })
  .loose();

const FactJson = z.object({ text: z.string(), source: SourceRefJson, verified: z.boolean() }).loose();

export const HandoffJson = z
  .object({
    target: z.enum(TARGETS).nullable(),
    sourceAgents: z.array(z.enum(AGENTS)),
    sessionIds: z.array(z.string()),
    checkpointIds: z.array(z.string()),
    task: FactJson.nullable(),
    taskFrom: z
      .enum(['first-prompt', 'later-prompt', 'agreed-proposal', 'compaction-summary', 'session-title'])
      .nullable()
      .optional()
      .describe('where the task was taken from; null when there is no task'),
    latestInstruction: FactJson.nullable(),
    spawnedBy: z
      .string()
      .nullable()
      .optional()
      .describe('who started this session when the user did not: the id of the session that spawned it (a sub-agent, a command run as a subtask), a team\'s lead (`team-lead:<team>`), or `program:prompt-template` when a program filled its first prompt into a template; its prompts are not the user\'s, so latestInstruction is the dispatch it was given'),
    status: z.enum(['complete', 'in_progress', 'blocked', 'unknown']),
    statusReason: z.string(),
    currentState: z.array(FactJson),
    recentProgress: z.array(FactJson),
    nextStep: FactJson.nullable(),
    openQuestions: z.array(FactJson),
    decisions: z.array(
      FactJson.extend({
        rejected: z.array(z.object({ option: z.string(), reason: z.string().nullable() })),
        by: z.enum(['user', 'assistant']).optional().describe('who decided: the user (a prompt, a refused tool call) or the assistant'),
      }),
    ),
    filesTouched: z.array(z.string()),
    files: z
      .array(
        z
          .object({
            path: z.string(),
            change: z.enum(['created', 'modified', 'deleted']),
            from: z.enum(['tool', 'shell', 'compaction', 'entire']).describe('how the change is known: an edit tool, a shell command, the compaction summary, or only Entire'),
            source: SourceRefJson,
            verified: z.boolean(),
          })
          .loose(),
      )
      .optional()
      .describe('the files touched, each with what was done to it; oldest first'),
    commands: z.array(
      z.object({ command: z.string(), exitCode: z.number().int().nullable(), source: SourceRefJson, verified: z.boolean() }).loose(),
    ),
    errors: z.array(
      z
        .object({
          text: z.string(),
          command: z.string().nullable(),
          decisiveLine: z.string(),
          source: SourceRefJson,
          verified: z.boolean(),
        })
        .loose(),
    ),
    todos: z.array(
      z.object({ text: z.string(), status: z.enum(['pending', 'in_progress', 'completed']), source: SourceRefJson }).loose(),
    ),
    uncertainty: z.array(z.string()),
    omitted: z.array(z.object({ what: z.string(), pointer: z.string() })),
    redactions: z
      .object({
        total: z.number().int(),
        byRule: z.record(z.string(), z.number().int()),
        fingerprints: z.array(z.string()).describe('one short one-way fingerprint per finding, never the value'),
      })
      .loose(),
    markdown: z.string(),
    provenance: z
      .object({
        checkpointId: z.string().nullable(),
        branch: z.string().nullable().describe('the branch the work was recorded on'),
        commit: z.string().nullable().describe("the commit carrying the checkpoint's Entire-Checkpoint trailer"),
        recordedAt: isoOrNull,
        currentBranch: z.string().nullable(),
        currentHead: z.string().nullable(),
      })
      .loose()
      .nullable()
      .optional()
      .describe('where and when the work was recorded, and where the repository is now'),
    otherSessions: z
      .array(
        z
          .object({
            sessionId: z.string(),
            agent: z.enum(AGENTS),
            endedAt: isoOrNull,
            task: FactJson.nullable(),
            latestInstruction: FactJson.nullable(),
            status: z.enum(['complete', 'in_progress', 'blocked', 'unknown']),
            statusReason: z.string(),
            nextStep: FactJson.nullable(),
            lastCheck: FactJson.nullable(),
            filesTouched: z.array(z.string()),
            spawnedBy: z.string().nullable().optional().describe('who started it when the user did not, as the top-level spawnedBy says'),
            openTodos: z.number().int(),
          })
          .loose(),
      )
      .optional()
      .describe('in a merged checkpoint: the sessions after the lead (the one that ended last; a sub-session an agent spawned never leads one a user typed into), newest first'),
  })
  .loose();

export const ListOutput = z.object({ sessions: z.array(SessionJson) }).loose();
export const CheckpointsOutput = z.object({ session: SessionJson, checkpoints: z.array(CheckpointJson) }).loose();
export const ShowCheckpointOutput = z
  .object({ checkpoint: CheckpointJson, sessions: z.array(SessionJson), handoff: HandoffJson })
  .loose();
export const ShowSessionOutput = z.object({ session: SessionJson, handoff: HandoffJson }).loose();
export const HandoffOutput = z.object({ handoff: HandoffJson }).loose();

/** Every published output schema, by file name. */
export const OUTPUT_SCHEMAS = {
  'list.schema.json': ListOutput,
  'checkpoints.schema.json': CheckpointsOutput,
  'show-checkpoint.schema.json': ShowCheckpointOutput,
  'show-session.schema.json': ShowSessionOutput,
  'handoff.schema.json': HandoffOutput,
} as const;
