// An avatar must be a picture every browser that shows the card can draw: PNG or JPEG by its bytes, with a sound
// header, its size within bounds, and every pixel decodable. The decoding is libvips' (sharp), not ours, and runs on
// libuv's thread pool, so a large picture does not hold up other requests.
import sharp from 'sharp';
import { MAX_AVATAR_SIDE } from '@litfund/domain';
import { sniffImage } from './image-type.ts';

export type AvatarVerdict =
  { ok: true; mime: 'image/png' | 'image/jpeg' } | { ok: false; problem: 'format' | 'dimensions' };

const FORMAT_OF = { 'image/png': 'png', 'image/jpeg': 'jpeg' } as const;

export async function checkAvatar(bytes: Uint8Array): Promise<AvatarVerdict> {
  const mime = sniffImage(bytes);
  if (!mime) return { ok: false, problem: 'format' };
  try {
    // failOn 'error': a truncated or damaged image fails; limitInputPixels also bounds what the decoder would allocate.
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_AVATAR_SIDE * MAX_AVATAR_SIDE });
    const { format, width, height } = await image.metadata();
    if (format !== FORMAT_OF[mime] || !width || !height) return { ok: false, problem: 'format' };
    if (width > MAX_AVATAR_SIDE || height > MAX_AVATAR_SIDE) return { ok: false, problem: 'dimensions' };
    // Header and size alone prove little (the 8-byte PNG signature "sniffs" as a PNG): decode every pixel.
    await image.stats();
    return { ok: true, mime };
  } catch {
    return { ok: false, problem: 'format' };
  }
}
