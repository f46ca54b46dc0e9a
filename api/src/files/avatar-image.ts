// An avatar must be a picture every browser that shows the card can draw: PNG or JPEG by its bytes, with a sound
// header, its size within bounds, and every pixel decodable. The decoding is libvips' (sharp), not ours.
//
// What is stored is not what was uploaded: the picture is decoded, fitted within AVATAR_STORED_SIDE and encoded
// again in its own format. So every card read carries a few kilobytes, not the upload's megabytes, and nothing of
// the upload but its pixels survives: no metadata (EXIF with GPS, comments), no bytes appended after the image.
//
// Decoding a large picture takes seconds of CPU on a thread of libuv's pool, which argon2 (sign-in) shares. So one
// avatar is decoded at a time per process, on one libvips thread, with a few uploads waiting behind it; any more are
// refused at once (503) rather than piling up in front of everyone's sign-in. One uploader holds at most one of those
// places (decoding or waiting): a second upload of theirs meanwhile is refused (429), so one user looping uploads
// cannot fill the queue and keep everyone else's pictures out.
import sharp from 'sharp';
import { MAX_AVATAR_SIDE } from '@litfund/domain';
import { sniffImage } from './image-type.ts';

export type AvatarVerdict =
  | { ok: true; mime: 'image/png' | 'image/jpeg'; bytes: Buffer }
  | { ok: false; problem: 'format' | 'dimensions' | 'busy' | 'yours' };

/** The stored avatar's longest side at most: cards show it at 128 CSS pixels, so twice that for sharp screens fits. */
export const AVATAR_STORED_SIDE = 512;
/** Uploads that may wait while one is decoded; the next is refused as busy. */
export const AVATAR_QUEUE_WAITING = 2;

const FORMAT_OF = { 'image/png': 'png', 'image/jpeg': 'jpeg' } as const;

// One libvips worker thread per picture: the one decode at a time then takes one core, not all of them.
sharp.concurrency(1);

let running = false;
const waiting: Array<() => void> = [];
/** The uploaders holding a place, decoding or waiting. */
const holders = new Set<number>();

/**
 * Runs `work` for `uploader` when no other avatar is being decoded; 'busy' (nothing run) when the queue is full,
 * 'yours' when the uploader already holds a place.
 */
export async function oneAtATime<T>(uploader: number, work: () => Promise<T>): Promise<T | 'busy' | 'yours'> {
  if (holders.has(uploader)) return 'yours';
  if (running && waiting.length >= AVATAR_QUEUE_WAITING) return 'busy';
  holders.add(uploader);
  try {
    if (running) await new Promise<void>((resolve) => waiting.push(resolve));
    running = true;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running = false;
    }
  } finally {
    holders.delete(uploader);
  }
}

/** `uploader`: the signed-in user sending the picture (an administrator uploading for someone is the uploader). */
export async function checkAvatar(bytes: Uint8Array, uploader: number): Promise<AvatarVerdict> {
  const mime = sniffImage(bytes);
  if (!mime) return { ok: false, problem: 'format' };
  let width: number | undefined;
  let height: number | undefined;
  try {
    // The header only (no pixels): its size is told as such (413) even past the decoder's pixel limit below.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (meta.format !== FORMAT_OF[mime]) return { ok: false, problem: 'format' };
    ({ width, height } = meta);
  } catch {
    return { ok: false, problem: 'format' };
  }
  if (!width || !height) return { ok: false, problem: 'format' };
  if (width > MAX_AVATAR_SIDE || height > MAX_AVATAR_SIDE) return { ok: false, problem: 'dimensions' };
  const stored = await oneAtATime(uploader, async () => {
    try {
      // failOn 'error': a truncated or damaged image fails; limitInputPixels also bounds what the decoder allocates.
      // rotate(): a phone photo's EXIF orientation is applied to the pixels, as the EXIF itself is not kept.
      const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_AVATAR_SIDE * MAX_AVATAR_SIDE })
        .rotate()
        .resize({ width: AVATAR_STORED_SIDE, height: AVATAR_STORED_SIDE, fit: 'inside', withoutEnlargement: true });
      return await (mime === 'image/png' ? image.png() : image.jpeg({ quality: 85 })).toBuffer();
    } catch {
      return 'format' as const;
    }
  });
  if (stored === 'busy' || stored === 'yours') return { ok: false, problem: stored };
  if (stored === 'format') return { ok: false, problem: 'format' };
  return { ok: true, mime, bytes: stored };
}
