#!/usr/bin/env node
// The parsing floor: the least work any JSONL reader must do. Reads 1 MiB chunks, splits on '\n' with
// Buffer.indexOf, JSON.parses each line, keeps nothing. Prints {lines, bad, bytes} as JSON.
//
//   node bench/floor-parse.mjs <file.jsonl>
import { closeSync, openSync, readSync } from 'node:fs';

const path = process.argv[2];
if (!path) {
  process.stderr.write('usage: floor-parse.mjs <file.jsonl>\n');
  process.exit(2);
}
const fd = openSync(path, 'r');
const buf = Buffer.allocUnsafe(1024 * 1024);
let carry = null;
let lines = 0;
let bad = 0;
let bytes = 0;

const parse = (chunk, start, end) => {
  if (end <= start) return;
  lines += 1;
  try {
    JSON.parse(chunk.toString('utf8', start, end));
  } catch {
    bad += 1;
  }
};

for (;;) {
  const n = readSync(fd, buf, 0, buf.length, null);
  if (n === 0) break;
  bytes += n;
  const chunk = carry ? Buffer.concat([carry, buf.subarray(0, n)]) : buf.subarray(0, n);
  let start = 0;
  for (let nl = chunk.indexOf(10, start); nl !== -1; nl = chunk.indexOf(10, start)) {
    parse(chunk, start, nl);
    start = nl + 1;
  }
  // Copy the partial last line: `buf` is reused by the next read.
  carry = start < chunk.length ? Buffer.from(chunk.subarray(start)) : null;
}
if (carry) parse(carry, 0, carry.length);
closeSync(fd);
process.stdout.write(`${JSON.stringify({ lines, bad, bytes })}\n`);
