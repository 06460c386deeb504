/** Agents whose sessions we can index, as Entire's registry names them. */
export const AGENTS = [
  'claude-code',
  'codex',
  'gemini',
  'opencode',
  'cursor',
  'copilot-cli',
  'factoryai-droid',
  'pi',
  'antigravity',
  'kiro',
  'amp',
  'unknown',
] as const;
export type Agent = (typeof AGENTS)[number];

/** Agents we can hand a session to. */
export const TARGETS = ['claude', 'codex', 'opencode', 'cursor', 'gemini'] as const;
export type TargetName = (typeof TARGETS)[number];

/** Transcript formats the adapters understand; detected from content, never from metadata alone. */
export const TRANSCRIPT_FORMATS = [
  'claude-jsonl',
  'codex-rollout',
  'gemini-json',
  'gemini-jsonl',
  'opencode-export',
  'cursor-jsonl',
  'copilot-events',
  'droid-jsonl',
  'entire-compact',
  'antigravity-jsonl',
  'pi-jsonl',
  'kiro-json',
] as const;
export type TranscriptFormat = (typeof TRANSCRIPT_FORMATS)[number];

/** Maps Entire's display names ("Claude Code", "Gemini CLI", ...) and registry names to an Agent. */
export function agentFromLabel(label: string | null | undefined): Agent {
  if (!label) return 'unknown';
  const key = label.trim().toLowerCase().replace(/[\s_]+/g, '-');
  switch (key) {
    case 'claude-code':
    case 'claude':
      return 'claude-code';
    case 'codex':
    case 'codex-cli':
      return 'codex';
    case 'gemini':
    case 'gemini-cli':
      return 'gemini';
    case 'opencode':
      return 'opencode';
    case 'cursor':
      return 'cursor';
    case 'copilot-cli':
    case 'copilot':
      return 'copilot-cli';
    case 'factoryai-droid':
    case 'factory-ai-droid':
    case 'droid':
      return 'factoryai-droid';
    case 'pi':
      return 'pi';
    case 'antigravity':
    case 'agy':
      return 'antigravity';
    case 'kiro':
      return 'kiro';
    case 'amp':
      return 'amp';
    default:
      return 'unknown';
  }
}

/** The external agents (Entire's `entire-agent-<name>` binaries) this tool knows by name. */
const EXTERNAL_AGENTS: ReadonlySet<Agent> = new Set<Agent>(['kiro', 'amp']);

/**
 * Entire's external agents (binaries `entire-agent-<name>`: Kiro, Amp, Devin, Grok, Windsurf, Goose, Aider, Cline and
 * more). Each ships a compact converter, while its native `full.jsonl` is whatever its plugin exported, so their
 * compact `transcript.jsonl` is the better source. Any label that is not a built-in agent or a placeholder counts.
 */
export function prefersCompactTranscript(label: string | null | undefined): boolean {
  if (!label) return false;
  const key = label.trim().toLowerCase();
  const agent = agentFromLabel(label);
  return EXTERNAL_AGENTS.has(agent) || (agent === 'unknown' && key !== '' && key !== 'agent' && key !== 'unknown');
}

/** The agent that writes a transcript format. Cursor agent transcripts are Claude-shaped but their own agent. */
export function agentForFormat(format: TranscriptFormat): Agent {
  switch (format) {
    case 'claude-jsonl':
      return 'claude-code';
    case 'codex-rollout':
      return 'codex';
    case 'gemini-json':
    case 'gemini-jsonl':
      return 'gemini';
    case 'opencode-export':
      return 'opencode';
    case 'cursor-jsonl':
      return 'cursor';
    case 'copilot-events':
      return 'copilot-cli';
    case 'droid-jsonl':
      return 'factoryai-droid';
    case 'antigravity-jsonl':
      return 'antigravity';
    case 'pi-jsonl':
      return 'pi';
    case 'kiro-json':
      return 'kiro';
    case 'entire-compact':
      return 'unknown';
  }
}
