import { OnboardingMessage } from '@saral/contract/onboarding';
import { i18n } from '../../../shared/i18n/i18n';

/** The face step's English texts (spec sections 2 and 5). */
export const en = {
  title: 'Face Recognition',
  tip1: 'Find good light and face the camera directly',
  tip2: 'Remove glasses, mask or cap',
  tip3: 'Keep your whole face inside the frame and hold still',
  photoLabel: 'Face photo',
  photoAlt: 'Your face photo',
  preparing: 'Preparing photo…',
  retake: 'Retake photo',
  takeSelfie: 'Take a selfie',
  tipsTitle: 'For a quick match',
  next: 'CONFIRM TO NEXT',
  resultNext: 'NEXT',
  accepted: 'Selfie accepted',
  notAccepted: 'Selfie not accepted',
  acceptedText: 'Your photo is clear. Tap NEXT to continue.',
  checkMissing: 'We could not find your face check. Please take your photo again.',
  saveFailed: 'We could not save your face check',
  backToFace: 'Back to Face Recognition',
  tryAgain: 'Try again',
  saving: 'Saving your verification…',
  // The contract's messages this step shows, keyed by their English text.
  // The server's tips (living-check-config), keyed by their English text.
  'Hold the phone at eye level and look straight at the camera':
    'Hold the phone at eye level and look straight at the camera',
  'Make sure your face is well lit and fills the oval':
    'Make sure your face is well lit and fills the oval',
  'Remove sunglasses, masks and caps': 'Remove sunglasses, masks and caps',
  [OnboardingMessage.face]: OnboardingMessage.face,
  [OnboardingMessage.imageTooBig]: OnboardingMessage.imageTooBig,
  [OnboardingMessage.notAnImage]: OnboardingMessage.notAnImage,
};

export const faceMessages = i18n('face', en);
