import { describe, expect, it } from 'vitest';
import { globToRegExp } from './glob.js';

const m = (pattern: string, path: string) => globToRegExp(pattern)?.test(path) ?? 'invalid';

describe('globToRegExp (doublestar semantics of Entire exclusion lists)', () => {
  it('* and ? stay within one segment; ** spans any number, trailing /** covers the folder itself', () => {
    expect(m('/home/u/*', '/home/u/code')).toBe(true);
    expect(m('/home/u/*', '/home/u/code/api')).toBe(false);
    expect(m('/home/u/**', '/home/u/code/api')).toBe(true);
    expect(m('/home/u/**', '/home/u')).toBe(true);
    expect(m('/home/**/api', '/home/api')).toBe(true);
    expect(m('/home/**/api', '/home/u/code/api')).toBe(true);
    expect(m('/home/**/api', '/home/u/code/api2')).toBe(false);
    expect(m('/home/u/c?de', '/home/u/code')).toBe(true);
    expect(m('/home/u/c?de', '/home/u/c/de')).toBe(false);
    expect(m('/a/b**', '/a/b/c')).toBe(false);
  });

  it('classes, alternatives and escapes; literal regex characters stay literal', () => {
    expect(m('/x/[a-c]ode', '/x/code')).toBe(true);
    expect(m('/x/[!a-c]ode', '/x/code')).toBe(false);
    expect(m('/x/[!a-c]ode', '/x/mode')).toBe(true);
    expect(m('/x/{web,api}', '/x/api')).toBe(true);
    expect(m('/x/{web,api}', '/x/cli')).toBe(false);
    expect(m('/x/a\\*b', '/x/a*b')).toBe(true);
    expect(m('/x/a\\*b', '/x/aab')).toBe(false);
    expect(m('/x/a.b+(c)', '/x/a.b+(c)')).toBe(true);
    expect(m('/x/a.b', '/x/aXb')).toBe(false);
    expect(m('github.com/acme/*', 'github.com/acme/widgets')).toBe(true);
  });

  it('a malformed pattern is null (Entire fails closed on it)', () => {
    expect(m('/repo/[unclosed', '/repo/x')).toBe('invalid');
    expect(m('/repo/{a,b', '/repo/a')).toBe('invalid');
    expect(m('/repo/trailing\\', '/repo/x')).toBe('invalid');
  });
});
