import { IMAGE_COMPRESSION_QUALITY, IMAGE_MAX_BYTES } from '@saral/contract/constants';
import { OnboardingMessage } from '@saral/contract/onboarding';

/**
 * Readies a photo the borrower picked for upload (spec section 5): only images under 10 MB, sent
 * as a JPEG at quality 0.5. Phone cameras take 12+ megapixel photos; downscaling them keeps an
 * upload on a slow mobile network to a few hundred kilobytes.
 */

/** The longer side of a re-encoded photo, in pixels; still sharp enough to read a card. */
export const MAX_LONG_SIDE_PX = 1600;

/** Thrown when a file cannot be used; the message is for the borrower. */
export class ImageRejectedError extends Error {
  override name = 'ImageRejectedError';
}

// Some Android pickers hand over camera files without a MIME type; the extension decides then.
const IMAGE_EXTENSION = /\.(jpe?g|png|webp|gif|bmp|heic|heif|avif)$/i;

export function isImageFile(file: Pick<File, 'type' | 'name'>): boolean {
  if (file.type) return file.type.startsWith('image/');
  return IMAGE_EXTENSION.test(file.name);
}

/** Throws the borrower's message when the file may not be uploaded at all. */
export function assertUsableImage(file: Pick<File, 'type' | 'name' | 'size'>): void {
  if (!isImageFile(file)) throw new ImageRejectedError(OnboardingMessage.notAnImage);
  if (file.size >= IMAGE_MAX_BYTES) throw new ImageRejectedError(OnboardingMessage.imageTooBig);
}

/**
 * Size to draw at: the longer side at most `maxLongSide`, never enlarged, and never so small
 * that the shorter side drops below `minShortSide` (the face check needs enough pixels).
 */
export function targetSize(
  width: number,
  height: number,
  maxLongSide = MAX_LONG_SIDE_PX,
  minShortSide = 0,
): { width: number; height: number } {
  const longSide = Math.max(width, height);
  const shortSide = Math.min(width, height);
  let scale = longSide > maxLongSide ? maxLongSide / longSide : 1;
  if (shortSide * scale < minShortSide) scale = Math.min(1, minShortSide / shortSide);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

export type PrepareImageOptions = {
  /** JPEG quality, 0–1. */
  quality?: number;
  maxLongSidePx?: number;
  minShortSidePx?: number;
};

/**
 * Checks the file, then re-encodes it as a smaller JPEG. Falls back to the original file when
 * the browser cannot decode or encode it (e.g. HEIC) or when the JPEG would be bigger.
 */
export async function prepareImage(file: File, options: PrepareImageOptions = {}): Promise<Blob> {
  assertUsableImage(file);
  const quality = options.quality ?? IMAGE_COMPRESSION_QUALITY;
  try {
    const encoded = await reencode(
      file,
      quality,
      options.maxLongSidePx ?? MAX_LONG_SIDE_PX,
      options.minShortSidePx ?? 0,
    );
    return encoded && encoded.size < file.size ? encoded : file;
  } catch {
    return file;
  }
}

async function reencode(
  file: File,
  quality: number,
  maxLongSide: number,
  minShortSide: number,
): Promise<Blob | null> {
  if (typeof createImageBitmap !== 'function') return null;
  // 'from-image' applies the EXIF rotation, so portrait photos stay upright once re-encoded.
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const size = targetSize(bitmap.width, bitmap.height, maxLongSide, minShortSide);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    // JPEG has no transparency: without a white base, transparent PNG areas turn black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', quality),
    );
    // Frees the pixel buffer now instead of waiting for garbage collection on low-memory phones.
    canvas.width = 0;
    canvas.height = 0;
    return blob && blob.type === 'image/jpeg' ? blob : null;
  } finally {
    bitmap.close();
  }
}
