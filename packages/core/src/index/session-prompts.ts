import type { DerivedCache } from '../cache/derived-cache.js';
import { CatFile } from '../git/cat-file.js';
import { readSmallText } from '../live/metadata-dir.js';
import { firstLineOfLast, MAX_PROMPT_BLOB, opensWithHeading } from '../store/prompt-line.js';
import type { RepoIndex, Session, TranscriptRef } from '../types/index-model.js';
import { transcriptFacts, type Acc, type Snap } from './session-evidence.js';

/** A session's latest prompt: from the live state or metadata folder, else from its prompt.txt blobs. */

export interface Built {
  session: Session;
  /** Prompt blobs still to try, newest first, when neither the live state nor a metadata folder gave a prompt. */
  promptOids: string[];
  /** Its transcript was looked for in an agent's own folders, outside git, and not found. */
  lookedOnDisk?: true;
  /** The committed transcript whose ends name the latest prompt should prompt.txt's line be in doubt. */
  promptCheck?: TranscriptRef | null;
}

/** Keeps a session's prompt blobs for fillSessionPrompt (an index built with `prompts: false`). */
export function deferPrompts(b: Built, unread: Map<string, string[]>): void {
  if (b.promptOids.length > 0) unread.set(b.session.id, b.promptOids);
}

/**
 * A session indexed with `prompts: false` gets its latest prompt, as the full index would have given it: through
 * `shared` when the caller has a cat-file open, else one opened for it.
 */
export async function fillSessionPrompt(index: RepoIndex, session: Session, shared?: CatFile): Promise<void> {
  const oids = index.unread?.prompts.get(session.id);
  if (!oids) return;
  index.unread?.prompts.delete(session.id);
  const cat = shared ?? new CatFile(index.repo.topLevel);
  try {
    await fillBlobPrompts([{ session, promptOids: oids }], cat, new Map());
  } finally {
    if (!shared) await cat.close();
  }
}

/** First line of the latest prompt from the live state, else from the session's metadata folder. */
export async function promptWithoutBlobs(acc: Acc): Promise<string | null> {
  const fromLive = firstLineOfLast(acc.live?.state.lastPrompt ?? null);
  if (fromLive) return fromLive;
  if (acc.meta?.promptPath) return firstLineOfLast(await readSmallText(acc.meta.promptPath, MAX_PROMPT_BLOB));
  return null;
}

/** The prompt.txt blobs to try (at most three): shadow branch first, then checkpoints newest first. */
export function promptBlobs(acc: Acc, newestFirst: Snap[]): string[] {
  const oids: string[] = [];
  const add = (p: TranscriptRef | null | undefined) => {
    if (p?.kind === 'blob' && oids.length < 3) oids.push(p.oids[0] ?? '');
  };
  add(acc.shadow?.prompt);
  for (const x of newestFirst) add(x.s.prompt);
  return oids;
}

/**
 * Fills `lastPrompt` from prompt.txt blobs: every session's first candidate, then the second candidate of those whose
 * first gave no text, and so on. `known` holds the lines of blobs the checkpoint readers already fetched; the rest
 * are read in one cat-file batch per round.
 */
export async function fillBlobPrompts(built: Built[], cat: CatFile, known: Map<string, string | null>): Promise<void> {
  let round = built.filter((b) => b.promptOids.length > 0);
  for (let k = 0; round.length > 0; k++) {
    const oids = round.map((b) => b.promptOids[k] ?? '');
    const missing = [...new Set(oids.filter((oid) => !known.has(oid)))];
    const results = await cat.getMany(missing, { maxBytes: MAX_PROMPT_BLOB });
    missing.forEach((oid, i) => {
      const r = results[i];
      known.set(oid, r?.status === 'ok' ? firstLineOfLast(r.data.toString('utf8')) : null);
    });
    const next: Built[] = [];
    round.forEach((b, i) => {
      const text = known.get(oids[i] ?? '') ?? null;
      if (text) b.session.lastPrompt = text;
      else if (b.promptOids.length > k + 1) next.push(b);
    });
    round = next;
  }
}


/**
 * A prompt.txt line that opens with a Markdown heading is a document's, not typed words: the body of a command or skill
 * Entire recorded in place of the typed `/command`, or a piece of one cut at its own `---` rule (Entire's separator).
 * The transcript's ends then name the prompt (its tail the `/command` itself, else its head); without one, the line
 * stands.
 */
export async function documentPromptChecks(built: Built[], cat: CatFile, cache: DerivedCache | null): Promise<void> {
  for (const b of built) {
    if (!b.promptCheck || !b.session.lastPrompt || !opensWithHeading(b.session.lastPrompt)) continue;
    const facts = await transcriptFacts(b.promptCheck, cat, cache, 'ends', false);
    if (facts.lastPrompt) b.session.lastPrompt = facts.lastPrompt;
  }
}
