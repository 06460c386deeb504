/**
 * The last pass of a handoff's redaction over its facts: a value a rule found as a secret in one fact (or in the
 * session's words: told-values.ts) is redacted in every other fact where it stands without its context, as the name
 * of a file touched, the branch, a todo step or a command's path. The facts are redacted strings already, so this is
 * an exact search, not a scan by the rules.
 */
import { fingerprint, markerFor, type Finding } from '../redact/redact.js';
import type { ToldValues } from '../redact/told-values.js';

export interface Swept<T> {
  value: T;
  /** What the sweep redacted, for the receipt. */
  findings: Finding[];
  /** The strings the sweep changed: no longer what the value prints. */
  changed: ReadonlySet<string>;
}

/** A copy of `value` with each told value in its strings redacted; `value` itself when none stands in it. */
export function sweptOfTold<T>(value: T, told: ToldValues): Swept<T> {
  const findings: Finding[] = [];
  const changed = new Set<string>();
  if (told.size === 0) return { value, findings, changed };
  const leaf = (text: string): string => {
    const r = toldRedacted(text, told);
    if (r.findings.length === 0) return text;
    changed.add(text);
    findings.push(...r.findings);
    return r.text;
  };
  return { value: mapStrings(value, leaf), findings, changed };
}

/** `text` with each told value that stands whole in it as the marker of the rule that found it. */
export function toldRedacted(text: string, told: ToldValues): { text: string; findings: Finding[] } {
  const spans = told.spansIn(text);
  if (spans.length === 0) return { text, findings: [] };
  const parts: string[] = [];
  const findings: Finding[] = [];
  let at = 0;
  for (const s of spans) {
    parts.push(text.slice(at, s.start), markerFor(s.rule));
    findings.push({ rule: s.rule, start: s.start, end: s.end, fingerprint: fingerprint(s.rule, text.slice(s.start, s.end)) });
    at = s.end;
  }
  parts.push(text.slice(at));
  return { text: parts.join(''), findings };
}

/**
 * `value` with each string mapped; a container none of whose strings changed is kept as it is. Recursive: a handoff's
 * facts nest a few levels deep (redactJson, which reads transcript JSON of any depth, walks with a stack).
 */
function mapStrings<T>(value: T, map: (text: string) => string): T {
  if (typeof value === 'string') return map(value) as T;
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const items = value.map((v: unknown) => mapStrings(v, map));
    return (items.some((v, i) => v !== value[i]) ? items : value) as T;
  }
  let copy: Record<string, unknown> | null = null;
  for (const [key, v] of Object.entries(value)) {
    const mapped = mapStrings(v, map);
    if (mapped === v) continue;
    copy ??= { ...(value as Record<string, unknown>) };
    Object.defineProperty(copy, key, { value: mapped, enumerable: true, writable: true, configurable: true });
  }
  return (copy ?? value) as T;
}
