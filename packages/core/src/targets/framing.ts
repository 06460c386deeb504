import type { Agent, TargetName } from '../types/agents.js';
import type { Handoff } from '../types/handoff.js';
import type { TargetFraming, ToolAction } from '../types/target.js';
import { agentDisplayName, SOURCE_TOOL_NAMES, TARGET_VOCABULARY, TOOL_ACTIONS } from './vocabulary.js';

/**
 * What differs between targets. Everything else (how to use the handoff, the tool mapping, the open-question
 * outro) is the same sentence pattern for all five, filled with the target's own words.
 */
export interface FramingSpec {
  name: TargetName;
  displayName: string;
  agent: Agent;
  /** How this agent reads and searches, one clause, e.g. "`Read` a file and `Grep` for symbols". */
  readSearchClause: string;
  /** Target-specific advice, our own words only. */
  tips: string[];
  /** Tools the target has only in some versions or with some models: how to name them instead of plainly. */
  conditional?: Partial<Record<ToolAction, string>>;
  /** The target's tool for asking the user, named in the outro (none where the client offers none). */
  askTool?: string;
  launchCommand(promptFile: string): { command: string; args: string[] } | null;
  launchHint: string;
}

/**
 * The first prompt given to a launched agent. A long handoff as argv is fragile (quoting, ARG_MAX, shell history),
 * so every launcher passes this one short line and the agent reads the file itself.
 */
export function continuationPrompt(promptFile: string): string {
  return `Read ${promptFile} and continue the session it describes; verify its Current state section first.`;
}

export function makeFraming(spec: FramingSpec): TargetFraming {
  const vocabulary = TARGET_VOCABULARY[spec.name];
  const toolRef = Object.fromEntries(TOOL_ACTIONS.map((a) => [a, spec.conditional?.[a] ?? `\`${vocabulary[a]}\``])) as Record<ToolAction, string>;
  return {
    name: spec.name,
    displayName: spec.displayName,
    agent: spec.agent,
    vocabulary,
    toolRef,
    intro: (handoff) => introLines(spec, vocabulary, toolRef, handoff),
    outro: (handoff) => outroLines(handoff, spec.askTool),
    launchCommand: spec.launchCommand,
    launchHint: spec.launchHint,
  };
}

/**
 * Each instruction once: the open question is asked in the outro, the todo tool named in the Todos section, the tools
 * here (the renderer adds no second "check with / record with / edit with" line under a framing).
 */
function introLines(spec: FramingSpec, v: Record<ToolAction, string>, ref: Record<ToolAction, string>, handoff: Handoff): string[] {
  return [
    `This handoff is for ${spec.displayName}. It continues work that ${sourcePhrase(handoff.sourceAgents)} recorded; ` +
      'the facts are the same for every agent, only these framing lines are written for you.',
    '',
    'How to use this handoff:',
    `1. Verify the current state first: run \`git status --short\`, \`git branch --show-current\` and ` +
      `\`git rev-parse HEAD\` with ${ref.shell} and compare them with ${handoff.provenance ? 'the branch and commit named under the title' : 'the Current state section'}. ` +
      'Where they differ, trust the repository, not the handoff.',
    '2. Then take the first safe step from the next step. Do not redo work listed as done, and re-run any check ' +
      'before you report it as passing.',
    '',
    `Your tools: ${editClause(v, ref)}, run commands with ${ref.shell}, ` +
      `${spec.readSearchClause}, delegate with ${ref.subagent}, keep the plan with ${ref.todo}.`,
    ...mappingLines(spec, v, handoff.sourceAgents),
    ...spec.tips,
  ];
}

function outroLines(handoff: Handoff, askTool: string | undefined): string[] {
  const lines: string[] = [];
  const questions = handoff.openQuestions.length;
  const how = askTool ? ` (with ${askTool})` : '';
  if (questions === 1) {
    lines.push(`Ask the user the open question quoted above before anything else${how}, and wait for the answer.`);
  } else if (questions > 1) {
    lines.push(`Ask the user the open questions quoted above before anything else${how}, and wait for the answers.`);
  }
  if (handoff.status === 'blocked') {
    lines.push('The session ended blocked: confirm the blocker still holds before you work around it.');
  }
  lines.push('When you report back, say which facts you re-verified and which you took from the handoff.');
  return lines;
}

function editClause(v: Record<ToolAction, string>, ref: Record<ToolAction, string>): string {
  if (v.edit === v.write) return `edit and create files with ${ref.edit}`;
  return `edit files with ${ref.edit}, create files with ${ref.write}`;
}

/** "Claude Code", "Codex and Gemini CLI", "Claude Code, Codex and OpenCode". Agent names come from our enum only. */
export function sourcePhrase(agents: Agent[]): string {
  const names = [...new Set(agents)].map(agentDisplayName);
  if (names.length === 0) return agentDisplayName('unknown');
  if (names.length === 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** One line per foreign source agent: its tool names, mapped onto the target's. */
function mappingLines(spec: FramingSpec, v: Record<ToolAction, string>, agents: Agent[]): string[] {
  const lines: string[] = [];
  for (const agent of [...new Set(agents)]) {
    if (agent === spec.agent) {
      lines.push(`The session was also ${spec.displayName}: the tool names in it are yours.`);
      continue;
    }
    const names = SOURCE_TOOL_NAMES[agent];
    if (!names) {
      lines.push(`The session was recorded by ${agentDisplayName(agent)}: map its tool names onto yours by what they do.`);
      continue;
    }
    const own = new Set(Object.values(SOURCE_TOOL_NAMES[spec.agent] ?? {}).flat());
    const map = mapping(names, v, own);
    lines.push(
      map === ''
        ? `The session was recorded by ${agentDisplayName(agent)}, whose tool names match yours.`
        : `Where the session shows ${agentDisplayName(agent)} tools, use yours: ${map}.`,
    );
  }
  return lines;
}

/**
 * `Edit`/`MultiEdit`/`Write` → `apply_patch`: each source name maps to the target tools of the actions it served;
 * names with the same targets are said together. A name the target also has (Cursor's `Glob`) needs no mapping.
 */
export function mapping(source: Record<ToolAction, string[]>, v: Record<ToolAction, string>, own: Set<string>): string {
  const targetsOf = new Map<string, string[]>();
  for (const action of TOOL_ACTIONS) {
    for (const name of source[action]) {
      if (own.has(name)) continue;
      const list = targetsOf.get(name) ?? [];
      if (!list.includes(v[action])) list.push(v[action]);
      targetsOf.set(name, list);
    }
  }
  const groups = new Map<string, string[]>();
  for (const [name, targets] of targetsOf) {
    const key = targets.map((t) => `\`${t}\``).join('/');
    groups.set(key, [...(groups.get(key) ?? []), `\`${name}\``]);
  }
  return [...groups].map(([to, from]) => `${from.join('/')} → ${to}`).join(', ');
}
