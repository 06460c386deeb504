import type { Io } from '../io.js';

export interface Colors {
  bold: (s: string) => string;
  dim: (s: string) => string;
  red: (s: string) => string;
  green: (s: string) => string;
  yellow: (s: string) => string;
  cyan: (s: string) => string;
}

const plain = (s: string): string => s;
const PLAIN: Colors = { bold: plain, dim: plain, red: plain, green: plain, yellow: plain, cyan: plain };

/** Colour only on a terminal, and never when NO_COLOR is set to anything non-empty (no-color.org). */
export function useColor(io: Io): boolean {
  return io.isTTY && !io.env.NO_COLOR && io.env.TERM !== 'dumb';
}

export function colors(io: Io): Colors {
  if (!useColor(io)) return PLAIN;
  const wrap = (open: number, close: number) => (s: string) => `\u001b[${open}m${s}\u001b[${close}m`;
  return { bold: wrap(1, 22), dim: wrap(2, 22), red: wrap(31, 39), green: wrap(32, 39), yellow: wrap(33, 39), cyan: wrap(36, 39) };
}
