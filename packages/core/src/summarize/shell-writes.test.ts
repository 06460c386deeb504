import { describe, expect, it } from 'vitest';
import { checkKeys } from './check-keys.js';
import { HandoffBuilder } from './handoff-builder.js';
import { shellWrites } from './shell-writes.js';

describe('shellWrites: the files a command says it changes', () => {
  it('reads redirections, tee and in-place editors', () => {
    expect(shellWrites('echo "export FOO=1" >> .env.example')).toEqual([{ path: '.env.example', change: 'modified' }]);
    expect(shellWrites('printf "a\\n" | tee -a notes/todo.txt docs/log.md >/dev/null')).toEqual([
      { path: 'notes/todo.txt', change: 'modified' },
      { path: 'docs/log.md', change: 'modified' },
    ]);
    expect(shellWrites("sed -i '' 's/v1/v2/g' cmd/version.go README.md")).toEqual([
      { path: 'cmd/version.go', change: 'modified' },
      { path: 'README.md', change: 'modified' },
    ]);
    expect(shellWrites("sed -i.bak -e 's/a/b/' src/x.ts")).toEqual([{ path: 'src/x.ts', change: 'modified' }]);
    expect(shellWrites("perl -pi -e 's/foo/bar/' lib/a.pl")).toEqual([{ path: 'lib/a.pl', change: 'modified' }]);
  });

  it('reads moves, copies, removals and generators', () => {
    expect(shellWrites('git mv src/old.ts src/new.ts')).toEqual([
      { path: 'src/old.ts', change: 'deleted', movedTo: 'src/new.ts' },
      { path: 'src/new.ts', change: 'created', movedFrom: 'src/old.ts' },
    ]);
    expect(shellWrites('rm -f .entire/REVIEW.md && git rm -r --quiet docs/stale.md')).toEqual([
      { path: '.entire/REVIEW.md', change: 'deleted', removed: true, blanket: true },
      { path: 'docs/stale.md', change: 'deleted' },
    ]);
    expect(shellWrites('cp templates/config.yaml config.yaml')).toEqual([{ path: 'config.yaml', change: 'created' }]);
    expect(shellWrites('npx openapi-typescript api.yaml -o src/api-types.ts')).toEqual([{ path: 'src/api-types.ts', change: 'modified' }]);
    expect(shellWrites('git rm --cached secrets.json')).toEqual([]);
    expect(shellWrites('mv .planning/todos/pending/2026-02-18-fix-rename.md .planning/todos/done/')).toEqual([
      { path: '.planning/todos/pending/2026-02-18-fix-rename.md', change: 'deleted', movedTo: '.planning/todos/done/2026-02-18-fix-rename.md' },
      { path: '.planning/todos/done/2026-02-18-fix-rename.md', change: 'created', movedFrom: '.planning/todos/pending/2026-02-18-fix-rename.md' },
    ]);
    expect(shellWrites('git mv docs/a.md docs/b.md archive')).toEqual([
      { path: 'docs/a.md', change: 'deleted', movedTo: 'archive/a.md' },
      { path: 'archive/a.md', change: 'created', movedFrom: 'docs/a.md' },
      { path: 'docs/b.md', change: 'deleted', movedTo: 'archive/b.md' },
      { path: 'archive/b.md', change: 'created', movedFrom: 'docs/b.md' },
    ]);
    expect(shellWrites('cp templates/ci.yml .github/workflows/')).toEqual([{ path: '.github/workflows/ci.yml', change: 'created' }]);
    // A file written with `>` and removed again by the same command is a probe made there; `>>` may have added to one.
    expect(shellWrites("printf 'X=1\\n' > .env.local && git check-ignore -v .env.local; rm -f .env.local")).toEqual([
      { path: '.env.local', change: 'created' },
      { path: '.env.local', change: 'deleted', removed: true, blanket: true },
    ]);
    expect(shellWrites('echo "- item" >> CHANGELOG.md; rm CHANGELOG.md')[0]).toEqual({ path: 'CHANGELOG.md', change: 'modified' });
    // `.` is the folder the command runs in, never a file: the source keeps its own name there.
    expect(shellWrites('mv README.md /tmp/stash/README.next.md && mv /tmp/stash/README.md .')).toEqual([
      { path: 'README.md', change: 'deleted', movedTo: '/tmp/stash/README.next.md' },
      { path: 'README.md', change: 'created', movedFrom: '/tmp/stash/README.md' },
    ]);
    expect(shellWrites('cp ../shared/tsconfig.base.json ..')).toEqual([{ path: '../tsconfig.base.json', change: 'created' }]);
    expect(shellWrites('git mv \\\n  src/old.ts \\\n  src/new.ts')).toEqual([
      { path: 'src/old.ts', change: 'deleted', movedTo: 'src/new.ts' },
      { path: 'src/new.ts', change: 'created', movedFrom: 'src/old.ts' },
    ]);
  });

  it('never takes unquoted markup for a redirection: its text is a value, often a secret, not a file', () => {
    expect(shellWrites('printf \'%s\' <password>Qw9!xZr4Lp2Tn8Vb</password> > config.xml')).toEqual([{ path: 'config.xml', change: 'modified' }]);
    expect(shellWrites('echo <token>sk_live_4eC39HqLyjWDarjtT1zdp7dc</token>')).toEqual([]);
  });

  it('reads a double-quoted script whole, its escaped quotes included: the markup in it is never a redirection', () => {
    const script = `python3 -c "\ncontent = open('frontend/src/App.tsx').read()\nold = '\t<AppHeader\n\t\tcurrentPage=\\"home\\"\n\t/>'\nassert old in content, 'Pattern not found!'\nprint('Done')\n"`;
    expect(shellWrites(script)).toEqual([]);
    expect(shellWrites(`cd frontend/src/components && python3 -c "\nold = '''<svg className=\\"w-4\\">'''\nprint('Looking for old pattern...')\n"`)).toEqual([]);
    expect(shellWrites('echo "say \\"hi\\" > there" > out/greeting.txt')).toEqual([{ path: 'out/greeting.txt', change: 'modified' }]);
  });

  it('joins a cd onto relative paths, and gives up where the directory is unknown', () => {
    expect(shellWrites('cd packages/core && echo x > out.txt')).toEqual([{ path: 'packages/core/out.txt', change: 'modified' }]);
    expect(shellWrites('cd .. && rm build.log')).toEqual([]);
  });

  it('leaves out descriptors, scratch files, heredoc bodies, reads and build artifacts', () => {
    expect(shellWrites('go test ./... 2>&1 | tail -20')).toEqual([]);
    expect(shellWrites('ls > /dev/null 2>&1; echo hi > /tmp/scratch.txt')).toEqual([]);
    expect(shellWrites("cat > docs/NOTES.md <<'EOF'\nrm -rf src\necho > nope.txt\nEOF\ngit add docs/NOTES.md")).toEqual([{ path: 'docs/NOTES.md', change: 'modified' }]);
    expect(shellWrites('grep -o "TODO.*" src/a.ts')).toEqual([]);
    expect(shellWrites('go build -o entire-agent-pi ./cmd/pi')).toEqual([]);
    // `--output json`, `-o wide`: how a CLI prints, not where. A generator's `-o` names its file still.
    expect(shellWrites("aws cloudfront create-invalidation --distribution-id E12FYIQ8RRXOJ1 --paths '/assistant/*' --output json | jq '.Invalidation.Id'")).toEqual([]);
    expect(shellWrites('kubectl get pods -o wide && kubectl get svc -o=jsonpath={.items} && az vm list --output table')).toEqual([]);
    expect(shellWrites('npx openapi-typescript api.yaml --output json/api.ts')).toEqual([{ path: 'json/api.ts', change: 'modified' }]);
    expect(shellWrites('git commit -m "rm old files > archive"')).toEqual([]);
    // A commit message written by a heredoc inside "$(…)": its quotes and markup are the message's, not the shell's.
    const message = 'git commit -m "$(cat <<\'EOF\'\nRender new files as "Create new file at <path>" instead of misleading "File: path, lines 1-1".\nEOF\n)"';
    expect(shellWrites(message)).toEqual([]);
  });

  it('never reads a comment as a command: an arrow in its prose is no redirection', () => {
    const script = [
      'for i in 6 7; do',
      '  # existing in FINAL -> batch checkout; missing -> batch rm',
      '  git cat-file -e "$FINAL:$p" 2>/dev/null && echo keep >> notes/keep.txt # kept -> later',
      'done',
    ].join('\n');
    expect(shellWrites(script)).toEqual([{ path: 'notes/keep.txt', change: 'modified' }]);
    expect(shellWrites('echo issue#12 > docs/issue#12.md')).toEqual([{ path: 'docs/issue#12.md', change: 'modified' }]);
  });

  it('reads a file copied aside and copied back in the same command as put back, not changed', () => {
    const probe = [
      "sed -n '206,216p' src/config/segment.go && cd src && cp config/segment.go /tmp/s.bak",
      "python3 - <<'PY'\np='config/segment.go'; s=open(p).read(); open(p,'w').write(s.replace('a','b'))\nPY",
      'go test ./config/ -run TestSegment_RestoreData 2>&1 | tail -3',
      'cp /tmp/s.bak config/segment.go && go test ./config/ 2>&1 | tail -1',
    ].join('\n');
    expect(shellWrites(probe)).toEqual([]);
    expect(shellWrites('cp go.mod go.mod.orig && go mod tidy && mv go.mod.orig go.mod')).toEqual([
      { path: 'go.mod.orig', change: 'created' },
      { path: 'go.mod.orig', change: 'deleted' },
    ]);
    expect(shellWrites('cp config/base.yaml /tmp/b.yaml && cp /tmp/b.yaml config/prod.yaml')).toEqual([{ path: 'config/prod.yaml', change: 'created' }]);
  });

  it('reads an in-place edit of a file copied aside as undone once the copy is put back', () => {
    const guard = [
      'cp config/segment_types.go /tmp/st.bak && \\',
      `sed -i 's|^\\tSTATUS SegmentType = "status"|&\\n\\tBOGUS SegmentType = "bogus"|' config/segment_types.go && \\`,
      'go test ./config/... 2>&1 | grep -i "bogus\\|FAIL" | head -8; \\',
      'cp /tmp/st.bak config/segment_types.go && go test ./config/... 2>&1 | tail -1',
    ].join('\n');
    expect(shellWrites(guard)).toEqual([]);
    // An edit before the copy was taken stays: the copy holds it.
    expect(shellWrites("sed -i 's/a/b/' src/x.go && cp src/x.go /tmp/x.bak && sed -i 's/b/c/' src/x.go && cp /tmp/x.bak src/x.go")).toEqual([{ path: 'src/x.go', change: 'modified' }]);
  });

  it('reads the image ImageMagick writes, and nothing from a probe of one', () => {
    const favicons = [
      'cd apps/web/public && \\',
      '  magick ../../../branding/icon-1024.png -resize 16x16 favicon-16x16.png && \\',
      '  magick ../../../branding/icon-1024.png \\',
      '    -define icon:auto-resize=16,24,32,48,64 favicon.ico && \\',
      '  ls -la *.ico *.png 2>/dev/null',
    ].join('\n');
    expect(shellWrites(favicons)).toEqual([
      { path: 'apps/web/public/favicon-16x16.png', change: 'modified' },
      { path: 'apps/web/public/favicon.ico', change: 'modified' },
    ]);
    expect(shellWrites('convert logo.svg -background none -resize 180x180 public/apple-touch-icon.png')).toEqual([
      { path: 'public/apple-touch-icon.png', change: 'modified' },
    ]);
    expect(shellWrites('magick -size 64x64 xc:white assets/blank.png')).toEqual([{ path: 'assets/blank.png', change: 'modified' }]);
    expect(shellWrites('magick compare before.png after.png docs/diff.png')).toEqual([{ path: 'docs/diff.png', change: 'modified' }]);
    expect(shellWrites('magick src.png -format "TL:%[pixel:p{5,5}]\\n" info:')).toEqual([]);
    expect(shellWrites('magick src.png -crop 10x10+5+5 txt:- | head -3')).toEqual([]);
    expect(shellWrites('magick identify icons/icon.png')).toEqual([]);
  });

  it('leaves out a build output removed wholesale before a build makes it again', () => {
    expect(shellWrites('rm -rf target/release/bundle && mise run tauri:build 2>&1 | tail -10')).toEqual([]);
    expect(shellWrites('rm -rf node_modules/.vite apps/web/.next && rm -f src/stale.ts')).toEqual([
      { path: 'src/stale.ts', change: 'deleted', removed: true, blanket: true },
    ]);
    expect(shellWrites('rm target/notes.md')).toEqual([{ path: 'target/notes.md', change: 'deleted', removed: true }]);
  });

  it('reads paths checked out or restored from another commit, and not a discard of the changes made here', () => {
    expect(shellWrites('git checkout 73ff8a4bd4e3c4f692ac451f3a44800282af29ba -- .planning/phases')).toEqual([{ path: '.planning/phases', change: 'modified' }]);
    expect(shellWrites('git restore --source=v2.3.0 -- src/parser.ts docs/grammar.md')).toEqual([
      { path: 'src/parser.ts', change: 'modified' },
      { path: 'docs/grammar.md', change: 'modified' },
    ]);
    expect(shellWrites('git restore -s origin/main src/parser.ts')).toEqual([{ path: 'src/parser.ts', change: 'modified' }]);
    expect(shellWrites('git checkout -- src/parser.ts')).toEqual([]);
    expect(shellWrites('git checkout HEAD -- src/parser.ts')).toEqual([]);
    expect(shellWrites('git restore --staged src/parser.ts')).toEqual([]);
    expect(shellWrites('git checkout -b feat/restore-phases')).toEqual([]);
  });

  it('reads a command the recorder cut in the middle only up to the step the cut ran into', () => {
    const cut = 'cd docs && echo "# Log" > log.md && \\\nbd create "feat: loop" -d "Phase 1. Replace the force push" && \\\nbd [… 18 chars cut …]ts): temp branch" -d "Phase 2. push to sync-<ts>-<rand6>), detect merges" 2>&1 | tail -2';
    expect(shellWrites(cut)).toEqual([{ path: 'docs/log.md', change: 'modified' }]);
  });
});

