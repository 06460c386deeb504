import { describe, expect, it } from 'vitest';
import { originKey } from './origin-key.js';

describe('originKey (Entire NormalizeOrigin)', () => {
  it('reduces https, ssh, SCP-style and entire:// remotes to lowercase host/owner/repo', () => {
    expect(originKey('https://github.com/Acme/Widgets.git')).toBe('github.com/acme/widgets');
    expect(originKey('https://user:tok@github.com:8443/acme/widgets')).toBe('github.com/acme/widgets');
    expect(originKey('git@codeberg.org:acme/widgets.git')).toBe('codeberg.org/acme/widgets');
    expect(originKey('ssh://git@gitlab.example.com:2222/group/sub/proj.git')).toBe('gitlab.example.com/group/sub/proj');
    expect(originKey('entire://aws-us-east-2.entire.io/gh/acme/widgets')).toBe('github.com/acme/widgets');
    // An Entire-native repo keeps a .git in its name; an unknown forge keeps the cluster host.
    expect(originKey('entire://cluster.test/et/proj/tools.git')).toBe('cluster.test/proj/tools.git');
    expect(originKey('entire://cluster.test/xx/acme/app')).toBe('cluster.test/acme/app');
  });

  it('local paths, file URLs and paths without owner and repo have no key', () => {
    expect(originKey('/srv/git/widgets.git')).toBeNull();
    expect(originKey('file:///srv/git/acme/widgets.git')).toBeNull();
    expect(originKey('https://github.com/widgets')).toBeNull();
    expect(originKey('https://github.com/acme/..git')).toBeNull();
    expect(originKey('')).toBeNull();
  });
});
