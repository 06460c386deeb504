/**
 * A list of headers held in one variable: OpenTelemetry's `OTEL_EXPORTER_OTLP_HEADERS="x-honeycomb-team=<v>,…"`, any
 * `*_HEADERS=` or `headers=` list of `name=value` pairs, separated by `,` or `;`, quoted or not, JSON-escaped or not.
 * No rule reads a header name inside such a value, so each pair whose name says key, token, secret, auth or team has
 * its value redacted; the other pairs (`x-honeycomb-dataset=prod`) stay.
 */
import { plausibleValue } from './keyword.js';
import type { RawMatch } from './rule-types.js';

const WORD = 'headers';
/**
 * After the word: the assignment, with an optional quote (JSON-escaped or not) on either side, or the `value` key
 * that follows the variable's name in a Kubernetes env entry (`name: OTEL_…_HEADERS` then `value: "…"`, in YAML or JSON).
 */
const ASSIGN = /(?:\\*["'])?(?:(?:\s|\\[nrt]|,)*\\*"?value\\*"?)?[ \t]*[=:][ \t]*(?:\\*["'])?/y;
/**
 * The list: up to a blank, a quote or a backslash (a JSON escape such as `\"` or `\n`), and bounded, so a text of
 * `headers=` repeated without a blank costs linear time.
 */
const LIST = /[^\s"'`\\]{1,4096}/y;
/** The last word of the header name says it holds a credential (`x-team-name` is a name, `x-honeycomb-team` a key). */
const SECRET_HEADER = /(?:^|[-_])(?:key|apikey|token|secret|auth|authorization|team|password|passwd|pass|credentials?|session|signature)$/i;
/** A URL-encoded auth scheme before the credential (`Bearer%20…`) stays readable. */
const SCHEME = /^(?:Bearer|Basic|Token|ApiKey|Key)(?:%20|\+)/i;

export function scanHeaderLists(text: string, at: readonly number[]): RawMatch[] {
  const out: RawMatch[] = [];
  let listed = 0; // the end of the last list read: a word inside it was read as one of its pairs
  for (const p of at) {
    if (p < listed || text.slice(p, p + WORD.length).toLowerCase() !== WORD) continue;
    ASSIGN.lastIndex = p + WORD.length;
    if (!ASSIGN.test(text)) continue;
    LIST.lastIndex = ASSIGN.lastIndex;
    const list = LIST.exec(text);
    if (list === null) continue;
    listed = list.index + list[0].length;
    pairs(text, list.index, listed, out);
  }
  return out;
}

/** Each `name=value` pair of the list between start and end whose name says secret: its value. */
function pairs(text: string, start: number, end: number, out: RawMatch[]): void {
  let from = start;
  for (const pair of text.slice(start, end).split(/[,;]/)) {
    const eq = pair.indexOf('=');
    if (eq > 0 && SECRET_HEADER.test(pair.slice(0, eq))) {
      const raw = pair.slice(eq + 1);
      const scheme = SCHEME.exec(raw)?.[0].length ?? 0;
      const value = raw.slice(scheme);
      const valueStart = from + eq + 1 + scheme;
      if (plausibleValue(value, 8)) out.push({ rule: 'generic-secret', start: valueStart, end: valueStart + value.length });
    }
    from += pair.length + 1;
  }
}
