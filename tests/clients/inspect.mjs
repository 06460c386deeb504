#!/usr/bin/env node
// Reads the fake model's log (fake-model.mjs) for one scenario and answers the checks in run.sh.
//   inspect.mjs <log> <scenario> tools               the tool names the client offered (JSON array, union;
//                                                    "name (deferred)" for a tool listed by name only)
//   inspect.mjs <log> <scenario> answered            the steps the driver answered with a tool call (one a line)
//   inspect.mjs <log> <scenario> result <step>       the tool result the client sent back for that step's call
//   inspect.mjs <log> <scenario> call <step>         the driver's call for that step (JSON)
//   inspect.mjs <log> <scenario> after '<step> <needle>'   how often needle occurs in the request carrying that result
//   inspect.mjs <log> <scenario> count <needle>      per model request (api calls only), how often needle occurs
//                                                    in its body, one number a line, in order
// Exit 1 when there is nothing to print.
import { readFileSync } from 'node:fs';

const [logFile, scenario, query, arg] = process.argv.slice(2);
const entries = readFileSync(logFile, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => {
    try {
      return JSON.parse(l);
    } catch {
      return null;
    }
  })
  .filter((e) => e && e.scenario === scenario);
const model = entries.filter((e) => ['anthropic', 'gemini', 'responses', 'chat'].includes(e.api));
const calls = model.filter((e) => e.answered && typeof e.answered === 'object' && e.answered.step);
let out = '';
if (query === 'tools') {
  // Offered with a schema, then (Claude Code) the deferred tools listed by name only, loaded through ToolSearch.
  const names = [...new Set(model.flatMap((e) => e.tools))];
  for (const e of model) {
    const text = JSON.stringify(JSON.parse(e.body || '{}'));
    const m = /before calling them:((?:\\n[A-Za-z_][\w-]*)+)/.exec(text);
    for (const n of m ? m[1].split('\\n').filter(Boolean) : []) if (!names.includes(n) && !names.includes(`${n} (deferred)`)) names.push(`${n} (deferred)`);
  }
  if (names.length) out = JSON.stringify(names);
} else if (query === 'answered') {
  out = calls.map((e) => e.answered.step).join('\n');
} else if (query === 'call' || query === 'result') {
  const k = calls.findIndex((e) => e.answered.step === arg);
  if (k >= 0) {
    if (query === 'call') out = JSON.stringify(calls[k].answered);
    else out = model.find((e) => e.results.length > k)?.results[k] ?? '';
  }
} else if (query === 'after') {
  // arg is "<step> <needle>": how often needle occurs in the first request that carries that step's result.
  const [step, ...rest] = arg.split(' ');
  const needle = rest.join(' ');
  const k = calls.findIndex((e) => e.answered.step === step);
  const next = k >= 0 ? model.find((e) => e.results.length > k) : null;
  if (next) out = String(next.body.split(needle).length - 1);
} else if (query === 'count') {
  out = model.map((e) => e.body.split(arg).length - 1).join('\n');
}
if (!out) process.exit(1);
process.stdout.write(`${out}\n`);
