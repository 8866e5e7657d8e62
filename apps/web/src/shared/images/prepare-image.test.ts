import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_MAX_BYTES } from '@saral/contract/constants';
import { OnboardingMessage } from '@saral/contract/onboarding';
import {
  ImageRejectedError,
  MAX_LONG_SIDE_PX,
  assertUsableImage,
  isImageFile,
  prepareImage,
  targetSize,
} from './prepare-image';

/** A File of `size` bytes without allocating them (the size checks read only .size). */
function fakeFile(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

type DrawCall = { width: number; height: number };

/** Stands in for createImageBitmap and the canvas, which happy-dom does not paint. */
function fakeBrowserImaging(options: {
  bitmap: { width: number; height: number };
  output: Blob | null;
  decodeFails?: boolean;
}) {
  const draws: DrawCall[] = [];
  const encodes: { type: string; quality: number }[] = [];
  const close = vi.fn();
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => {
      if (options.decodeFails) throw new DOMException('The source image could not be decoded.');
      return { ...options.bitmap, close };
    }),
  );
  const createElement = document.createElement.bind(document);
  vi.spyOn(document, 'createElement').mockImplementation((tagName: string) => {
    if (tagName !== 'canvas') return createElement(tagName);
    const canvas = {
      width: 0,
      height: 0,
      getContext: () => ({
        fillStyle: '',
        fillRect: () => undefined,
        drawImage: (_image: unknown, _x: number, _y: number, width: number, height: number) =>
          draws.push({ width, height }),
      }),
      toBlob: (callback: (blob: Blob | null) => void, type: string, quality: number) => {
        encodes.push({ type, quality });
        callback(options.output);
      },
    };
    return canvas as unknown as HTMLElement;
  });
  return { draws, encodes, close };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('which files may be uploaded', () => {
  it('accepts image types and, when the type is missing, image file names', () => {
    expect(isImageFile({ type: 'image/jpeg', name: 'a.bin' })).toBe(true);
    expect(isImageFile({ type: 'image/heic', name: 'a.heic' })).toBe(true);
    expect(isImageFile({ type: '', name: 'IMG_2024.JPG' })).toBe(true);
    expect(isImageFile({ type: 'application/pdf', name: 'aadhaar.jpg' })).toBe(false);
    expect(isImageFile({ type: '', name: 'aadhaar.pdf' })).toBe(false);
  });

  it('rejects what is not an image with the spec message', () => {
    expect(() => assertUsableImage(fakeFile('card.pdf', 'application/pdf', 1000))).toThrow(
      OnboardingMessage.notAnImage,
    );
  });

  it('rejects 10 MB and more, accepts one byte less', () => {
    expect(() => assertUsableImage(fakeFile('big.jpg', 'image/jpeg', IMAGE_MAX_BYTES))).toThrow(
      OnboardingMessage.imageTooBig,
    );
    expect(() =>
      assertUsableImage(fakeFile('ok.jpg', 'image/jpeg', IMAGE_MAX_BYTES - 1)),
    ).not.toThrow();
  });
});

describe('the size a photo is drawn at', () => {
  it('brings the longer side down to the limit and keeps the shape', () => {
    expect(targetSize(4000, 3000)).toEqual({ width: MAX_LONG_SIDE_PX, height: 1200 });
    expect(targetSize(3000, 4000)).toEqual({ width: 1200, height: MAX_LONG_SIDE_PX });
  });

  it('never enlarges a small photo', () => {
    expect(targetSize(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('keeps the shorter side at the minimum the face check needs', () => {
    expect(targetSize(4000, 1000, 1600, 720)).toEqual({ width: 2880, height: 720 });
    // A photo already below the minimum is left as it is, not blown up.
    expect(targetSize(1000, 500, 1600, 720)).toEqual({ width: 1000, height: 500 });
  });
});

describe('prepareImage', () => {
  it('throws before decoding anything when the file is refused', async () => {
    const imaging = fakeBrowserImaging({ bitmap: { width: 10, height: 10 }, output: null });
    const error = await prepareImage(fakeFile('big.png', 'image/png', IMAGE_MAX_BYTES + 1)).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ImageRejectedError);
    expect((error as Error).message).toBe(OnboardingMessage.imageTooBig);
    expect(imaging.draws).toEqual([]);
  });

  it('re-encodes as a downscaled JPEG at quality 0.5', async () => {
    const jpeg = new Blob(['small'], { type: 'image/jpeg' });
    const imaging = fakeBrowserImaging({ bitmap: { width: 4000, height: 3000 }, output: jpeg });
    const result = await prepareImage(fakeFile('photo.png', 'image/png', 5_000_000));
    expect(result).toBe(jpeg);
    expect(imaging.draws).toEqual([{ width: 1600, height: 1200 }]);
    expect(imaging.encodes).toEqual([{ type: 'image/jpeg', quality: 0.5 }]);
    expect(imaging.close).toHaveBeenCalled();
  });

  it('uses the quality it is given', async () => {
    const jpeg = new Blob(['small'], { type: 'image/jpeg' });
    const imaging = fakeBrowserImaging({ bitmap: { width: 100, height: 100 }, output: jpeg });
    await prepareImage(fakeFile('photo.jpg', 'image/jpeg', 50_000), { quality: 0.7 });
    expect(imaging.encodes[0]?.quality).toBe(0.7);
  });

  it('keeps the original when the JPEG would be bigger', async () => {
    fakeBrowserImaging({
      bitmap: { width: 100, height: 100 },
      output: new Blob(['a much longer encoded body'], { type: 'image/jpeg' }),
    });
    const original = fakeFile('tiny.jpg', 'image/jpeg', 5);
    await expect(prepareImage(original)).resolves.toBe(original);
  });

  it('keeps the original when the browser cannot decode it (e.g. HEIC)', async () => {
    fakeBrowserImaging({ bitmap: { width: 1, height: 1 }, output: null, decodeFails: true });
    const original = fakeFile('photo.heic', 'image/heic', 2_000_000);
    await expect(prepareImage(original)).resolves.toBe(original);
  });

  it('keeps the original when the canvas cannot make a JPEG', async () => {
    fakeBrowserImaging({
      bitmap: { width: 100, height: 100 },
      output: new Blob(['x'], { type: 'image/png' }),
    });
    const original = fakeFile('photo.jpg', 'image/jpeg', 2_000_000);
    await expect(prepareImage(original)).resolves.toBe(original);
  });

  it('keeps the original when createImageBitmap is missing', async () => {
    vi.stubGlobal('createImageBitmap', undefined);
    const original = fakeFile('photo.jpg', 'image/jpeg', 2_000_000);
    await expect(prepareImage(original)).resolves.toBe(original);
  });
});
