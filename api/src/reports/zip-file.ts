// A zip archive written into a file one entry at a time, each entry deflated while its content streams in. The
// sizes and CRC of an entry are only known once its content has passed, so each entry is followed by a data
// descriptor (general purpose flag bit 3) instead of seeking back: memory holds a chunk or two, never an entry.
// Plain zip (no zip64): an entry or the archive past 4 GiB is refused rather than written wrong.
import fs from 'node:fs';
import zlib from 'node:zlib';
import { pipeline } from 'node:stream/promises';

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** Bit 3: sizes and CRC follow the data; bit 11: the name is UTF-8. */
const FLAGS = 0x0008 | 0x0800;
const DEFLATE = 8;
/** 2.0: deflate and data descriptors. */
const VERSION = 20;
const ZIP32_MAX = 0xffffffff;

interface Entry {
  name: Buffer;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
}
interface DosStamp {
  time: number;
  date: number;
}

/** MS-DOS time and date (local time, two-second resolution), as zip stores them. */
export function dosDateTime(when: Date): DosStamp {
  return {
    time: (when.getHours() << 11) | (when.getMinutes() << 5) | Math.floor(when.getSeconds() / 2),
    date: (Math.max(0, when.getFullYear() - 1980) << 9) | ((when.getMonth() + 1) << 5) | when.getDate(),
  };
}

function checkZip32(value: number, what: string): number {
  if (value > ZIP32_MAX) throw new Error(`zip: ${what} is past 4 GiB, which needs zip64 (not written here)`);
  return value;
}

/** Little-endian fields of 2 or 4 bytes, one after the other, as zip lays out its records; then the name, if any. */
function record(fields: ReadonlyArray<readonly [2 | 4, number]>, name: Buffer = Buffer.alloc(0)): Buffer {
  const bytes = Buffer.alloc(fields.reduce((size, [width]) => size + width, 0));
  let at = 0;
  for (const [width, value] of fields)
    at = width === 2 ? bytes.writeUInt16LE(value, at) : bytes.writeUInt32LE(value, at);
  return Buffer.concat([bytes, name]);
}

/** The local header: CRC and sizes are 0 here, the data descriptor after the data carries them (flag bit 3). */
const localHeader = (name: Buffer, stamp: DosStamp) =>
  record(
    [
      [4, LOCAL_HEADER],
      [2, VERSION],
      [2, FLAGS],
      [2, DEFLATE],
      [2, stamp.time],
      [2, stamp.date],
      [4, 0],
      [4, 0],
      [4, 0],
      [2, name.length],
      [2, 0],
    ],
    name,
  );

const dataDescriptor = (entry: Entry) =>
  record([
    [4, DATA_DESCRIPTOR],
    [4, entry.crc],
    [4, entry.compressedSize],
    [4, entry.size],
  ]);

/** An entry in the central directory: version made by and needed, flags, method, time, CRC, sizes, name, no extra or comment. */
const centralHeader = (entry: Entry, stamp: DosStamp) =>
  record(
    [
      [4, CENTRAL_HEADER],
      [2, VERSION],
      [2, VERSION],
      [2, FLAGS],
      [2, DEFLATE],
      [2, stamp.time],
      [2, stamp.date],
      [4, entry.crc],
      [4, entry.compressedSize],
      [4, entry.size],
      [2, entry.name.length],
      [2, 0],
      [2, 0],
      [2, 0],
      [2, 0],
      [4, 0],
      [4, entry.offset],
    ],
    entry.name,
  );

/** One disk holding every entry; the central directory's size and where it starts. */
const endOfCentralDirectory = (entries: number, size: number, offset: number) =>
  record([
    [4, END_OF_CENTRAL_DIRECTORY],
    [2, 0],
    [2, 0],
    [2, entries],
    [2, entries],
    [4, size],
    [4, offset],
    [2, 0],
  ]);

export interface ZipFile {
  /** Appends one entry; its content is read, deflated and written as it comes. Entries are added one after the other. */
  add: (name: string, content: AsyncIterable<Buffer | string> | Iterable<Buffer | string>) => Promise<void>;
  /** Writes the central directory and closes the file. */
  finish: () => Promise<void>;
  /** Closes the file without finishing it (after a failure; the caller deletes it). */
  close: () => Promise<void>;
}

export async function createZipFile(
  filePath: string,
  options: { modified?: Date; level?: number } = {},
): Promise<ZipFile> {
  const file = await fs.promises.open(filePath, 'w');
  const stamp = dosDateTime(options.modified ?? new Date());
  const entries: Entry[] = [];
  let position = 0;
  const write = async (bytes: Buffer) => {
    await file.write(bytes);
    position += bytes.length;
  };

  async function add(name: string, content: AsyncIterable<Buffer | string> | Iterable<Buffer | string>): Promise<void> {
    const entry: Entry = {
      name: Buffer.from(name),
      crc: 0,
      compressedSize: 0,
      size: 0,
      offset: checkZip32(position, 'the archive'),
    };
    await write(localHeader(entry.name, stamp));
    async function* measured() {
      for await (const chunk of content) {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        entry.crc = zlib.crc32(bytes, entry.crc);
        entry.size += bytes.length;
        yield bytes;
      }
    }
    await pipeline(
      measured,
      zlib.createDeflateRaw({ level: options.level ?? zlib.constants.Z_DEFAULT_COMPRESSION }),
      async (compressed: AsyncIterable<Buffer>) => {
        for await (const chunk of compressed) {
          await write(chunk);
          entry.compressedSize += chunk.length;
        }
      },
    );
    checkZip32(entry.size, name);
    checkZip32(entry.compressedSize, name);
    await write(dataDescriptor(entry));
    entries.push(entry);
  }

  async function finish(): Promise<void> {
    const start = checkZip32(position, 'the archive');
    for (const entry of entries) await write(centralHeader(entry, stamp));
    await write(endOfCentralDirectory(entries.length, position - start, start));
    await file.close();
  }

  // Closing twice (after a failed finish) only fails again; the caller is already handling the first error.
  return { add, finish, close: () => file.close().catch(() => undefined) };
}
