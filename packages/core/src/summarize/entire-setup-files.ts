/**
 * The files `entire enable` (and `entire agent add`) writes into a repository to wire an agent's hooks to Entire: the
 * agents' hook settings, Entire's own settings, and the search subagent it installs. Entire's files_touched lists
 * them when the setup ran, or changed them, during a session, but they are Entire's set-up, not the session's work:
 * one the transcript never touched is no change to hand on.
 */
const SETUP_FILE = new RegExp(
  [
    // Claude Code, Gemini CLI and Factory Droid keep hooks in their settings; Cursor and Codex in hooks.json.
    String.raw`^\.(?:claude|gemini|factory)/settings(?:\.local)?\.json$`,
    String.raw`^\.(?:cursor|codex)/hooks\.json$`,
    // Codex's hooks are a feature flag away: `entire enable` turns it on in the project's config.
    String.raw`^\.codex/config\.toml$`,
    String.raw`^\.opencode/plugins?/entire\.[jt]s$`,
    String.raw`^\.entire/(?:settings(?:\.local)?\.json|\.gitignore)$`,
    String.raw`^\.[a-z]+/agents/entire-[\w-]+\.(?:toml|md)$`,
  ].join('|'),
);

/** `path` (repository-relative) is one of the files Entire's set-up writes. */
export function isEntireSetupFile(path: string): boolean {
  return SETUP_FILE.test(path.replace(/^\.\//, ''));
}
