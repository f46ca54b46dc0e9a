// The file response ({ mimeType, base64Content, fileName }) streamed from a file on disk, base64-encoded chunk by
// chunk, so a report of any size costs the API a few buffers of memory instead of the file three times over.
import fs from 'node:fs';
import { Readable } from 'node:stream';

/** Reads 3-byte multiples so every chunk encodes to base64 without padding in the middle. */
const CHUNK_BYTES = 3 * 64 * 1024;

async function* jsonParts(filePath: string, mimeType: string, fileName: string): AsyncGenerator<string> {
  yield `{"mimeType":${JSON.stringify(mimeType)},"fileName":${JSON.stringify(fileName)},"base64Content":"`;
  let carry = Buffer.alloc(0);
  for await (const chunk of fs.createReadStream(filePath, { highWaterMark: CHUNK_BYTES })) {
    const bytes = carry.length ? Buffer.concat([carry, chunk as Buffer]) : (chunk as Buffer);
    const whole = bytes.length - (bytes.length % 3);
    if (whole > 0) yield bytes.subarray(0, whole).toString('base64');
    carry = Buffer.from(bytes.subarray(whole));
  }
  yield `${carry.toString('base64')}"}`;
}

/** The JSON body as a stream; `done` runs once it has been read to the end or abandoned (to delete the file). */
export function fileResponseStream(filePath: string, mimeType: string, fileName: string, done: () => void): Readable {
  const stream = Readable.from(jsonParts(filePath, mimeType, fileName), { objectMode: false });
  stream.once('close', done);
  return stream;
}
