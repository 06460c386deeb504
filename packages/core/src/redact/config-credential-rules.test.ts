/**
 * Passwords a config line, a note or a source line hands over with a short name or none: a directive's
 * `user:password`, a short `pass=` after a user's option, the labels `u:` and `p:`, a brace initialisation, a login
 * file printed by a pager; and the look-alikes of each that stay. Values are made up here.
 */
import { describe, it } from 'vitest';
import { expectKept, itRedacts } from './expect-redaction.js';

describe('a directive that takes user:password', () => {
  itRedacts([
    ['HAProxy stats auth', 'listen stats\n    bind :8404\n    stats auth admin:Harbor-Lantern47', 'Harbor-Lantern47'],
    ['a passphrase of words and a number', 'stats auth ops:cedar-otter-plume-4', 'cedar-otter-plume-4'],
    ['a basic-auth option', 'basic-auth deploy:Quill9.Meadow', 'Quill9.Meadow'],
  ]);
  it('keeps the look-alikes', () => expectKept(['stats auth admin:read', 'auth github:login', 'use oauth client:secret scopes', 'the auth flow: login then 2fa']));
});

describe('a short pass option after the user', () => {
  itRedacts([
    ['CIFS in fstab', '//nas/backup  /mnt/backup  cifs  user=bob,pass=tundra-ember-sage-3,uid=1000  0 0', 'tundra-ember-sage-3'],
    ['mount -o', 'mount -t cifs -o username=ana,pwd=Pebble#2291 //nas/share /mnt', 'Pebble#2291'],
    ['a semicolon list', 'Server=db;User=app;Pwd=Falcon-Sage62;', 'Falcon-Sage62'],
  ]);
  it('keeps the look-alikes', () => expectKept(['user=bob,pass=1,uid=1000', 'uid=1000,gid=1000,pass=through', 'user=bob,pw=none']));
});

describe('the labels u: and p:', () => {
  itRedacts([
    ['a note', 'u: jpatel p: walnut77.Spruce', 'walnut77.Spruce'],
    ['with a slash', 'u: admin / p: Kiwi-Orbit-58', 'Kiwi-Orbit-58'],
  ]);
  it('keeps the look-alikes', () => expectKept(['u: jpatel p: later', 'http://example.com/p:1', 'u: 3 p: 4']));
});

describe('a brace initialisation of a secret-named variable', () => {
  itRedacts([
    ['C++ std::string', 'std::string pw{"MarbleViolet7731"};', 'MarbleViolet7731'],
    ['a password member', 'const std::string db_password{"lotus-fig-harbor-8"};', 'lotus-fig-harbor-8'],
  ]);
  it('keeps the look-alikes', () => expectKept(['std::string name{"MarbleViolet7731"};', '{"password": "see vault"}', 'std::string pw{"changeme"};']));
});

describe('a login file printed by a pager', () => {
  itRedacts([
    ['OpenVPN auth-user-pass', '$ cat /etc/openvpn/auth.txt\nvpnuser\nsilver-heron-arrow-6', 'silver-heron-arrow-6'],
    ['inside a heredoc', "cat > notes/vpn.txt <<'EOF'\n$ cat ~/creds.txt\nops\nNimbus#Falcon42\nEOF", 'Nimbus#Falcon42'],
    ['JSON-escaped', '{"output":"$ cat login.txt\\nadmin\\nTopaz-Walnut-93\\n"}', 'Topaz-Walnut-93'],
  ]);
  it('keeps the look-alikes', () => expectKept(['$ cat /etc/openvpn/auth.txt\nvpnuser\nEOF', 'cat auth.ts\nimport x\nexport default x']));
});
