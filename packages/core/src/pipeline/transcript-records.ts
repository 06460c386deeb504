/** The recorded events of a range of a transcript's records (`show --raw --lines A-B`), one line each, redacted. */
import { resolve } from 'node:path';
import { HandoffError } from '../errors.js';
import { CatFile } from '../git/cat-file.js';
import { streamTranscript } from '../read/read-transcript.js';
import { blobSource, type ByteSource } from '../read/sources.js';
import { redactForOutput } from '../redact/redact.js';
import { ToldValues } from '../redact/told-values.js';
import { toldRedacted } from './told-sweep.js';
import { MAX_RECORDS, recordLine, renderRecords, type RecordLine } from '../render/records.js';
import type { RepoIndex, Session } from '../types/index-model.js';
import { transcriptHead } from './read-failure.js';
import { sessionTranscript } from './readable-transcript.js';
import { transcriptSessionId } from './transcript-id.js';

/** The recorded events of records `from`..`to` of a session's transcript (`show <id> --raw --lines A-B`), redacted. */
export async function sessionRecords(index: RepoIndex, session: Session, from: number, to: number): Promise<string> {
  // The handoff's pointers lead into the transcript it read: the compact one when the native blobs are missing.
  const cat = new CatFile(index.repo.topLevel);
  const transcript = await sessionTranscript(index, session, () => cat).finally(() => cat.close());
  if (!transcript) throw new HandoffError(`session ${session.id} has no transcript to read lines from`);
  const input = transcript.kind === 'file' ? { file: transcript.path } : blobSource(index.repo.gitDir, transcript.oids);
  return recordsOf(session.id, input, from, to);
}

/** The same for a bare transcript file (`show --transcript <path> --raw --lines A-B`). */
export async function transcriptRecords(path: string, from: number, to: number, cwd: string = process.cwd()): Promise<string> {
  const file = resolve(cwd, path);
  const head = await transcriptHead(file);
  return recordsOf(transcriptSessionId(file, head), { file }, from, to);
}

async function recordsOf(name: string, input: { file: string } | ByteSource, from: number, to: number): Promise<string> {
  const stream = await streamTranscript(input, { start: from });
  const records: RecordLine[] = [];
  const told = new ToldValues();
  let truncated = false;
  for await (const event of stream.events) {
    if (event.line > to) break;
    // The end of a turn is no record of what was said or done.
    if (event.line < from || event.kind === 'turn_end') continue;
    if (records.length === MAX_RECORDS) {
      truncated = true;
      break;
    }
    records.push(recordLine(event, told));
  }
  // a value one record told as a secret is redacted where another repeats it bare (a file's or a branch's name)
  const swept = records.map((r) => ({ ...r, text: toldRedacted(r.text, told).text }));
  return redactForOutput(renderRecords(name, from, to, swept, truncated));
}
