// Cursor agent transcript (~/.cursor/projects/<workspace>/agent-transcripts/<id>/<id>.jsonl): Claude-shaped
// {role, message:{content:[…]}} lines without ids/timestamps/tool results, `turn_ended` markers, absolute paths,
// user text wrapped in <user_query> (the IDE adds <user_info> blocks).

export const HEADERS = {
  task: 'Add X-RateLimit-Limit and X-RateLimit-Remaining headers to /login responses',
  prompts: [
    'Add X-RateLimit-Limit and X-RateLimit-Remaining headers to /login responses.',
    'Expose the limit on the limiter so the handler can read it; keep the class otherwise unchanged.',
    'Now run the tests and fix anything that breaks.',
  ],
  filesEdited: ['src/rateLimit.ts', 'src/login.ts'],
  model: 'claude-4.5-sonnet',
};

const userLine = (text) => ({ role: 'user', message: { content: [{ type: 'text', text }] } });
const assistantLine = (...content) => ({ role: 'assistant', message: { content } });
const tool = (name, input) => ({ type: 'tool_use', name, input });
const text = (t) => ({ type: 'text', text: t });

/** Returns the turns as line arrays, so callers can cut the transcript at any turn end (shadow/metadata copies). */
export function headersSession({ workspace }) {
  const p = (rel) => `${workspace}/${rel}`;
  const turn1 = [
    userLine(`<user_info>\nOS Version: darwin 25.1.0\nShell: /bin/zsh\nWorkspace Path: ${workspace}\n</user_info>\n\n<user_query>\n${HEADERS.prompts[0]}\n</user_query>`),
    assistantLine(text('Reading the login route and the limiter first.'), tool('Read', { path: p('src/login.ts') }), tool('Read', { path: p('src/rateLimit.ts') })),
    assistantLine(
      text('The limiter only records hits; I\'ll add a `remaining(key)` query so the handler can report what is left.'),
      tool('StrReplace', { path: p('src/rateLimit.ts'), old_string: '  /** Records a hit;', new_string: '  /** How many hits `key` has left in the current window. */\n  remaining(key: string): number {\n    const now = this.now();\n    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);\n    return Math.max(0, this.limit - recent.length);\n  }\n\n  /** Records a hit;' }),
    ),
    { type: 'turn_ended', status: 'success' },
  ];
  const turn2 = [
    userLine(`<user_query>\n${HEADERS.prompts[1]}\n</user_query>`),
    assistantLine(
      tool('StrReplace', { path: p('src/rateLimit.ts'), old_string: 'private readonly limit: number', new_string: 'readonly limit: number' }),
      tool('StrReplace', { path: p('src/login.ts'), old_string: "  const waitMs = limiter.hit(req.ip ?? 'unknown');", new_string: "  const key = req.ip ?? 'unknown';\n  const waitMs = limiter.hit(key);\n  res.setHeader('X-RateLimit-Limit', String(limiter.limit));\n  res.setHeader('X-RateLimit-Remaining', String(limiter.remaining(key)));" }),
    ),
    assistantLine(tool('Shell', { command: 'npx tsc --noEmit', description: 'Type-check', working_directory: workspace })),
    assistantLine(text('Both headers are set on every /login response, including the 429. Type-check passes.')),
    { type: 'turn_ended', status: 'success' },
  ];
  // Turn 3 is still running: no turn_ended yet.
  const turn3 = [
    userLine(`<user_query>\n${HEADERS.prompts[2]}\n</user_query>`),
    assistantLine(text('Running the test suite.'), tool('Shell', { command: 'npm test', description: 'Run tests', working_directory: workspace })),
  ];
  const toText = (lines) => lines.map((l) => JSON.stringify(l)).join('\n') + '\n';
  return {
    turns: [turn1, turn2, turn3],
    through: (n) => toText([turn1, turn2, turn3].slice(0, n).flat()),
  };
}

/** Cursor's `<encoded-workspace>`: leading "/" dropped, every non-alphanumeric character replaced by "-". */
export function encodeWorkspace(path) {
  return path.replace(/^\//, '').replace(/[^a-zA-Z0-9]/g, '-');
}