describe('checkKeys: the same step across runs', () => {
  it('names a step by its program and subcommand, without scenery or output filters', () => {
    expect(checkKeys('cd cmd/entire && go test ./... -run TestX -count=1 2>&1 | tail -5')).toEqual(['go test']);
    expect(checkKeys('mise run fmt && mise run lint 2>&1')).toEqual(['mise run fmt', 'mise run lint']);
    expect(checkKeys('CI=1 npm run build')).toEqual(['npm run build']);
    expect(checkKeys('git push -u origin feature 2>&1')).toEqual(['git push']);
    expect(checkKeys('python -m pytest tests/ -q | grep FAIL')).toEqual(['python -m pytest']);
    expect(checkKeys("python3.12 - <<'PY'\nprint(1)\nPY")).toEqual(checkKeys("python - <<'PY'\nprint(1)\nPY"));
  });
});

describe('a folder a shell command moved', () => {
  it('is not listed as a file when the files under it are known (from Entire or an edit), while a moved file is', () => {
    const moved = ['plugins/entire/skills/search/SKILL.md', 'skills/search/SKILL.md'];
    const b = new HandoffBuilder({ sessionId: 's', agent: 'claude-code', filesTouched: moved });
    b.add({ kind: 'user_prompt', line: 0, text: 'flatten the skills folder to the repository root' });
    b.add({ kind: 'shell', line: 1, callId: 'c1', tool: 'Bash', command: 'git mv plugins/entire/skills skills && git mv plugins/entire/.codex-plugin/plugin.json .codex-plugin/plugin.json' });
    b.add({ kind: 'tool_result', line: 2, callId: 'c1', isError: false, exitCode: 0, output: '' });
    const paths = (b.build().files ?? []).map((f) => f.path);
    expect(paths).not.toContain('skills');
    expect(paths).not.toContain('plugins/entire/skills');
    expect(paths).toEqual(expect.arrayContaining([...moved, '.codex-plugin/plugin.json', 'plugins/entire/.codex-plugin/plugin.json']));
  });
});

