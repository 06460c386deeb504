/**
 * A Windows machine (Claude Code run from PowerShell, Git Bash or WSL) spells one place several ways: `D:\proj\src\a.go`,
 * `D:/proj/src/a.go`, Git Bash's `/d/proj/src/a.go`, WSL's `/mnt/d/proj/src/a.go`, JSON's `D:\\proj\\src\\a.go`, with
 * the drive letter in either case. One rule finds a Windows root in any of them and writes what lies below it with `/`, as git names the file, so
 * each file is listed once. A POSIX root is none of these: its file names may hold a backslash.
 */

/** `\\` (JSON-escaped), `\` or `/`: a separator of a Windows path. */
const SEP = String.raw`(?:\\\\|\\|/)`;

/** A path's characters after the root: up to a space, quote, bracket, comma, `;` or `:line`. */
const REST = String.raw`[^\s"'\`<>|,;:*?()]*`;

/** `D:\proj` or `D:/proj`: the drive letter and folder names; null for any other path. */
function windowsParts(root: string): { drive: string; names: string[] } | null {
  const m = /^([A-Za-z]):[\\/]/.exec(root);
  if (!m?.[1]) return null;
  return { drive: m[1], names: root.slice(3).split(/[\\/]+/).filter((n) => n !== '') };
}

export function isWindowsRoot(root: string | null | undefined): boolean {
  return root ? windowsParts(root) !== null : false;
}

/** The root in every spelling, as a regular expression's source; null for a POSIX root. */
function rootPattern(root: string): string | null {
  const parts = windowsParts(root);
  if (!parts || parts.names.length === 0) return null;
  const drive = `[${parts.drive.toUpperCase()}${parts.drive.toLowerCase()}]`;
  const names = parts.names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join(SEP);
  return `(?:${drive}:${SEP}|/${drive}/|/mnt/${drive}/)${names}`;
}

/** A path below a Windows root with every separator written `/`. */
export function slashed(rest: string): string {
  return rest.replace(/\\\\|\\/g, '/');
}

/**
 * A relative path written with `\` only (`client\components\page.tsx`) is a Windows one: git names the file with `/`.
 * A path that already holds a `/`, or starts at a drive, is kept: on POSIX a backslash may be part of a file's name.
 */
export function windowsRelativeSlashed(path: string): string {
  return path.includes('\\') && !path.includes('/') && !/^[A-Za-z]:/.test(path) ? slashed(path) : path;
}

/** `path` relative to the Windows `root` in any spelling (`.` for the root itself); null when outside it or `root` is POSIX. */
export function belowWindowsRoot(path: string, root: string): string | null {
  const pattern = rootPattern(root);
  if (pattern === null) return null;
  const m = new RegExp(`^${pattern}(?:${SEP}(.*))?$`).exec(path);
  if (!m) return null;
  return m[1] ? slashed(m[1]) : '.';
}

/**
 * Text with every path under the Windows `root` written from `base` with `/` (`cd /d/proj && go test` reads `cd . &&
 * go test`; a home folder's `C:\Users\dana\go` with base `~` reads `~/go`); unchanged for a POSIX root. A root inside
 * a longer path (`/backup/d/proj`) is another place and is kept.
 */
export function windowsRootRelative(s: string, root: string, base = '.'): string {
  const pattern = rootPattern(root);
  if (pattern === null) return s;
  const re = new RegExp(`(?<![\\w.~/\\\\-])${pattern}(?:${SEP}(${REST})|(?=$|[\\s"'\`),;:]))`, 'g');
  const prefix = base === '.' ? '' : `${base}/`;
  return s.replace(re, (_m, rest: string | undefined) => (rest ? `${prefix}${slashed(rest)}` : base));
}
