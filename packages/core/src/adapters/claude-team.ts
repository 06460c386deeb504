/**
 * Claude Code's agent teams: a teammate names the session that spawned it by role (`team-lead:<team>`), not by id, and
 * the lead's spawn call (`Task` with `team_name`) is what tells that this session is the team's lead.
 */
import type { TranscriptEvent } from '../types/events.js';
import { arr, isObj, obj, oneLine, str } from './text.js';

/** The teammate id Claude Code gives an agent team's lead. */
const TEAM_LEAD = 'team-lead';

/** How a teammate names the session that spawned it: the team's lead, by role, in the characters of an id. */
export function teamLeadOf(team: string): string {
  return `${TEAM_LEAD}:${team}`;
}

/** The parent a teammate names is its team's lead, a role: no session id. */
export function namesTeamLead(parent: string): boolean {
  return parent.startsWith(`${TEAM_LEAD}:`);
}

/** The team a tool_use block's spawn call puts the agent into (`team_name`), if any. */
function teamOf(block: unknown): string | undefined {
  if (!isObj(block) || block.type !== 'tool_use') return undefined;
  const team = str(obj(block.input).team_name)?.trim();
  return team ? oneLine(team, 200) : undefined;
}

/** A spawn call that puts an agent into a team carries the name this session gets as that team's lead. */
export function withTeamLead(ev: TranscriptEvent, block: unknown): TranscriptEvent {
  if (ev.kind !== 'subagent') return ev;
  const team = teamOf(block);
  return team === undefined ? ev : { ...ev, leads: teamLeadOf(team) };
}

/** withTeamLead for each spawn call among `events`, read from the tool_use block of `content` with its call's id. */
export function withTeamLeads(events: TranscriptEvent[], content: unknown): TranscriptEvent[] {
  const blocks = arr(content).filter(isObj);
  return events.map((e) => (e.kind === 'subagent' ? withTeamLead(e, blocks.find((b) => str(b.id) === e.callId)) : e));
}