describe('a folder a shell command removed', () => {
  it('removes the files known under it, a file made in the session and removed with it leaving nothing, and is not listed itself', () => {
    const b = new HandoffBuilder({ sessionId: 's', agent: 'claude-code', cwd: '/Users/user/projects/dd-mcp' });
    b.add({ kind: 'user_prompt', line: 0, text: 'restructure to a src layout and commit' });
    b.add({ kind: 'file_edit', line: 1, callId: 'w1', tool: 'Write', paths: ['/Users/user/projects/dd-mcp/pup_mcp/server.py'], change: 'create' });
    b.add({ kind: 'tool_result', line: 2, callId: 'w1', isError: false, output: 'File created successfully at: /Users/user/projects/dd-mcp/pup_mcp/server.py' });
    b.add({ kind: 'file_edit', line: 3, callId: 'w2', tool: 'Edit', paths: ['/Users/user/projects/dd-mcp/README.md'] });
    b.add({ kind: 'tool_result', line: 4, callId: 'w2', isError: false, output: 'The file has been updated.' });
    b.add({ kind: 'shell', line: 5, callId: 'c1', tool: 'Bash', command: 'git add src/ && git rm -r pup_mcp/ && git commit -m "Restructure to src layout"' });
    b.add({ kind: 'tool_result', line: 6, callId: 'c1', isError: false, exitCode: 0, output: "rm 'pup_mcp/server.py'\n[main f072acf] Restructure to src layout\n 2 files changed" });
    // Removed again later (a cleanup that repeats the removal): still no file of its own.
    b.add({ kind: 'shell', line: 7, callId: 'c2', tool: 'Bash', command: 'rm -rf pup_mcp/' });
    b.add({ kind: 'tool_result', line: 8, callId: 'c2', isError: false, exitCode: 0, output: '' });
    const paths = (b.build().files ?? []).map((f) => f.path);
    expect(paths).toEqual(['README.md']);
  });
});

