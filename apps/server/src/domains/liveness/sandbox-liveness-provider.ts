import {
  ImageRejectedError,
  imageStats,
  inspectImage,
  type ImageInfo,
  type ImageStats,
} from '../../shared/image-inspection';
import type { LivenessCheck, LivenessProvider } from './liveness-provider';

/** The shorter side of a face photo, in pixels; front cameras give far more. */
export const LIVENESS_MIN_SIDE_PX = 240;
export const LIVENESS_MIN_BRIGHTNESS = 40;
export const LIVENESS_MAX_BRIGHTNESS = 220;
/** Luminance standard deviation below this is a blank, covered or fully blurred frame. */
export const LIVENESS_MIN_CONTRAST = 18;

export const LivenessMessage = {
  /** Says what was checked: the sandbox has no face detector, so it cannot claim a face. */
  passed:
    'Photo accepted: it is clear, well lit and large enough (no face detection in the sandbox)',
  unreadable: 'Photo could not be read, please retake',
  tooSmall: 'Photo is too small, please retake with the front camera',
  tooDark: 'Photo is too dark, please retake in better light',
  tooBright: 'Photo is too bright, please move out of direct light and retake',
  noDetail: 'Face not visible, please uncover the camera and retake',
} as const;

type FailableCheck = LivenessCheck & { failureMessage: string };

/**
 * Offline stand-in for a vendor's liveness API. It applies the checks it can run without a
 * model (the photo decodes, is big enough, is exposed and shows detail) and says plainly that no
 * face detection was done. Nothing about the face is kept.
 */
export function createSandboxLivenessProvider(): LivenessProvider {
  return {
    name: 'sandbox',
    async check(image) {
      let info: ImageInfo;
      let stats: ImageStats;
      try {
        info = await inspectImage(image);
        stats = await imageStats(image);
      } catch (error) {
        if (!(error instanceof ImageRejectedError)) throw error;
        return {
          passed: false,
          message: LivenessMessage.unreadable,
          checks: [{ name: 'decodable image', passed: false, detail: 'not a readable image' }],
        };
      }

      const shorterSide = Math.min(info.width, info.height);
      const brightness = Math.round(stats.meanBrightness);
      const contrast = Math.round(stats.contrast * 10) / 10;
      const checks: FailableCheck[] = [
        {
          name: 'decodable image',
          passed: true,
          detail: `${info.format} ${info.width}x${info.height}`,
          failureMessage: LivenessMessage.unreadable,
        },
        {
          name: 'resolution',
          passed: shorterSide >= LIVENESS_MIN_SIDE_PX,
          detail: `shorter side ${shorterSide} px, at least ${LIVENESS_MIN_SIDE_PX} needed`,
          failureMessage: LivenessMessage.tooSmall,
        },
        {
          name: 'exposure',
          passed:
            stats.meanBrightness >= LIVENESS_MIN_BRIGHTNESS &&
            stats.meanBrightness <= LIVENESS_MAX_BRIGHTNESS,
          detail: `mean brightness ${brightness}, ${LIVENESS_MIN_BRIGHTNESS}–${LIVENESS_MAX_BRIGHTNESS} needed`,
          failureMessage:
            stats.meanBrightness < LIVENESS_MIN_BRIGHTNESS
              ? LivenessMessage.tooDark
              : LivenessMessage.tooBright,
        },
        {
          name: 'detail',
          passed: stats.contrast >= LIVENESS_MIN_CONTRAST,
          detail: `contrast ${contrast}, at least ${LIVENESS_MIN_CONTRAST} needed`,
          failureMessage: LivenessMessage.noDetail,
        },
      ];
      const failed = checks.find((check) => !check.passed);
      return {
        passed: !failed,
        message: failed?.failureMessage ?? LivenessMessage.passed,
        // Only checks that really ran are listed; the message says face detection did not.
        checks: checks.map(({ name, passed, detail }) => ({ name, passed, detail })),
      };
    },
  };
}
