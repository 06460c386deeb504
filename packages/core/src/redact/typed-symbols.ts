/**
 * The symbols people type into a password, one list for every judgement of a made password's shape (password-shape.ts,
 * made-shape.ts) and the scans that read a token of them: no identifier, host or version holds one of them.
 */

/** The symbols people type into a password. */
export const HARD_SYMBOLS = '!#$%^&*+~?@';

/** The same and `=`, which a person also types between or after a password's words. */
export const TYPED_SYMBOLS = `${HARD_SYMBOLS}=`;

/** A symbol people type into a password. */
export const HARD_SYMBOL = new RegExp(`[${HARD_SYMBOLS}]`);

/** One of the typed symbols, as a character class to build a pattern with. */
export const TYPED_SYMBOL = `[${TYPED_SYMBOLS}]`;
