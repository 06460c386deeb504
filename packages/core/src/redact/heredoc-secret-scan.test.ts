/**
 * A here-document that answers a password prompt (passwd, sudo -S, mysql -p, openssl pkcs12), in a command line and
 * JSON-escaped in a Bash tool call, and here-documents fed to other commands, which stay. Values are made up.
 */
import { describe, expect, it } from 'vitest';
import { redactText } from './redact.js';

describe('a here-document fed to a password prompt', () => {
  it.each([
    ['passwd, old and new twice', 'passwd <<EOF\nOldPw#2291\nNewPw#7731\nNewPw#7731\nEOF', ['OldPw#2291', 'NewPw#7731']],
    ['sudo -S after a pipe', "cat <<'EOF' | sudo -S apt-get update\nS3cr3tPwx\nEOF", ['S3cr3tPwx']],
    ['mysql -p before its SQL', 'mysql -u app -p mydb <<EOF\nwint3rIsC0ming\nSELECT 1;\nEOF', ['wint3rIsC0ming']],
    ['openssl pkcs12 asking twice', 'openssl pkcs12 -export -in c.pem -out c.p12 <<EOF\nexportPw#551\nexportPw#551\nEOF', ['exportPw#551']],
    ['a Bash call, JSON-escaped', '{"command":"passwd <<-\\"END\\"\\nOldPw#2291\\nNewPw#7731\\nEND"}', ['OldPw#2291', 'NewPw#7731']],
  ])('redacts the answers of %s', (_what, text, values) => {
    const out = redactText(text).text;
    for (const v of values) expect(out).not.toContain(v);
    expect(out).toContain('[REDACTED:');
  });

  it('keeps the SQL a client is fed and documents fed to other commands', () => {
    const texts = [
      'cat <<EOF > notes.md\n# Notes\nDeploy on Friday\nEOF',
      "python3 - <<'EOF'\nprint(1+1)\nEOF",
      'psql -h db -U app <<SQL\nSELECT count(*) FROM users;\nSQL',
      'mysql -u app -p mydb <<EOF\nSELECT 1;\nEOF',
      'std::cout << endl << value;',
    ];
    for (const text of texts) expect(redactText(text).text, text).toBe(text);
  });
});
