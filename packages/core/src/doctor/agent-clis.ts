import { execFile } from 'node:child_process';
import { findExecutable } from '../launch/launch.js';
import type { AgentCliProbe } from './types.js';

const VERSION_TIMEOUT_MS = 3000;

/** The agent CLIs we hand off to, by the executable names they install (Cursor's has two). */
export const AGENT_CLIS: { agent: string; commands: string[] }[] = [
  { agent: 'claude', commands: ['claude'] },
  { agent: 'codex', commands: ['codex'] },
  { agent: 'gemini', commands: ['gemini'] },
  { agent: 'opencode', commands: ['opencode'] },
  { agent: 'cursor', commands: ['cursor-agent', 'agent'] },
];

/** Finds each agent CLI on PATH and runs `<cli> --version` (short timeout), nothing else. */
export function probeAgentClis(env: NodeJS.ProcessEnv = process.env): Promise<AgentCliProbe[]> {
  return Promise.all(AGENT_CLIS.map(({ agent, commands }) => probeOne(agent, commands, env)));
}

async function probeOne(agent: string, commands: string[], env: NodeJS.ProcessEnv): Promise<AgentCliProbe> {
  for (const command of commands) {
    const path = findExecutable(command, env);
    if (!path) continue;
    const { version, error } = await versionOf(path, env);
    return { agent, command, path, version, error };
  }
  return { agent, command: commands[0] ?? agent, path: null, version: null, error: null };
}

function versionOf(path: string, env: NodeJS.ProcessEnv): Promise<{ version: string | null; error: string | null }> {
  return new Promise((resolve) => {
    execFile(
      path,
      ['--version'],
      { env, timeout: VERSION_TIMEOUT_MS, maxBuffer: 64 * 1024, windowsHide: true },
      (err, stdout, stderr) => {
        const line = firstLine(String(stdout)) || firstLine(String(stderr));
        if (err) {
          const killed = (err as { killed?: boolean }).killed;
          return resolve({ version: null, error: killed ? `no answer within ${VERSION_TIMEOUT_MS / 1000}s` : line || 'failed' });
        }
        resolve({ version: line || null, error: line ? null : 'printed no version' });
      },
    );
  });
}

/** A version line is untrusted output: one line, no control characters, bounded. */
function firstLine(text: string): string {
  const line = text.split(/\r?\n/).find((l) => l.trim() !== '') ?? '';
  // eslint-disable-next-line no-control-regex
  return line.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '').replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim().slice(0, 120);
}
