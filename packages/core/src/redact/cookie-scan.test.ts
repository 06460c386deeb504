/**
 * Session cookies where the cookie scan finds them: a `Cookie:` header (raw, in any case, inside a JSON string) and
 * curl's `-b` / `--cookie` argument; the header is tried only where `cookie` or `-b` stands. Values are made up here.
 */
import { describe, expect, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { findSecrets, redactText } from './redact.js';

/** Which of `values` a session-cookie finding covers in `text`, in order. */
function cookiesIn(text: string, values: string[]): string[] {
  const found = findSecrets(text).filter((f) => f.rule === 'session-cookie');
  return values.filter((v) => found.some((f) => f.start <= text.indexOf(v) && f.end >= text.indexOf(v) + v.length));
}

const SESSION = fake.alnum(32, 7101);
const AUTH = fake.alnum(40, 7102);

describe('session cookies', () => {
  it("finds curl's --cookie argument, and keeps the cookies that are no secret", () => {
    const line = `$ curl --cookie "sessionid=${SESSION}; theme=dark" https://app.example.com/api/me`;
    expect(cookiesIn(line, [SESSION, 'dark'])).toEqual([SESSION]);
  });

  it("finds curl's -b argument, in upper case too", () => {
    expect(cookiesIn(`curl -s -b 'auth_token=${AUTH}' https://app.example.com/api/orders`, [AUTH])).toEqual([AUTH]);
    expect(cookiesIn(`curl -s --COOKIE 'auth_token=${AUTH}' https://app.example.com/api/orders`, [AUTH])).toEqual([AUTH]);
    expect(cookiesIn(`curl -b sid=${SESSION} -b "theme=dark; csrf=${AUTH}" https://app.example.com`, [SESSION, AUTH])).toEqual([SESSION, AUTH]);
  });

  it('finds a Cookie header inside a JSON string, and each of two headers in one text', () => {
    const record = JSON.stringify({ output: `> GET /api/me HTTP/1.1\n> Cookie: sid=${SESSION}; lang=en\n< HTTP/1.1 200 OK` });
    expect(cookiesIn(record, [SESSION, 'lang=en'])).toEqual([SESSION]);
    const two = `COOKIE: sid=${SESSION}\nthen, logged in again:\nSet-Cookie: auth_token=${AUTH}; Path=/; HttpOnly`;
    expect(cookiesIn(two, [SESSION, AUTH])).toEqual([SESSION, AUTH]);
  });

  it('reads -b as a cookie only on a curl command line', () => {
    expect(cookiesIn(`httpie-like -b session=${SESSION} https://app.example.com`, [SESSION])).toEqual([]);
  });
});

describe("a framework's session cookie named in prose", () => {
  const PHP = fake.alnum(26, 7103).toLowerCase();
  it('finds the value a few words after the name, and keeps the words when no value follows', () => {
    expect(cookiesIn(`my PHPSESSID cookie right now is ${PHP} if you want to reproduce`, [PHP])).toEqual([PHP]);
    expect(cookiesIn(`the JSESSIONID was ${SESSION} before the redirect`, [SESSION])).toEqual([SESSION]);
    expect(cookiesIn('PHPSESSID is set by session_start() in index.php; the record field sessionId is 4555072a-e039-4937-b6ea-dcb86152dd55', ['session_start', '4555072a-e039-4937-b6ea-dcb86152dd55'])).toEqual([]);
  });
});

describe('a cookie cleared', () => {
  it('keeps a Set-Cookie header that empties the cookie, and finds the value of one that sets it', () => {
    const cleared = 'Set-Cookie: remember_me=; Max-Age=0; Path=/; HttpOnly';
    expect(redactText(cleared).text).toBe(cleared);
    expect(redactText('Set-Cookie: session=; Expires=Thu, 01 Jan 1970 00:00:00 GMT').text).toBe('Set-Cookie: session=; Expires=Thu, 01 Jan 1970 00:00:00 GMT');
    expect(cookiesIn(`Set-Cookie: remember_me=${AUTH}; Max-Age=0; Path=/`, [AUTH])).toEqual([AUTH]);
  });
});
