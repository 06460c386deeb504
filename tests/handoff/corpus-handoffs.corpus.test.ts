/**
 * End to end over every real transcript of the corpus: `handoffForTranscript` (what `show --transcript` runs) must not
 * crash, must detect the right format, and must carry over what a careful reader of each file would want. The table
 * below was written by reading each file; it only names facts the file itself shows.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { corpusDir, corpusTranscripts } from '../support/corpus.js';
import { handoffForTranscript } from '../../packages/core/src/api.js';
import { streamTranscript } from '../../packages/core/src/read/read-transcript.js';
import { toJsonHandoff } from '../../packages/core/src/render/json.js';
import type { TranscriptFormat } from '../../packages/core/src/types/agents.js';
import type { Handoff } from '../../packages/core/src/types/handoff.js';

const root = corpusDir();

const files = corpusTranscripts();

interface Expect {
  format: TranscriptFormat | null;
  /** Substrings of the task (JSON `task.text`); null: the file records no prompt at all. */
  task?: string | null;
  /** Substring of the latest instruction, verbatim. */
  latest?: string;
  /** Paths in `filesTouched`, shown relative to the session's recorded cwd where the file names one. */
  files?: string[];
  /** A failing command and its decisive line, still standing at the end. */
  error?: { command: string; decisive: string };
  /** A failure the session worked around, redid or was refused (issue 12: never a standing error). */
  resolved?: string;
  /** Open todo texts. */
  todos?: string[];
  question?: string;
  next?: string;
  compacted?: boolean;
  /** A decision and (optionally) its rejected alternative. */
  decision?: { text: string; rejected?: string };
  /** Text the latest instruction must not carry (injected by the agent, not typed). */
  latestExcludes?: string[];
  /** Path prefixes no touched file may keep (another machine's absolute prefix, relativized under the recorded cwd). */
  absent?: string[];
  /** Command with its exit code. */
  command?: { command: string; exitCode: number | null };
}

const V1 = 'entire/real-checkpoints/entireio-cli__entire-checkpoints-v1__2026-02';
const EA = 'entire/real-checkpoints/entireio-external-agents__entire-checkpoints-v1__2026-03-04';
const SK = 'entire/real-checkpoints/entireio-skills__refs-entire-checkpoints-v2__2026-05';
const CF = 'entire/compact-fixtures';

