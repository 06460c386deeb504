import { describe, expect, it } from 'vitest';
import { scriptWrites } from './script-writes.js';
import { shellWrites } from './shell-writes.js';

describe('files an inline script writes', () => {
  it('reads a Python heredoc that opens a named file for writing, by literal or by a name bound to one', () => {
    const fix = [
      'cd /srv/app && python3 - <<\'PY\'',
      "p='docs/segments/weather.mdx'",
      "s=open(p,encoding='utf8').read()",
      "s=s.replace('.Index}}', '.Index.String}}')",
      "open(p,'w',encoding='utf8').write(s)",
      "open(\"CHANGELOG.md\", mode='a').write('- weather: compare the index as text\\n')",
      'PY',
      'grep -n "Index" docs/segments/weather.mdx',
    ].join('\n');
    expect(scriptWrites(fix)).toEqual(['docs/segments/weather.mdx', 'CHANGELOG.md']);
  });

  it('reads pathlib and Node writes', () => {
    expect(scriptWrites("python3 -c \"from pathlib import Path; Path('VERSION').write_text('1.4.0\\n')\"")).toEqual(['VERSION']);
    expect(scriptWrites("python3 - <<'PY'\nfrom pathlib import Path\nout = Path('site/robots.txt')\nout.write_text('User-agent: *\\n')\nPY")).toEqual(['site/robots.txt']);
    expect(scriptWrites(`node -e "const fs=require('fs');const f='package.json';const j=JSON.parse(fs.readFileSync(f,'utf8'));j.version='2.0.0';fs.writeFileSync(f, JSON.stringify(j,null,2))"`)).toEqual(['package.json']);
  });

  it('leaves out reads and names it cannot resolve', () => {
    expect(scriptWrites("python3 -c \"print(open('go.mod').read()[:200])\"")).toEqual([]);
    expect(scriptWrites("python3 - <<'PY'\nfor name in ['a.md', 'b.md']:\n    open(f'docs/{name}', 'w').write('')\nPY")).toEqual([]);
    expect(scriptWrites("python3 -c \"open('notes.txt', 'r+').read()\"")).toEqual([]);
  });
});

describe('a shell command running such a script', () => {
  it('reads only the script the runner is given, not the rest of the command', () => {
    expect(shellWrites(`python3 manage.py check && grep -rn "open('settings.py', 'w')" .`)).toEqual([]);
    expect(shellWrites(`node scripts/build.js && grep -rn "writeFileSync('dist/out.json'," src`)).toEqual([]);
    expect(shellWrites(`python3 -c "open('VERSION', 'w').write('2')" && grep -rn "open('settings.py', 'w')" .`)).toEqual([{ path: 'VERSION', change: 'modified' }]);
  });

  it('writes the file where its cd put it', () => {
    expect(shellWrites("cd website && python3 - <<'PY'\np='docs/faq.mdx'\nopen(p,'w').write('# FAQ\\n')\nPY")).toEqual([{ path: 'website/docs/faq.mdx', change: 'modified' }]);
  });

  it('writes nothing when no script runs, whatever the text quotes', () => {
    expect(shellWrites(`grep -rn "open(p, 'w')" scripts/`)).toEqual([]);
  });
});
