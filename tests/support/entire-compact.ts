/**
 * Entire's conversion of a Claude Code transcript to its compact `transcript.jsonl` (entireio/cli
 * `transcript/compact/compact.go`, compactJSONL), for tests that need the compact form of a real native transcript:
 * progress/system/snapshot records dropped, thinking dropped, an assistant message's streamed records merged, the one
 * tool-result record after it inlined into its tool_use blocks (Bash's stdout replaces the output), user text blocks
 * joined, images kept. Checked against Entire's own output in entire-compact.corpus.test.ts.
 */
type Json = Record<string, unknown>;

interface Entry {
  kind: 'user' | 'assistant';
  ts: unknown;
  id: string;
  userId: string;
  inputTokens: number;
  outputTokens: number;
  content: Json[] | string | undefined;
  userText: string;
  userImages: unknown[];
  results: { toolUseId: string; output: string; isError: boolean; file?: { filePath: string; numLines?: number }; matchCount?: number }[];
}

const DROPPED = new Set(['progress', 'file-history-snapshot', 'queue-operation', 'system']);
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
/** Go's textutil.StripIDEContextTags: Cursor's IDE blocks around the user's words. */
const IDE_TAGS = /<(ide_opened_file|ide_selection|ide_diagnostics|user_query)>[\s\S]*?<\/\1>/g;
const stripIde = (s: string): string => s.replace(/<user_query>([\s\S]*?)<\/user_query>/g, '$1').replace(IDE_TAGS, '').trim();

export function compactClaude(native: string, meta: { agent?: string; cliVersion?: string } = {}): string {
  const entries = native.split('\n').flatMap((line) => {
    if (!line.trim()) return [];
    try {
      const e = entryOf(JSON.parse(line) as unknown);
      return e ? [e] : [];
    } catch {
      return [];
    }
  });
  const base = { v: 1, agent: meta.agent ?? 'claude-code', cli_version: meta.cliVersion ?? '0.8.1' };
  const out: string[] = [];
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i] as Entry;
    if (e.kind === 'user') {
      if (e.results.length > 0 && !e.userText && e.userImages.length === 0) continue;
      out.push(userLine(base, e));
      continue;
    }
    let merged: Entry = { ...e, content: Array.isArray(e.content) ? [...e.content] : e.content };
    while (entries[i + 1]?.kind === 'assistant' && entries[i + 1]?.id === e.id) merged = mergeAssistant(merged, entries[++i] as Entry);
    const next = entries[i + 1];
    if (next?.kind === 'user' && next.results.length > 0) {
      merged = inline(merged, next);
      i++;
      if (next.userText || next.userImages.length > 0) {
        out.push(assistantLine(base, merged), userLine(base, next));
        continue;
      }
    }
    if (Array.isArray(merged.content) && merged.content.length === 0) continue;
    out.push(assistantLine(base, merged));
  }
  return out.map((l) => l + '\n').join('');
}

function entryOf(raw: unknown): Entry | null {
  if (!isObj(raw)) return null;
  const type = str(raw.type) || str(raw.role);
  if (DROPPED.has(type)) return null;
  const kind = type === 'user' || type === 'human' ? 'user' : type === 'assistant' ? 'assistant' : null;
  if (!kind) return null;
  const msg = isObj(raw.message) ? raw.message : null;
  const e: Entry = { kind, ts: raw.timestamp, id: '', userId: '', inputTokens: 0, outputTokens: 0, content: undefined, userText: '', userImages: [], results: [] };
  if (kind === 'assistant') {
    e.id = str(msg?.id);
    e.content = stripAssistant(msg?.content);
    const usage = isObj(msg?.usage) ? msg.usage : {};
    e.inputTokens = typeof usage.input_tokens === 'number' ? usage.input_tokens : 0;
    e.outputTokens = typeof usage.output_tokens === 'number' ? usage.output_tokens : 0;
    return e;
  }
  e.userId = str(raw.promptId);
  userContent(e, msg?.content);
  if (isObj(raw.toolUseResult)) enrich(e, raw.toolUseResult);
  return e;
}

