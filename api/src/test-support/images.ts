// Real images for the avatar tests (the server decodes what it stores, so byte stubs no longer pass).
import zlib from 'node:zlib';
import sharp from 'sharp';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1e3a8a' } });

export const pngOf = (width: number, height: number) => solid(width, height).png().toBuffer();
export const jpegOf = (width: number, height: number) => solid(width, height).jpeg().toBuffer();

/** `png` grown to exactly `size` bytes by a text chunk before IEND: still a valid image. */
export function paddedPng(png: Buffer, size: number): Buffer {
  const keyword = Buffer.from('Comment\0', 'latin1');
  return withTextChunk(png, 'x'.repeat(size - png.length - 12 - keyword.length));
}

/** `png` with a tEXt chunk ("Comment") holding `text` before IEND: still a valid image. */
export function withTextChunk(png: Buffer, text: string): Buffer {
  const iend = png.length - 12;
  const keyword = Buffer.from('Comment\0', 'latin1');
  const data = Buffer.concat([keyword, Buffer.from(text, 'latin1')]);
  const type = Buffer.from('tEXt', 'latin1');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([type, data])));
  return Buffer.concat([png.subarray(0, iend), length, type, data, crc, png.subarray(iend)]);
}

/** A JPEG whose EXIF carries a description, an artist and a GPS position: what a phone photo may reveal. */
export const jpegWithExif = (width: number, height: number, text: string) =>
  solid(width, height)
    .jpeg()
    .withExif({
      IFD0: { ImageDescription: text, Artist: text },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '40/1 26/1 46/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '79/1 58/1 56/1',
      },
    })
    .toBuffer();
