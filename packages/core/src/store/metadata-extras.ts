/**
 * The optional fields Entire added to checkpoint metadata during 2026 (entire-2026-changes.md rows 4, 13, 20), read
 * leniently: a field of the wrong type reads as absent, and nothing here can make a slot unreadable.
 *
 * - `token_usage.cost_usd` (nullable) with `cost_source` ∈ estimated | reported | mixed, and `model_usage[]` =
 *   `{model, token_usage{…}}`, in session metadata and the root summary (the root already aggregates its sessions).
 * - `kind: "imported"` (`entire import`, `enable --import-history`) and the root's `imported: true`.
 * - Entire's own AI summary: the nested `summary{intent, outcome, learnings{repo,code,workflow}, friction,
 *   open_items}` and the flat keys of Jan-2026 metadata (`intent`, `outcome`, `learnings[]`, `friction_points[]`,
 *   `summary_source` ∈ ai | heuristic | commit).
 */
import type { Cost, EntireSummary, ModelUsage } from '../types/entire-extras.js';
import { isObj, type Obj } from '../types/is-obj.js';
import { capString, stringList } from './json-values.js';


export interface MetadataExtras {
  kind?: string;
  imported?: boolean;
  cost?: Cost;
  modelUsage?: ModelUsage[];
  summary?: EntireSummary;
}

const MAX_MODELS = 20;

/** The 2026 fields of a session or root metadata.json; undefined when it has none of them (the common case). */
export function readMetadataExtras(v: Obj): MetadataExtras | undefined {
  const out: MetadataExtras = {};
  const kind = capString(v.kind, 40);
  if (kind) out.kind = kind;
  if (v.imported === true || kind === 'imported') out.imported = true;
  const cost = readCost(v.token_usage);
  if (cost) out.cost = cost;
  const models = readModelUsage(v.model_usage);
  if (models.length > 0) out.modelUsage = models;
  const summary = readSummary(v);
  if (summary) out.summary = summary;
  return Object.keys(out).length > 0 ? out : undefined;
}

/** Only a real number is a cost: `cost_usd: null` means Entire could not price the usage. */
export function readCost(usage: unknown): Cost | undefined {
  if (!isObj(usage)) return undefined;
  const usd = usage.cost_usd;
  if (typeof usd !== 'number' || !Number.isFinite(usd) || usd < 0) return undefined;
  return { usd, source: capString(usage.cost_source, 40) };
}

function readModelUsage(v: unknown): ModelUsage[] {
  if (!Array.isArray(v)) return [];
  const out: ModelUsage[] = [];
  for (const item of v) {
    if (!isObj(item)) continue;
    const model = capString(item.model, 200);
    if (!model) continue;
    const usage = isObj(item.token_usage) ? item.token_usage : {};
    out.push({ model, inputTokens: count(usage.input_tokens), outputTokens: count(usage.output_tokens), cost: readCost(usage) ?? null });
    if (out.length >= MAX_MODELS) break;
  }
  return out;
}

function readSummary(v: Obj): EntireSummary | undefined {
  const nested = isObj(v.summary) ? v.summary : null;
  const s: EntireSummary = {};
  const intent = capString(nested?.intent ?? v.intent, 2000);
  const outcome = capString(nested?.outcome ?? v.outcome, 2000);
  if (intent) s.intent = intent;
  if (outcome) s.outcome = outcome;
  const learnings = nested ? nestedLearnings(nested.learnings) : stringList(v.learnings, 10, 2000);
  if (learnings.length > 0) s.learnings = learnings;
  const friction = stringList(nested ? nested.friction : v.friction_points, 10, 2000);
  if (friction.length > 0) s.friction = friction;
  const open = stringList(nested?.open_items, 10, 2000);
  if (open.length > 0) s.openItems = open;
  const source = capString(v.summary_source, 40);
  if (source && Object.keys(s).length > 0) s.source = source;
  return Object.keys(s).length > 0 ? s : undefined;
}

/** `learnings{repo[], code[{path, line, finding}], workflow[]}` as plain lines. */
function nestedLearnings(v: unknown): string[] {
  if (Array.isArray(v)) return stringList(v, 10, 2000);
  if (!isObj(v)) return [];
  const out = [...stringList(v.repo, 5, 2000), ...stringList(v.workflow, 5, 2000)];
  if (Array.isArray(v.code)) {
    for (const c of v.code.slice(0, 5)) {
      if (!isObj(c)) continue;
      const finding = capString(c.finding, 2000);
      const path = capString(c.path, 500);
      if (finding) out.push(path ? `${path}${typeof c.line === 'number' ? `:${c.line}` : ''}: ${finding}` : finding);
    }
  }
  return out.slice(0, 10);
}

function count(v: unknown): number | null {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null;
}
