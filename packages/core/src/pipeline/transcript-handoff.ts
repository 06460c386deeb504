/** A handoff from a native transcript file Entire never saw (`--transcript`, and the compaction hooks). */
import { resolve } from 'node:path';
import { HandoffError } from '../errors.js';
import { compactAgent } from '../index/sniff-agent.js';
import { HandoffBuilder } from '../summarize/handoff-builder.js';
import { relativizeHandoff } from '../summarize/repo-paths.js';
import { agentForFormat } from '../types/agents.js';
import type { Handoff } from '../types/handoff.js';
import { feedTranscript } from './feed-transcript.js';
import { withCutLedger } from '../safety/cut-ledger.js';
import { finishHandoff } from './finish-handoff.js';
import { transcriptHead } from './read-failure.js';
import type { HandoffRequest } from './requests.js';
import { transcriptSessionId } from './transcript-id.js';

/** Each build keeps its own ledger of what cutting text to size redacted (counted by finishHandoff). */
export function handoffForTranscript(path: string, req: HandoffRequest): Promise<Handoff> {
  return withCutLedger(() => transcriptHandoff(path, req));
}

async function transcriptHandoff(path: string, req: HandoffRequest): Promise<Handoff> {
  const file = resolve(req.cwd ?? process.cwd(), path);
  const head = await transcriptHead(file);
  const sessionId = transcriptSessionId(file, head);
  const builder = new HandoffBuilder({ sessionId, agent: 'unknown', cwd: req.cwd ?? null });
  const format = await feedTranscript(builder, { kind: 'file', path: file }, '', { start: 0, fromLastCompaction: true }, true);
  if (format === null) throw new HandoffError(`not a transcript this tool understands: ${path}`);
  // No metadata names the agent of a bare file: its format does (Entire's compact format names it in each record).
  const agent = format === 'entire-compact' ? (compactAgent(head) ?? 'unknown') : agentForFormat(format);
  // The working directory the transcript records stands for the repository: files outside it are left out.
  const built = builder.build({ rawTail: req.raw === true });
  return finishHandoff({ ...relativizeHandoff(built, [built.recordedCwd]), sourceAgents: [agent], transcriptPath: file }, req, builder.toldValues());
}
