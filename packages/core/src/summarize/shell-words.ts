/**
 * A small shell tokenizer: a command line cut into simple commands (the words between `&&`, `||`, `;`, `|` and
 * newlines outside quotes), each with its words and its output redirections. Heredoc bodies and comments are skipped:
 * they are data, not commands. Good enough to read what a command says it does; it never runs or expands anything.
 */

export interface SimpleCommand {
  readonly words: readonly string[];
  /** Output redirections: `>` / `>>` targets (fd duplications such as `2>&1` are not files). */
  readonly writes: readonly { readonly path: string; readonly append: boolean }[];
  /** The operator that joined this command to the next one (`|` means its output feeds the next). */
  readonly then: '&&' | '||' | ';' | '|' | null;
}

interface OpenCommand {
  words: string[];
  writes: { path: string; append: boolean }[];
  then: SimpleCommand['then'];
}

/** Bounded work: a pasted script longer than this is read only up to here. */
const MAX_CHARS = 8000;

/**
 * One command line is read by a dozen checks in turn (its check keys, the files it writes, whether it ends in a filter
 * or a search, what it verifies), each of which cut it again: the last few lines cut are kept with their commands,
 * frozen, so no reader can change what the next one gets.
 */
const RECENT_LINES = 8;
const recent = new Map<string, readonly SimpleCommand[]>();

export function simpleCommands(line: string): readonly SimpleCommand[] {
  const known = recent.get(line);
  if (known !== undefined) return known;
  const commands = Object.freeze(cutCommands(line).map(frozen));
  if (recent.size >= RECENT_LINES) recent.delete(recent.keys().next().value as string);
  recent.set(line, commands);
  return commands;
}

function frozen(c: OpenCommand): SimpleCommand {
  Object.freeze(c.words);
  for (const w of c.writes) Object.freeze(w);
  Object.freeze(c.writes);
  return Object.freeze(c);
}

function cutCommands(line: string): OpenCommand[] {
  const text = line.length > MAX_CHARS ? line.slice(0, MAX_CHARS) : line;
  const out: OpenCommand[] = [];
  let cur: OpenCommand = { words: [], writes: [], then: null };
  let word: string | null = null;
  let redirect: { append: boolean } | null = null;
  let heredoc: string | null = null;
  const endWord = (): void => {
    if (word === null) return;
    if (redirect) cur.writes.push({ path: word, append: redirect.append });
    else cur.words.push(word);
    word = null;
    redirect = null;
  };
  const endCommand = (then: SimpleCommand['then']): void => {
    endWord();
    cur.then = then;
    if (cur.words.length > 0 || cur.writes.length > 0) out.push(cur);
    cur = { words: [], writes: [], then: null };
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === "'") {
      const close = text.indexOf(c, i + 1);
      const end = close === -1 ? text.length : close;
      word = (word ?? '') + text.slice(i + 1, end);
      i = end;
      continue;
    }
    if (c === '"') {
      const [quoted, end] = doubleQuoted(text, i + 1);
      word = (word ?? '') + quoted;
      i = end;
      continue;
    }
    if (c === '\\' && i + 1 < text.length) {
      // A line continuation joins lines; it starts no word (`git mv \<newline>  a b` has two operands).
      if (text[i + 1] !== '\n') word = (word ?? '') + text[i + 1];
      i++;
      continue;
    }
    if (c === '\n') {
      endCommand(';');
      // The body of a heredoc opened on the line just ended.
      if (heredoc !== null) i = skipHeredoc(text, i + 1, heredoc) - 1;
      heredoc = null;
      continue;
    }
    if (c === ' ' || c === '\t') {
      endWord();
      continue;
    }
    // A `#` that starts a word opens a comment to the line's end: its prose (`# keep -> batch checkout`) is no command.
    if (c === '#' && word === null) {
      const nl = text.indexOf('\n', i);
      i = (nl === -1 ? text.length : nl) - 1;
      continue;
    }
    if (c === '<' && text[i + 1] === '<') {
      endWord();
      const m = /^<<-?\s*['"]?([A-Za-z_][\w-]*)['"]?/.exec(text.slice(i, i + 80));
      if (m?.[1]) heredoc = m[1];
      i += (m?.[0].length ?? 2) - 1;
      continue;
    }
    if (c === '>') {
      // `2>&1`, `>&2`: a descriptor, not a file. `2>` / `&>` still write the file named next.
      const fd = word !== null && /^\d$/.test(word) ? word : null;
      if (fd !== null || word === '&') word = null;
      endWord();
      const append = text[i + 1] === '>';
      if (append) i++;
      if (text[i + 1] === '&') {
        i++;
        while (i + 1 < text.length && /[\d-]/.test(text[i + 1] as string)) i++;
        continue;
      }
      redirect = { append };
      continue;
    }
    if (c === '&' || c === '|' || c === ';') {
      const two = text.slice(i, i + 2);
      if (two === '&&' || two === '||') {
        endCommand(two);
        i++;
      } else if (c === '&' && text[i + 1] === '>') {
        word = '&';
      } else {
        endCommand(c === '&' ? ';' : c);
      }
      continue;
    }
    word = (word ?? '') + c;
  }
  endCommand(null);
  return out;
}

