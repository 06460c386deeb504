/**
 * A pick of an offered option named by its number after the word for "option" in the user's own language ("Thực hiện
 * cách 2 cho tôi", "vamos con la opción 2", "方案2でお願いします", "давай вариант 2"): the assistant numbered the ways,
 * the user took one. The English phrasings are read by user-menu-picks.ts; these are the same pick in other words.
 * A question ("cách 2 là gì?"), a turn-down ("không dùng cách 2") or two labels side by side ("cách 1 hay cách 2")
 * takes none.
 */

/** The words for an option, a way or a variant, each followed by the option's number. */
const NOUN =
  String.raw`(?:cách|phương án|phương pháp|lựa chọn|opción|opcion|opção|opcao|alternativa|opzione|variante|möglichkeit|вариант|варіант|способ|спосіб|opcja|wariant|seçenek|方案|选项|選項|選択肢|案|オプション|옵션|방법)`;
const LABEL = new RegExp(String.raw`(?<![\p{L}\p{N}])${NOUN}\s*(?:số\s*|nr\.?\s*|№\s*|n[º°o]\.?\s*)?([1-9])(?![\p{N}.,]\p{N}|\p{N})`, 'giu');
/** Words that ask or turn the option down, in the same languages (and the question marks of each script). */
const NOT_A_PICK =
  /[?？]|(?<![\p{L}])(?:không|đừng|chưa|là gì|thế nào|no|nicht|kein\w*|не|нет|nie|değil|qué|cuál|что|какой|was)(?![\p{L}])|不|别|ない|じゃな|何|どれ/iu;
const PROMPT_MAX = 120;

/** The number of the option the prompt names by its word for "option", or null. */
export function optionNamedByNoun(prompt: string): string | null {
  const t = prompt.trim();
  if (t.length === 0 || t.length > PROMPT_MAX || NOT_A_PICK.test(t)) return null;
  const labels = [...t.matchAll(LABEL)].map((m) => m[1]);
  return labels.length === 1 && labels[0] ? labels[0] : null;
}
