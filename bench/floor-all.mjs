#!/usr/bin/env node
// Floor for `all --json`: read each session's newest transcript blob once through one `git cat-file --batch` and
// JSON.parse every line (no adapters, facts, redaction or output). Usage: floor-all.mjs <repo> <ref> <path>...
// (paths from the real-shaped repository's manifest).
import { spawn } from 'node:child_process';

const [repo, ref, ...paths] = process.argv.slice(2);
const git = spawn('git', ['-C', repo, 'cat-file', '--batch'], { stdio: ['pipe', 'pipe', 'inherit'] });
git.stdin.end(paths.map((p) => `${ref}:${p}\n`).join(''));
let pending = Buffer.alloc(0);
let left = 0; // bytes of the current object still to come (+1 for its trailing newline)
let lines = 0;
let carry = Buffer.alloc(0);
const parseLines = (buf, last) => {
  let data = carry.length ? Buffer.concat([carry, buf]) : buf;
  let start = 0;
  for (let nl = data.indexOf(10); nl !== -1; nl = data.indexOf(10, start)) {
    if (nl > start) JSON.parse(data.toString('utf8', start, nl)), lines++;
    start = nl + 1;
  }
  carry = last ? Buffer.alloc(0) : data.subarray(start);
  if (last && start < data.length) JSON.parse(data.toString('utf8', start)), lines++;
};
for await (const chunk of git.stdout) {
  pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
  while (pending.length > 0) {
    if (left === 0) {
      const nl = pending.indexOf(10);
      if (nl === -1) break;
      const header = pending.toString('utf8', 0, nl).split(' ');
      pending = pending.subarray(nl + 1);
      left = header[1] === 'missing' ? 0 : Number(header[2]) + 1;
      continue;
    }
    const take = Math.min(left, pending.length);
    left -= take;
    parseLines(pending.subarray(0, left === 0 ? take - 1 : take), left === 0);
    pending = pending.subarray(take);
  }
}
process.stdout.write(`${lines} lines\n`);
