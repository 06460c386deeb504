/**
 * A secret the user gives in answer to the assistant asking for one: the question ("What is the staging DB
 * password?", "paste the API token", a question naming a secret of the lexicon in any language) and the answer's
 * tokens that are the value asked for (a lone token, or a made password's shape in a short sentence).
 */
import { madePassword } from './made-password.js';
import { madeShape, randomShape } from './made-shape.js';
import { isPublicId } from './placeholder.js';
import { SECRET_NOUNS, nounAt } from './secret-nouns.js';
import { markerFor } from './redact.js';
import { bareSecret } from './secret-read-rules.js';

/** The assistant's text ends by asking for a secret ("What is the staging DB password?", "paste the API token"). */
const ASKS = /\b(?:password|passphrase|passcode|token|api[ _-]?key|secret|credentials?)\b[^\n?]{0,80}\?\s*$|\b(?:paste|send|give|provide|share|enter|tell)\b[^\n]{0,60}\b(?:password|passphrase|passcode|token|api[ _-]?key|secret|credentials?)\b[^\n]{0,60}$/i;

export function asksForSecret(text: string): boolean {
  const tail = text.slice(-300);
  return ASKS.test(tail) || questionNamesSecret(tail);
}

/** A question's last sentence, from the end back to the sentence before it. */
const LAST_QUESTION = /[^.!?。！？؟\n]*[?？؟]\s*$/;
/** The text ends with a question mark: LAST_QUESTION tried at every start of a text that does not costs its length squared. */
const ENDS_ASKING = /[?？؟]\s*$/;

/**
 * The text ends with a question that names a secret of the lexicon in any language (the Wi-Fi key, the card's PIN,
 * the recovery phrase, the licence key): a word that only sometimes names one (`login`, `Wi-Fi`) does not count.
 */
function questionNamesSecret(tail: string): boolean {
  if (!ENDS_ASKING.test(tail)) return false;
  const question = LAST_QUESTION.exec(tail)?.[0];
  if (question === undefined) return false;
  for (let i = 0; i < question.length; i++) {
    if (i > 0 && /[\p{L}\p{N}]/u.test(question[i - 1]!) && question.charCodeAt(i) < 0x3000) continue;
    const stem = nounAt(question, i);
    if (stem !== null && SECRET_NOUNS.get(stem) !== 'weak') return true;
  }
  return false;
}

/**
 * A prompt answering such a question, with the secret it gives as a marker: the whole prompt when it is one token, or
 * each token of a sentence that has a made password's shape (the question stands for the noun the sentence may lack);
 * null when it gives none.
 */
export function bareAnswer(text: string): string | null {
  const token = text.trim();
  if (isBareSecretToken(token)) return text.replace(token, markerFor('secret-read-output'));
  if (text.length > MAX_ANSWER) return null;
  let given = false;
  const short = SHORT_ANSWER.test(text);
  const out = text.replace(ANSWER_TOKEN, (t) => {
    const v = t.replace(/[.,;:]+$/, '');
    if (!madeAnswer(v, short)) return t;
    given = true;
    return markerFor('secret-read-output') + t.slice(v.length);
  });
  return given ? out : null;
}

/** An answer longer than this is a message of its own, not the value asked for. */
const MAX_ANSWER = 600;
/** A whole token of a sentence: from a blank, a quote or a bracket to the next (a longer run is data, not typed). */
const ANSWER_TOKEN = /(?<![^\s"'`“”‘’«»()[\]])[^\s"'`“”‘’«»()[\]]{6,64}(?![^\s"'`“”‘’«»()[\]])/g;

/**
 * A made password: a symbol people type among words and digits, inside the token. Not an id (`toolu_01…`: no
 * symbol), a colour or a reference (`#279a8d`, `@scope`: the symbol leads), an address (`deploy@web01`: a user in
 * lower case at a host, whose name ends in a letter or digit).
 */
function madeAnswer(v: string, short: boolean): boolean {
  // a host key's fingerprint (`SHA256:4Eom…`, `MD5:8f:3a:…`) is what the user checks a host by, printed to be shared
  if (FINGERPRINT.test(v)) return false;
  // the value alone after a copula ("it's leni_hazel6406"): words and digits joined are the password asked for, not
  // an id a tool issued (`toolu_01…`, a ULID, a random build id)
  if (short && madeShape(v) !== null && /\p{Ll}{3}/u.test(v) && !randomShape(v) && !isPublicId(v)) return true;
  if (!/[!#$%^&*+~?@]/.test(v) || /^[!#$%^&*+~?@]/.test(v) || /^[a-z0-9._-]+@[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/.test(v)) return false;
  return madeShape(v) === 'strong' || madePassword(v, { quoted: true });
}

const FINGERPRINT = /^(?:SHA256:[A-Za-z0-9+/]{43}=?|MD5:[0-9a-f]{2}(?::[0-9a-f]{2}){15})$/;
/** An answer that is the value and a word or two before it ("it's X", "use X", "here: X"). */
const SHORT_ANSWER = /^\s*(?:\S+\s+){0,2}\S+\s*$/;

/** One token of a secret's length, with no blank in it, that looks like a secret standing alone. */
export function isBareSecretToken(token: string): boolean {
  return token.length >= 8 && token.length <= 512 && !/\s/.test(token) && bareSecret(token);
}
