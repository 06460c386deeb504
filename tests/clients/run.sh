#!/usr/bin/env bash
# Real-client checks, offline. Installs pinned Claude Code, Codex, Gemini CLI and OpenCode from npm into a cache
# folder (the only network use), then:
#   - takes the committed tree exactly as an install gets it (`git archive HEAD` into an empty folder whose path
#     holds a space: no node_modules, no build output beyond the committed dist/hand-off-session.mjs, the
#     dist/hand-off-session-cli.mjs it loads and the dist/chunks/ that file loads);
#   - installs the plugin with each client's documented command, in a throwaway HOME, the client running with
#     `env -i` and a PATH holding only node, git and the client (Gemini also gets bash: it spawns `bash` by name
#     for its hooks and its shell tool);
#   - points the client at the loopback fake model (fake-model.mjs), which drives real tool calls: the skill tool
#     (or, for Codex, reading the SKILL.md it lists), the shell tool running the skill's command, the MCP tool
#     latest_handoff; the checks read the tool results the client sends back (inspect.mjs);
#   - compaction (Claude Code /compact and automatic, Gemini /compress, Codex with its plugin hooks trusted through
#     codex-trust.mjs and OpenCode automatic, made by a nearly full context the fake model reports): the next
#     request carries the handover exactly once;
#   - delivery across agents: `latest for <client> --deliver` arms a handoff, the client's next new session puts it
#     into its first request exactly once, a second new session gets nothing, and nothing stays armed;
#   - reads every turn's stderr (Claude Code: its stream-json hook reports): an error there, a hook error above
#     all, fails the turn's check.
# The tools each client offered are written to $WORK/tools.json and printed (and copied to
# $HAND_OFF_SESSION_CLIENTS_TOOLS when set).
# Prints PASS/FAIL lines, then "N passed, N failed"; exits 1 on any failure. Every turn is bounded by a timeout
# and runs in its own process group, which is killed at the end.
set -uo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$HERE/../.." && pwd)"
CACHE="${HAND_OFF_SESSION_CLIENTS_CACHE:-$HOME/.cache/hand-off-session-clients}"
CLAUDE_VERSION=2.1.332
GEMINI_VERSION=0.61.0
CODEX_VERSION=0.171.0
OPENCODE_VERSION=1.18.33
TURN_TIMEOUT=120
# All the turns together (install time not counted) get this many seconds; a turn past it fails at once.
BUDGET="${HAND_OFF_SESSION_CLIENTS_BUDGET:-420}"
# The example repository's newest session and its latest instruction (scripts/example/cursor.mjs).
NEWEST_SESSION=c9a4e1f7-6b2d-4f08-8e35-1d7b0a9c2e64
LATEST_INSTRUCTION='Now run the tests and fix anything that breaks.'
SKILL_HEADING='# Hand off a session'

PASSED=0
FAILED=0
WORK="$(mktemp -d "${TMPDIR:-/tmp}/hos-clients.XXXXXX")"
FAKE_PID=""

