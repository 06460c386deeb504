/** Where `--save` writes contract files, relative to the repository's top level (and where `list` looks for them). */
export const SAVE_DIR = 'plans/handoffs';
