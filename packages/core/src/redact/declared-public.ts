/**
 * A value its own line declares public: a comment after it says the key is one the browser is handed by design
 * (`new Rollbar({ accessToken: '…' }) // post_client_item scope: safe in the browser`, `sdkKey: '…' // the datafile
 * is public`). Client SDK keys and server keys often share one shape and one option name, so only such a comment
 * tells them apart. Only values found by a generic judgement (a secret-ish name, a random shape) are let through: a
 * provider's secret prefix stays redacted whatever the comment says, and a comment that says secret, private or
 * server, or negates public, keeps the value redacted.
 */
import type { RawMatch } from './rule-types.js';

/**
 * What the comment must say: the value (not the repository, not the page) is public, browser-side, publishable, a
 * client-scoped token.
 */
const SAYS_PUBLIC = /\b(?:(?:it|this|key|token|id|value|datafile)(?:'s| is) public|public (?:key|id|token|datafile|client|by design)|safe (?:in|for) (?:the )?browsers?|client[- ]side|browser[- ]side|publishable|post_client_item)\b/i;
/** What keeps it redacted: the comment also says secret, private or server, or negates public. */
const SAYS_SECRET = /\b(?:secret|private|server|not (?:public|safe|publishable)|never (?:public|publish|commit|share))/i;
/** How far past the value the comment may end. */
const REACH = 200;

/** The line after `end` holds a comment (`//`, `#`, `/*`) that declares the value public. */
function declaredPublic(text: string, end: number): boolean {
  let line = text.slice(end, end + REACH);
  const br = line.search(/\r?\n|\\+n/);
  if (br >= 0) line = line.slice(0, br);
  const c = line.search(/(?:^|\s)(?:\/\/|#|\/\*)/);
  if (c < 0) return false;
  const comment = line.slice(c);
  return SAYS_PUBLIC.test(comment) && !SAYS_SECRET.test(comment);
}

/** Rules whose findings are judgements a comment can overrule: a name or a shape, no provider's prefix. */
const JUDGED = new Set(['generic-secret', 'prefixed-token']);

/** `raw` without the generic findings their own line declares public. */
export function withoutDeclaredPublic<T extends RawMatch>(text: string, raw: T[]): T[] {
  if (raw.length === 0 || (!text.includes('//') && !text.includes('#'))) return raw;
  return raw.filter((f) => !JUDGED.has(f.rule) || !declaredPublic(text, f.end));
}