cleanup() {
  if [ -n "$FAKE_PID" ]; then kill -- "-$FAKE_PID" 2>/dev/null || kill "$FAKE_PID" 2>/dev/null; fi
  # Anything a client left behind in its own process group (started below with setsid).
  for f in "$WORK"/pgid.*; do [ -f "$f" ] && kill -KILL -- "-$(cat "$f")" 2>/dev/null; done
  if [ -n "${HAND_OFF_SESSION_CLIENTS_KEEP:-}" ]; then echo "kept $WORK" >&2; else rm -rf "$WORK"; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

log() { printf '%s\n' "$*"; }
pass() { PASSED=$((PASSED + 1)); log "PASS $1"; }
fail() {
  FAILED=$((FAILED + 1)); log "FAIL $1${2:+ ($2)}"
  if [ -n "${3:-}" ] && [ -f "$3" ]; then tail -n 8 "$3" | sed 's/^/    | /' | cut -c1-300; fi
}
# check NAME OUTFILE CMD... : passes on exit 0.
check() {
  local name="$1" out="$2"; shift 2
  if "$@" >"$out" 2>&1; then pass "$name"; else fail "$name" "rc=$?" "$out"; fi
}
# expect NAME FILE NEEDLE : passes when FILE contains NEEDLE (fixed string).
expect() {
  if [ -f "$2" ] && grep -qF -- "$3" "$2"; then pass "$1"; else fail "$1" "missing: $3" "$2"; fi
}
# What a client prints on stderr when something went wrong: hook failures above all.
ERR_RE='hand-off-session: hook [a-z-]* failed|[Hh]ook.*(error|[1-9][0-9]* failed|failed for)|ENOENT|Cannot find module|Error executing tool|MODULE_NOT_FOUND|Traceback|panicked|level=ERROR|^ERROR|^Error'
# clean_stderr NAME FILE : passes when the client's stderr holds no error line; prints how much it read.
clean_stderr() {
  local n; n="$(wc -l <"$2" 2>/dev/null || echo 0)"
  if [ ! -f "$2" ]; then fail "$1" "no stderr captured"
  elif grep -qE -- "$ERR_RE" "$2"; then fail "$1" "error on stderr" ; grep -E -- "$ERR_RE" "$2" | head -5 | sed 's/^/    | /' | cut -c1-300
  else pass "$1 ($n lines read)"; fi
}
# q SCENARIO QUERY [ARG] : the fake model's log, read by inspect.mjs.
q() { node "$HERE/inspect.mjs" "$MOCK_LOG" "$@"; }
# has_result NAME SCENARIO STEP NEEDLE... : the tool result the client sent back for STEP holds every NEEDLE.
has_result() {
  local name="$1" sc="$2" step="$3" f="$WORK/result.$2.$3" n first="$4"; shift 3
  q "$sc" result "$step" >"$f" 2>/dev/null
  for n in "$@"; do
    if ! grep -qF -- "$n" "$f"; then fail "$name" "the $step result lacks: $n; driver answered: $(q "$sc" answered | tr '\n' ' ')" "$f"; return; fi
  done
  pass "$name"; log "    got: $(head -c 200 "$f" | tr '\n' ' ' | cut -c1-160) [...] $(grep -m1 -F -- "$first" "$f" | cut -c1-100)"
}
# run_turn OUT ENV... -- CMD... : a headless turn in a clean environment (env -i), its own process group,
# stdin closed, bounded in time. Stdout to OUT, stderr to OUT.err.
run_turn() {
  local out="$1"; shift
  local envs=() left=$((DEADLINE - $(date +%s))) limit="$TURN_TIMEOUT"
  while [ "$1" != "--" ]; do envs+=("$1"); shift; done; shift
  if [ "$left" -lt 5 ]; then echo "run.sh: the turns' time budget ($BUDGET s) is spent" >"$out.err"; : >"$out"; return 124; fi
  [ "$left" -lt "$limit" ] && limit="$left"
  setsid bash -c 'echo $$ > "$0"; exec "$@"' "$WORK/pgid.$RANDOM$RANDOM" \
    timeout -k 5 "$limit" env -i "${envs[@]}" "$@" </dev/null >"$out" 2>"$out.err"
}
# Every client call below goes through this (env -i, PATH of the section's bin folder, the throwaway HOME).
cl() { run_turn "$@"; }

install_client() { # dir package version bin
  local dir="$CACHE/$1"
  if [ -x "$dir/node_modules/.bin/$4" ] && grep -q "\"version\": \"$3\"" "$dir/node_modules/$2/package.json" 2>/dev/null; then return 0; fi
  mkdir -p "$dir" && { [ -f "$dir/package.json" ] || echo '{"private":true}' >"$dir/package.json"; }
  (cd "$dir" && npm install --no-audit --no-fund --loglevel=error "$2@$3" >"$WORK/install-$1.log" 2>&1)
}

# make_bin NAME CLIENT-BIN [EXTRA...] : a folder holding only node, git, the client (and EXTRA commands).
make_bin() {
  local b="$WORK/bin-$1" c; mkdir -p "$b"; shift
  ln -s "$(command -v node)" "$b/node"; ln -s "$(command -v git)" "$b/git"
  ln -s "$1" "$b/$(basename "$1")"; shift
  for c in "$@"; do ln -s "$(command -v "$c")" "$b/$c"; done
  echo "$b"
}

# --- the plugin exactly as an install gets it: the committed tree, in a folder whose path has a space ------
PLUGIN="$WORK/plugin root/hand-off-session"
mkdir -p "$PLUGIN"
if ! git -C "$REPO" archive --format=tar HEAD | tar -x -C "$PLUGIN"; then
  fail "git archive HEAD into an empty folder"; log "$PASSED passed, $FAILED failed"; exit 1
fi
if [ ! -e "$PLUGIN/node_modules" ] && [ "$(ls "$PLUGIN/dist" | tr '\n' ' ')" = "chunks hand-off-session-cli.mjs hand-off-session.mjs " ] && [ ! -e "$PLUGIN/packages/cli/dist" ]; then
  pass "install tree: git archive HEAD, no node_modules, dist/ holds only the committed bundle (path: $PLUGIN)"
else
  fail "install tree: git archive HEAD, no node_modules, dist/ holds only the committed bundle" "$(ls -a "$PLUGIN" | tr '\n' ' ')"
fi

# new_project NAME : a copy of the example repository (built by the archived scripts/example-repo.mjs).
new_project() {
  local p="$WORK/proj-$1"
  node "$PLUGIN/scripts/example-repo.mjs" "$p" >/dev/null 2>"$WORK/proj-$1.err" || { echo ""; return; }
  echo "$p"
}

# --- fake model server: scripted driver -------------------------------------------------------------
MOCK_LOG="$WORK/mock.log"; : >"$MOCK_LOG"
SCRIPT="$WORK/script.json"; echo '{}' >"$SCRIPT"
setsid node "$HERE/fake-model.mjs" "$MOCK_LOG" "$WORK/port" "$SCRIPT" >"$WORK/fake.out" 2>&1 &
FAKE_PID=$!
for _ in $(seq 1 50); do [ -s "$WORK/port" ] && break; sleep 0.1; done
PORT="$(cat "$WORK/port" 2>/dev/null)"
if [ -z "$PORT" ]; then fail "fake model server starts" "no port" "$WORK/fake.out"; log "$PASSED passed, $FAILED failed"; exit 1; fi
BASE="http://127.0.0.1:$PORT/s"
# script SCENARIO JSON : adds one scenario to the driver's script (sections run one after the other).
script() { node -e 'const fs=require("fs");const [f,k,v]=process.argv.slice(1);const s=JSON.parse(fs.readFileSync(f,"utf8"));s[k]=JSON.parse(v);fs.writeFileSync(f,JSON.stringify(s))' "$SCRIPT" "$1" "$2"; }
# record_tools CLIENT SCENARIO : the tool names the client offered the model, into $WORK/tools-CLIENT.json.
record_tools() { q "$2" tools >"$WORK/tools-$1.json" 2>/dev/null || echo '[]' >"$WORK/tools-$1.json"; }
jstr() { node -e 'process.stdout.write(JSON.stringify(process.argv[1]))' "$1"; }

# The checks every driven turn shares: (b) the shell tool ran the skill's command and returned the newest session's
# latest instruction, with the skill folder the client reported; (c) the MCP tool listed and called.
shell_and_mcp_checks() { # client scenario mcp-tool-name
  has_result "$1: (b) the shell tool ran the skill's command; its result is a handoff of the newest session" "$2" shell \
    "# Handoff: session \`$NEWEST_SESSION\`" "$LATEST_INSTRUCTION"
  if q "$2" call shell 2>/dev/null | grep -qE '"baseFrom":"skill (result|list)"'; then
    pass "$1: (b) the command's skill folder is the one the client reported ($(q "$2" call shell | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>process.stdout.write(JSON.parse(s).base))'))"
  else
    fail "$1: (b) the command's skill folder is the one the client reported" "$(q "$2" call shell 2>&1 | cut -c1-200)"
  fi
  if grep -qF "\"$3\"" "$WORK/tools-$1.json"; then pass "$1: (c) the request lists the MCP tool $3"; else fail "$1: (c) the request lists the MCP tool $3" "" "$WORK/tools-$1.json"; fi
  has_result "$1: (c) the MCP tool latest_handoff is called and returns the newest session" "$2" mcp \
    "$NEWEST_SESSION" "$LATEST_INSTRUCTION"
}

# claude_hooks NAME STREAM-JSON [EVENT...] : Claude Code reports its hooks only in stream-json (--verbose), never on
# stderr: passes when each EVENT's hook ran and no hook ended in error (or a non-zero exit).
claude_hooks() {
  local name="$1" f="$2" r; shift 2
  r="$(node -e 'const fs=require("fs");const [f,...want]=process.argv.slice(1);const ev=[];
    for(const l of fs.readFileSync(f,"utf8").split("\n")){try{const j=JSON.parse(l);if(j.type==="system"&&j.subtype==="hook_response")ev.push(j)}catch{}}
    const bad=ev.filter(e=>e.outcome!=="success"||e.exit_code!==0);
    const missing=want.filter(w=>!ev.some(e=>e.hook_event===w||e.hook_name===w));
    if(bad.length||missing.length){console.log("FAIL "+[...bad.map(e=>e.hook_name+": "+e.outcome+" exit "+e.exit_code+" "+String(e.stderr||e.output||"").split("\n").find(Boolean)),...missing.map(m=>m+": no hook ran")].join("; "));}
    else console.log("OK "+ev.map(e=>e.hook_name+" "+e.outcome).join(", "))' "$f" "$@" 2>&1)"
  case "$r" in OK*) pass "$name (${r#OK })" ;; *) fail "$name" "${r#FAIL }" ;; esac
}
claude_sid() { node -e 'const l=require("fs").readFileSync(process.argv[1],"utf8").split("\n");for(const x of l){try{const j=JSON.parse(x);if(j.type==="result"&&j.session_id){process.stdout.write(j.session_id);break}}catch{}}' "$1"; }

