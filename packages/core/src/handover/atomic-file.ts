import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, stat, unlink } from 'node:fs/promises';

/**
 * The state directory's file discipline, shared by every store in it: private folders and files, writes that land
 * whole or not at all, reads bounded in size, and a claim by rename so two processes never take the same file.
 */

export async function ensurePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
}

/** Writes `body` to `target` atomically: a private temp file beside it, then rename over the target. */
export async function writeFileAtomic(target: string, body: string): Promise<void> {
  const tmp = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  const handle = await open(tmp, 'wx', 0o600);
  try {
    await handle.writeFile(body, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(tmp, target);
  } catch (error) {
    await unlink(tmp).catch(() => undefined);
    throw error;
  }
}

/** The text of a regular file of at most `maxBytes`; null when it is missing, not a file, or too big. */
export async function readBoundedFile(path: string, maxBytes: number): Promise<string | null> {
  try {
    const info = await stat(path);
    if (!info.isFile() || info.size > maxBytes) return null;
    return await readFile(path, 'utf8');
  } catch {
    return null;
  }
}

/** What a versioned record's schema answers: zod's `safeParse`, typed here so that this module does not load zod. */
interface RecordSchema<R> {
  safeParse(value: unknown): { success: true; data: R } | { success: false };
}

/**
 * A versioned JSON record (`{ v, … }`) of at most `maxBytes`, checked by the schema `load` gives, without its `v`;
 * null when the file is missing or too big, or holds no JSON or none of the schema.
 */
export async function readVersionedRecord<R extends { v: unknown }>(
  path: string,
  maxBytes: number,
  load: () => Promise<RecordSchema<R>>,
): Promise<Omit<R, 'v'> | null> {
  const text = await readBoundedFile(path, maxBytes);
  if (text === null) return null;
  try {
    const parsed = (await load()).safeParse(JSON.parse(text));
    if (!parsed.success) return null;
    const { v: _v, ...record } = parsed.data;
    return record;
  } catch {
    return null;
  }
}

/**
 * Takes a file for ourselves by renaming it to a name no other process will pick up; null when another took it
 * first (or it is gone).
 */
export async function claimFile(path: string): Promise<string | null> {
  const claimed = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.claimed`;
  try {
    await rename(path, claimed);
    return claimed;
  } catch {
    return null;
  }
}
