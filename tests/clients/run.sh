#!/usr/bin/env bash
# Real-client packaging checks, offline: installs pinned Claude Code, Gemini CLI, Codex and OpenCode
# from npm into a cache folder, gives each a throwaway HOME, points them at a loopback fake model
# (fake-model.mjs) and checks that each loads our skill, command, extension/plugin and hooks.
# The CLI under test is this checkout's build (run `npm run build` first); the hooks' and plugin's
# `npx -y hand-off-session` resolve it through a node_modules link in the throwaway project.
# Prints PASS/FAIL lines, then "N passed, N failed"; exits 1 on any failure.
set -uo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$HERE/../.." && pwd)"
CACHE="${HAND_OFF_SESSION_CLIENTS_CACHE:-$HOME/.cache/hand-off-session-clients}"
CLAUDE_VERSION=2.1.332
GEMINI_VERSION=0.61.0
CODEX_VERSION=0.171.0
OPENCODE_VERSION=1.18.33
TURN_TIMEOUT=120
MARK=ARG_MARKER_7c1f

PASSED=0
FAILED=0
FAILURES=()
WORK="$(mktemp -d "${TMPDIR:-/tmp}/hos-clients.XXXXXX")"
FAKE_PID=""

cleanup() {
  if [ -n "$FAKE_PID" ]; then kill -- "-$FAKE_PID" 2>/dev/null || kill "$FAKE_PID" 2>/dev/null; fi
  # Anything a client left behind in its own process group (started below with setsid).
  for f in "$WORK"/pgid.*; do [ -f "$f" ] && kill -- "-$(cat "$f")" 2>/dev/null; done
  rm -rf "$WORK"
}
trap cleanup EXIT