# delivered_once NAME SCENARIO NEEDLE HOME [LOG] : the handover (NEEDLE) is in the scenario's last model request once
# and in no other request of it, and nothing is left armed in HOME's state folder.
delivered_once() {
  local counts total=0 last=0 c state="$4/.local/state/hand-off-session"
  counts="$(q "$2" count "$3" 2>/dev/null | tr '\n' ' ')"
  for c in $counts; do total=$((total + c)); last=$c; done
  if [ "$total" != 1 ] || [ "$last" != 1 ]; then
    fail "$1" "occurrences per request: ${counts:-no request}" "${5:-}"
  elif [ -n "$(ls -A "$state" 2>/dev/null)" ]; then
    fail "$1" "delivered, but still armed: $(ls "$state")"
  else
    pass "$1 (per request: $counts)"
  fi
}

# arm_delivery CLIENT TARGET PROJECT ENV... : `latest for TARGET --deliver` in the project, as a user (or the skill) runs it.
arm_delivery() {
  local client="$1" target="$2" project="$3"; shift 3
  (cd "$project" && cl "$WORK/arm-$client" "$@" -- node "$PLUGIN/dist/hand-off-session.mjs" latest for "$target" --deliver)
  expect "$client: (f) latest for $target --deliver arms the handoff" "$WORK/arm-$client" 'Armed the handoff of'
}

