/**
 * A password described by how it was made, then spelled out: "it's my cat's name plus the year, i.e. <value>",
 * "the street followed by my birth year, so <value>". No noun names a secret; the recipe does (a name or word, plus
 * a year, digits, initials or a symbol), and what "i.e.", "namely", "so", a colon or an arrow introduces after it is
 * the password, when it has a made password's shape.
 */
import { joinedPhrase } from './made-shape.js';
import { madePassword } from './made-password.js';
import type { RegexRule } from './rule-types.js';

/** What a recipe adds to a word. */
const ADDED = 'birth ?year|year|birthday|birth ?date|date|digits?|numbers?|initials|symbol|exclamation(?: mark)?|pin';
/** The words that introduce the value the recipe gives. */
const INTRODUCED = "i\\.e\\.|e\\.g\\.|namely|that is|which is|so it's|so|[:=→]|->";

export const PASSWORD_HINT_RULES: RegexRule[] = [
  {
    id: 'generic-secret',
    pattern: new RegExp(
      `(?:plus|followed by)[ \\t]+(?:(?:the|my|a|an|her|his|our|their)[ \\t]+)?(?:${ADDED})(?![A-Za-z])[^\\n]{0,40}?(?:${INTRODUCED})[ \\t,]*\\\\*["'“]?([^\\s"'“”\\\\]{6,64})`,
      'dgi',
    ),
    group: 1,
    check: (v) => joinedPhrase(v) || madePassword(v, { quoted: true }),
  },
];