describe('a folder a generator wrote', () => {
  it("takes the files a later git status lists under it as the generator's, and not the folder itself", () => {
    const root = '/Users/dana/code/orpheus';
    // Entire names the one file an edit tool changed.
    const b = new HandoffBuilder({ sessionId: 's', agent: 'claude-code', cwd: root, filesTouched: ['apps/web/index.html'] });
    b.add({ kind: 'user_prompt', line: 0, text: 'use this icon for the tauri app icons and make a favicon for web' });
    b.add({ kind: 'shell', line: 1, callId: 'c1', tool: 'Bash', command: `cd ${root}/crates/app/src-tauri && pnpm dlx @tauri-apps/cli@latest icon ${root}/branding/icon-1024.png -o icons 2>&1 | tail -30` });
    b.add({ kind: 'tool_result', line: 2, callId: 'c1', isError: false, exitCode: 0, output: '        Appx Creating StoreLogo.png\n        ICNS Creating icon.icns\n         ICO Creating icon.ico\n         PNG Creating 32x32.png' });
    b.add({ kind: 'shell', line: 3, callId: 'c2', tool: 'Bash', command: `cd ${root}/crates/app/src-tauri/icons && rm -rf android ios && rm -f Square*.png StoreLogo.png` });
    b.add({ kind: 'tool_result', line: 4, callId: 'c2', isError: false, exitCode: 0, output: '' });
    b.add({ kind: 'shell', line: 5, callId: 'c3', tool: 'Bash', command: `cd ${root} && git add crates/app/src-tauri/icons apps/web/index.html && git status --short` });
    const status = ['M  apps/web/index.html', 'M  crates/app/src-tauri/icons/32x32.png', 'M  crates/app/src-tauri/icons/icon.icns', 'M  crates/app/src-tauri/icons/icon.ico', 'M  docs/unrelated.md', '?? crates/app/src-tauri/binaries/'];
    b.add({ kind: 'tool_result', line: 6, callId: 'c3', isError: false, exitCode: 0, output: status.join('\n') });
    const files = (b.build().files ?? []).map((f) => `${f.path} ${f.change}`);
    expect(files).toEqual(['apps/web/index.html modified', 'crates/app/src-tauri/icons/32x32.png modified', 'crates/app/src-tauri/icons/icon.icns modified', 'crates/app/src-tauri/icons/icon.ico modified']);
  });
});