const TABLE: Record<string, Expect> = {
  // ---- transcripts/ ----
  'transcripts/claude/ccusage__fixtures__project-alpha__chat.jsonl': { format: 'claude-jsonl', task: null }, // usage-only lines
  'transcripts/claude/ccusage__test-transcript.jsonl': { format: 'claude-jsonl', task: null },
  'transcripts/claude/daaain-claude-code-log__minimal_showcase/55550000-0000-4000-8000-000000000001/subagents/agent-showcol1.jsonl': {
    format: 'claude-jsonl',
    task: 'Survey src/web and report its layout, with a screenshot.',
    latest: 'Survey src/web and report its layout',
  },
  'transcripts/claude/daaain-claude-code-log__test_data__dag_compact_after_rewind.jsonl': {
    format: 'claude-jsonl',
    task: 'the user asked for a plan',
    latest: 'After compaction',
    compacted: true,
  },
  'transcripts/claude/daaain-claude-code-log__test_data__edge_cases.jsonl': {
    format: 'claude-jsonl',
    task: "Here's a message with some **markdown** formatting",
    latest: 'Testing special characters: café, naïve, résumé, 中文',
    // No file: the MultiEdit's result record is malformed (`contenst`), so the edit's effect is unknown.
    todos: ['Implement core functionality', 'Add comprehensive tests', 'Write user documentation', 'Perform code review'],
    next: 'Implement core functionality',
    absent: ['/tmp/complex_example.py'],
  },
  'transcripts/claude/daaain-claude-code-log__test_data__representative_messages.jsonl': {
    format: 'claude-jsonl',
    task: 'Can you help me understand how Python decorators work?',
    latest: 'Let me try to implement a timing decorator myself',
    files: ['decorator_example.py'],
    command: { command: 'python decorator_example.py', exitCode: 0 }, // relative to the recorded cwd, /tmp
  },
  'transcripts/claude/daaain-claude-code-log__test_data__session_b.jsonl': {
    format: 'claude-jsonl',
    task: 'This is from a different session file to test multi-session handling.',
    latest: 'Perfect! This should appear without any session divider above it.',
  },
  'transcripts/claude/daaain-claude-code-log__test_data__system_reminder.jsonl': {
    format: 'claude-jsonl',
    task: 'Please review the change.',
    // The injected reminder is not the user's words; the typed tail is.
    latest: 'The tail content still renders as user text.',
    latestExcludes: ['A CLAUDE.md is now in scope', 'cwd changed to /tmp/other'],
  },
  'transcripts/claude/daaain-claude-code-log__test_data__todowrite_examples.jsonl': {
    format: 'claude-jsonl',
    task: 'Can you help me implement a new feature with proper task management?',
    latest: 'Can you add a task for security review as well?',
    todos: ['Add comprehensive tests', 'Conduct security review and penetration testing'],
    next: 'Add comprehensive tests',
  },
  'transcripts/claude/simonw-claude-code-transcripts__tests__sample_session.json': { format: null }, // a viewer's export, not a transcript
  'transcripts/claude/simonw-claude-code-transcripts__tests__sample_session.jsonl': {
    format: 'claude-jsonl',
    task: 'Create a hello world function',
    latest: 'Now add a goodbye function',
    files: ['hello.py'], // cwd /project
    command: { command: "git add . && git commit -m 'Add hello function'", exitCode: 0 },
    absent: ['/project/hello.py'],
  },
  'transcripts/codex/ccusage__fixtures__codex__session-alpha.jsonl': { format: 'codex-rollout', task: null },
  'transcripts/codex/daaain-claude-code-log__codex__rollout-2026-01-02T03-04-05-11111111-1111-4111-8111-111111111111.jsonl': {
    format: 'codex-rollout',
    task: 'List the synthetic files.',
    latest: 'List the synthetic files.',
    files: ['gamma.txt'],
    command: { command: 'find . -maxdepth 1 -type f', exitCode: null }, // the rollout records no exit code for it
  },
  'transcripts/cursor/entireio__AGENT.md__agent-transcript-example.jsonl': { format: 'cursor-jsonl', task: 'create a file', latest: 'create a file' },
  'transcripts/gemini/generated-with-gemini-cli-0.61.0/session-2026-11-30T22-13-8f2c1a9e.jsonl': {
    format: 'gemini-jsonl',
    task: 'Add a hello() function to @hello.py and run it',
    latest: 'Add a hello() function to @hello.py and run it',
    files: ['/home/dev/demo-project/hello.py'], // Gemini records no cwd
    error: { command: 'python -c "import hello; hello.hello()"', decisive: 'Command exited with code 1' },
    todos: ['Fix run error'],
    next: 'Fix run error',
  },
  'transcripts/opencode/entireio__opencode_export__attribution_export.ABRIDGED.json': {
    format: 'opencode-export',
    task: 'Run the tests and tell me what fails.',
    latest: 'Thanks, wrap up.',
    command: { command: 'go test ./... -run TestX', exitCode: 0 },
  },

  // ---- compact-fixtures: native files and Entire's compact conversions of them ----
  [`${CF}/claude_full.jsonl`]: { format: 'claude-jsonl', task: 'I need to revert a change to my last commit message', latest: 'when error happens the footer should still show' },
  [`${CF}/claude_expected.jsonl`]: { format: 'entire-compact', task: 'I need to revert a change to my last commit message', latest: 'when error happens the footer should still show' },
  [`${CF}/claude_full2.jsonl`]: {
    format: 'claude-jsonl',
    task: "can you explain me again why we don't track deleted lines",
    latest: "yeah, let's give it a try",
    files: ['cmd/entire/cli/strategy/manual_commit_hooks.go', 'cmd/entire/cli/integration_test/attribution_test.go'], // cwd /repo/cli
    resolved: 'git show entire/checkpoints/v1:c1/4692dbdbc6/metadata.json', // a probe, looked up another way next
    absent: ['/repo/cli/cmd/entire'],
  },
  [`${CF}/claude_expected2.jsonl`]: {
    format: 'entire-compact',
    task: "can you explain me again why we don't track deleted lines",
    latest: "yeah, let's give it a try",
    files: ['/repo/cli/cmd/entire/cli/strategy/manual_commit_hooks.go'], // the compact form drops the cwd
  },
  [`${CF}/codex_full.jsonl`]: { format: 'codex-rollout', task: 'create a hello.txt file with a greeting', latest: 'create a hello.txt file with a greeting' },
  [`${CF}/codex_expected.jsonl`]: { format: 'entire-compact', task: 'create a hello.txt file with a greeting' },
  [`${CF}/copilot_full.jsonl`]: {
    format: 'copilot-events',
    task: 'Create a dir that is called "test-copilot"',
    latest: 'make an md file stating the dir is for testing copilot',
    files: ['test-copilot/README.md'], // session.start context.cwd
    absent: ['/Users/private/entire/test-repos/test-repo/test-copilot'],
  },
  [`${CF}/copilot_expected.jsonl`]: { format: 'entire-compact', task: 'Create a dir that is called "test-copilot"', files: ['/Users/private/entire/test-repos/test-repo/test-copilot/README.md'] },
  [`${CF}/droid_full.jsonl`]: { format: 'droid-jsonl', task: 'create a markdown file called hello.md with a greeting', latest: 'looks good so far', files: ['hello.md'] },
  [`${CF}/droid_expected.jsonl`]: { format: 'entire-compact', task: 'create a markdown file called hello.md with a greeting', latest: 'looks good so far' },
  // The session wrote test.go and then ran `rm test.go` (which succeeded): no file is left to list.
  [`${CF}/gemini_full.jsonl`]: { format: 'gemini-json', task: 'create a test.go', latest: 'create a test.go' },
  [`${CF}/gemini_expected.jsonl`]: { format: 'entire-compact', task: 'create a test.go' },
  [`${CF}/opencode_full.jsonl`]: {
    format: 'opencode-export',
    task: 'use the `go run ${project_dir}/cmd/entire/main.go` executable rather than `entire`',
    latest: "That's wrong! I want you to update the .opencode/plugins/entire.ts plugin",
    files: ['.opencode/plugins/entire.ts', 'cmd/entire/cli/agent/opencode/hooks.go'], // message path.cwd
    question: 'what exactly would you like the `.opencode/plugins/entire.ts` file to use?',
    // No decision: an item of a list of steps / a narrated next edit chooses no approach (issue 12, item 7).
    absent: ['/Users/private/entire/cli/cmd'],
  },
  [`${CF}/opencode_expected.jsonl`]: {
    format: 'entire-compact',
    task: 'use the `go run ${project_dir}/cmd/entire/main.go` executable rather than `entire`',
    latest: "That's wrong! I want you to update the .opencode/plugins/entire.ts plugin",
    question: 'what exactly would you like the `.opencode/plugins/entire.ts` file to use?',
  },

  // ---- real checkpoints: entireio/cli ----
  [`${V1}/00/c9e2351016/0/full.jsonl`]: {
    format: 'claude-jsonl',
    task: 'why is `entire explain` showing no checkpoints here on the main branch?',
    latest: 'push and draft PR please',
    // Left in progress on the list, but run: "All CI checks pass" (line 449), then a push and a draft PR. No next step.
    todos: ['Run linting and full CI checks'],
    files: ['cmd/entire/cli/checkpoint/checkpoint_test.go'],
  },
  [`${V1}/00/c9e2351016/2/full.jsonl`]: {
    format: 'claude-jsonl',
    task: 'Implementation Plan: `entire reset` Command',
    // The user's words with the refused edit at line 412, which the agent then acted on (issue 12: the newest words win).
    latest: 'are we testing any interactive confirmation in our integration test?',
    files: ['cmd/entire/cli/reset_test.go', 'cmd/entire/cli/strategy/manual_commit_reset.go'],
    resolved: 'Edit failed: cmd/entire/cli/reset_test.go', // redone after reading the file
  },
  [`${V1}/00/c9e2351016/3/full.jsonl`]: {
    format: 'claude-jsonl',
    task: 'fix tests',
    latest: 'fix the test, the code is right',
    files: ['cmd/entire/cli/reset_test.go'],
    resolved: 'Edit failed: cmd/entire/cli/reset.go', // refused by the user: a refusal, not an error
  },
  [`${V1}/04/4ed289c318/1/full.jsonl`]: {
    format: 'claude-jsonl',
    task: 'can you review the e2e integration tests in cmd/entire/cli/e2e_test',
    latest: 'Strengthen auto-commit tests - Add ValidateCheckpoint calls',
    files: ['cmd/entire/cli/e2e_test/scenario_checkpoint_test.go'],
    // No decision: an item of a list of steps / a narrated next edit chooses no approach (issue 12, item 7).
  },
  [`${V1}/0b/6786ea0065/0/full.jsonl`]: {
    format: 'claude-jsonl',
    task: 'git.PlainInit(dir, false) creates a non-bare repository',
    latest: 'for common_test.go:785',
    files: ['cmd/entire/cli/strategy/common_test.go'],
  },
  [`${V1}/82/94a9921cfd/0/full.jsonl`]: {
    format: 'claude-jsonl',
    task: 'I think the checkpoint id is less important in the list view.',
    latest: 'I think we should sort by commit tree in the branch',
    files: ['cmd/entire/cli/list/data.go'],
  },
  [`${V1}/96/6462b9a8e7/0/full.jsonl`]: {
    format: 'claude-jsonl',
    task: 'we need to fix some merge conflicts',
    latest: 'origin/main',
    files: ['cmd/entire/cli/strategy/manual_commit_git.go'],
    resolved: 'git merge origin/main', // the conflicts were resolved and the build passed
    question: 'Want me to run `mise run fmt && mise run lint && mise run test:ci` first?',
  },
  [`${V1}/ba/5e23ccb05b/0/full.jsonl`]: {
    format: 'claude-jsonl',
    task: 'move the message up just before the file list?',
    latest: "what's causing these diagnostic issues? fmt/lint issues?",
    files: ['cmd/entire/cli/explain.go'],
    question: 'Want me to clean those up while we',
  },
  [`${V1}/c0/70516b3fa9/0/full.jsonl`]: {
    format: 'claude-jsonl',
    task: 'I think we have a bug somewhere setting the agents in metadata.json',
    latest: 'maybe we just need tests that check that currentHookAgentName is set properly?',
    files: ['cmd/entire/cli/hook_registry.go', 'cmd/entire/cli/hook_registry_test.go'],
    // No decision: an item of a list of steps / a narrated next edit chooses no approach (issue 12, item 7).
  },
  [`${V1}/c9/45f262e88d/0/full.jsonl`]: {
    format: 'gemini-json',
    task: 'run an agent that creates a color file inside docs, choose your color',
    files: ['docs/blue.md'],
  },
  [`${V1}/ed/51f6581660/0/full.jsonl`]: {
    format: 'claude-jsonl',
    // The request comes from the compaction summary's "Primary Request and Intent".
    task: 'implement a plan to fix Gemini checkpointing',
    latest: "there's just one PR review comment from bugbot",
    compacted: true,
    files: ['cmd/entire/cli/strategy/manual_commit_hooks.go', 'cmd/entire/cli/strategy/phase_postcommit_test.go'],
    // Decided before the compaction, stated in its "Errors and fixes".
    decision: { text: 'First trailer fix broke existing trailer detection', rejected: 'Adding `seenBlankLine` flag' },
    // The last `git commit` never returned: checking it is the first safe step.
    next: 'git commit',
    command: { command: 'mise run fmt && mise run lint && mise run test:ci 2>&1 | tail -20', exitCode: 0 },
    absent: ['/Users/alex/workspace/cli/.worktrees/3/cmd'],
  },

  // ---- real checkpoints: entireio/external-agents ----
  [`${EA}/01/8c2b5cd218/0/full.jsonl`]: {
    format: 'claude-jsonl',
    task: 'Fix entire-external-agent skill subcommand discovery',
    files: ['.claude/skills/entire-external-agent/SKILL.md', 'AGENTS.md'],
    question: 'Would you like me to commit these changes?',
    resolved: 'Edit failed: .claude/skills/entire-external-agent/implement', // redone after reading the file
  },
  [`${EA}/01/8c2b5cd218/1/full.jsonl`]: {
    format: 'claude-jsonl',
    task: 'update entire-external-agent to work as is or also to take in argument like research, write-tests or implement',
    // The only file written is the agent's plan, outside the session's cwd: left out, the machine's path not shown.
    absent: ['/Users/alisha/.claude/plans/'],
  },
  [`${EA}/01/8c2b5cd218/2/full.jsonl`]: {
    format: 'claude-jsonl',
    task: "its not showing up the subcommands. instead make each subcommand its own skill",
    absent: ['/Users/alisha/.claude/plans/'],
  },
  [`${EA}/01/8c2b5cd218/3/full.jsonl`]: {
    format: 'claude-jsonl',
    task: 'Update entire-external-agent Skill: Argument-Based Phase Selection',
    files: ['.claude/skills/entire-external-agent/SKILL.md', '.claude/skills/entire-external-agent/research.md'],
  },
  [`${EA}/01/8c2b5cd218/4/full.jsonl`]: {
    format: 'claude-jsonl',
    task: '/entire-external-agent research qwen',
    latest: 'update the instruction to just read the procedures directly since the subcommand skills don',
    files: ['.claude/skills/entire-external-agent/SKILL.md'],
  },
  [`${EA}/01/8c2b5cd218/5/full.jsonl`]: { format: 'claude-jsonl', task: 'commit', latest: 'commit' },
  [`${EA}/b5/a37dc3d0fe/0/full.jsonl`]: {
    format: 'codex-rollout',
    task: 'add support to Pi for compact transcripts',
    latest: 'fix the linter errors',
    files: ['agents/entire-agent-pi/internal/pi/compact.go', 'agents/entire-agent-pi/internal/pi/transcript.go'],
    compacted: false,
  },
  [`${EA}/b5/a37dc3d0fe/1/full.jsonl`]: {
    format: 'claude-jsonl',
    task: 'string `text` has 5 occurrences',
    files: ['agents/entire-agent-pi/internal/pi/compact.go'],
    resolved: 'pwd && ls agents/entire-agent-pi/', // a probe; the tests and lint passed after it
  },
  [`${EA}/be/84e84641f3/0/full.jsonl`]: { format: 'claude-jsonl', task: 'commit and push', latest: 'commit and push' },
  [`${EA}/be/84e84641f3/1/full.jsonl`]: {
    format: 'claude-jsonl',
    task: 'update root level readme to say somthing like look at individual agent readme',
    files: ['README.md'],
  },
  [`${EA}/fc/9a115d0155/0/full.jsonl`]: {
    format: 'codex-rollout',
    task: 'external-agent-protocol.md#capability-compact_transcript, add support',
    files: ['internal/kiro/compact.go', 'internal/kiro/compact_test.go'],
    compacted: false,
  },

  // ---- real checkpoints: entireio/skills ----
  'entire/real-checkpoints/entireio-skills__entire-checkpoints-v1__2026-04/b6/f9ccf4bef9/1/full.jsonl': {
    format: 'claude-jsonl',
    task: 'how can I design a skill that uses entire cli and entire checkpoint data',
    latest: 'wait did you update my claude settings? i meant update the skill permission',
    files: ['plugins/entire/skills/collab/SKILL.md', '.claude/settings.json'],
    compacted: false,
    resolved: 'git add .gitignore docs/superpowers/specs/2026-04-14-collab-skill-design.md', // re-added without the ignored paths, committed
  },
  [`${SK}/v2-full-current/01/da544acf74/0/raw_transcript`]: { format: 'codex-rollout', task: '$entire collab', latest: '$entire collab', compacted: false },
  [`${SK}/v2-full-current/d4/bd1152e387/0/raw_transcript`]: {
    format: 'claude-jsonl',
    task: 'code review',
    latest: 'fix',
    files: ['skills/recall/SKILL.md', 'README.md'],
    compacted: false,
  },
  [`${SK}/v2-main/01/da544acf74/0/transcript.jsonl`]: { format: 'entire-compact', task: '$entire collab', latest: '$entire collab', next: 'never returned a result' },
  [`${SK}/v2-main/01/da544acf74/1/transcript.jsonl`]: {
    format: 'entire-compact',
    task: 'yes',
    files: ['/Users/alisha/Projects/wt/cli-collab/cmd/entire/cli/collab/state.go'], // compact form: no cwd recorded
  },
  [`${SK}/v2-main/d4/bd1152e387/0/transcript.jsonl`]: {
    format: 'entire-compact',
    task: 'Run an adversarial Codex review through the shared plugin runtime.',
    latest: 'fix',
    files: ['/Users/alisha/.marvin/worktrees/skills/search-skills/skills/recall/SKILL.md'],
  },
};

