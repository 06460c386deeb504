/**
 * Tool-call classification shared by the adapters: every agent names its tools differently, but a
 * file edit, a shell command, a todo list and a sub-agent mean the same to the summarizer.
 */
import type { EditLines, EventOrigin, TodoItem, TodoStatus, TranscriptEvent } from '../types/events.js';
import { conflictSide } from './conflict-sides.js';
import { patchLines, replacedLines } from './edit-lines.js';
import { arr, capText, isObj, oneLine, preview, str, type Obj } from './text.js';

const EDIT_TOOLS = new Set([
  'Edit', 'MultiEdit', 'Write', 'NotebookEdit', 'StrReplace', 'Delete', 'Create',
  'edit_file', 'search_replace', 'delete_file', 'replace', 'write_file', 'edit', 'write', 'multiedit',
  'create', 'str_replace', 'str_replace_editor', 'apply_patch', 'patch', 'ApplyPatch',
  'create_file', 'replace_string_in_file', 'insert_edit_into_file',
]);
const SHELL_TOOLS = new Set([
  'Bash', 'PowerShell', 'Shell', 'Execute', 'run_terminal_cmd', 'run_shell_command', 'bash', 'shell',
  'shell_command', 'exec_command', 'local_shell', 'container.exec', 'powershell', 'run_command', 'run_in_terminal',
]);
const TODO_TOOLS = new Set(['TodoWrite', 'UpdateTodos', 'todo_write', 'todowrite', 'write_todos', 'update_plan']);
const SUBAGENT_TOOLS = new Set(['Task', 'Agent', 'task', 'spawn_agent', 'invoke_agent']);
const CREATE_TOOLS = new Set(['Create', 'create', 'create_file']);
const DELETE_TOOLS = new Set(['Delete', 'delete_file']);
const PATCH_TOOLS = new Set(['apply_patch', 'patch', 'ApplyPatch']);

export function isShellTool(name: string): boolean {
  return SHELL_TOOLS.has(name);
}

/** Paths named by `*** Add File:` / `*** Update File:` / `*** Delete File:` / `*** Move to:` patch headers. */
export function patchPaths(patch: string): { paths: string[]; change?: 'create' | 'update' | 'delete' } {
  const paths: string[] = [];
  const kinds = new Set<string>();
  const re = /^\*\*\* (Add|Update|Delete) File: (.+)$|^\*\*\* Move to: (.+)$/gm;
  let m: RegExpExecArray | null;
  while ((m = re.exec(patch)) !== null && paths.length < 200) {
    const p = (m[2] ?? m[3] ?? '').trim();
    if (p && !paths.includes(p)) paths.push(oneLine(p, 1000));
    if (m[1]) kinds.add(m[1]);
  }
  let change: 'create' | 'update' | 'delete' | undefined;
  if (kinds.size === 1) change = kinds.has('Add') ? 'create' : kinds.has('Delete') ? 'delete' : 'update';
  return change ? { paths, change } : { paths };
}

function pathOf(input: Obj): string | undefined {
  for (const k of ['file_path', 'path', 'filePath', 'notebook_path', 'target_file', 'file', 'filename']) {
    const v = str(input[k]);
    if (v) return oneLine(v, 1000);
  }
  return undefined;
}

/** A shell command as one string: argv arrays are joined; `bash -lc <script>` gives the script. */
export function commandOf(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (!Array.isArray(v)) return undefined;
  const argv = v.filter((x): x is string => typeof x === 'string');
  if (argv.length === 0) return undefined;
  const last = argv[argv.length - 1] as string;
  if (argv.length >= 3 && /^-\w*c$/.test(argv[argv.length - 2] as string)) return last;
  return argv.join(' ');
}

export function normalizeStatus(v: unknown): TodoStatus {
  switch (v) {
    case 'in_progress':
    case 'in-progress':
    case 'active':
      return 'in_progress';
    // Cancelled work is not open work any more.
    case 'completed':
    case 'complete':
    case 'done':
    case 'cancelled':
    case 'canceled':
      return 'completed';
    default:
      return 'pending';
  }
}

