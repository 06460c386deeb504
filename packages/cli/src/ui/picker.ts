import { Writable } from 'node:stream';
import { autocomplete, isCancel, select } from '@clack/prompts';
import { ExitCode, HandoffError } from '@hand-off-session/core';
import type { Io } from '../io.js';

export interface Choice {
  value: string;
  label: string;
  hint?: string;
}

/** The questions the picker asks. The clack implementation below is the real one; tests may pass their own. */
export interface Prompter {
  /** A list the user filters by typing (every word must match). */
  search(message: string, choices: Choice[]): Promise<string>;
  select(message: string, choices: Choice[]): Promise<string>;
  /** Gives the terminal back (stdin released so the process can exit). */
  close(): void;
}

export function cancelled(): HandoffError {
  return new HandoffError('cancelled', ExitCode.cancelled);
}

/** Every whitespace-separated word of the search must appear in the label, hint or value (case-insensitive). */
export function matchesSearch(search: string, choice: Choice): boolean {
  const words = search.toLowerCase().split(/\s+/).filter((w) => w !== '');
  const haystack = `${choice.label} ${choice.hint ?? ''} ${choice.value}`.toLowerCase();
  return words.every((w) => haystack.includes(w));
}

/**
 * Prompts drawn with @clack/prompts on stderr (stdout stays for the handoff), reading keys from io.stdin.
 * Ctrl-C or Escape rejects with exit 130 before anything is written.
 */
export function clackPrompter(io: Io): Prompter {
  const output = stderrStream(io);
  const input = io.stdin as NodeJS.ReadStream;
  const common = { input, output };
  const answer = (value: string | symbol): string => {
    if (isCancel(value) || typeof value !== 'string') throw cancelled();
    return value;
  };
  return {
    async search(message, choices) {
      return answer(
        await autocomplete<string>({
          ...common,
          message,
          options: choices,
          maxItems: 12,
          // Enter with nothing matching keeps the prompt open instead of ending it.
          validate: (value) => (value === undefined ? 'nothing matches: change the search' : undefined),
          filter: (search, option) => matchesSearch(search, { value: option.value, label: option.label ?? '', hint: option.hint }),
        }),
      );
    },
    async select(message, choices) {
      return answer(await select<string>({ ...common, message, options: choices, maxItems: 12 }));
    },
    close() {
      input.pause?.();
    },
  };
}

/** A Writable over io.stderr that reports the terminal's size, so clack lays the prompt out correctly. */
function stderrStream(io: Io): Writable {
  const stream = new Writable({
    write(chunk: Buffer | string, _enc, callback) {
      io.stderr(typeof chunk === 'string' ? chunk : chunk.toString('utf8'));
      callback();
    },
  });
  const tty = process.stderr.isTTY ? process.stderr : process.stdout;
  Object.defineProperties(stream, {
    columns: { get: () => tty.columns ?? 80 },
    rows: { get: () => tty.rows ?? 24 },
    isTTY: { value: true },
  });
  return stream;
}
