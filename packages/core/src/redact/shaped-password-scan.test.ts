/**
 * A made password found by its shape alone, with no noun, command or language around it that a rule reads: a CI log
 * line, a row of SQL output, a reply in a language no lexicon here has, a commit message, a sub-agent's task. Names,
 * ids, code and references of the same characters stay. Values are made up for this test.
 */
import { describe, expect, it } from 'vitest';
import { redactText } from './redact.js';

describe('a made password found by its shape', () => {
  it.each([
    ['a CI log line', '2026-11-02T10:14:07Z [build] seeded fixture user with Marigold431Pelican-', 'Marigold431Pelican-'],
    ['a row of psql output', ' id | note\n----+------\n 12 | Heron_Tamarind.6620\n(1 row)', 'Heron_Tamarind.6620'],
    ['a reply in Aymara', 'Servidorana jaqi arupa Cobalt-Lantern-Quokka-71 ukawa', 'Cobalt-Lantern-Quokka-71'],
    ['a reply in Tigrinya', 'ናይ ሰርቨር ቃል ምስጢር BRAMBLEkestrel~58 እዩ', 'BRAMBLEkestrel~58'],
    ['a commit message', 'git commit -am "chore: notes - echo \'Saffron_Otter.2291\' | vncpasswd -f"', 'Saffron_Otter.2291'],
    ['a sub-agent task quoting a config line', 'Subagent: "# server.cfg $USER4$=~LanternMarmot731-"', '~LanternMarmot731-'],
    ['a line of a HexChat list', 'N=Example.Net\nI=jdoe\nP=Qu!nce47@harbour\nL=6', 'Qu!nce47@harbour'],
    ['a compaction summary', '- Access the user provided: yes - PELICANmarigold_83 is the one for staging', 'PELICANmarigold_83'],
    ['a login and its password split by a slash', 'creds ops/@WalrusCinnamon508~ (new ones)', '@WalrusCinnamon508~'],
    ['a word glued to its number, then a word', 'docker logs: web-1 | seeded Quokka3871.Lantern', 'Quokka3871.Lantern'],
    ['a cracked hash in JSON output', '{"notes":"5f4dcc3b5aa765d61d8327deb882cf99:Walrus-Lantern-Cobalt-62\\n\\nSession..: hashcat"}', 'Walrus-Lantern-Cobalt-62'],
    ['a value between stars', 'please use %CobaltWalrus517* for the demo tenant', '%CobaltWalrus517*'],
    ['a password typed backwards', 'type it backwards, it is 46-nretnaL-tlaboC-akkouQ', '46-nretnaL-tlaboC-akkouQ'],
  ])('redacts it in %s', (_where, text, value) => {
    const out = redactText(text).text;
    expect(out).toContain('[REDACTED:');
    expect(out).not.toContain(value);
  });

  it('keeps ids, digests, code and references of the same characters', () => {
    const texts = [
      'ctx, cancel := context.WithTimeout(ctx, 10*time.Second)',
      'id agent_msg_01A3WDXHsupoNieywkrs35X1 and toolu_01CRE9eZVKTjhrkSg2GEJc7U',
      'pinned node@sha256:4d310b5d18c8d918bf31e53300a98eb4a7acb2d49afe99c3b11c5cffd7b0692c',
      'exports.X509SCTExtension = X509SCTExtension; const w = TRXWallet123;',
      'm19Canvas.parentElement!.innerHTML = ""; stored!.change24h; l10n?.appName',
      'links: [spec](prd.md#NFR13) and git log HEAD~2..HEAD~1',
      'if (n > maxDiffSize+1000) score = weightedIssueCount^1.81',
      'Get-CimInstance Win32_Process; Int64.MaxValue; new Float32Array.',
      'url https://x.example/a?X-Amz-Expires=3600&X-Amz-SignedHeaders=host&sha256_digest=1',
      'trojan://x@host.example:443#Trojan-test',
      'label **HKDF-SHA256** and +CIFAR10_CLASSES',
      'resultSb176.String() returned',
      'copied to C:\\Users\\Bob\\Quokka_Lantern.4410\\notes',
    ];
    for (const text of texts) expect(redactText(text).text, text).toBe(text);
  });

  it('redacts the made part only, not the name before it nor the host after it', () => {
    expect(redactText('pushed hotfix/db-password-Marigold!58 today').text).toMatch(/hotfix\/db-password-\[REDACTED:[a-z-]+\] today$/);
    expect(redactText('REDIS_URL=redis://:Juniper_Walrus.4410@cache-1.internal:6379/0').text).toContain('@cache-1.internal:6379/0');
    expect(redactText('ops login Quagga3760.Woodlouse@vault').text).not.toContain('Quagga3760');
  });
});

describe('two capitalised words with a made number between them', () => {
  it('redacts the value where it stands, with no noun for it', () => {
    expect(redactText('16 tool_result: ok exit 0: I made up the pet-name answer for the bank: Plover7318Quince').text).not.toContain('Plover7318Quince');
    expect(redactText('git tag -a staging-32 -m "staging deploy; made up: Sorrel4927Osprey"').text).not.toContain('Sorrel4927Osprey');
  });
  it('keeps names that carry a bit width, a standard, a year or a version', () => {
    const texts = ['new Shader1024Block()', 'Windows1252Encoding and Iso8601Format', 'Release2024Notes', 'class Matrix4096Table', 'Python311Runtime'];
    for (const text of texts) expect(redactText(text).text, text).toBe(text);
  });
});