# delivered_to_next NAME FIRST SECOND PROJECT ERR ENV... : the handoff armed with --deliver is in the FIRST new session's
# requests exactly once (announced "Handoff from …"), in the SECOND new session's not at all, and nothing stays armed.
delivered_to_next() {
  local name="$1" first="$2" second="$3" project="$4" err="$5" c1 c2 t1=0 t2=0 c; shift 5
  c1="$(q "$first" count 'Handoff from' 2>/dev/null | tr '\n' ' ')"; for c in $c1; do t1=$((t1 + c)); done
  c2="$(q "$second" count 'Handoff from' 2>/dev/null | tr '\n' ' ')"; for c in $c2; do t2=$((t2 + c)); done
  (cd "$project" && cl "$WORK/status-$first" "$@" -- node "$PLUGIN/dist/hand-off-session.mjs" deliver --status)
  if [ -z "$c1" ] || [ "$t1" != 1 ]; then fail "$name" "first session, per request: ${c1:-no request}" "$err"
  elif [ -z "$c2" ] || [ "$t2" != 0 ]; then fail "$name" "delivered again at the second session start (per request: $c2)"
  elif ! grep -qF 'Nothing is armed' "$WORK/status-$first"; then fail "$name" "still armed after delivery" "$WORK/status-$first"
  else pass "$name (first session per request: $c1; second: $c2)"; fi
}

# --- Claude Code ----------------------------------------------------------------------------------
claude_checks() {
  local C="$CACHE/claude/node_modules/.bin/claude" B H P out sid E
  B="$(make_bin claude "$C")"; H="$WORK/home-claude"; mkdir -p "$H"; P="$(new_project claude)"
  E=(HOME="$H" PATH="$B" DISABLE_TELEMETRY=1 CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1 DISABLE_AUTOUPDATER=1)
  local M=(ANTHROPIC_API_KEY=dummy)
  # Not --strict for the plugin: Claude Code reads hooks/hooks.json (Gemini's hooks file, which Gemini reads only
  # there) and warns that its events are unknown to Claude and ignored; it also warns about a missing icon.
  cl "$WORK/c1" "${E[@]}" -- claude plugin validate "$PLUGIN/.claude-plugin/plugin.json"
  expect "claude: plugin validate plugin.json" "$WORK/c1" 'Validation passed'
  cl "$WORK/c1m" "${E[@]}" -- claude plugin validate --strict "$PLUGIN/.claude-plugin/marketplace.json"
  expect "claude: plugin validate --strict marketplace.json" "$WORK/c1m" '✔ Validation passed'
  cl "$WORK/c2" "${E[@]}" -- claude plugin marketplace add "$PLUGIN"
  expect "claude: plugin marketplace add (a path with a space)" "$WORK/c2" 'Successfully added marketplace'
  cl "$WORK/c3" "${E[@]}" -- claude plugin install hand-off-session@hand-off-session
  expect "claude: plugin install hand-off-session@hand-off-session" "$WORK/c3" 'Successfully installed plugin'
  clean_stderr "claude: install stderr" "$WORK/c3.err"
  [ -n "$P" ] || { fail "claude: example repository" "" "$WORK/proj-claude.err"; return; }

  local mcp=mcp__plugin_hand-off-session_hand-off-session__latest_handoff
  script claude "{\"steps\":[\"skill\",\"shell\",\"mcp\"],\"skill\":\"hand-off-session:hand-off-session\",\"repo\":$(jstr "$P")}"
  out="$WORK/c4"
  (cd "$P" && cl "$out" "${E[@]}" "${M[@]}" ANTHROPIC_BASE_URL="$BASE/claude" -- claude -p "get the most recent session" \
    --output-format stream-json --verbose --allowedTools Skill 'Bash(node:*)' "$mcp")
  expect "claude: headless turn completes" "$out" '"is_error":false'
  clean_stderr "claude: turn stderr" "$out.err"
  claude_hooks "claude: (e) the turn's hooks ran without error" "$out" SessionStart
  record_tools claude claude
  if [ "$(q claude after "skill $SKILL_HEADING" 2>/dev/null)" = 1 ]; then
    pass "claude: (a) the Skill tool is called and the skill body arrives in the next request"
  else fail "claude: (a) the Skill tool is called and the skill body arrives in the next request" "answered: $(q claude answered | tr '\n' ' ')"; fi
  shell_and_mcp_checks claude claude "$mcp"

  # (d) /compact: PreCompact arms the handover, SessionStart(compact) delivers it into the next request, once.
  sid="$(claude_sid "$out")"
  local name="claude: (d) /compact arms the handover and the next request carries it exactly once"
  if [ -z "$sid" ]; then fail "$name" "no session_id from the first turn" "$out"; return; fi
  script claude-compact '{"steps":[]}'; script claude-next '{"steps":[]}'
  (cd "$P" && cl "$WORK/c5" "${E[@]}" "${M[@]}" ANTHROPIC_BASE_URL="$BASE/claude-compact" -- claude -p --resume "$sid" "/compact" --output-format stream-json --verbose)
  clean_stderr "claude: /compact turn stderr" "$WORK/c5.err"
  # Claude Code reports SessionStart hooks in stream-json but not PreCompact (whose work the (d) check below sees).
  claude_hooks "claude: (e) /compact's hooks ran without error" "$WORK/c5" SessionStart:compact
  (cd "$P" && cl "$WORK/c6" "${E[@]}" "${M[@]}" ANTHROPIC_BASE_URL="$BASE/claude-next" -- claude -p --resume "$sid" "continue" --output-format stream-json --verbose)
  clean_stderr "claude: turn after /compact stderr" "$WORK/c6.err"
  claude_hooks "claude: (e) the next turn's hooks ran without error" "$WORK/c6" SessionStart
  delivered_once "$name" claude-next 'hand-off-session: handover recorded before the manual compaction' "$H" "$WORK/c5.err"

  # (d) automatic compaction: the model reports a context nearly full, so the next turn compacts first
  # (PreCompact auto, then SessionStart compact), and the request after it carries the handover once.
  name="claude: (d) an automatic compaction arms the handover and the next request carries it exactly once"
  script claude-full '{"steps":[],"inputTokens":990000}'; script claude-auto '{"steps":[]}'
  (cd "$P" && cl "$WORK/c7" "${E[@]}" "${M[@]}" ANTHROPIC_BASE_URL="$BASE/claude-full" -- claude -p --resume "$sid" "keep going" --output-format stream-json --verbose)
  clean_stderr "claude: turn with a full context stderr" "$WORK/c7.err"
  (cd "$P" && cl "$WORK/c8" "${E[@]}" "${M[@]}" ANTHROPIC_BASE_URL="$BASE/claude-auto" -- claude -p --resume "$sid" "next" --output-format stream-json --verbose)
  clean_stderr "claude: auto-compacting turn stderr" "$WORK/c8.err"
  claude_hooks "claude: (e) the auto-compacting turn's hooks ran without error" "$WORK/c8" SessionStart:compact
  if grep -q '"compact_boundary"' "$WORK/c8" && grep -q '"trigger":"auto"' "$WORK/c8"; then
    delivered_once "$name" claude-auto 'hand-off-session: handover recorded before the auto compaction' "$H" "$WORK/c8"
  else
    fail "$name" "Claude Code did not compact by itself" "$WORK/c8"
  fi

  # (f) across agents: armed with --deliver, the next new session's SessionStart puts it into the first request, once.
  arm_delivery claude claude "$P" "${E[@]}"
  script claude-deliver '{"steps":[]}'; script claude-deliver2 '{"steps":[]}'
  (cd "$P" && cl "$WORK/c9" "${E[@]}" "${M[@]}" ANTHROPIC_BASE_URL="$BASE/claude-deliver" -- claude -p "hello" --output-format stream-json --verbose)
  claude_hooks "claude: (e) the delivering session's hooks ran without error" "$WORK/c9" SessionStart
  (cd "$P" && cl "$WORK/c10" "${E[@]}" "${M[@]}" ANTHROPIC_BASE_URL="$BASE/claude-deliver2" -- claude -p "hello again" --output-format stream-json --verbose)
  delivered_to_next "claude: (f) a handoff armed with --deliver reaches the next session's first request exactly once" \
    claude-deliver claude-deliver2 "$P" "$WORK/c9" "${E[@]}"
}

