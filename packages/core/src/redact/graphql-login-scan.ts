/**
 * The variables of a GraphQL login (`{"query":"mutation Login($u: String!, $p: String!) { login(u: $u, p: $p) … }",
 * "variables":{"u":"ana","p":"…"}}`): the operation says it signs in, and its variables are named as the schema
 * likes (`p`, `pw`, `input`), so no name says which one is the password; the value with a made password's shape is,
 * and whatever value the query passes as a `password:` argument (`login(email: $e, password: $p)`).
 */
import { madeShape } from './made-shape.js';
import { isPlaceholder } from './placeholder.js';
import type { RawMatch } from './rule-types.js';

/** The anchor: every such request holds its variables by this name. */
export const GRAPHQL_LOGIN_WORDS = ['variables'];

/** A mutation whose name or first field signs in (`mutation Login(…)`, `{ signIn(…) }`, `tokenAuth`). */
const LOGIN_OPERATION = /mutation\b[^{]{0,200}\{\s*\w*(?:log[_-]?in|sign[_-]?in|auth\w*|token\w*|session)\b|mutation\s+\w*(?:log[_-]?in|sign[_-]?in|auth)/i;
/** The variables object, flat (a login's are a name and a secret), with its quotes escaped at any depth. */
const VARIABLES = /variables\\*"\s*:\s*\{([^{}]{1,600})\}/y;
const STRING_VALUE = /\\*"([\w-]{1,40})\\*"\s*:\s*\\*"([^"\\]{6,128})\\*"/g;
/** A variable the query passes as a password (`password: $p`, `passwd:$pw`): its value is the password. */
const PASSWORD_ARGUMENT = /(?:password|passwd|passphrase|pwd)\s*:\s*\$(\w{1,40})/gi;

/** How far before its variables a request's query may stand. */
const QUERY_REACH = 2000;

/** At each `variables` the anchor scan found: the object after it, when the query before it signs in. */
export function scanGraphqlLogins(text: string, at: readonly number[]): RawMatch[] {
  const out: RawMatch[] = [];
  for (const p of at) {
    VARIABLES.lastIndex = p;
    const m = VARIABLES.exec(text);
    const query = text.slice(Math.max(0, p - QUERY_REACH), p);
    if (m === null || !LOGIN_OPERATION.test(query)) continue;
    const passed = new Set([...query.matchAll(PASSWORD_ARGUMENT)].map((a) => a[1]!));
    const body = p + m[0].indexOf('{') + 1;
    for (const v of m[1]!.matchAll(STRING_VALUE)) {
      if (passed.has(v[1]!) ? isPlaceholder(v[2]!) : madeShape(v[2]!) === null) continue;
      const start = body + v.index + v[0].lastIndexOf(v[2]!);
      out.push({ rule: 'generic-secret', start, end: start + v[2]!.length });
    }
  }
  return out;
}
