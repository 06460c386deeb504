/**
 * Rows of the rule table for a secret's value given on the command line that makes the secret: `kubectl create secret
 * generic app --from-literal=value='…'` (and OpenShift's `oc`). Every literal of such a command is a part of the
 * secret, whatever its key is called (`value`, `pw`, `dsn`) and whatever its shape, but the keys that name who or
 * where (`username=admin`, `host=db.internal`) hold no secret. The value is the command's once the line runs it
 * (commandBefore), and asks only not to be a placeholder or a reference (`$(cat pw.txt)`, `${DB_PASSWORD}`).
 */
import { commandBefore } from './command-rules.js';
import { isPlaceholder, isReference } from './placeholder.js';
import type { RegexRule } from './rule-types.js';

/** The command that makes a secret, as the part of the line before the flag holds it. */
const CREATES_SECRET = /(?:^|[\s;&|(])(?:kubectl|oc)(?:\s+\S+)*?\s+create\s+secret\s/;
/** `--from-literal=<key>=`, a key that names who or where excepted. */
const LITERAL = String.raw`(?<=\s)--from-literal=(?!(?:user|username|login|name|host|hostname|port|email|url|endpoint|region|database|db|dbname|schema)=)[\w.-]{1,64}=`;

function givenValue(v: string): boolean {
  return v.length >= 4 && !v.startsWith('[REDACTED:') && !v.startsWith('$') && !isReference(v) && !isPlaceholder(v);
}

const check = (v: string, m: RegExpExecArray, text: string): boolean => givenValue(v) && CREATES_SECRET.test(commandBefore(text, m.index));

export const SECRET_LITERAL_RULES: RegexRule[] = [
  { id: 'cli-password', pattern: new RegExp(`${LITERAL}(\\\\*["'])((?:(?!\\1)[^\\n\\\\]){4,256})\\1`, 'gd'), needs: ['from-literal'], group: 2, check },
  { id: 'cli-password', pattern: new RegExp(`${LITERAL}([^\\s"'\`\\\\;|&]{4,256})`, 'gd'), needs: ['from-literal'], group: 1, check },
];