# --- Codex ----------------------------------------------------------------------------------------
codex_checks() {
  local X="$CACHE/codex/node_modules/.bin/codex" B H P E
  B="$(make_bin codex "$X")"; H="$WORK/home-codex"; mkdir -p "$H/.codex"; P="$(new_project codex)"
  E=(HOME="$H" CODEX_HOME="$H/.codex" PATH="$B")
  cl "$WORK/x1" "${E[@]}" -- codex plugin marketplace add "$PLUGIN"
  expect "codex: plugin marketplace add (a path with a space)" "$WORK/x1" 'Added marketplace `hand-off-session`'
  cl "$WORK/x2" "${E[@]}" -- codex plugin add hand-off-session@hand-off-session
  expect "codex: plugin add hand-off-session@hand-off-session" "$WORK/x2" 'Added plugin `hand-off-session`'
  clean_stderr "codex: install stderr" "$WORK/x2.err"
  [ -n "$P" ] || { fail "codex: example repository" "" "$WORK/proj-codex.err"; return; }
  # Codex runs a plugin's hooks only once trusted (/hooks in the TUI): the same trust, through Codex's app-server.
  (cd "$P" && cl "$WORK/x2t" "${E[@]}" -- node "$HERE/codex-trust.mjs" codex "$P")
  expect "codex: the plugin's hooks are trusted (Codex's hooks/list says so)" "$WORK/x2t" '"ok":true'
  log "    $(head -c 300 "$WORK/x2t")"
  script codex "{\"steps\":[\"read-skill\",\"shell\",\"mcp\"],\"repo\":$(jstr "$P"),\"cwd\":$(jstr "$P")}"
  # The provider is the fake model (scenario $1); an auto-compaction limit above the conversation's size but below
  # the usage the fake model reports in codex-full lets that report compact.
  local CX
  cx() {
    CX=(--skip-git-repo-check -c model_provider=mock -c model_auto_compact_token_limit=200000
      -c "model_providers.mock={name=\"mock\",base_url=\"$BASE/$1/v1\",wire_api=\"responses\",env_key=\"MOCK_KEY\"}" -m mock-model --json)
  }
  cx codex
  (cd "$P" && cl "$WORK/x3" "${E[@]}" MOCK_KEY=dummy -- codex exec "${CX[@]}" "get the most recent session")
  expect "codex: headless turn completes" "$WORK/x3" '"turn.completed"'
  # Codex warns that it will not put helper binaries under a temporary folder: that line is not an error.
  grep -v 'could not create PATH aliases' "$WORK/x3.err" >"$WORK/x3.err2"
  clean_stderr "codex: turn stderr" "$WORK/x3.err2"
  record_tools codex codex
  has_result "codex: (a) the skill Codex lists (its SKILL.md path) is read with the shell tool" codex read-skill "$SKILL_HEADING"
  shell_and_mcp_checks codex codex mcp__hand_off_session.latest_handoff

  # (d) an automatic compaction: the first answer reports more tokens than the limit; the next turn compacts first
  # (PreCompact auto, then SessionStart compact, the trusted plugin hooks) and its request carries the handover once.
  script codex-full '{"steps":[],"inputTokens":250000,"inputTokensOnce":true}'; script codex-auto '{"steps":[]}'
  cx codex-full
  (cd "$P" && cl "$WORK/x4" "${E[@]}" MOCK_KEY=dummy -- codex exec resume --last "${CX[@]}" "keep going")
  grep -v 'could not create PATH aliases' "$WORK/x4.err" >"$WORK/x4.err2"; clean_stderr "codex: turn with a full context stderr" "$WORK/x4.err2"
  cx codex-auto
  (cd "$P" && cl "$WORK/x5" "${E[@]}" MOCK_KEY=dummy -- codex exec resume --last "${CX[@]}" "next")
  grep -v 'could not create PATH aliases' "$WORK/x5.err" >"$WORK/x5.err2"; clean_stderr "codex: auto-compacting turn stderr" "$WORK/x5.err2"
  delivered_once "codex: (d) an automatic compaction arms the handover (trusted hooks) and the next request carries it exactly once" \
    codex-auto 'hand-off-session: handover recorded before the auto compaction' "$H" "$WORK/x5.err"

  # (f) across agents: armed with --deliver, the next new session's SessionStart (trusted hooks) delivers it once.
  arm_delivery codex codex "$P" "${E[@]}"
  script codex-deliver '{"steps":[]}'; script codex-deliver2 '{"steps":[]}'
  cx codex-deliver
  (cd "$P" && cl "$WORK/x6" "${E[@]}" MOCK_KEY=dummy -- codex exec "${CX[@]}" "hello")
  cx codex-deliver2
  (cd "$P" && cl "$WORK/x7" "${E[@]}" MOCK_KEY=dummy -- codex exec "${CX[@]}" "hello again")
  delivered_to_next "codex: (f) a handoff armed with --deliver reaches the next session's first request exactly once" \
    codex-deliver codex-deliver2 "$P" "$WORK/x6.err" "${E[@]}"
}

