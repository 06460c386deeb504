/**
 * The symbols people type into a password, one list for every judgement of a made password's shape (password-shape.ts,
 * made-shape.ts) and the scans that find one: no identifier, host or version holds one of them.
 */

/** A symbol people type into a password. */
export const HARD_SYMBOL = /[!#$%^&*+~?@]/;

/** The same symbols and `=`, which a person also types between or after a password's words, as a character class. */
export const TYPED_SYMBOL = '[!#$%^&*+~?@=]';
