import type { Agent, TargetName } from '../types/agents.js';
import type { ToolAction } from '../types/target.js';

/** Every action, in the order the intro lists them. */
export const TOOL_ACTIONS: readonly ToolAction[] = ['edit', 'write', 'shell', 'todo', 'read', 'search', 'subagent'];

/**
 * Each target's current tool names (transcript-formats.md). Codex has no read or search tool: it reads and
 * searches through its shell tool, so those entries name `exec_command`.
 */
export const TARGET_VOCABULARY: Record<TargetName, Record<ToolAction, string>> = {
  claude: { edit: 'Edit', write: 'Write', shell: 'Bash', todo: 'TodoWrite', read: 'Read', search: 'Bash', subagent: 'Agent' },
  codex: {
    edit: 'apply_patch',
    write: 'apply_patch',
    shell: 'exec_command',
    todo: 'update_plan',
    read: 'exec_command',
    search: 'exec_command',
    subagent: 'spawn_agent',
  },
  gemini: {
    edit: 'replace',
    write: 'write_file',
    shell: 'run_shell_command',
    todo: 'write_todos',
    read: 'read_file',
    search: 'grep_search',
    subagent: 'invoke_agent',
  },
  opencode: { edit: 'edit', write: 'write', shell: 'bash', todo: 'todowrite', read: 'read', search: 'grep', subagent: 'task' },
  cursor: { edit: 'StrReplace', write: 'Write', shell: 'Shell', todo: 'TodoWrite', read: 'Read', search: 'Grep', subagent: 'Task' },
};

/**
 * The names a source agent's transcript may use for each action, older aliases included, so the reader can map
 * what it sees in quoted evidence (`MultiEdit`, `shell_command`, `run_terminal_cmd`...) onto its own tools.
 */
export const SOURCE_TOOL_NAMES: Partial<Record<Agent, Record<ToolAction, string[]>>> = {
  'claude-code': {
    edit: ['Edit', 'MultiEdit'],
    write: ['Write'],
    shell: ['Bash'],
    todo: ['TodoWrite'],
    read: ['Read'],
    search: ['Grep', 'Glob'],
    subagent: ['Agent', 'Task'],
  },
  codex: {
    edit: ['apply_patch'],
    write: ['apply_patch'],
    shell: ['exec_command', 'shell', 'shell_command'],
    todo: ['update_plan'],
    read: ['exec_command'],
    search: ['exec_command'],
    subagent: ['spawn_agent'],
  },
  gemini: {
    edit: ['replace'],
    write: ['write_file'],
    shell: ['run_shell_command'],
    todo: ['write_todos'],
    read: ['read_file', 'read_many_files'],
    search: ['grep_search', 'glob', 'search_file_content'],
    subagent: ['invoke_agent'],
  },
  opencode: {
    edit: ['edit', 'multiedit', 'apply_patch'],
    write: ['write'],
    shell: ['bash'],
    todo: ['todowrite'],
    read: ['read'],
    search: ['grep', 'glob'],
    subagent: ['task'],
  },
  // Only the tools Entire's agent/antigravity names (AGENT.md, its captured transcript): its read, search, todo and
  // subagent tools have no source we could confirm, so those stay unmapped rather than guessed.
  antigravity: {
    edit: ['replace_file_content', 'multi_replace_file_content'],
    write: ['write_to_file'],
    shell: ['run_command'],
    todo: [],
    read: [],
    search: [],
    subagent: [],
  },
  cursor: {
    edit: ['StrReplace', 'edit_file', 'search_replace'],
    write: ['Write'],
    shell: ['Shell', 'run_terminal_cmd'],
    todo: ['TodoWrite', 'UpdateTodos', 'todo_write'],
    read: ['Read'],
    search: ['Grep', 'Glob'],
    subagent: ['Task'],
  },
};

const AGENT_NAMES: Record<Agent, string> = {
  'claude-code': 'Claude Code',
  codex: 'Codex',
  gemini: 'Gemini CLI',
  opencode: 'OpenCode',
  cursor: 'Cursor',
  'copilot-cli': 'GitHub Copilot CLI',
  'factoryai-droid': 'Factory Droid',
  pi: 'pi',
  antigravity: 'Antigravity',
  kiro: 'Kiro',
  amp: 'Amp',
  unknown: 'an unidentified agent',
};

export function agentDisplayName(agent: Agent): string {
  return AGENT_NAMES[agent];
}