async function formatOf(file: string): Promise<TranscriptFormat | null> {
  return (await streamTranscript({ file })).format;
}

function countFacts(e: Expect): number {
  const keys: (keyof Expect)[] = ['latestExcludes', 'task', 'latest', 'error', 'question', 'next', 'compacted', 'decision', 'command'];
  return 1 + keys.filter((k) => e[k] !== undefined).length + (e.files?.length ?? 0) + (e.todos?.length ?? 0) + (e.absent?.length ?? 0);
}

describe('handoffs of every corpus transcript', () => {
  it('covers every file, and every file has a row', () => {
    expect(files.length).toBeGreaterThanOrEqual(55);
    // The 39 checkpoints of `…__more` are judged elsewhere: the held-out ones by real-checkpoints/expectations.json,
    // the tuning ones by facts.corpus.test.ts.
    expect(files.filter((f) => !(f in TABLE) && !f.includes('__2026-02__more/'))).toEqual([]);
    expect(Object.keys(TABLE).filter((f) => !files.includes(f))).toEqual([]);
    expect(Object.values(TABLE).reduce((n, e) => n + countFacts(e), 0)).toBeGreaterThan(200);
  });

  for (const f of Object.keys(TABLE)) {
    const want = TABLE[f] as Expect;
    it(`${f}`, async () => {
      const path = join(root, f);
      expect(await formatOf(path)).toBe(want.format);
      if (want.format === null) {
        await expect(handoffForTranscript(path, { target: null })).rejects.toThrow(/not a transcript/);
        return;
      }
      const h: Handoff = await handoffForTranscript(path, { target: null });
      const json = toJsonHandoff(h) as ReturnType<typeof toJsonHandoff> & Record<string, any>;
      const md = h.markdown;
      // Round-trips as the CLI prints it.
      expect(JSON.parse(JSON.stringify(json)).markdown).toBe(md);

      if (want.task === null) {
        expect(h.task).toBeNull();
        expect(md).toContain('No task was recorded.');
      } else {
        expect(h.task?.text.trim()).toBeTruthy();
        if (want.task) {
          expect(h.task?.text).toContain(want.task);
          expect(flat(md)).toContain(flat(want.task).slice(0, 60));
        }
      }
      if (want.latest) {
        expect(flat(h.latestInstruction?.text ?? '')).toContain(flat(want.latest));
        expect(flat(md)).toContain(flat(want.latest));
      }
      for (const p of want.files ?? []) {
        expect(h.filesTouched).toContain(p);
        expect(md).toContain(p);
      }
      if (want.error) {
        const e = h.errors.find((x) => (x.command ?? x.text).includes(want.error!.command) && x.decisiveLine.includes(want.error!.decisive));
        expect(e, `error for ${want.error.command}: ${JSON.stringify(h.errors.map((x) => x.decisiveLine))}`).toBeDefined();
        expect(json.errors.some((x: { decisiveLine: string }) => x.decisiveLine.includes(want.error!.decisive))).toBe(true);
        expect(md).toContain(want.error.decisive);
      }
      if (want.resolved) {
        expect(h.errors.some((x) => (x.command ?? x.text).includes(want.resolved!)), `${want.resolved} is shown as standing`).toBe(false);
      }
      for (const t of want.todos ?? []) {
        expect(h.todos.find((x) => x.text === t)?.status).not.toBe('completed');
        expect(md).toContain(t);
      }
      if (want.question) {
        expect(h.openQuestions.some((q) => q.text.includes(want.question!))).toBe(true);
        expect(md).toContain(want.question);
      }
      if (want.next) {
        expect(h.nextStep?.text).toContain(want.next);
        expect(json.nextStep?.text).toContain(want.next);
      }
      if (want.compacted !== undefined) {
        expect(h.uncertainty.some((u) => u.startsWith('The conversation was compacted'))).toBe(want.compacted);
      }
      if (want.decision) {
        const d = h.decisions.find((x) => x.text.includes(want.decision!.text));
        expect(d, `decision ${want.decision.text}`).toBeDefined();
        if (want.decision.rejected) expect(d?.rejected.map((r) => r.option)).toContain(want.decision.rejected);
        expect(json.decisions.length).toBe(h.decisions.length);
      }
      if (want.command) {
        const c = h.commands.find((x) => x.command === want.command!.command);
        expect(c?.exitCode).toBe(want.command.exitCode);
      }
      for (const x of want.latestExcludes ?? []) {
        expect(h.latestInstruction?.text).not.toContain(x);
        expect(md).not.toContain(x);
      }
      for (const a of want.absent ?? []) {
        expect(h.filesTouched.filter((p) => p.includes(a))).toEqual([]);
        expect(filesSection(md)).not.toContain(a);
      }
    });
  }
});

/** The "Files touched" block of the Markdown. */
function filesSection(md: string): string {
  const start = md.indexOf('## Files touched');
  if (start < 0) return '';
  const end = md.indexOf('\n## ', start + 1);
  return md.slice(start, end < 0 ? undefined : end);
}

/** Markdown quotes wrap text in `> ` lines: compare on whitespace-flattened text without quote markers. */
function flat(s: string): string {
  return s.replace(/^>\s?/gm, '').replace(/\s+/g, ' ').trim();
}
