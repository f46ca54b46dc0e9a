import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { createZipFile, dosDateTime } from './zip-file.ts';

interface ReadEntry {
  name: string;
  flags: number;
  crc: number;
  content: Buffer;
}

/**
 * Reads an archive the way a strict unzipper does: the end record, then each central directory header, the local
 * header it points to, the deflated data and the data descriptor after it, which must all agree.
 */
function readZip(bytes: Buffer): ReadEntry[] {
  const end = bytes.length - 22;
  expect(bytes.readUInt32LE(end)).toBe(0x06054b50);
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  expect(at + bytes.readUInt32LE(end + 12)).toBe(end);
  const entries: ReadEntry[] = [];
  for (let i = 0; i < count; i++) {
    expect(bytes.readUInt32LE(at)).toBe(0x02014b50);
    const [flags, crc, compressed, size, nameLength, offset] = [
      bytes.readUInt16LE(at + 8),
      bytes.readUInt32LE(at + 16),
      bytes.readUInt32LE(at + 20),
      bytes.readUInt32LE(at + 24),
      bytes.readUInt16LE(at + 28),
      bytes.readUInt32LE(at + 42),
    ];
    const name = bytes.subarray(at + 46, at + 46 + nameLength).toString();
    expect(bytes.readUInt32LE(offset)).toBe(0x04034b50);
    expect(bytes.subarray(offset + 30, offset + 30 + nameLength).toString()).toBe(name);
    const dataStart = offset + 30 + nameLength;
    const content = zlib.inflateRawSync(bytes.subarray(dataStart, dataStart + compressed));
    const descriptor = dataStart + compressed;
    expect([
      bytes.readUInt32LE(descriptor),
      bytes.readUInt32LE(descriptor + 4),
      bytes.readUInt32LE(descriptor + 8),
      bytes.readUInt32LE(descriptor + 12),
    ]).toEqual([0x08074b50, crc, compressed, size]);
    expect(content.length).toBe(size);
    expect(zlib.crc32(content)).toBe(crc);
    entries.push({ name, flags, crc, content });
    at += 46 + nameLength;
  }
  return entries;
}

const hasUnzip = spawnSync('unzip', ['-v']).status === 0;

describe('createZipFile', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zip-file-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes entries streamed in pieces, each followed by its data descriptor, that unzip reads back', async () => {
    const file = path.join(dir, 'a.zip');
    const big = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7919) % 251));
    const zip = await createZipFile(file);
    await zip.add('empty.txt', []);
    await zip.add('dir/é.xml', ['<a>', Buffer.from('é'), '</a>']);
    await zip.add(
      'big.bin',
      (async function* pieces() {
        for (let at = 0; at < big.length; at += 70_000) yield big.subarray(at, at + 70_000);
      })(),
    );
    await zip.finish();

    const entries = readZip(fs.readFileSync(file));
    expect(entries.map((e) => [e.name, e.content.length])).toEqual([
      ['empty.txt', 0],
      ['dir/é.xml', 9],
      ['big.bin', big.length],
    ]);
    expect(entries[1]!.content.toString()).toBe('<a>é</a>');
    expect(entries[2]!.content.equals(big)).toBe(true);
    expect(entries.every((e) => e.flags === 0x0808)).toBe(true);
    if (hasUnzip) {
      const test = spawnSync('unzip', ['-t', file], { encoding: 'utf8' });
      expect(test.stdout).toContain('No errors detected');
      expect(spawnSync('unzip', ['-p', file, 'big.bin']).stdout.equals(big)).toBe(true);
    }
  });

  it('stores the modification time as MS-DOS time and date', () => {
    expect(dosDateTime(new Date(2026, 10, 25, 13, 45, 31))).toEqual({
      time: (13 << 11) | (45 << 5) | 15,
      date: (46 << 9) | (11 << 5) | 25,
    });
  });

  it('passes on a failure of the content and can still be closed', async () => {
    const zip = await createZipFile(path.join(dir, 'b.zip'));
    const failing = (async function* broken() {
      yield 'part';
      throw new Error('source failed');
    })();
    await expect(zip.add('x', failing)).rejects.toThrow('source failed');
    await zip.close();
  });
});
