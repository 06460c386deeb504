// Scores one handoff against the expectations written by hand from a checkpoint's transcripts (expectations.json).
// Pure functions: the judge (judge.mjs) and the corpus test feed them the CLI's JSON and default Markdown.
//
// Every field gets one verdict: correct / partly / wrong / missing, with a one-line reason when it is not correct.
// The rules are written here, next to the code that applies them, so a reader can check them.

export const FIELDS = ['sessions', 'latestInstruction', 'task', 'status', 'files', 'errors', 'decisions', 'mustNotContain', 'oneScreen'];
export const MAX_LINES = 60;

/** Boilerplate that is never the user's words nor meant for the next agent, checked in every handoff. */
const INJECTED = [
  'Please continue the conversation from where we left off',
  'STOP what you are doing and wait',
  'This session is being continued from a previous conversation',
  '[Request interrupted by user',
  'Caveat: The messages below were generated',
  'Base directory for this skill',
];

/** A user rejecting a tool call is a decision, never an error. */
const REJECTIONS = [["doesn't want to proceed"], ['tool use was rejected'], ['request interrupted']];

const norm = (s) => String(s ?? '').replace(/\s+/g, ' ').trim();
const lower = (s) => norm(s).toLowerCase();
/** True when every keyword of some group appears (case-insensitive) in the text. */
const matchesAny = (text, groups) => groups.some((g) => g.every((k) => lower(text).includes(k.toLowerCase())));
const verdict = (v, reason = '') => ({ verdict: v, reason });

/** Same session: Entire prefixes some ids with a date ("2026-01-20-<uuid>"), transcripts carry the bare uuid. */
export function sameSession(a, b) {
  if (!a || !b) return false;
  return a === b || a.endsWith(b) || b.endsWith(a);
}

function outputSessionIds(out) {
  const fromHandoff = out.json?.handoff?.sessionIds ?? [];
  const fromList = (out.json?.sessions ?? []).map((s) => s?.id ?? s?.sessionId).filter(Boolean);
  return [...fromHandoff, ...fromList];
}

/** sessions: every session that has a transcript is named in the handoff; sessions with metadata only may be. */
function scoreSessions(exp, out) {
  const ids = outputSessionIds(out);
  if (ids.length === 0) return verdict('missing', 'no session ids');
  const need = exp.sessions.filter((s) => s.transcript !== false);
  const missing = need.filter((s) => !ids.some((id) => sameSession(id, s.id)));
  if (missing.length === 0) return verdict('correct');
  if (missing.length < need.length) return verdict('partly', `session(s) not named: ${missing.map((s) => s.id).join(', ')}`);
  return verdict('wrong', 'none of the sessions is named');
}

/**
 * latestInstruction: correct = the expected prompt (or an equally right alternative) exactly, after whitespace
 * normalisation, and from the session that ended last when the handoff names its source. A faithful prefix of at
 * least 40 characters (a long prompt quoted by pointer), the prompt with a marked cut in the middle, or a stale but
 * real prompt is partly; anything else is wrong.
 */
/**
 * Claude Code appends this pointer to the plan it hands to the session that implements it: its words, not the user's,
 * and a transcript path of the recording machine (earlier sets list it under mustNotContain). A handoff that leaves it
 * out quotes the prompt whole; one that keeps it too.
 */
const PLAN_POINTER = /\s*If you need specific details from before exiting plan mode\b[^\n]*?read the full transcript at: \S+\s*$/;

const withoutPointer = (text) => norm(String(text).replace(PLAN_POINTER, ''));

function scoreLatest(exp, out) {
  const li = out.json?.handoff?.latestInstruction;
  if (exp.latestInstruction === null) return noneTyped(li);
  if (!li || !norm(li.text)) return verdict('missing', 'no latest instruction');
  const got = withoutPointer(li.text);
  const src = li.source?.sessionId;
  if (src && !sameSession(src, exp.endedLast)) return verdict('wrong', `taken from session ${src}, not ${exp.endedLast} (ended last): "${got.slice(0, 80)}"`);
  const right = [exp.latestInstruction.text, ...(exp.latestInstruction.alsoCorrect ?? []).map((a) => a.text)].map(withoutPointer);
  if (right.includes(got) || right.some((r) => samePromptUpToPaths(r, got))) return verdict('correct');
  const stem = got.replace(/(…|\.\.\.)\s*$/, '').trim();
  if (stem.length >= 40 && right.some((r) => r.startsWith(stem))) return verdict('partly', `a ${stem.length}-character prefix of the prompt`);
  if (cutInPlace(got, right)) return verdict('partly', 'the prompt with a marked cut in the middle');
  const stale = (exp.latestInstruction.partly ?? []).map((a) => norm(a.text));
  if (stale.includes(got)) return verdict('partly', `an earlier prompt: "${got.slice(0, 80)}"`);
  return verdict('wrong', `"${got.slice(0, 100)}" instead of "${norm(exp.latestInstruction.text).slice(0, 100)}"`);
}

