import type { Agent, TargetName } from './agents.js';
import type { Handoff } from './handoff.js';

/** The actions whose tool names differ between agents. */
export type ToolAction = 'edit' | 'write' | 'shell' | 'todo' | 'read' | 'search' | 'subagent';

/**
 * A target agent's framing of the same Handoff. Targets add words around the facts; they never add,
 * drop or change a fact. Everything a target returns is our own text: it must never echo transcript text.
 */
export interface TargetFraming {
  name: TargetName;
  /** e.g. `Codex`, `Claude Code`. */
  displayName: string;
  agent: Agent;
  /** The target's own tool name for each action, e.g. `{ edit: 'apply_patch', todo: 'update_plan', ... }`. */
  vocabulary: Record<ToolAction, string>;
  /**
   * How our lines name each tool: `` `Edit` ``, or with the condition under which the target has it where that
   * depends on its version or model (`` `update_plan` if offered … ``). Only tools the client offered are named plainly.
   */
  toolRef: Record<ToolAction, string>;
  /** Opening lines: who wrote the session, who reads it, how to use the handoff (verify state, then first safe step). */
  intro(handoff: Handoff): string[];
  /** Closing lines, e.g. the open question to ask the user before anything else. */
  outro(handoff: Handoff): string[];
  /** The shell command that starts this agent with a prompt file as its first message, or null (Cursor: paste). */
  launchCommand(promptFile: string): { command: string; args: string[] } | null;
  /** What to tell the user when there is no command (Cursor) or the CLI is missing. */
  launchHint: string;
}