# --- Gemini CLI -----------------------------------------------------------------------------------
gemini_checks() {
  local G="$CACHE/gemini/node_modules/.bin/gemini" B H P E
  B="$(make_bin gemini "$G" bash)"; H="$WORK/home-gemini"; mkdir -p "$H/.gemini"; P="$(new_project gemini)"
  echo '{"security":{"auth":{"selectedType":"gemini-api-key"}}}' >"$H/.gemini/settings.json"
  E=(HOME="$H" PATH="$B" GEMINI_CLI_TRUST_WORKSPACE=true)
  # Gemini prints its subcommands' messages on stderr.
  cl "$WORK/g1" "${E[@]}" -- gemini extensions validate "$PLUGIN"
  expect "gemini: extensions validate" "$WORK/g1.err" 'has been successfully validated'
  cl "$WORK/g2" "${E[@]}" -- gemini extensions install "$PLUGIN" --consent
  expect "gemini: extensions install (a path with a space)" "$WORK/g2.err" 'installed successfully and enabled'
  clean_stderr "gemini: install stderr" "$WORK/g2.err"
  [ -n "$P" ] || { fail "gemini: example repository" "" "$WORK/proj-gemini.err"; return; }
  script gemini "{\"steps\":[\"skill\",\"shell\",\"mcp\"],\"skill\":\"hand-off-session\",\"repo\":$(jstr "$P")}"
  (cd "$P" && cl "$WORK/g3" "${E[@]}" GOOGLE_GEMINI_BASE_URL="$BASE/gemini" GEMINI_API_KEY=dummy -- \
    gemini -m gemini-2.5-flash -y -p "get the most recent session" -o json)
  expect "gemini: headless turn answers" "$WORK/g3" '"response": "MOCK_OK"'
  clean_stderr "gemini: turn stderr" "$WORK/g3.err"
  record_tools gemini gemini
  has_result "gemini: (a) activate_skill is called and the skill body arrives" gemini skill '<activated_skill name="hand-off-session">' "$SKILL_HEADING"
  shell_and_mcp_checks gemini gemini mcp_hand-off-session_latest_handoff

  # (d) a manual /compress (PreCompress, matcher manual) arms the handover; the next prompt (BeforeAgent) carries it once.
  script gemini-compress '{"steps":[]}'; script gemini-next '{"steps":[]}'
  local G2=(gemini -m gemini-2.5-flash -y --resume latest -o json -p)
  (cd "$P" && cl "$WORK/g4" "${E[@]}" GOOGLE_GEMINI_BASE_URL="$BASE/gemini-compress" GEMINI_API_KEY=dummy -- "${G2[@]}" "/compress")
  clean_stderr "gemini: /compress turn stderr" "$WORK/g4.err"
  # Gemini does not always wait for a PreCompress hook before it exits (the hook then finishes on its own, as the
  # next check shows): give the hook its own 2 s budget and some, instead of looking the instant the client is gone.
  for _ in $(seq 1 50); do [ -n "$(ls -A "$H/.local/state/hand-off-session" 2>/dev/null)" ] && break; sleep 0.1; done
  if [ -n "$(ls -A "$H/.local/state/hand-off-session" 2>/dev/null)" ]; then pass "gemini: (d) /compress arms a handover (PreCompress)"
  else fail "gemini: (d) /compress arms a handover (PreCompress)" "nothing armed" "$WORK/g4.err"; fi
  (cd "$P" && cl "$WORK/g5" "${E[@]}" GOOGLE_GEMINI_BASE_URL="$BASE/gemini-next" GEMINI_API_KEY=dummy -- "${G2[@]}" "continue")
  clean_stderr "gemini: turn after /compress stderr" "$WORK/g5.err"
  delivered_once "gemini: (d) the next prompt's request carries the handover exactly once (BeforeAgent)" gemini-next \
    'hand-off-session: handover recorded before the manual compaction' "$H" "$WORK/g5.err"

  # (f) across agents: armed with --deliver, a new session's first prompt (BeforeAgent) carries it once.
  arm_delivery gemini gemini "$P" "${E[@]}"
  script gemini-deliver '{"steps":[]}'; script gemini-deliver2 '{"steps":[]}'
  (cd "$P" && cl "$WORK/g6" "${E[@]}" GOOGLE_GEMINI_BASE_URL="$BASE/gemini-deliver" GEMINI_API_KEY=dummy -- gemini -m gemini-2.5-flash -y -p "hello" -o json)
  clean_stderr "gemini: delivering session stderr" "$WORK/g6.err"
  (cd "$P" && cl "$WORK/g7" "${E[@]}" GOOGLE_GEMINI_BASE_URL="$BASE/gemini-deliver2" GEMINI_API_KEY=dummy -- gemini -m gemini-2.5-flash -y -p "hello again" -o json)
  delivered_to_next "gemini: (f) a handoff armed with --deliver reaches the next session's first request exactly once" \
    gemini-deliver gemini-deliver2 "$P" "$WORK/g6.err" "${E[@]}"
}