const HOME_PATH = /(?:\/Users|\/home)\/[^/\s`'"]+(?:\/[^\s`'"]*)?/g;
const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The handoff shows a path of the recording machine relative to the repository root ("." for the root itself) or
 * with the home folder as "~", as it must (a user name never leaks). The prompt is still the user's own words when
 * every other character is the same and each path it shows is the expected path in one of those forms.
 */
function samePromptUpToPaths(expected, got) {
  const paths = expected.match(HOME_PATH);
  if (!paths) return false;
  const pattern = expected.split(HOME_PATH).map(escapeRe).join('(\\S*?)');
  const m = new RegExp(`^${pattern}$`).exec(got);
  return !!m && paths.every((p, i) => shownAs(p, m[i + 1]));
}

function shownAs(path, shown) {
  if (shown === path || shown === '.' || shown === '~' + path.replace(/^\/(?:Users|home)\/[^/]+/, '')) return true;
  return shown.length > 0 && !shown.startsWith('/') && path.endsWith('/' + shown.replace(/^\.\//, ''));
}

/**
 * `latestInstruction: null`: no user typed anything the checkpoint records (every session is a sub-session whose
 * prompt came from its parent agent or a command template). Correct = none given; any text is a prompt passed off as
 * the user's words.
 */
function noneTyped(li) {
  if (!li || !norm(li.text)) return verdict('correct');
  return verdict('wrong', `no user typed a prompt here, yet "${norm(li.text).slice(0, 80)}" is given as the latest instruction`);
}

/**
 * A long prompt quoted as head and tail around a marker (`[… N chars cut …]`, `[… ~N chars cut …]` when the count is
 * approximate, `[… N lines cut …]`): partly, when the
 * head is a prefix of at least 40 characters, every later piece is in the prompt in order, and the last piece ends it.
 */
function cutInPlace(got, right) {
  const pieces = got.split(/\s*\[… ~?\d+ (?:chars|lines) cut …\]\s*/);
  if (pieces.length < 2 || (pieces[0] ?? '').length < 40) return false;
  return right.some((r) => {
    if (!r.startsWith(pieces[0]) || !r.endsWith(pieces[pieces.length - 1])) return false;
    let at = pieces[0].length;
    for (const piece of pieces.slice(1)) {
      const found = r.indexOf(piece, at);
      if (found < 0) return false;
      at = found + piece.length;
    }
    return true;
  });
}

/** task: correct when the task text holds every keyword of one group; partly when it holds some keyword. */
function scoreTask(exp, out) {
  const t = out.json?.handoff?.task?.text;
  if (!norm(t)) return verdict('missing', 'no task');
  if (matchesAny(t, exp.task.anyOf)) return verdict('correct');
  if (exp.task.anyOf.flat().some((k) => lower(t).includes(k.toLowerCase()))) return verdict('partly', `task lacks the key words: "${norm(t).slice(0, 80)}"`);
  return verdict('wrong', `task "${norm(t).slice(0, 100)}" is not about: ${exp.task.gist.slice(0, 80)}`);
}

/** status: one of the acceptable values; `unknown` where the work is plainly in a known state is partly. */
function scoreStatus(exp, out) {
  const s = out.json?.handoff?.status;
  if (!s) return verdict('missing', 'no status');
  if (exp.status.includes(s)) return verdict('correct');
  if (s === 'unknown') return verdict('partly', `unknown, expected ${exp.status.join('/')}`);
  return verdict('wrong', `${s}, expected ${exp.status.join('/')}`);
}

/** Files from any of the shapes a handoff may use: strings, {path, change}, or created/modified/deleted lists. */
export function outputFiles(handoff) {
  const files = [];
  const push = (path, kind) => path && files.push({ path: String(path).replace(/^\.\//, ''), kind: kind ?? null });
  for (const f of handoff?.filesTouched ?? []) {
    if (typeof f === 'string') push(f, null);
    else push(f?.path ?? f?.file, f?.change ?? f?.kind ?? f?.action ?? f?.status ?? null);
  }
  for (const kind of ['created', 'modified', 'deleted']) {
    for (const p of handoff?.files?.[kind] ?? []) push(typeof p === 'string' ? p : p?.path, kind);
  }
  const seen = new Map();
  for (const f of files) if (!seen.has(f.path) || (f.kind && !seen.get(f.path).kind)) seen.set(f.path, f);
  return [...seen.values()];
}

/**
 * files: recall over the files that really changed, precision against those plus the tolerated ones (changed in an
 * earlier part of the session, or build outputs). Correct = both 100% and no kind (created/modified/deleted)
 * contradicted; partly = some overlap; wrong = files listed but none right; missing = none listed.
 */
function scoreFiles(exp, out) {
  const got = outputFiles(out.json?.handoff);
  const kindOf = new Map();
  for (const k of ['created', 'modified', 'deleted']) for (const p of exp.files[k]) kindOf.set(p, k);
  const required = [...kindOf.keys()];
  const allowed = new Set([...required, ...exp.files.optional]);
  if (got.length === 0) return required.length === 0 ? verdict('correct') : verdict('missing', `no files; expected ${required.length}`);
  const hit = required.filter((p) => got.some((g) => g.path === p));
  const extra = got.filter((g) => !allowed.has(g.path)).map((g) => g.path);
  const badKind = got.filter((g) => g.kind && kindOf.has(g.path) && !String(g.kind).toLowerCase().startsWith(kindOf.get(g.path).slice(0, 5)));
  const recall = required.length ? hit.length / required.length : 1;
  const precision = (got.length - extra.length) / got.length;
  const why = `recall ${hit.length}/${required.length}, precision ${got.length - extra.length}/${got.length}` +
    (extra.length ? `; not changed: ${extra.slice(0, 4).join(', ')}` : '') +
    (recall < 1 ? `; missing: ${required.filter((p) => !hit.includes(p)).slice(0, 4).join(', ')}` : '') +
    (badKind.length ? `; wrong kind: ${badKind.map((g) => `${g.path} as ${g.kind}`).join(', ')}` : '');
  if (recall === 1 && precision === 1 && badKind.length === 0) return verdict('correct');
  if (hit.length > 0 || (required.length === 0 && precision > 0)) return verdict('partly', why);
  return verdict('wrong', why);
}

const errorText = (e) => norm([e?.text, e?.decisiveLine, e?.command].filter(Boolean).join(' | '));

/**
 * errors: every printed error must be a failure still standing at the end. A resolved failure or a rejected tool
 * call shown as an error is wrong; so is an error that matches nothing standing. Correct = no such item and every
 * standing failure shown; partly = some of them shown; missing = standing failures but none shown.
 */
function scoreErrors(exp, out) {
  const got = (out.json?.handoff?.errors ?? []).map(errorText);
  const resolved = [...exp.errors.resolved, ...REJECTIONS];
  const standing = exp.errors.standing.map((s) => s.anyOf);
  for (const t of got) {
    if (matchesAny(t, resolved)) return verdict('wrong', `resolved failure or rejection shown as standing: "${t.slice(0, 100)}"`);
    if (!matchesAny(t, [...standing.flat(), ...exp.errors.allowed])) return verdict('wrong', `not a failure standing at the end: "${t.slice(0, 100)}"`);
  }
  const shown = standing.filter((groups) => got.some((t) => matchesAny(t, groups)));
  if (shown.length === standing.length) return verdict('correct');
  if (got.length === 0) return verdict('missing', `standing failure not shown: ${exp.errors.standing.map((s) => s.gist).join('; ').slice(0, 100)}`);
  return verdict('partly', `${shown.length}/${standing.length} standing failures shown`);
}

const decisionText = (d) => norm([d?.text, ...(d?.rejected ?? []).map((r) => `${r?.option ?? ''} ${r?.reason ?? ''}`)].join(' '));

/**
 * decisions: each printed decision must be one actually taken (required or allowed); one that is not is garbage
 * and makes the field wrong. Then: all required shown = correct; some = partly; none printed = missing.
 */
function scoreDecisions(exp, out) {
  const got = (out.json?.handoff?.decisions ?? []).map(decisionText);
  const all = [...exp.decisions.required, ...exp.decisions.allowed];
  for (const t of got) if (!all.some((d) => matchesAny(t, d.anyOf))) return verdict('wrong', `garbage decision: "${t.slice(0, 100)}"`);
  const shown = exp.decisions.required.filter((d) => got.some((t) => matchesAny(t, d.anyOf)));
  if (shown.length === exp.decisions.required.length) return verdict('correct');
  if (got.length === 0) return verdict('missing', `decision not shown: ${exp.decisions.required.map((d) => d.gist).join('; ').slice(0, 100)}`);
  return verdict('partly', `${shown.length}/${exp.decisions.required.length} real decisions shown`);
}

/** mustNotContain: no forbidden text (injected boilerplate, recording-machine paths…) in the Markdown or the JSON. */
function scoreMustNot(exp, out) {
  const { markdown: _m, ...rest } = out.json?.handoff ?? {};
  const hay = `${out.markdown ?? ''}\n${out.json?.handoff?.markdown ?? ''}\n${JSON.stringify(rest)}`;
  const hits = [...INJECTED, ...exp.mustNotContain].filter((s) => hay.includes(s) || hay.includes(JSON.stringify(s).slice(1, -1)));
  return hits.length ? verdict('wrong', `contains ${hits.map((h) => JSON.stringify(h)).join(', ')}`) : verdict('correct');
}

/** oneScreen: the default Markdown handoff is at most 60 lines. */
function scoreOneScreen(_exp, out) {
  if (!out.markdown) return verdict('missing', 'no Markdown output');
  const lines = out.markdown.replace(/\n+$/, '').split('\n').length;
  return lines <= MAX_LINES ? verdict('correct') : verdict('wrong', `${lines} lines`);
}

const SCORERS = {
  sessions: scoreSessions, latestInstruction: scoreLatest, task: scoreTask, status: scoreStatus, files: scoreFiles,
  errors: scoreErrors, decisions: scoreDecisions, mustNotContain: scoreMustNot, oneScreen: scoreOneScreen,
};

/**
 * Scores one checkpoint. `out` = { json, markdown, failure }: the parsed `show checkpoint <id> --json`, the default
 * Markdown, and a one-line failure when the CLI did not answer (then every field is missing).
 */
export function scoreCheckpoint(exp, out) {
  const fields = {};
  for (const f of FIELDS) fields[f] = out.failure ? verdict('missing', out.failure) : SCORERS[f](exp, out);
  return { id: exp.id, path: exp.path, fields };
}

/** The per-field table, the share right (correct only, and with partly as half) and the failures, one per line. */
export function summarize(results) {
  const table = {};
  for (const f of FIELDS) table[f] = { correct: 0, partly: 0, wrong: 0, missing: 0 };
  const failures = [];
  for (const r of results) {
    for (const f of FIELDS) {
      const { verdict: v, reason } = r.fields[f];
      table[f][v] += 1;
      if (v !== 'correct') failures.push(`${r.id} ${f}: ${v}${reason ? ` — ${reason}` : ''}`);
    }
  }
  const total = { correct: 0, partly: 0, wrong: 0, missing: 0 };
  for (const row of Object.values(table)) for (const k of Object.keys(total)) total[k] += row[k];
  const n = results.length * FIELDS.length;
  return { table, total, judgements: n, shareRight: n ? total.correct / n : 0, shareRightWithPartly: n ? (total.correct + total.partly / 2) / n : 0, failures };
}

/** The hard goals of issue 12, as booleans with the failing checkpoints. */
export function hardGoals(results, summary) {
  const ids = (field, v) => results.filter((r) => r.fields[field].verdict === v).map((r) => r.id);
  const resolvedShown = results.filter((r) => /resolved failure|not a failure standing/.test(r.fields.errors.reason)).map((r) => r.id);
  const garbage = results.filter((r) => r.fields.decisions.reason.startsWith('garbage')).map((r) => r.id);
  return {
    noWrongLatestInstruction: ids('latestInstruction', 'wrong'),
    noResolvedFailureShownAsStanding: resolvedShown,
    noGarbageDecision: garbage,
    noMustNotContainHit: ids('mustNotContain', 'wrong'),
    oneScreen: results.filter((r) => r.fields.oneScreen.verdict !== 'correct').map((r) => r.id),
    shareRightAtLeast95: summary.shareRight >= 0.95,
  };
}

/** The table as fixed-width text. */
export function formatTable(summary) {
  const head = ['field', 'correct', 'partly', 'wrong', 'missing', 'right'];
  const rows = Object.entries(summary.table).map(([f, c]) => {
    const n = c.correct + c.partly + c.wrong + c.missing;
    return [f, c.correct, c.partly, c.wrong, c.missing, `${Math.round((100 * c.correct) / (n || 1))}%`];
  });
  const t = summary.total;
  rows.push(['all', t.correct, t.partly, t.wrong, t.missing, `${(100 * summary.shareRight).toFixed(1)}%`]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (r) => r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  return [line(head), ...rows.map(line)].join('\n');
}
