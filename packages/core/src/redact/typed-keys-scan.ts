/**
 * A secret typed into a terminal by a tool that sends keystrokes (`tmux send-keys -t db 'Zq8vLmR41' Enter`, `screen
 * -X stuff 'Blu3Whale!\n'`, `xdotool type 'Summ3r#Breeze'`): what it types answers whatever the terminal asked, often
 * a password prompt, and it says nothing of it. A quoted argument of one token with a password's shape (letters and
 * digits with a symbol, or random: passwordish; a made one; or both cases and a digit in eight characters or more,
 * `K1ngF1sher`, where commands are lower case) is the secret; commands (`'npm test'`, `'cd ~/src && make'`), keys
 * (`Enter`, `C-m`, `'q'`) and plain words or names (`'pytest'`, `'python3'`, `'docker-compose'`) stay.
 */
import { madeShape } from './made-shape.js';
import { plausibleValue } from './keyword.js';
import { passwordish } from './more-context-rules.js';
import type { RawMatch } from './rule-types.js';
import { lineBreakAt } from './scan-util.js';

export const TYPED_KEYS_WORDS = ['send-keys', 'stuff', 'xdotool'];

/** The command, then its flags (`-t target`, `-l`, `-X`), up to the first quoted argument. */
const SENDER = /(?:send-keys|stuff(?<=-X[ \t]+stuff)|xdotool[ \t]+type)(?:[ \t]+-[A-Za-z]+(?:[ \t]+[^\s'"\\-][^\s'"\\]*)?)*/iy;
/** A quoted argument (also JSON-escaped quotes), its text without blanks; a trailing `\n` or `\r` is the Enter key. */
const QUOTED = /[ \t]+(\\*)(["'])([^\s"'\\]{4,128})(?:\\\\?[nr])?\1\2/y;
/** A key's name (`Enter`, `C-m`) between two quoted arguments. */
const KEY_BETWEEN = /[ \t]+[A-Za-z][\w-]{0,15}(?=[ \t]+\\*["'])/y;

export function scanTypedKeys(text: string, at: readonly number[]): RawMatch[] {
  const out: RawMatch[] = [];
  for (const p of at) {
    SENDER.lastIndex = p;
    if (SENDER.exec(text) === null) continue;
    // each quoted argument up to the end of the command (its line)
    for (let i = SENDER.lastIndex; i < text.length && lineBreakAt(text, i) === 0; ) {
      QUOTED.lastIndex = i;
      const m = QUOTED.exec(text);
      if (m === null) break;
      const value = m[3]!;
      if (typedSecret(value)) {
        const start = m.index + m[0].indexOf(value, m[1]!.length + 1);
        out.push({ rule: 'cli-password', start, end: start + value.length });
      }
      i = QUOTED.lastIndex;
      // a key name between arguments (`'…' Enter && tmux …` ends the command: the next send-keys is its own anchor)
      KEY_BETWEEN.lastIndex = i;
      if (KEY_BETWEEN.test(text)) i = KEY_BETWEEN.lastIndex;
    }
  }
  return out;
}

function typedSecret(v: string): boolean {
  if (passwordish(v, 6) || madeShape(v) === 'strong') return true;
  return v.length >= 8 && /[A-Z]/.test(v) && /[a-z]/.test(v) && /[0-9]/.test(v) && plausibleValue(v, 8);
}
