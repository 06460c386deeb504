/**
 * The few machine-read lines at the top of a contract file, so a later handoff can find the contracts written for a
 * session and say what changed since: the format version, the sessions, when, and the status then. Values are ours
 * (ids, a timestamp, a status word), never transcript text.
 */
export const HANDOFF_VERSION = 1;

export interface FrontMatter {
  /** The `handoff-version` value as written (a string: a hand-edited file may say anything). */
  version: string;
  sessions: string[];
  written: string | null;
  status: string | null;
}

export function renderFrontMatter(sessions: readonly string[], written: Date, status: string): string[] {
  return ['---', `handoff-version: ${HANDOFF_VERSION}`, `sessions: ${sessions.join(', ')}`, `written: ${written.toISOString()}`, `status: ${status}`, '---', ''];
}

/** The front matter at the very top of `text`, or null when the file has none (contracts written before it). */
export function parseFrontMatter(text: string): FrontMatter | null {
  const lines = text.split(/\r?\n/, 40);
  if (lines[0]?.trim() !== '---') return null;
  const end = lines.indexOf('---', 1);
  if (end === -1) return null;
  const fields = new Map<string, string>();
  for (const line of lines.slice(1, end)) {
    const m = /^([a-z-]+):\s*(.*)$/.exec(line.trim());
    if (m) fields.set(m[1] ?? '', (m[2] ?? '').trim());
  }
  const version = fields.get('handoff-version');
  if (version === undefined) return null;
  const sessions = (fields.get('sessions') ?? '').split(',').map((s) => s.trim()).filter((s) => /^[A-Za-z0-9._-]{1,128}$/.test(s));
  return { version, sessions, written: fields.get('written') ?? null, status: fields.get('status') ?? null };
}
