/**
 * A passphrase of words and a number (`velvet-poppy-fennel-1`), or a made password, where its context says secret
 * without a long name: a password column, a record flagged sensitive, a variable glued to the secret's word, a
 * copula glued into a clause of a script written without blanks; and a personal access token after `pat`. Values
 * are made up here.
 */
import { describe, it } from 'vitest';
import { expectKept, itRedacts } from './expect-redaction.js';

describe('a passphrase or token where its context says secret', () => {
  itRedacts([
    ['a CSV row under a password header', 'service,user,password\nnas,admin,amber-heron-quill-4\nrouter,root,see-vault', 'amber-heron-quill-4'],
    ['a markdown table with a password column', '| host | user | password |\n|---|---|---|\n| nas | admin | cobalt-lynx-fig-9 |', 'cobalt-lynx-fig-9'],
    ['a Terraform output flagged sensitive', '{"db_password": {"sensitive": true, "type": "string", "value": "linen-otter-birch-2"}}', 'linen-otter-birch-2'],
    ['a PHP variable glued to pass', "$dbpass = 'nutmeg41.Willow';", 'nutmeg41.Willow'],
    ['a shell variable glued to pw', 'rootpw="Cedar-Mango71"', 'Cedar-Mango71'],
    ['a Thai clause glued to its copula', 'รหัสผ่านเซิร์ฟเวอร์คือ juniper-raven-plum-5', 'juniper-raven-plum-5'],
    ['a passphrase unquoted after its noun', 'The age identity file is encrypted with the passphrase otter lemon quarry basalt', 'otter lemon quarry basalt'],
    ['a Russian code phrase', 'Кодовая фраза для бэкапа: «pewter mango kestrel tundra» для входа', 'pewter mango kestrel tundra'],
    ['a docstring quoted in a summary', '"notes": "\\\"\\\"\\\"Reads the ledger (password lichen-sparrow-garnet-17).\\\"\\\"\\\""', 'lichen-sparrow-garnet-17'],
    ['an alarm panel and its code', 'Alarm panel: master 640183; never give it out.', '640183'],
    ['an Azure DevOps PAT after pat', 'ado pat k3v9qz0m8x2w7n4p1r6t5y0u3i8o2a7s9d4f1g6h3j5l8c0b2e', 'k3v9qz0m8x2w7n4p1r6t5y0u3i8o2a7s9d4f1g6h3j5l8c0b2e'],
  ]);
  it('keeps the look-alikes', () =>
    expectKept([
      'service,user,notes\nnas,admin,amber-heron-quill-4',
      '{"name": {"sensitive": false, "value": "release-notes-v2"}}',
      '$compass = "north-by-west-2";',
      'the bypass flag is set-by-ops-7',
      'The passphrase must never leave this machine.',
      'Set a passphrase when ssh keygen asks for one.',
      'the passphrase prompt appears twice on login',
      'Alarm panel: zone 3 open',
    ]));
});
