import sharp, { type Metadata } from 'sharp';
import { OnboardingMessage } from '@saral/contract/onboarding';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'heif' | 'avif' | 'gif';

export type ImageInfo = {
  format: ImageFormat;
  /** As displayed, with the EXIF orientation applied. */
  width: number;
  height: number;
  contentType: string;
};

export type ImageStats = {
  /** Mean luminance, 0 (black) to 255 (white). */
  meanBrightness: number;
  /** Standard deviation of luminance: near 0 for a blank or covered frame. */
  contrast: number;
};

/** The bytes are not an image we accept; the message is for the borrower. */
export class ImageRejectedError extends Error {
  constructor(message: string = OnboardingMessage.notAnImage) {
    super(message);
    this.name = 'ImageRejectedError';
  }
}

const CONTENT_TYPES: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heif: 'image/heic',
  avif: 'image/avif',
  gif: 'image/gif',
};

/**
 * What a phone camera or gallery gives us: photos and screenshots. SVG, TIFF, PDF and raw pixel
 * data are refused, whatever the file name or declared type said.
 */
export async function inspectImage(bytes: Buffer): Promise<ImageInfo> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
    // The header alone can be intact on a truncated upload; decode (small and fast) to be sure.
    await sharp(bytes).resize(64, 64, { fit: 'inside' }).raw().toBuffer();
  } catch {
    throw new ImageRejectedError();
  }
  const format = acceptedFormat(metadata);
  if (!format || !metadata.width || !metadata.height) throw new ImageRejectedError();
  return {
    format,
    width: metadata.autoOrient.width,
    height: metadata.autoOrient.height,
    contentType: CONTENT_TYPES[format],
  };
}

function acceptedFormat(metadata: Metadata): ImageFormat | null {
  switch (metadata.format) {
    case 'jpeg':
    case 'png':
    case 'webp':
    case 'gif':
      return metadata.format;
    case 'heif':
      // libheif reads both; AV1-compressed HEIF is AVIF.
      return metadata.compression === 'av1' ? 'avif' : 'heif';
    default:
      return null;
  }
}

/** Luminance statistics of the whole image; throws ImageRejectedError when it cannot be decoded. */
export async function imageStats(bytes: Buffer): Promise<ImageStats> {
  try {
    // stats() reads its input, not the pipeline, so the greyscale pixels are made first.
    // Transparent pixels count as black, as a screen would show them on a dark background.
    const grey = await sharp(bytes)
      .flatten()
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { channels } = await sharp(grey.data, {
      raw: { width: grey.info.width, height: grey.info.height, channels: grey.info.channels },
    }).stats();
    const luminance = channels[0];
    if (!luminance) throw new ImageRejectedError();
    return { meanBrightness: luminance.mean, contrast: luminance.stdev };
  } catch {
    throw new ImageRejectedError();
  }
}
