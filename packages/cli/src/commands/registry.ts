import type { Command } from 'commander';
import type { CommandState, Io } from '../io.js';
import { registerList } from './list.js';
import { registerCheckpoints } from './checkpoints.js';
import { registerShow } from './show.js';
import { registerLatest } from './latest.js';
import { registerAll } from './all.js';
import { registerHook } from './hook.js';
import { registerDoctor } from './doctor.js';
import { registerMcp } from './mcp.js';
import { registerCompletion } from './completion.js';
import { registerPick } from './pick.js';
import { registerValidate } from './validate.js';
import { registerVerify } from './verify.js';

export type Register = (program: Command, io: Io, state: CommandState) => void;

/** Every command, in the order `--help` lists them. */
export const COMMANDS: Register[] = [
  registerList,
  registerLatest,
  registerShow,
  registerCheckpoints,
  registerAll,
  registerValidate,
  registerVerify,
  registerHook,
  registerDoctor,
  registerMcp,
  registerCompletion,
  // Last: sets the program's own action (no command given) and the root help examples.
  registerPick,
];
