/**
 * The answer to a security question: the question named ("mother's maiden name", "name of your first pet", "security
 * answer"), then a colon or "is", then the answer. An answer is a name or a word, no password's shape: the question is
 * the only evidence, and what follows it is taken up to three words, none of them prose; or, when it is a title
 * ("Hobnail in the Isinglass 03", "Junket under the Oriel 94"), up to the clause's end.
 */
import { PROSE_WORDS } from './made-password.js';
import type { RegexRule } from './rule-types.js';

/** The questions banks and sites ask, and the words that name the answer itself. */
const QUESTIONS = [
  'maiden name', 'first pet', "pet's name", 'first car', 'first school', 'elementary school', 'childhood friend',
  'childhood nickname', 'childhood hero', 'city you were born', 'city of birth', 'birthplace', 'place of birth', 'favorite teacher', 'favourite teacher',
  'security question', 'security answer', 'secret question', 'secret answer', 'memorable word', 'memorable answer',
  // what a bank calls the answers it asks for by letter or in full ("Memorable info for the mortgage site: …"), and
  // what it asks to be remembered besides a word: a place, a date, a name
  'memorable information', 'memorable info', 'memorable detail', 'memorable data', 'memorable phrase',
  'memorable place', 'memorable date', 'memorable name',
  // what a question asks for, said the way people note it ("favourite film answer for the bank", "security q")
  'parents met', 'grew up on', 'security q',
  // the same question named in the languages most written: Japanese, Chinese, Korean, Spanish, French, German,
  // Portuguese, Italian, Dutch, Polish, Turkish, Russian
  '秘密の質問', '秘密の答え', 'セキュリティ質問', '密保问题', '密保答案', '安全问题', '密保問題', '安全問題', '보안 ?질문', '비밀 ?질문',
  'pregunta de seguridad', 'respuesta de seguridad', 'pregunta secreta', 'respuesta secreta', 'question secrète',
  'question de sécurité', 'réponse secrète', 'sicherheitsfrage', 'sicherheitsantwort', 'geheimfrage', 'pergunta de segurança',
  'resposta de segurança', 'pergunta secreta', 'domanda di sicurezza', 'domanda segreta', 'risposta segreta',
  'beveiligingsvraag', 'geheime vraag', 'pytanie bezpieczeństwa', 'pytanie pomocnicze', 'güvenlik sorusu', 'gizli soru',
  'секретный вопрос', 'контрольный вопрос',
].map((q) => q.replace(/'/g, "['’]"))
  // a favourite thing (film, book, food, band…) or a first one (first dance, first stuffed toy, first boss) is a
  // question's topic only with the word that says it is answered
  // or set off in brackets as a note's label ("(favourite band): …", "(first boss): …")
  .concat(['favou?rite [a-z]{3,12} answer', 'first(?: [a-z]{3,12}){1,3} \\(?(?:security )?answer(?![a-z])', '\\((?:favou?rite|first)(?: [a-z]{3,12}){1,2}\\)(?=:)']);

/** A character of the answer: no blank, quote, bracket or punctuation that ends a clause. */
const CHAR = `[^\\s"'“”,;:()\\[\\]{}<>\\\\]`;
/** A word of the answer after the first: not a word that goes on with the sentence. */
const MORE_WORD = `[ \\t](?!(?:and|or|but|so|then|on|in|at|for|to|of|is|was|which|that|if|because|since|the|a|an)(?![A-Za-z0-9]))${CHAR}{1,41}`;

/** A number ending the answer after its words: a house's or a year (`Jacaranda Mill Tromsø 37`, `Estragon Mill Tartu 16`). */
const NUMBER_LAST = `(?:[ \\t][0-9]{1,4}(?![\\w-]))?`;

/**
 * The rest of an answer that is a title: the small words a title joins its names with, then capitalised words or a
 * number, and nothing after them in the clause. A sentence going on after the answer ("Mochi for the bank login") ends
 * in a lower-case word, so it is no title.
 */
const TITLE_TAIL = `(?:[ \\t](?:in|the|of|under|on|at|and|a|an|over|by|with|from|to|for|upon|beneath|without)){1,3}(?:[ \\t](?:[A-Za-z][\\w'’-]{1,20}|[0-9]{1,4})){1,3}(?=[ \\t]*(?:$|[.,;!?"'”)\\\\]))`;
/** Each word after the small ones is a name or a number. */
const TITLE_WORDS = /(?:^|[ \t])(?:in|the|of|under|on|at|and|a|an|over|by|with|from|to|for|upon|beneath|without)(?:[ \t](?:[A-Z][\w'’-]*|[0-9]+))+$/;

/**
 * A name (capitalised: `Abernathy-Okonkwo`, "Барсик 2009", "Mochi 9449"), a number, or anything quoted; a lower-case word goes on
 * with the sentence ("the security question is asked once per session"), and prose words are never an answer.
 */
function answerAt(v: string, before: string): boolean {
  if (v.startsWith('[REDACTED') || v.split(/[ \t]+/).some((w) => PROSE_WORDS.has(w.toLowerCase()))) return false;
  // a script with no case (CJK) leads an answer as a capital does; a lower-case letter of any script goes on with the sentence
  return /["'“]/.test(before) || /^[A-Z0-9]/.test(v) || /^(?!\p{Ll})[^\x00-\x7f]/u.test(v);
}

/** The question, then its colon (a full-width one after CJK) or "is", and a quote the answer may open with. */
const LEAD = `(?:${QUESTIONS.join('|')})[^\\n:=：]{0,60}?(?:[:=：]|[ \\t](?:is|was)(?=[ \\t]))[ \\t]*\\\\*["'“]?`;

export const SECURITY_ANSWER_RULES: RegexRule[] = [
  {
    id: 'generic-secret',
    pattern: new RegExp(
      `${LEAD}(${CHAR}{2,41}(?:${MORE_WORD}){0,2}${NUMBER_LAST})`,
      'dgi',
    ),
    group: 1,
    check: (v, m, text) => answerAt(v, text.charAt(m.indices![1]![0] - 1)),
  },
  {
    id: 'generic-secret',
    pattern: new RegExp(
      `${LEAD}(${CHAR}{2,41}${TITLE_TAIL})`,
      'dgim',
    ),
    group: 1,
    check: (v, m, text) => TITLE_WORDS.test(v) && answerAt(v.split(/[ \t]/)[0]!, text.charAt(m.indices![1]![0] - 1)),
  },
];
