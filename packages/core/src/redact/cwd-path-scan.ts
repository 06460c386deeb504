/**
 * A password a person put into the name of a directory the session ran in, as a transcript's or Entire's metadata
 * records it (`"cwd": "/mnt/nas/backup_Snowdrop@2008/acme-api"`): the field is a path, so no noun stands before the
 * value, and the rules for a path's parts (glued-secret-scan.ts) need one. A part of the path that has the shape no
 * name has (made-shape.ts: a symbol people type into passwords among words and digits) is the secret; the words
 * joined before it (`backup_`) and the other directories stay.
 *
 * One bounded look at each `cwd` the anchor scan found (`needs`). The directory comes back in every path the session
 * derived from it (`Write /mnt/nas/backup_Snowdrop@2008/acme-api/config/local.yml`, a tool's input or output, a
 * file list), where no `cwd` stands: composed-password-scan.ts judges those directories with judgeParts.
 */
import { madeShape } from './made-shape.js';
import type { RawMatch } from './rule-types.js';

export const CWD_WORDS = ['cwd'];

/** The key as JSON (escaped at any depth), YAML or TOML spell it, then the path's opening quote if any. */
const KEY = /cwd(?:\\*["'])?[ \t]*[:=][ \t]*(?:\\*["'])?/y;
/** The path: up to a quote, a blank line's break, a JSON escape's backslash or a comma between fields. */
const PATH = /[^"'\\\n\r,]{1,1024}/y;

export function scanCwdPaths(text: string, at: readonly number[]): RawMatch[] {
  const out: RawMatch[] = [];
  for (const p of at) {
    if (/[A-Za-z0-9_]/.test(text.charAt(p - 1))) continue;
    KEY.lastIndex = p;
    if (KEY.exec(text) === null) continue;
    PATH.lastIndex = KEY.lastIndex;
    const path = PATH.exec(text)?.[0];
    if (path === undefined || !/^[/~]/.test(path)) continue;
    judgeParts(path, KEY.lastIndex, out);
  }
  return out;
}

/** Each directory of the path: the part after its first `_` or `-` when that alone is made, else the whole name. */
export function judgeParts(path: string, offset: number, out: RawMatch[]): void {
  let start = 0;
  for (const name of path.split('/')) {
    const joint = name.search(/[_-]/) + 1;
    const from = joint > 0 && madeShape(name.slice(joint)) === 'strong' ? joint : madeShape(name) === 'strong' ? 0 : -1;
    if (from >= 0) out.push({ rule: 'generic-secret', start: offset + start + from, end: offset + start + name.length });
    start += name.length + 1;
  }
}

