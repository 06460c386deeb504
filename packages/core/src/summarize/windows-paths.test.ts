import { describe, expect, it } from 'vitest';
import { previewInRepo, subfolderOfCwd } from './repo-paths.js';
import { belowWindowsRoot, windowsRootRelative } from './windows-paths.js';

describe('paths of a Windows machine', () => {
  it('are one place in every spelling, drive letter in either case', () => {
    for (const p of ['D:\\proj\\src\\a.go', 'D:/proj/src/a.go', 'd:\\proj\\src\\a.go', '/d/proj/src/a.go', '/mnt/d/proj/src/a.go', 'D:\\\\proj\\\\src\\\\a.go']) {
      expect(belowWindowsRoot(p, 'D:\\proj')).toBe('src/a.go');
    }
    expect(belowWindowsRoot('d:/proj', 'D:\\proj\\')).toBe('.');
    expect(belowWindowsRoot('D:\\project\\a.go', 'D:\\proj')).toBeNull();
  });

  it('leave a POSIX root alone: its file names may hold a backslash', () => {
    expect(belowWindowsRoot('/home/dana/repo/we\\ird.txt', '/home/dana/repo')).toBeNull();
    expect(windowsRootRelative('cat /home/dana/repo/we\\ird.txt', '/home/dana/repo')).toBe('cat /home/dana/repo/we\\ird.txt');
  });

  it('write a command relative to the repository, through WSL too, and keep a root inside another path', () => {
    expect(windowsRootRelative('cd /d/proj && go vet D:\\proj\\cmd\\main.go:3', 'D:\\proj')).toBe('cd . && go vet cmd/main.go:3');
    expect(windowsRootRelative("wsl -e sh -c 'cp -r /mnt/d/proj/e2e ~/e2e && cd /mnt/d/proj'", 'D:\\proj')).toBe("wsl -e sh -c 'cp -r e2e ~/e2e && cd .'");
    expect(windowsRootRelative('ls /backup/d/proj/src', 'D:\\proj')).toBe('ls /backup/d/proj/src');
  });

  it("find the repository root above a Windows working directory from Entire's repository-relative files", () => {
    expect(subfolderOfCwd('D:\\acme-api\\src', ['segments/git.go'], ['src/segments/git.go'])).toEqual({ root: 'D:\\acme-api', subfolder: 'src' });
  });

  it("write the user's words relative to a repository in the Windows home, and the rest of that home as ~", () => {
    const prompt = 'compare /c/Users/dana/proj/src/a.go with C:/Users/dana/notes/plan.md';
    expect(previewInRepo(prompt, 'C:\\Users\\dana\\proj', [])).toBe('compare src/a.go with ~/notes/plan.md');
  });
});