export function todosOf(input: Obj): TodoItem[] {
  const list = Array.isArray(input.todos) ? input.todos : arr(input.plan);
  const out: TodoItem[] = [];
  for (const t of list) {
    if (out.length >= 200) break;
    if (!isObj(t)) continue;
    const text = str(t.content) ?? str(t.description) ?? str(t.step) ?? str(t.text) ?? str(t.title) ?? str(t.subject);
    if (!text) continue;
    out.push({ text: oneLine(text, 500), status: normalizeStatus(t.status) });
  }
  return out;
}

/** The summary of a form's questions: the choice made from it names the options turned down. */
const FORM_CAP = 600;

/**
 * A multiple-choice form (Claude Code's AskUserQuestion): each question with the labels of the options it offers,
 * "Where should the warning appear? [Stop hook | Prompt submit hook]". Null for any other input.
 */
function formSummary(input: Obj): string | null {
  if (!Array.isArray(input.questions)) return null;
  const parts = input.questions.filter(isObj).map((q) => {
    const labels = arr(q.options).filter(isObj).map((o) => str(o.label)).filter((l): l is string => !!l?.trim());
    return `${str(q.question) ?? ''} [${labels.join(' | ')}]`;
  });
  return parts.length > 0 ? oneLine(parts.join(' '), FORM_CAP) : null;
}

/** A one-line description of a tool input: the most telling field, else a preview. */
export function summarizeInput(input: unknown): string {
  if (typeof input === 'string') return oneLine(input);
  if (!isObj(input)) return preview(input);
  const form = formSummary(input);
  if (form) return form;
  for (const k of ['file_path', 'path', 'filePath', 'notebook_path', 'pattern', 'query', 'url', 'glob_pattern', 'command', 'cmd', 'dir_path', 'description', 'prompt', 'subject', 'intent', 'name']) {
    const v = input[k];
    if (typeof v === 'string' && v.trim()) return oneLine(v);
    if (Array.isArray(v)) {
      const c = commandOf(v);
      if (c) return oneLine(c);
    }
  }
  return preview(input);
}

/** Parses a JSON string argument (Codex `arguments`), tolerating garbage. */
export function parseArgs(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const t = v.trim();
  if (!t.startsWith('{') && !t.startsWith('[')) return v;
  try {
    return JSON.parse(t) as unknown;
  } catch {
    return v;
  }
}

/** Enough of an edit's text to find the names it touched; a long write is read from its head. */
const EDIT_TEXT_CAP = 8192;
const EDIT_FIELDS = ['old_string', 'oldString', 'new_string', 'newString', 'content', 'file_text', 'contents'];

/** An edit's stated intent (Gemini's `instruction`) is a sentence or two: a longer one is a spec, not kept (never cut). */
const INTENT_CAP = 400;

/** What an edit replaced and wrote, every field and every part of a multi-edit, capped. */
function editText(inp: Obj): string {
  const parts = [inp, ...arr(inp.edits).filter(isObj)].flatMap((o) => EDIT_FIELDS.map((k) => str(o[k]) ?? ''));
  return capText(parts.filter((t) => t !== '').join('\n'), EDIT_TEXT_CAP);
}

/** The lines a replace takes out and puts in, over every part of a multi-edit; null for a whole-file write. */
function editLines(inp: Obj): EditLines | null {
  const parts = [inp, ...arr(inp.edits).filter(isObj)].filter((o) => (str(o.old_string) ?? str(o.oldString)) !== undefined);
  if (parts.length === 0) return null;
  const side = (o: Obj, a: string, b: string): string => str(o[a]) ?? str(o[b]) ?? '';
  return replacedLines(parts.map((o) => side(o, 'old_string', 'oldString')).join('\n'), parts.map((o) => side(o, 'new_string', 'newString')).join('\n'));
}

/**
 * The event for one tool call. `input` is the parsed tool input (an object, or a raw string for
 * freeform tools such as Codex's apply_patch).
 */
