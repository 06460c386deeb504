#!/usr/bin/env node
// Fallback peak-RSS probe when /usr/bin/time is missing: runs a Node script IN this process (same argv it would
// get) and writes this process's resourceUsage() to <out-file> when it exits, as /usr/bin/time -f '%M %U %S' does:
// peak RSS (KiB), user and system CPU seconds (all threads).
//
//   node bench/rss-wrapper.mjs <out-file> <script.js> [args...]
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [out, script, ...args] = process.argv.slice(2);
if (!out || !script) {
  process.stderr.write('usage: rss-wrapper.mjs <out-file> <script.js> [args...]\n');
  process.exit(2);
}
process.argv = [process.argv[0], resolve(script), ...args];
process.on('exit', () => {
  const use = process.resourceUsage();
  writeFileSync(out, `${use.maxRSS} ${(use.userCPUTime / 1e6).toFixed(3)} ${(use.systemCPUTime / 1e6).toFixed(3)}\n`);
});
await import(pathToFileURL(resolve(script)).href);
