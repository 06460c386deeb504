import { isIdShape, isObj, redactEach, redactForOutput, redactJson, redactLeftovers } from '@hand-off-session/core/listing';
import type { Io } from './io.js';

/**
 * Every byte we print goes through here: redacted, then scanned again (redactForOutput); what that scan still finds
 * is redacted where it stands before anything is written.
 */
export function printText(io: Io, text: string): void {
  const clean = redactForOutput(text);
  io.stdout(clean.endsWith('\n') ? clean : `${clean}\n`);
}

/**
 * Each distinct string of the document (value or key) is redacted through the same fail-safe pass as any printed
 * text (redactForOutput: redact, then scan again), and the document is built from the clean strings. A list of
 * thousands of sessions repeats the same paths, branches and models, and the scanners run ~5x slower over
 * pretty-printing's indentation: redacting the distinct strings, joined one per line into a single text (a pass
 * costs the same for one short string as for many), is a fraction of a pass over the whole text. Strings in the
 * exact shapes we build (times, checkpoint and session ids, lowercase words such as agent names and statuses) hold
 * no secret and are not scanned; JSON's own punctuation and whitespace are ours.
 */
export function toSafeJson(value: unknown, known: ReadonlySet<string> = NONE): string {
  const clean = cleanStrings(distinctStrings(value, known));
  // The walk met every string JSON.stringify prints: when redaction changed none, the native serializer prints the
  // same bytes without a callback per value (a tenth of a warm `list --json`).
  if (allUnchanged(clean)) return JSON.stringify(value, null, 2);
  // A string the walk did not meet (none should exist) is redacted on its own: never printed as it came.
  const cleanString = (text: string): string => clean.get(text) ?? (known.has(text) || ofOurShape(text) ? text : redactForOutput(text));
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' ? cleanString(v) : isObj(v) ? withCleanKeys(v, cleanString) : v), 2);
}

const NONE: ReadonlySet<string> = new Set();

/**
 * Every string to redact, values and keys, once each (strings of our own shapes and `known` ones left out). A walk
 * without a pair array per key: it visits every value of a list of thousands of sessions.
 */
function distinctStrings(value: unknown, known: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  const add = (s: string) => {
    if (!known.has(s) && !ofOurShape(s)) out.add(s);
  };
  const addKey = (k: string) => {
    if (!OUR_KEY.test(k)) add(k);
  };
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      add(v);
    } else if (Array.isArray(v)) {
      for (const x of v) {
        if (typeof x === 'string') add(x);
        else stack.push(x);
      }
    } else if (isObj(v)) {
      const plain = typeof v.toJSON === 'function' ? (v.toJSON as () => unknown)() : v;
      if (plain !== v) {
        stack.push(plain);
        continue;
      }
      for (const k of Object.keys(v)) {
        addKey(k);
        stack.push(v[k]);
      }
    }
  }
  return out;
}

/** Redacted forms of `strings` (see redactEach). */
function cleanStrings(strings: Set<string>): Map<string, string> {
  const list = [...strings];
  const clean = redactEach(list);
  return new Map(list.map((t, i) => [t, clean[i] ?? redactForOutput(t)]));
}

function allUnchanged(clean: Map<string, string>): boolean {
  for (const [text, redacted] of clean) if (text !== redacted) return false;
  return true;
}

/** Besides the ids and times of isIdShape: ULID checkpoint ids and short lowercase words (agents, statuses). */
const OUR_WORDS = /^(?:[0-9A-HJKMNP-TV-Z]{26}|[a-z][a-z-]{0,23})$/;

/** Strings of the shapes we print: times, 12-hex and ULID checkpoint ids, UUID session ids, short lowercase words. */
const ofOurShape = (s: string): boolean => isIdShape(s) || OUR_WORDS.test(s);

/**
 * A key in our schema's shape (`lastActivityAt`, `checkpointIds`): a short camel-case word, as OUR_WORDS' lowercase words.
 * Without this, a warm `list` redacted only its dozen keys, and the rules' first use costs ~20 ms of set-up.
 */
