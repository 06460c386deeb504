/**
 * Decisions the assistant stated, with the alternatives it rejected and why, when it says so:
 * "I'll use X instead of Y because…", "Rather than X, …", "X won't work because…", "decided to…", "went with…".
 */
import { oneLine, sentences } from './clip.js';

const DECISION_MAX = 400;
const PART_MAX = 160;

export interface ExtractedDecision {
  text: string;
  rejected: { option: string; reason: string | null }[];
}

const TRIGGER =
  /\b(?:instead of|rather than|won'?t work|will not work|doesn'?t work|does not work|can'?t work|decided to|decide to|went with|go with|going with|chose|chosen|opted (?:to|for)|settled on|switch(?:ed)? to)\b/i;
const REASON = /\b(?:because|since|as|due to|given that)\s+(.+?)(?:[.;!]?$)/i;

function clean(s: string): string {
  return oneLine(s.replace(/^[\s,;:—–-]+|[\s,;:.—–-]+$/g, '').replace(/^(?:the|a|an)\s+/i, (m) => m), PART_MAX);
}

function reasonOf(s: string): string | null {
  const m = REASON.exec(s);
  return m?.[1] ? clean(m[1]) : null;
}

export function rejectedOf(s: string): { option: string; reason: string | null }[] {
  const reason = reasonOf(s);
  let m = /\brather than\s+(.+?)(?:,|\s+(?:i'?ll|i will|we'?ll|let'?s|i'?m going to|i)\b)/i.exec(s);
  if (m?.[1]) return [{ option: clean(m[1]), reason }];
  m = /\binstead of\s+(.+?)(?=\s+(?:because|since|as|due to|given that)\b|[,.;!]|$)/i.exec(s);
  if (m?.[1]) return [{ option: clean(m[1]), reason }];
  m = /^(.+?)\s+(?:won'?t|will not|doesn'?t|does not|can'?t|cannot) work\b/i.exec(s);
  if (m?.[1]) return [{ option: clean(m[1]), reason }];
  m = /\b(?:over|not)\s+(.+?)(?=\s+(?:because|since|as|due to)\b|[,.;!]|$)/i.exec(s);
  if (m?.[1] && /\b(?:went with|go with|going with|chose|opted|settled on|decided)\b/i.test(s)) return [{ option: clean(m[1]), reason }];
  return [];
}

export function extractDecisions(text: string): ExtractedDecision[] {
  // A sentence matches only if the whole text does (sentences split at whitespace): most texts need no split.
  if (!TRIGGER.test(text)) return [];
  const out: ExtractedDecision[] = [];
  for (const s of sentences(text)) {
    if (s.endsWith('?') || !TRIGGER.test(s)) continue;
    out.push({ text: oneLine(s, DECISION_MAX), rejected: rejectedOf(s) });
  }
  return out;
}
