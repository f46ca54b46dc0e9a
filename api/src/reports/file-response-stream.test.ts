import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { fileResponseStream } from './file-response-stream.ts';

describe('fileResponseStream', () => {
  it.each([0, 1, 2, 3, 196_607, 196_608, 196_609, 1_000_001])(
    'streams %d bytes as the same JSON a buffer would give',
    async (size) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-response-'));
      const file = path.join(dir, 'f.bin');
      const bytes = Buffer.from(Array.from({ length: size }, (_, i) => (i * 7919) % 256));
      fs.writeFileSync(file, bytes);
      let done = false;
      const json = JSON.parse(
        await text(
          fileResponseStream(file, 'application/x-test', 'a "quoted" name.bin', () => {
            done = true;
          }),
        ),
      );
      expect(json).toEqual({
        mimeType: 'application/x-test',
        fileName: 'a "quoted" name.bin',
        base64Content: bytes.toString('base64'),
      });
      await new Promise((resolve) => setImmediate(resolve));
      expect(done).toBe(true);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  );
});
