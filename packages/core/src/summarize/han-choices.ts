/**
 * Choices said in Chinese (issue 12, class 7: decisions missed). The English readers key on words ("instead of",
 * "don't", "let's go with") that a Chinese turn never contains, so a session held in Chinese showed no decision at all.
 * Chinese marks a choice with a few function words of its own, as English does: 改用 / 换用 ("switch to using"),
 * 而不是 / 而非 ("rather than"), 为避免 ("to avoid …, I'll …"); and a user sets a limit with 不要 / 不需要 / 不用
 * ("don't", "no need to"), 只 ("only") or 就行 / 即可 ("… is enough"). The user's words are read by the same rule as a
 * later English prompt; the assistant's only when it says the choice is its own.
 */
import { oneLine, sentences } from './clip.js';
import { DECISION_MAX, type ExtractedDecision } from './decisions.js';

const HAN = /[\u3400-\u9fff]/g;
const ANY_HAN = /[\u3400-\u9fff]/;

/** Chinese carries the words: more Han characters than Latin letters outside code spans, and at least a few. */
function isChinese(s: string): boolean {
  const han = (s.match(HAN) ?? []).length;
  return han >= 3 && han > (s.replace(/`[^`\n]*`/g, ' ').match(/[A-Za-z]/g) ?? []).length;
}

/**
 * A question, with or without its mark ("我自己该怎么运行", "这是为什么", "需要我把git push上去吗"): the user asks,
 * the way is still open.
 */
const ASKS = /[?？]|[吗么呢]\s*$|[吗么呢][，,。\s]|什么|怎么|怎样|如何|为什么|为何|哪|是否|能不能|可不可以|要不要|该不该|有没有/;
/**
 * The user sets a limit on the work or turns a way down: "不要写内容" (don't write any content), "不需要直接给我修改文件"
 * (no need to edit my files), "跑5000就行了" (running 5000 is enough), "只用 CPU" (only the CPU), "改用 pip" (use pip
 * instead).
 */
const USER_LIMITS = /不要|不需要|不用|无需|不必|只(?:用|跑|做|保留|改|给|需)|就行|就好|即可|就够|就可以了|改用|换用|换成|而不是|而非/;

/**
 * A prompt that closes on a question in Chinese ("<a pasted warning that says `use dtype instead`>是什么问题怎么解决",
 * what is this and how do I fix it): the user asks about what came before, pasted output or their own words, and
 * decides nothing, whatever the English before it says.
 */
export function endsAskingInChinese(prompt: string): boolean {
  const t = prompt.trim();
  const close = t.split(/[。！？!?\n]/).filter((s) => s.trim() !== '').pop() ?? '';
  return isChinese(close) && (ASKS.test(close) || /[?？]$/.test(t));
}

/** A reminder or courtesy that only looks like a limit: "不要忘了提交" (don't forget to commit), "不用谢" (no thanks). */
const NO_LIMIT = /不要忘|别忘|不用谢|不客气/;

/** A later prompt in Chinese that sets a limit or turns a way down, as the user's decision; null otherwise. */
export function hanPromptChoice(prompt: string): ExtractedDecision | null {
  const t = prompt.trim();
  if (!isChinese(t) || ASKS.test(t) || NO_LIMIT.test(t) || !USER_LIMITS.test(t)) return null;
  return { text: oneLine(t, DECISION_MAX), rejected: [], byUser: true };
}

/**
 * The way the agent takes, said as its own: "我改用 PowerShell 写回文件" / "改用 **pip** 安装" (I switch to …; the
 * subject is often dropped), "我会用 X 而不是 Y" (I'll use X rather than Y), "为避免删除或改权限，我会让脚本使用新的
 * 数据目录" (to avoid …, I'll …), "我决定保留 …" (I decided to keep …). The switch must name what it takes (a code span,
 * bold or a Latin word): "改用这个方法" names nothing.
 */
const SWITCHES = /(?:^|[，,；;—\s]|我(?:们)?(?:会|将|就|先|已经?|现在)?)(?:改用|换用)\s*(?:`[^`]+`|\*\*[^*]+\*\*|[A-Za-z][\w.+-]*)/;
const AVOIDS = /^为了?避免[^，,。]{2,60}[，,]\s*我(?:们)?(?:会|将|就|先|改|决定)/;
const RATHER = /我(?:们)?(?:会|将|决定|选择|改为?)[^。！？]{2,120}?(?:而不是|而非)/;
const DECIDED = /我(?:们)?(?:已经?)?决定(?:改用|使用|采用|保留|不再|不)/;
/**
 * A look done another way ("我改用 Python 检查 PNG 尺寸", "改用 rg 搜索"): how the agent checks, not what the work does.
 */
const LOOKS = /(?:改用|换用)\s*(?:`[^`]+`|\*\*[^*]+\*\*|[A-Za-z][\w.+-]*)\s*(?:来|去)?(?:检查|查看|看看|读取|搜索|查找|确认|验证|核对|列出|统计)/;
/** Advice to the user ("你应该改用 …", "建议改用 …"): the choice is the user's to make. */
const ADVISES = /你(?:们)?(?:应该|可以|需要|要|得|先|再|就)|建议|推荐|可以改用/;

const TABLE_ROW = /^\|.*\|$/;

/** The sentences of each line of `text` (outside code fences), split at 。！？. */
function hanSentences(text: string): string[][] {
  // A table row ("| 输出是 X 而非 Y | 用了 A | 改用 B |": symptom, cause, fix) lays facts out in cells; nobody says it.
  return sentences(text).filter((line) => !TABLE_ROW.test(line)).map((line) =>
    line
      .split(/(?<=[。！？])/)
      .map((s) => s.replace(/\*\*/g, '').trim())
      .filter((s) => s !== ''),
  );
}

/**
 * The choices an assistant message states in Chinese. A switch said without its subject ("改用 pip 安装，更快更可靠")
 * answers the sentence before it on its line, which says what failed ("conda 版本太旧导致 solver 内存溢出。"): the two
 * are the item.
 */
export function hanDecisions(text: string): ExtractedDecision[] {
  if (!ANY_HAN.test(text)) return [];
  const out: ExtractedDecision[] = [];
  for (const line of hanSentences(text)) {
    for (const [i, s] of line.entries()) {
      const chooses = SWITCHES.test(s) || AVOIDS.test(s) || RATHER.test(s) || DECIDED.test(s);
      if (!chooses || !isChinese(s) || LOOKS.test(s) || ADVISES.test(s) || ASKS.test(s)) continue;
      const before = line[i - 1];
      const joined = /^(?:改用|换用)/.test(s) && before && !ASKS.test(before) ? `${before}${s}` : s;
      out.push({ text: oneLine(joined, DECISION_MAX), rejected: [] });
    }
  }
  return out;
}