/**
 * The text of a double-quoted string opened just before `from`, and the index of its closing quote. Inside double
 * quotes a backslash escapes `"`, `\`, `$`, `` ` `` and a newline (`python3 -c "old = '<a href=\"x\">'"`): the quote
 * it escapes does not close the string, so the script's markup is never read as redirections.
 */
function doubleQuoted(text: string, from: number): [string, number] {
  let out = '';
  for (let i = from; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '"') return [out, i];
    // A command substitution (`"$(cat <<'EOF' … EOF)"`, a commit message's usual form) quotes anew inside: a `"` in
    // its heredoc body closes nothing, so the message's prose is never read as words or redirections.
    if (c === '$' && text[i + 1] === '(') {
      const end = substitutionEnd(text, i + 2);
      out += text.slice(i, end + 1);
      i = end;
      continue;
    }
    if (c === '\\' && i + 1 < text.length && '"\\$`\n'.includes(text[i + 1] as string)) {
      if (text[i + 1] !== '\n') out += text[i + 1];
      i++;
      continue;
    }
    out += c;
  }
  return [out, text.length];
}

/**
 * The index of the `)` that closes a command substitution opened just before `from` (or the text's end): nested
 * parentheses, quotes and heredoc bodies inside it are passed over.
 */
function substitutionEnd(text: string, from: number): number {
  let depth = 1;
  let heredoc: string | null = null;
  for (let i = from; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '\\') i++;
    else if (c === "'") {
      const close = text.indexOf("'", i + 1);
      i = close < 0 ? text.length : close;
    } else if (c === '"') i = doubleQuoted(text, i + 1)[1];
    else if (c === '<' && text[i + 1] === '<') heredoc = /^<<-?\s*['"]?([A-Za-z_][\w-]*)/.exec(text.slice(i, i + 80))?.[1] ?? heredoc;
    else if (c === '\n' && heredoc !== null) {
      i = skipHeredoc(text, i + 1, heredoc);
      heredoc = null;
    } else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return text.length;
}

/** Index just past the heredoc body that starts at `from` (the line equal to `delim` ends it). */
export function skipHeredoc(text: string, from: number, delim: string): number {
  let at = from;
  while (at < text.length) {
    const nl = text.indexOf('\n', at);
    const lineEnd = nl === -1 ? text.length : nl;
    if (text.slice(at, lineEnd).trim() === delim) return lineEnd;
    at = lineEnd + 1;
  }
  return text.length;
}

/** Words that only wrap the real command (`sudo`, `env A=b`, `timeout 60`, `time`), and leading `A=b` assignments. */
export function unwrapped(words: readonly string[]): string[] {
  let i = 0;
  while (i < words.length) {
    const w = words[i] as string;
    if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(w) || w === 'sudo' || w === 'env' || w === 'time' || w === 'nohup' || w === 'command' || w === 'exec') {
      i++;
    } else if (w === 'timeout' || w === 'nice') {
      i += /^-?\d/.test(words[i + 1] ?? '') ? 2 : 1;
    } else {
      break;
    }
  }
  return words.slice(i);
}