log() { printf '%s\n' "$*"; }
pass() { PASSED=$((PASSED + 1)); log "PASS $1"; }
fail() {
  FAILED=$((FAILED + 1)); FAILURES+=("$1"); log "FAIL $1${2:+ ($2)}"
  if [ -n "${3:-}" ] && [ -f "$3" ]; then tail -n 5 "$3" | sed 's/^/    | /' | cut -c1-300; fi
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
# run_turn OUT CMD... : a headless turn in its own process group, stdin closed, bounded in time.
run_turn() {
  local out="$1"; shift
  setsid bash -c 'echo $$ > "$0"; exec "$@"' "$WORK/pgid.$RANDOM" timeout "$TURN_TIMEOUT" "$@" </dev/null >"$out" 2>"$out.err"
}

install_client() { # dir package version bin
  local dir="$CACHE/$1"
  if [ -x "$dir/node_modules/.bin/$4" ] && grep -q "\"version\": \"$3\"" "$dir/node_modules/$2/package.json" 2>/dev/null; then return 0; fi
  mkdir -p "$dir" && [ -f "$dir/package.json" ] || echo '{"private":true}' >"$dir/package.json"
  (cd "$dir" && npm install --no-audit --no-fund --loglevel=error "$2@$3" >"$WORK/install-$1.log" 2>&1)
}

fresh_home() { local h; h="$(mktemp -d "$WORK/home.XXXXXX")"; echo "$h"; }

# --- the plugin as a user would get it: the packaging files only, copied out of the checkout ------
PLUGIN="$WORK/plugin"
mkdir -p "$PLUGIN"
for p in skills commands hooks .claude-plugin .codex-plugin .agents .codex .opencode .cursor-plugin .cursor gemini-extension.json GEMINI.md; do
  cp -R "$REPO/$p" "$PLUGIN/" 2>/dev/null
done
printf '{"name":"hand-off-session-plugin","private":true,"type":"module","main":".opencode/plugins/hand-off-session.js"}\n' >"$PLUGIN/package.json"

new_project() { # a git project whose node_modules resolves `npx -y hand-off-session` to this checkout
  local p; p="$(mktemp -d "$WORK/proj.XXXXXX")"
  git -C "$p" init -q && mkdir -p "$p/node_modules/.bin"
  ln -s "$CLI_PKG" "$p/node_modules/hand-off-session"
  ln -s ../hand-off-session/bin/hand-off-session.js "$p/node_modules/.bin/hand-off-session"
  echo "$p"
}

# HAND_OFF_SESSION_CLI_PACKAGE: another package dir to run as the CLI (for debugging the hooks).
CLI_PKG="${HAND_OFF_SESSION_CLI_PACKAGE:-$REPO/packages/cli}"
CLI_BUILT=1
[ -n "${HAND_OFF_SESSION_CLI_PACKAGE:-}" ] || [ -f "$REPO/packages/cli/dist/main.js" ] || CLI_BUILT=0

# --- fake model server ----------------------------------------------------------------------------
MOCK_LOG="$WORK/mock.log"; : >"$MOCK_LOG"
setsid node "$HERE/fake-model.mjs" "$MOCK_LOG" "$WORK/port" >"$WORK/fake.out" 2>&1 &
FAKE_PID=$!
for _ in $(seq 1 50); do [ -s "$WORK/port" ] && break; sleep 0.1; done
PORT="$(cat "$WORK/port" 2>/dev/null)"
if [ -z "$PORT" ]; then fail "fake model server starts" "no port" "$WORK/fake.out"; log "$PASSED passed, $FAILED failed"; exit 1; fi
BASE="http://127.0.0.1:$PORT"

# --- Claude Code ----------------------------------------------------------------------------------
claude_checks() {
  local C="$CACHE/claude/node_modules/.bin/claude" H P out sid
  H="$(fresh_home)"; P="$(new_project)"
  export HOME="$H" DISABLE_TELEMETRY=1 CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1 DISABLE_AUTOUPDATER=1
  export HAND_OFF_SESSION_STATE_DIR="$WORK/state-claude"
  check "claude: plugin validate --strict plugin.json" "$WORK/c1" "$C" plugin validate --strict "$PLUGIN/.claude-plugin/plugin.json"
  check "claude: plugin validate --strict marketplace.json" "$WORK/c2" "$C" plugin validate --strict "$PLUGIN/.claude-plugin/marketplace.json"
  check "claude: plugin marketplace add" "$WORK/c3" "$C" plugin marketplace add "$PLUGIN"
  check "claude: plugin install hand-off-session@hand-off-session" "$WORK/c4" "$C" plugin install hand-off-session@hand-off-session
  "$C" plugin list --json >"$WORK/c5" 2>&1
  expect "claude: plugin list shows the installed plugin" "$WORK/c5" '"hand-off-session@hand-off-session"'

  : >"$MOCK_LOG"
  out="$WORK/c6"
  (cd "$P" && ANTHROPIC_BASE_URL="$BASE" ANTHROPIC_API_KEY=dummy run_turn "$out" "$C" -p "/hand-off-session:hand-off $MARK" --output-format json)
  expect "claude: headless turn with the command succeeds" "$out" '"is_error":false'
  expect "claude: command arguments reach the model" "$MOCK_LOG" "Request: $MARK"
  expect "claude: skill listed to the model" "$MOCK_LOG" 'hand-off-session:hand-off-session: Use when'
  sid="$(node -e 'try{const j=JSON.parse(require("fs").readFileSync(process.argv[1],"utf8"));process.stdout.write(j.session_id||"")}catch{}' "$out")"

  if [ "$CLI_BUILT" = 0 ]; then
    fail "claude: /compact arms and SessionStart(compact) delivers the handover" "packages/cli/dist is missing: run npm run build first"
    return
  fi
  if [ -z "$sid" ]; then fail "claude: /compact arms and SessionStart(compact) delivers the handover" "no session_id from the first turn" "$out"; return; fi
  (cd "$P" && ANTHROPIC_BASE_URL="$BASE" ANTHROPIC_API_KEY=dummy run_turn "$WORK/c7" "$C" -p --resume "$sid" "/compact" --output-format json)
  : >"$MOCK_LOG"
  (cd "$P" && ANTHROPIC_BASE_URL="$BASE" ANTHROPIC_API_KEY=dummy run_turn "$WORK/c8" "$C" -p --resume "$sid" "continue" --output-format json)
  local name="claude: /compact arms the handover and SessionStart(compact) delivers it into the next request"
  if ! grep -qF 'hand-off-session: handover recorded before the manual compaction' "$MOCK_LOG"; then
    fail "$name" "not in the request; compact run stderr:" "$WORK/c7.err"
  elif [ -n "$(ls -A "$HAND_OFF_SESSION_STATE_DIR" 2>/dev/null)" ]; then
    fail "$name" "delivered, but still armed: $(ls "$HAND_OFF_SESSION_STATE_DIR")"
  else
    pass "$name"
  fi
}

# --- Codex ----------------------------------------------------------------------------------------
codex_checks() {
  local X="$CACHE/codex/node_modules/.bin/codex" H P
  H="$(fresh_home)"; P="$(new_project)"
  export HOME="$H" CODEX_HOME="$H/.codex"
  mkdir -p "$CODEX_HOME"
  check "codex: plugin marketplace add" "$WORK/x1" "$X" plugin marketplace add "$PLUGIN"
  check "codex: plugin add hand-off-session@hand-off-session" "$WORK/x2" "$X" plugin add hand-off-session@hand-off-session
  (cd "$P" && "$X" debug prompt-input "hi" </dev/null >"$WORK/x3" 2>&1)
  expect "codex: debug prompt-input lists the skill" "$WORK/x3" 'hand-off-session:hand-off-session'
  : >"$MOCK_LOG"
  (cd "$P" && MOCK_KEY=dummy run_turn "$WORK/x4" "$X" exec --skip-git-repo-check --ephemeral -c model_provider=mock \
    -c "model_providers.mock={name=\"mock\",base_url=\"$BASE/v1\",wire_api=\"responses\",env_key=\"MOCK_KEY\"}" -m mock-model --json "get the most recent session")
  expect "codex: headless turn completes" "$WORK/x4" '"turn.completed"'
  expect "codex: the request lists the skill" "$MOCK_LOG" 'hand-off-session'
}

# --- Gemini CLI -----------------------------------------------------------------------------------
gemini_checks() {
  local G="$CACHE/gemini/node_modules/.bin/gemini" H P
  H="$(fresh_home)"; P="$(new_project)"
  export HOME="$H" GEMINI_CLI_TRUST_WORKSPACE=true
  mkdir -p "$H/.gemini" && echo '{"security":{"auth":{"selectedType":"gemini-api-key"}}}' >"$H/.gemini/settings.json"
  check "gemini: extensions validate" "$WORK/g1" "$G" extensions validate "$PLUGIN"
  check "gemini: extensions link" "$WORK/g2" "$G" extensions link "$PLUGIN" --consent
  "$G" extensions list -o json >"$WORK/g3" 2>&1
  expect "gemini: extension listed with its context file" "$WORK/g3" 'GEMINI.md'
  : >"$MOCK_LOG"
  (cd "$P" && GOOGLE_GEMINI_BASE_URL="$BASE" GEMINI_API_KEY=dummy run_turn "$WORK/g4" "$G" -m gemini-2.5-flash -y -p "/hand-off $MARK" -o json)
  expect "gemini: headless turn with the command answers" "$WORK/g4" '"response"'
  expect "gemini: {{args}} reach the model" "$MOCK_LOG" "Request: $MARK"
  expect "gemini: GEMINI.md imports the skill" "$MOCK_LOG" 'Imported from: ./skills/hand-off-session/SKILL.md'
}

# --- OpenCode -------------------------------------------------------------------------------------
opencode_checks() {
  local O="$CACHE/opencode/node_modules/.bin/opencode" H P cfg
  H="$(fresh_home)"; P="$(new_project)"
  export HOME="$H" XDG_CONFIG_HOME="$H/.config" XDG_DATA_HOME="$H/.local/share" XDG_CACHE_HOME="$H/.cache" XDG_STATE_HOME="$H/.local/state"
  export OPENCODE_DISABLE_MODELS_FETCH=1 OPENCODE_DISABLE_AUTOUPDATE=1
  printf '{"$schema":"https://opencode.ai/config.json","plugin":["file://%s/.opencode/plugins/hand-off-session.js"]}\n' "$PLUGIN" >"$P/opencode.json"
  (cd "$P" && "$O" debug config --print-logs --log-level WARN </dev/null >"$WORK/o1" 2>"$WORK/o1.err")
  expect "opencode: plugin registers the command" "$WORK/o1" '"hand-off"'
  if grep -q 'level=ERROR' "$WORK/o1.err"; then fail "opencode: plugin loads without errors" "" "$WORK/o1.err"; else pass "opencode: plugin loads without errors"; fi
  (cd "$P" && "$O" debug skill </dev/null >"$WORK/o2" 2>&1)
  expect "opencode: debug skill lists the skill" "$WORK/o2" '"name": "hand-off-session"'
  cfg="{\"provider\":{\"mock\":{\"npm\":\"@ai-sdk/openai-compatible\",\"options\":{\"baseURL\":\"$BASE/v1\",\"apiKey\":\"dummy\"},\"models\":{\"m\":{}}}},\"model\":\"mock/m\",\"small_model\":\"mock/m\"}"
  : >"$MOCK_LOG"
  (cd "$P" && OPENCODE_CONFIG_CONTENT="$cfg" run_turn "$WORK/o3" "$O" run --command hand-off "$MARK" --format json)
  expect "opencode: command arguments reach the model" "$MOCK_LOG" "Request: $MARK"
  expect "opencode: the request lists the skill" "$MOCK_LOG" '<name>hand-off-session</name>'
}

# --- Cursor (no npm client: manifest checked against the documented schema) ----------------------
cursor_checks() {
  check "cursor: .cursor-plugin/plugin.json matches the documented schema (transcribed; no Cursor client offline)" "$WORK/u1" \
    node "$HERE/cursor-manifest-check.mjs" "$PLUGIN"
}

run_section() { # name dir package version bin function
  if ! install_client "$2" "$3" "$4" "$5"; then fail "$1: install $3@$4" "npm install failed" "$WORK/install-$2.log"; return; fi
  ( "$6" ) > "$WORK/section-$2.out" 2>&1
  cat "$WORK/section-$2.out"
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

log "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