# --- OpenCode -------------------------------------------------------------------------------------
opencode_checks() {
  local O="$CACHE/opencode/node_modules/.bin/opencode" B H P E
  B="$(make_bin opencode "$O")"; H="$WORK/home-opencode"; mkdir -p "$H"; P="$(new_project opencode)"
  E=(HOME="$H" PATH="$B" XDG_CONFIG_HOME="$H/.config" XDG_DATA_HOME="$H/.local/share" XDG_CACHE_HOME="$H/.cache"
     XDG_STATE_HOME="$H/.local/state" OPENCODE_DISABLE_MODELS_FETCH=1 OPENCODE_DISABLE_AUTOUPDATE=1)
  [ -n "$P" ] || { fail "opencode: example repository" "" "$WORK/proj-opencode.err"; return; }
  # The README's install: the plugin file and the MCP server in the project's opencode.json; the provider is the
  # fake model (scenario $1), whose model has a small context so that a large reported usage makes OpenCode compact.
  oc_config() {
    node -e 'const [f,pl,base]=process.argv.slice(1);require("fs").writeFileSync(f,JSON.stringify({
      $schema:"https://opencode.ai/config.json",
      plugin:[`file://${pl}/.opencode/plugins/hand-off-session.js`],
      mcp:{"hand-off-session":{type:"local",command:["node",`${pl}/dist/hand-off-session.mjs`,"mcp"],enabled:true}},
      provider:{mock:{npm:"@ai-sdk/openai-compatible",options:{baseURL:base,apiKey:"dummy"},models:{m:{limit:{context:2000,output:100}}}}},
      model:"mock/m",small_model:"mock/m"}))' "$P/opencode.json" "$PLUGIN" "$BASE/$1/v1"
  }
  oc_config opencode
  (cd "$P" && cl "$WORK/o1" "${E[@]}" -- opencode debug config --print-logs --log-level WARN)
  expect "opencode: plugin registers the command" "$WORK/o1" '"hand-off"'
  clean_stderr "opencode: plugin loads (debug config stderr)" "$WORK/o1.err"
  script opencode "{\"steps\":[\"shell\",\"mcp\"],\"repo\":$(jstr "$P"),\"cwd\":$(jstr "$P")}"
  (cd "$P" && cl "$WORK/o2" "${E[@]}" -- opencode run "get the most recent session" --format json --print-logs --log-level WARN)
  expect "opencode: headless turn completes" "$WORK/o2" '"text":"MOCK_OK"'
  clean_stderr "opencode: turn stderr" "$WORK/o2.err"
  record_tools opencode opencode
  if grep -qF '"skill"' "$WORK/tools-opencode.json" && grep -qF '<name>hand-off-session</name>' "$MOCK_LOG"; then
    pass "opencode: the skill tool is offered and lists hand-off-session"
  else fail "opencode: the skill tool is offered and lists hand-off-session" "" "$WORK/tools-opencode.json"; fi
  shell_and_mcp_checks opencode opencode hand-off-session_latest_handoff

  # (d) an automatic compaction: the first answer reports a context nearly full, OpenCode compacts, the plugin arms
  # the handover, and the request after the summary carries it once.
  script opencode-full '{"steps":[],"inputTokens":1990,"inputTokensOnce":true}'
  oc_config opencode-full
  (cd "$P" && cl "$WORK/o3" "${E[@]}" -- opencode run -c "keep going" --format json --print-logs --log-level WARN)
  clean_stderr "opencode: auto-compacting turn stderr" "$WORK/o3.err"
  delivered_once "opencode: (d) the request after the summary carries the handover exactly once" opencode-full \
    'hand-off-session: handover recorded before the auto compaction' "$H" "$WORK/o3.err"

  # (f) across agents: armed with --deliver, a new session's first request carries it once (the plugin's delivery).
  arm_delivery opencode opencode "$P" "${E[@]}"
  script opencode-deliver '{"steps":[]}'; script opencode-deliver2 '{"steps":[]}'
  oc_config opencode-deliver
  (cd "$P" && cl "$WORK/o4" "${E[@]}" -- opencode run "hello" --format json --print-logs --log-level WARN)
  clean_stderr "opencode: delivering session stderr" "$WORK/o4.err"
  oc_config opencode-deliver2
  (cd "$P" && cl "$WORK/o5" "${E[@]}" -- opencode run "hello again" --format json --print-logs --log-level WARN)
  delivered_to_next "opencode: (f) a handoff armed with --deliver reaches the next session's first request exactly once" \
    opencode-deliver opencode-deliver2 "$P" "$WORK/o4.err" "${E[@]}"
}

