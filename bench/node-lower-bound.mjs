#!/usr/bin/env node
// A lower bound for any Node CLI answering `list --json`: it starts Node, runs one git process (the ref listing every
// answer needs) and writes an already finished answer (`<answer-file>`, the real output of `list --json`). It parses,
// indexes and redacts nothing: the time of the real thing can only be above this.
//
//   node bench/node-lower-bound.mjs <repo> <answer-file>
import { execFileSync } from 'node:child_process';
import { readFileSync, writeSync } from 'node:fs';

const [repo, answer] = process.argv.slice(2);
execFileSync('git', ['-C', repo, 'for-each-ref', '--format=%(objectname) %(refname)'], { encoding: 'utf8' });
writeSync(1, readFileSync(answer));
