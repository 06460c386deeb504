/**
 * Shipping steps the latest prompt asked for ("commit, push and publish") that the assistant's last message hands back
 * to the user as commands to run (`jj git push -b main`, `git push origin v0.4.6`) and that no command since the
 * prompt carried out: what was asked is not all done, however cleanly the rest closed (a commit after the last edit).
 */
import { oneLine } from './clip.js';

/** The kinds of shipping step, each with the words a prompt asks for it by and the commands that carry it out. */
const STEPS: { kind: string; asked: RegExp; runs: RegExp }[] = [
  { kind: 'push', asked: /\bpush(?:es|ed|ing)?\b/i, runs: /^(?:git|jj\s+git|hg|sl)\b.*\bpush\b/ },
  {
    kind: 'release',
    asked: /\b(?:publish(?:es|ed|ing)?|release|tag)\b/i,
    runs: /^(?:(?:npm|pnpm|yarn|bun|cargo|poetry|uv|flit|gem|dotnet\s+nuget|vsce|ovsx)\b.*\b(?:publish|push)\b|twine\s+upload\b|gh\s+release\s+create\b|git\s+tag\b|git\b.*\bpush\b.*\b(?:--tags|v?\d+\.\d+\.\d+)\b)/,
  },
  { kind: 'deploy', asked: /\bdeploy(?:s|ed|ing)?\b/i, runs: /\bdeploy\b/ },
  { kind: 'merge', asked: /\bmerge\b/i, runs: /^(?:git\s+merge\b|gh\s+pr\s+merge\b)/ },
];

/** A step the prompt rules out rather than asks for ("don't push yet", "without publishing"). */
const NEGATED = /\b(?:don'?t|do not|never|no|not|without|skip)\s+(?:\w+\s+){0,2}$/i;

/** Lines of a fenced block at most: a long script is no set of steps handed over. */
const BLOCK_LINES = 30;

/**
 * The first step the prompt asked for that the last message hands back as commands for the user to run, none of which
 * ran with success after the prompt (`ran`: the commands since it that exited 0), as the prompt words it; else null.
 */
export function handedBackStep(prompt: string, lastMessage: string, ran: readonly string[]): string | null {
  const handed = fencedCommands(lastMessage);
  if (handed.length === 0) return null;
  for (const step of STEPS) {
    const word = askedWord(prompt, step.asked);
    if (word === null) continue;
    const given = handed.filter((c) => step.runs.test(c));
    if (given.length > 0 && !ran.some((c) => commandLines(c).some((l) => step.runs.test(l)))) return oneLine(word, 40);
  }
  return null;
}

/** The word the prompt asks for a step by, unless it rules the step out. */
function askedWord(prompt: string, asked: RegExp): string | null {
  const m = asked.exec(prompt);
  if (!m) return null;
  return NEGATED.test(prompt.slice(0, m.index)) ? null : m[0];
}

/** The command lines of the message's fenced blocks (a `$ ` prompt and comments dropped). */
function fencedCommands(message: string): string[] {
  const out: string[] = [];
  let fenced = false;
  let lines = 0;
  for (const raw of message.split('\n')) {
    if (/^\s*(?:```|~~~)/.test(raw)) {
      fenced = !fenced;
      lines = 0;
      continue;
    }
    if (!fenced || ++lines > BLOCK_LINES) continue;
    const line = raw.trim().replace(/^\$\s+/, '');
    if (line !== '' && !line.startsWith('#')) out.push(line);
  }
  return out;
}

/** The simple commands of a command line run (`git add -A && git commit … && git push`). */
function commandLines(command: string): string[] {
  return command.split(/\s*(?:&&|\|\||;|\n)\s*/).map((c) => c.trim());
}
