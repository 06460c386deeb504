import type { Command } from 'commander';
import { resolve } from 'node:path';
import { CatFile, handoffForSession, newestFirst, printableStrings, sessionJson, toJsonHandoff, type Session } from '@hand-off-session/core';
import type { CommandState, Io } from '../io.js';
import { withProgress } from '../ui/progress.js';
import { loadRepoIndex } from './load-index.js';
import { openJsonList, openNdjson, printText } from '../output.js';
import { parseTarget } from '../target-arg.js';
import type { HandoffOptions } from './common.js';
import { declareOptions } from '../declare-options.js';
import { emitHandoff } from './emit-handoff.js';
import { copyToClipboard } from '../ui/clipboard.js';
import { readAhead } from './read-ahead.js';

interface AllOptions extends HandoffOptions {
  limit?: number;
  ndjson?: boolean;
}

const DEFAULT_LIMIT = 10;
/**
 * Handoffs built at once: the next one reads its transcript while the current one is finished and printed. As many
 * sessions are placed ahead of them (their transcripts' ends read for the agent and the last event; see newestFirst).
 */
const READ_AHEAD = 2;
/**
 * What the cat-file keeps of the transcripts it streamed: placing a session reads its transcript's ends (agent, last
 * event) just before its handoff reads it whole: git inflates it once, and it is let go once the handoff read it.
 * Enough for the few transcripts placed ahead (on the real-shaped bench all but one are under 8 MB, most under 1 MB);
 * a larger one is inflated twice rather than held whole. Kept chunks are native memory in the peak: at 24 MB, array
 * buffers reached 40 MB at `all --json`'s peak there; at 8 MB its median peak was 2-15 MiB lower in three paired
 * sessions (145-153 MiB against 148-168), for the same CPU time.
 */
const KEEP_STREAMED = 8 * 1024 * 1024;

export function registerAll(program: Command, io: Io, state: CommandState): void {
  declareOptions(program.command('all'), 'all')
    .description(`the handoffs of every session in scope, newest first (at most --limit, default ${DEFAULT_LIMIT})`)
    .argument('[words...]', 'optionally "for <target>" or "to <target>"')
    .addHelpText('after', '\nExamples:\n  hand-off-session all for codex --limit 3\n  hand-off-session all --ndjson --limit 20')
    .action(async (words: string[], opts: AllOptions) => {
      const target = parseTarget(words, opts.for);
      // One git process for the index and every transcript after it.
      const cat = new CatFile(resolve(io.cwd, opts.repo ?? '.'), { keepStreamed: KEEP_STREAMED, keepOnce: true });
      try {
        // Lazy: a session's transcript is read for its place in the order just before its handoff reads it, so the
        // reads of both overlap the handoffs before them (the full index read every transcript before the first one).
        const index = await loadRepoIndex(io, opts, { lazy: true, cat, entry: state.earlyOpen });
        const sessions = firstOf(newestFirst(index, index.sessions, cat, READ_AHEAD), opts.limit ?? DEFAULT_LIMIT);
        const top = index.repo.topLevel;
        const copied: string[] = [];
        const stream = opts.ndjson ? await openNdjson(io) : null;
        const list = !stream && !opts.save && opts.json ? openJsonList(io, 'handoffs') : null;
        const build = async (session: Session) => ({ session, handoff: await handoffForSession(index, session, { target, budget: opts.budget, raw: opts.raw, cat }) });
        let i = 0;
        for await (const { session, handoff } of readAhead(sessions, READ_AHEAD, (session) => withProgress(io, 'summarizing', build(session)))) {
          const doc = { session: sessionJson(session), handoff: toJsonHandoff(handoff) };
          if (opts.copy) copied.push(handoff.markdown);
          if (stream) stream.write(doc);
          else if (opts.save) await emitHandoff(io, handoff, { ...opts, copy: false }, { repoTopLevel: top });
          // The markdown passed finishHandoff's fail-closed scan as it stands, and so did most facts: they are not
          // scanned a second time.
          else if (list) list.write(doc, printableStrings(handoff));
          else printText(io, `${i > 0 ? '\n---\n\n' : ''}${handoff.markdown}`);
          i++;
        }
        if (stream) await stream.end();
        else if (list) list.end({ total: index.sessions.length });
        if (opts.copy) await copyToClipboard(io, copied.join('\n---\n\n'));
      } finally {
        await cat.close();
      }
    });
}

/** The first `n` items of `items` (none for n <= 0); the rest are never asked for. */
async function* firstOf<T>(items: AsyncIterable<T>, n: number): AsyncGenerator<T> {
  if (n <= 0) return;
  let taken = 0;
  for await (const item of items) {
    yield item;
    if (++taken >= n) return;
  }
}
