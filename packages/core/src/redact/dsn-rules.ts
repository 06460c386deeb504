/**
 * Rows of the rule table for passwords in database statements and in connection strings of the less common shapes
 * (issue 13, attack 5): SQL `IDENTIFIED BY '…'`, `PASSWORD('…')`, `[WITH] [ENCRYPTED] PASSWORD '…'`, `OPTIONS (…
 * password '…')`; URL userinfo whose user name holds `@`, or whose secret holds `+` and `/` (`s3://KEY:SECRET@`);
 * `,password=` pairs (StackExchange.Redis); Go DSNs `user:pass@tcp(host)/db`.
 */
import { plausibleValue } from './keyword.js';
import { keyish, passwordish } from './more-context-rules.js';
import { isPlaceholder, isReference } from './placeholder.js';
import type { RegexRule } from './rule-types.js';

/** A password literal: not a placeholder or a bind variable (`:pw`, `?`, `$1`, `@pw`). */
function literal(s: string): boolean {
  if (/^[:?$@%]/.test(s) || isReference(s) || s.startsWith('[REDACTED:')) return false;
  return plausibleValue(s, 3) || (s.length >= 3 && /\d/.test(s) && !isPlaceholder(s));
}

export const DSN_RULES: RegexRule[] = [
  {
    id: 'db-password', // IDENTIFIED BY 'X', IDENTIFIED WITH plugin BY 'X', IDENTIFIED BY PASSWORD 'X'
    pattern: /identified\s+(?:with\s+\S+\s+)?by(?:\s+password)?\s*(\\*['"])((?:(?!\1)[^\n\\]){1,256})\1/gdi,
    needs: ['identified'],
    guard: (text) => /identified\s/i.test(text),
    group: 2,
    check: (s) => literal(s),
  },
  {
    id: 'db-password', // SET PASSWORD FOR u = PASSWORD('X'), = OLD_PASSWORD('X')
    pattern: /=\s*(?:old_)?password\s*\(\s*(\\*['"])((?:(?!\1)[^\n\\]){1,256})\1\s*\)/gdi,
    needs: ['password'],
    guard: (text) => /password\s*\(/i.test(text),
    group: 2,
    check: (s) => literal(s),
  },
  {
    // [WITH] [ENCRYPTED] PASSWORD 'X', OPTIONS (user 'u', password 'X'): a quoted word after it; PostgreSQL quotes
    // with dollars too (`PASSWORD $$X$$`, `$pw$X$pw$`)
    id: 'db-password',
    pattern: /(?<![\w.-])(?:PASSWORD|password)\s+(\\*['"]|\$[A-Za-z_]{0,16}\$)([^\s'"\\]{1,256}?)\1/gd,
    needs: ['password'],
    guard: (text) => /password\s+(?:\\*['"]|\$)/i.test(text),
    group: 2,
    check: (s) => literal(s),
  },
  {
    id: 'db-password', // Oracle: CREATE|ALTER USER name IDENTIFIED BY X (unquoted)
    pattern: /(?:user|role)\s+[^\s;]{1,128}\s+identified\s+by\s+([^\s'"`;,)\\]{3,128})/gdi,
    needs: ['identified'],
    guard: (text) => /identified\s+by/i.test(text),
    group: 1,
    check: (s) => !/^(?:password|values|externally|globally)$/i.test(s) && (passwordish(s, 6) || keyish(s)),
  },
  {
    id: 'db-password', // scheme://user@domain:X@host: a user name that is an e-mail address
    pattern: /\/\/[^\s:/@"'`\\<>]{1,128}@[^\s:/@"'`\\<>]{1,128}:([^\s@/"'`\\<>]{1,256})@(?=[A-Za-z0-9[])/gd,
    guard: (text) => text.includes('@'),
    group: 1,
    check: (s) => literal(s),
  },
  {
    id: 'db-password', // s3://KEY:SECRET@bucket/: a key-shaped secret may hold `+` and `/`
    pattern: /\/\/[A-Za-z0-9_.[\]-]{8,128}:([A-Za-z0-9+/=]{20,256})@(?=[A-Za-z0-9])/gd,
    guard: (text) => text.includes('@'),
    group: 1,
    check: (s) => keyish(s),
  },
  {
    id: 'db-password', // StackExchange.Redis, Npgsql in a comma list: host:6380,password=X,ssl=True
    pattern: /,\s*(?:password|pwd)=([^,\s"'`\\;]{3,256})/gdi,
    needs: ['password=', 'pwd='],
    guard: (text) => /,\s*(?:password|pwd)=/i.test(text),
    group: 1,
    check: (s) => literal(s),
  },
  {
    id: 'db-password', // Go DSN: user:X@tcp(host:3306)/db, user:X@unix(/path)/db
    pattern: /(?<![\w:/@])[A-Za-z0-9_.-]{1,64}:([^\s@/"'`\\]{1,256})@(?:tcp|tcp6|udp|unix)\(/gd,
    needs: ['@tcp', '@udp', '@unix'],
    guard: (text) => /@(?:tcp|udp|unix)/.test(text),
    group: 1,
    check: (s) => literal(s),
  },
];