# --- Cursor (no npm client: manifest checked against the documented schema) ----------------------
cursor_checks() {
  check "cursor: .cursor-plugin/plugin.json matches the documented schema (transcribed; no Cursor client offline)" "$WORK/u1" \
    node "$HERE/cursor-manifest-check.mjs" "$PLUGIN"
}

DEADLINE=$(($(date +%s) + BUDGET))
run_section() { # name dir package version bin function
  local i0=$SECONDS
  if ! install_client "$2" "$3" "$4" "$5"; then fail "$1: install $3@$4" "npm install failed" "$WORK/install-$2.log"; return; fi
  DEADLINE=$((DEADLINE + SECONDS - i0))
  local t0=$SECONDS
  ( "$6" ) > "$WORK/section-$2.out" 2>&1
  cat "$WORK/section-$2.out"
  log "    ($1: $((SECONDS - t0)) s)"
  PASSED=$((PASSED + $(grep -c '^PASS ' "$WORK/section-$2.out")))
  FAILED=$((FAILED + $(grep -c '^FAIL ' "$WORK/section-$2.out")))
}

# Sections to run: all by default, or the ones named on the command line (claude codex gemini opencode cursor).
SECTIONS="${*:-claude codex gemini opencode cursor}"
want() { case " $SECTIONS " in *" $1 "*) return 0 ;; *) return 1 ;; esac; }
want claude && run_section claude claude @anthropic-ai/claude-code "$CLAUDE_VERSION" claude claude_checks
want codex && run_section codex codex @openai/codex "$CODEX_VERSION" codex codex_checks
want gemini && run_section gemini gemini @google/gemini-cli "$GEMINI_VERSION" gemini gemini_checks
want opencode && run_section opencode opencode opencode-ai "$OPENCODE_VERSION" opencode opencode_checks
if want cursor; then
  ( cursor_checks ) > "$WORK/section-cursor.out" 2>&1; cat "$WORK/section-cursor.out"
  PASSED=$((PASSED + $(grep -c '^PASS ' "$WORK/section-cursor.out"))); FAILED=$((FAILED + $(grep -c '^FAIL ' "$WORK/section-cursor.out")))
fi

# The tools each client offered in its request (for checking the framings in packages/core/src/targets/*.ts).
node -e 'const fs=require("fs"),p=require("path");const d=process.argv[1];const o={};
  for(const f of fs.readdirSync(d))if(/^tools-.*\.json$/.test(f))o[f.slice(6,-5)]=JSON.parse(fs.readFileSync(p.join(d,f),"utf8"));
  fs.writeFileSync(p.join(d,"tools.json"),JSON.stringify(o,null,1));console.log("tools offered ("+p.join(d,"tools.json")+"):");
  for(const[k,v]of Object.entries(o))console.log("  "+k+": "+v.join(", "))' "$WORK"
[ -n "${HAND_OFF_SESSION_CLIENTS_TOOLS:-}" ] && cp "$WORK/tools.json" "$HAND_OFF_SESSION_CLIENTS_TOOLS"

log "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