export function toolEvent(name: string, input: unknown, callId: string, origin: EventOrigin): TranscriptEvent {
  const inp: Obj = isObj(input) ? input : {};
  if (EDIT_TOOLS.has(name)) {
    const patchText = typeof input === 'string' ? input : str(inp.patchText) ?? str(inp.patch) ?? str(inp.input);
    if (PATCH_TOOLS.has(name) && patchText) {
      const { paths, change } = patchPaths(patchText);
      const lines = patchLines(patchText);
      if (paths.length) return { kind: 'file_edit', callId, tool: name, paths, ...(change ? { change } : {}), text: capText(patchText, EDIT_TEXT_CAP), ...(lines ? { lines } : {}), ...origin };
    }
    const p = pathOf(inp);
    if (p) {
      const change = CREATE_TOOLS.has(name) ? 'create' : DELETE_TOOLS.has(name) ? 'delete' : name === 'Write' || name === 'write' || name === 'write_file' ? undefined : 'update';
      const side = conflictSide(str(inp.old_string) ?? str(inp.oldString) ?? '', str(inp.new_string) ?? str(inp.newString) ?? '');
      const text = editText(inp);
      const intent = str(inp.instruction)?.trim();
      const lines = editLines(inp);
      return { kind: 'file_edit', callId, tool: name, paths: [p], ...(change ? { change } : {}), ...(side ? { conflictSide: side } : {}), ...(text ? { text } : {}), ...(intent && intent.length <= INTENT_CAP ? { intent } : {}), ...(lines ? { lines } : {}), ...origin };
    }
  }
  if (SHELL_TOOLS.has(name)) {
    const cmd = commandOf(inp.command) ?? commandOf(inp.cmd) ?? commandOf(inp.CommandLine) ?? (typeof input === 'string' ? input : undefined);
    if (cmd !== undefined) {
      // apply_patch through the shell (`["apply_patch", "<patch>"]`) is a file edit.
      if (/^\s*apply_patch\b/.test(cmd)) {
        const { paths, change } = patchPaths(cmd);
        const lines = patchLines(cmd);
        if (paths.length) return { kind: 'file_edit', callId, tool: 'apply_patch', paths, ...(change ? { change } : {}), ...(lines ? { lines } : {}), ...origin };
      }
      const workdir = str(inp.workdir);
      return { kind: 'shell', callId, tool: name, command: capText(cmd, 2048), ...(workdir ? { workdir: capText(workdir, 400) } : {}), ...origin };
    }
  }
  if (TODO_TOOLS.has(name)) return { kind: 'todo_update', callId, tool: name, todos: todosOf(inp), ...origin };
  if (SUBAGENT_TOOLS.has(name)) {
    return {
      kind: 'subagent',
      callId,
      tool: name,
      description: oneLine(str(inp.description) ?? str(inp.subagent_type) ?? str(inp.agent_name) ?? str(inp.agent_type) ?? ''),
      prompt: capText(str(inp.prompt) ?? str(inp.message) ?? str(inp.task) ?? ''),
      ...origin,
    };
  }
  return { kind: 'tool_call', callId, tool: oneLine(name, 120), summary: summarizeInput(input), ...origin };
}

/**
 * The forms the agents write an exit code in, in order of preference, each with a literal it cannot match without:
 * a plain substring search skips an output that holds none (most do) faster than the pattern would.
 */
const EXIT_FORMS: readonly (readonly [string, RegExp])[] = [
  ['Exit code', /^Exit code:? (-?\d+)/m],
  ['Process exited with code ', /Process exited with code (-?\d+)/],
  ['<exited with exit code ', /<exited with exit code (-?\d+)>/],
  ['Command exited with code ', /Command exited with code (-?\d+)/],
  ['Exit Code: ', /\bExit Code: (-?\d+)/],
  // Copilot CLI 1.0 closes a shell's output with its own frame.
  ['completed with exit code ', /<shellId: \d+ completed with exit code (-?\d+)>\s*$/],
];

/** Exit code stated in a tool's output text, in the forms the agents write. */
export function exitCodeIn(output: string): number | null {
  for (const [literal, form] of EXIT_FORMS) {
    if (!output.includes(literal)) continue;
    const m = form.exec(output);
    if (m) return Number(m[1]);
  }
  return null;
}
