/**
 * A git remote URL reduced to Entire's origin key, lowercase `host/owner/repo` (settings/repopolicy NormalizeOrigin
 * over gitremote.ParseURL): SCP-style `git@host:owner/repo.git`, `https://`, `ssh://`, and `entire://<cluster>/<forge>/…`
 * (forge `gh` stands for github.com). `.git` is dropped except on Entire-native (`et`) repos. Local paths and URLs
 * without an owner and a repo have no key: null.
 */
export function originKey(raw: string): string | null {
  const url = raw.trim();
  if (url === '') return null;
  let host: string;
  let path: string;
  let forge: string | undefined;
  if (url.includes(':') && !url.includes('://')) {
    const at = url.indexOf(':');
    const hostPart = url.slice(0, at);
    host = hostPart.includes('@') ? hostPart.slice(hostPart.indexOf('@') + 1) : hostPart;
    path = url.slice(at + 1);
  } else {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return null;
    }
    host = parsed.hostname;
    path = decodeURIComponent(parsed.pathname).replace(/^\//, '');
    if (parsed.protocol === 'entire:') {
      const slash = path.indexOf('/');
      forge = slash === -1 ? '' : path.slice(0, slash);
      if (slash !== -1) path = path.slice(slash + 1);
    }
  }
  if (forge !== 'et') path = path.replace(/\.git$/, '');
  const slash = path.indexOf('/');
  const owner = slash === -1 ? '' : path.slice(0, slash);
  const repo = slash === -1 ? '' : path.slice(slash + 1);
  if (!owner || !repo || hasControl(owner + repo) || /^\.+$/.test(owner) || /^\.+$/.test(repo)) return null;
  const canonical = forge === 'gh' ? 'github.com' : host;
  return canonical ? `${canonical}/${owner}/${repo}`.toLowerCase() : null;
}

function hasControl(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