const OUR_KEY = /^[a-z][A-Za-z]{0,23}$/;

/** The object itself when every key is clean (nearly always: our schema's keys), else a copy with clean keys. */
function withCleanKeys(obj: Record<string, unknown>, cleanString: (text: string) => string): Record<string, unknown> {
  const keys = Object.keys(obj);
  const cleanKey = (k: string) => (OUR_KEY.test(k) ? k : cleanString(k));
  if (keys.every((k) => cleanKey(k) === k)) return obj;
  const copy: Record<string, unknown> = {};
  for (const k of keys) Object.defineProperty(copy, cleanKey(k), { value: obj[k], enumerable: true, writable: true, configurable: true });
  return copy;
}

/** `value` as JSON, redacted (the strings in `known` are clean already: see toSafeJson). */
export function printJson(io: Io, value: unknown, known?: ReadonlySet<string>): void {
  io.stdout(`${toSafeJson(value, known)}\n`);
}

export interface JsonListWriter {
  /** One element of the list, redacted on its own (the strings in `known` are clean already: see toSafeJson). */
  write(value: unknown, known?: ReadonlySet<string>): void;
  /** Closes the list and prints the document's other fields after it. */
  end(rest: Record<string, unknown>): void;
}

/**
 * `{ "<key>": [ ...elements ], ...rest }` printed exactly as printJson prints it, an element as soon as it is made:
 * `all --json` then holds one handoff at a time instead of all of them, and no second pass redacts the whole
 * document. `key` is a key of our schema (OUR_KEY: redaction leaves it as it is).
 */
export function openJsonList(io: Io, key: string): JsonListWriter {
  let written = 0;
  return {
    write(value, known) {
      // Each line one level deeper: JSON.stringify writes a line break only between tokens, never inside a string
      // (U+2028 and U+2029 stay raw inside strings, so the lines are split on \n alone, not with a multiline regex).
      const element = `${ELEMENT_INDENT}${toSafeJson(value, known).split('\n').join(`\n${ELEMENT_INDENT}`)}`;
      io.stdout(`${written === 0 ? `{\n  ${JSON.stringify(key)}: [\n` : ',\n'}${element}`);
      written++;
    },
    end(rest) {
      // The document with an empty list, whose text after `[]` is what follows the list's closing bracket.
      const whole = toSafeJson({ [key]: [], ...rest });
      const emptyList = `${JSON.stringify(key)}: []`;
      io.stdout(written === 0 ? `${whole}\n` : `\n  ]${whole.slice(whole.indexOf(emptyList) + emptyList.length)}\n`);
    },
  };
}

const ELEMENT_INDENT = '    ';

export interface NdjsonWriter {
  write(value: unknown): void;
  end(): Promise<void>;
}

/**
 * `--ndjson`: one JSON document per line through the ndjson serializer, so a consumer can act on the
 * first session before the last is read. Each document is redacted and checked on its own.
 */
export async function openNdjson(io: Io): Promise<NdjsonWriter> {
  // Loaded here, not at start-up: ndjson and its stream dependencies take ~15 ms to load, and only --ndjson uses them.
  // A dynamic import (not createRequire) so that the bundler puts it in a chunk of its own. ndjson is CommonJS: its
  // exports are the default export's properties (the bundle's chunk names no other).
  const { stringify } = (await import('ndjson')).default;
  const serializer = stringify();
  serializer.on('data', (line: string | Buffer) => io.stdout(String(line)));
  const ended = new Promise<void>((resolve, reject) => {
    serializer.on('end', resolve);
    serializer.on('error', reject);
  });
  return {
    write(value) {
      const { value: clean } = redactJson(value);
      // the line as printed is scanned too: what only its whole gives a context to is redacted inside it
      const line = JSON.stringify(clean);
      const safe = redactLeftovers(line);
      serializer.write(safe === line ? clean : (JSON.parse(safe) as unknown));
    },
    end() {
      serializer.end();
      return ended;
    },
  };
}