function stripAssistant(content: unknown): Json[] | string | undefined {
  if (typeof content === 'string' || !Array.isArray(content)) return content as string | undefined;
  return content.filter(isObj).flatMap((b) => {
    if (b.type === 'thinking' || b.type === 'redacted_thinking') return [];
    if (b.type !== 'tool_use') return [b];
    const kept: Json = {};
    for (const k of ['type', 'id', 'name', 'input']) if (k in b) kept[k] = b[k];
    return [kept];
  });
}

function userContent(e: Entry, content: unknown): void {
  if (typeof content === 'string') {
    e.userText = stripIde(content);
    return;
  }
  if (!Array.isArray(content)) return;
  let text = '';
  for (const b of content.filter(isObj)) {
    if (b.type === 'tool_result') e.results.push({ toolUseId: str(b.tool_use_id), output: str(b.content), isError: b.is_error === true });
    else if (b.type === 'image') e.userImages.push(b);
    else if (b.type === 'text') {
      const t = stripIde(str(b.text));
      if (t) text += t + '\n\n';
    }
  }
  e.userText = text.trim();
}

function enrich(e: Entry, tur: Json): void {
  const stdout = str(tur.stdout);
  if (stdout && e.results.length === 0) e.results.push({ toolUseId: '', output: stdout, isError: false });
  else if (stdout && e.results.length === 1) (e.results[0] as Entry['results'][number]).output = stdout;
  const only = e.results.length === 1 ? e.results[0] : undefined;
  if (!only) return;
  const file = isObj(tur.file) ? tur.file : null;
  if (file && str(file.filePath)) only.file = { filePath: str(file.filePath), ...(typeof file.numLines === 'number' && file.numLines ? { numLines: file.numLines } : {}) };
  if (str(tur.filePath)) only.file = { filePath: str(tur.filePath) };
  if (typeof tur.numFiles === 'number' && tur.numFiles > 0) only.matchCount = tur.numFiles;
}

function mergeAssistant(a: Entry, b: Entry): Entry {
  const blocks = [...(Array.isArray(a.content) ? a.content : []), ...(Array.isArray(b.content) ? b.content : [])];
  return { ...a, ts: b.ts, inputTokens: b.inputTokens || a.inputTokens, outputTokens: b.outputTokens || a.outputTokens, content: blocks };
}

function inline(a: Entry, user: Entry): Entry {
  if (!Array.isArray(a.content) || a.content.length === 0) return a;
  const blocks = a.content.map((b) => ({ ...b }));
  for (const r of user.results) {
    let idx = -1;
    for (let i = blocks.length - 1; i >= 0; i--) {
      if (blocks[i]?.type === 'tool_use' && (r.toolUseId === '' || blocks[i]?.id === r.toolUseId)) {
        idx = i;
        break;
      }
    }
    if (idx === -1) continue;
    (blocks[idx] as Json).result = { output: r.output, status: r.isError ? 'error' : 'success', ...(r.file ? { file: r.file } : {}), ...(r.matchCount ? { matchCount: r.matchCount } : {}) };
  }
  return { ...a, content: blocks };
}

function assistantLine(base: Json, e: Entry): string {
  return JSON.stringify({ ...base, type: 'assistant', ts: e.ts, ...(e.id ? { id: e.id } : {}), ...(e.inputTokens ? { input_tokens: e.inputTokens } : {}), ...(e.outputTokens ? { output_tokens: e.outputTokens } : {}), content: e.content ?? null });
}

function userLine(base: Json, e: Entry): string {
  const blocks: unknown[] = [];
  if (e.userText || e.userImages.length === 0) blocks.push({ ...(e.userId ? { id: e.userId } : {}), text: e.userText });
  blocks.push(...e.userImages);
  return JSON.stringify({ ...base, type: 'user', ts: e.ts, content: blocks });
}
