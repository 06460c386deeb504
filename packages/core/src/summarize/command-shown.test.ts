import { describe, expect, it } from 'vitest';
import { shownCommand } from './command-shown.js';

describe('shownCommand', () => {
  it('leaves out a heredoc body and keeps its delimiter', () => {
    const cmd = "cat > notes/steam.txt <<'EOF'\nSteam Guard backup codes: RQ278 RMCDP RJNNV RJH4V RTW88\nEOF";
    expect(shownCommand(cmd)).toBe("cat > notes/steam.txt <<'EOF'\n…\nEOF");
  });

  it('leaves out each body of a line that opens two, and keeps the commands after them', () => {
    const cmd = 'cat <<EOF > a.json && cat <<-END >> b.txt\n{"result":"Jukebox.trombone.mammoth046"}\nEOF\n\tStream key: cw4m-32hb\n\tEND\nnpm test';
    expect(shownCommand(cmd)).toBe('cat <<EOF > a.json && cat <<-END >> b.txt\n…\nEOF\n…\n\tEND\nnpm test');
  });

  it('leaves out a here-string, quoted or bare', () => {
    expect(shownCommand("passwd --stdin deploy <<< 'Yeti!881#Harbour' && echo done")).toBe('passwd --stdin deploy <<< … && echo done');
    expect(shownCommand('npm login <<< "$(printf \'bob\\nIc3b3rg.15Nomad\\n\')"')).toBe('npm login <<< …');
    expect(shownCommand('vault login -method=userpass username=ops <<<Chowder.903$Lasagna; ls')).toBe('vault login -method=userpass username=ops <<< …; ls');
  });

  it('leaves out the rest of a body that is never closed', () => {
    expect(shownCommand('python - <<PY\nprint("x")\nprint("y")')).toBe('python - <<PY\n…');
  });

  it('keeps commands that feed nothing in as they are', () => {
    const cmd = 'git add -A && git commit -m "fix: parse dates"\nnpm test -- --run';
    expect(shownCommand(cmd)).toBe(cmd);
    expect(shownCommand('echo $((1 << 4))')).toBe('echo $((1 << 4))');
  });
});
