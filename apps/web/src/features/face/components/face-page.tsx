import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { OnboardingMessage } from '@saral/contract/onboarding';
import { prepareImage } from '../../../shared/images/prepare-image';
import { StepHeader } from '../../../shared/onboarding/step-header';
import { useOnboardingStep } from '../../../shared/onboarding/use-onboarding-step';
import { showToast } from '../../../shared/ui/feedback';
import { livingCheckMutation, livingConfigQuery } from '../api/face-api';
import './face.css';

/** Shown until (or if never) the server's tips arrive, so the screen never waits on them. */
const DEFAULT_TIPS = [
  'Find good light and face the camera directly',
  'Remove glasses, mask or cap',
  'Keep your whole face inside the frame and hold still',
];

type Photo = { image: Blob; preview: string };

/** Face step (page type 9): one selfie from the front camera, checked for liveness. */
export function FacePage() {
  const { step, total, stepQuery } = useOnboardingStep();
  const navigate = useNavigate();
  const config = useQuery(livingConfigQuery());
  // A failure's message is shown as a toast (the query client's default).
  const check = useMutation(livingCheckMutation());
  const inputRef = useRef<HTMLInputElement>(null);
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [preparing, setPreparing] = useState(false);

  // The preview's memory goes back when the photo is replaced or the borrower leaves.
  useEffect(() => {
    if (!photo) return;
    return () => URL.revokeObjectURL(photo.preview);
  }, [photo]);

  function clearPhoto() {
    if (inputRef.current) inputRef.current.value = '';
    setPhoto(null);
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    // Compressed once, here: the preview is then a small image and CONFIRM only uploads.
    setPreparing(true);
    try {
      const image = await prepareImage(file, {
        quality: config.data?.compressionQuality,
        minShortSidePx: config.data?.minShortSidePx,
      });
      setPhoto({ image, preview: URL.createObjectURL(image) });
    } catch (error) {
      showToast((error as Error).message);
      clearPhoto();
    } finally {
      setPreparing(false);
    }
  }

  function submit() {
    if (preparing || check.isPending) return;
    if (!photo) return showToast(OnboardingMessage.face);
    check.mutate(photo.image, {
      onSuccess: (result) =>
        void navigate(`/auth/callback?${stepQuery}&checkId=${encodeURIComponent(result.checkId)}`),
      // The message is shown by the query client; the photo must be taken again.
      onError: clearPhoto,
    });
  }

  const tips = config.data?.tips.length ? config.data.tips : DEFAULT_TIPS;

  return (
    <main className="face-page">
      <StepHeader step={step} total={total} title="Face Recognition" />
      <div className="face-page__body">
        <label
          className={`face-capture${photo ? ' face-capture--taken' : ''}`}
          data-testid="face-capture"
        >
          <input
            ref={inputRef}
            type="file"
            accept="image/*"
            capture="user"
            aria-label="Face photo"
            className="face-capture__input"
            disabled={preparing || check.isPending}
            onChange={(event) => void choose(event)}
          />
          <span className="face-capture__frame">
            {photo ? (
              <img src={photo.preview} alt="Your face photo" className="face-capture__preview" />
            ) : (
              <span className="face-capture__outline" aria-hidden="true" />
            )}
            {preparing ? (
              <span className="spinner face-capture__spinner" aria-hidden="true" />
            ) : null}
          </span>
          <span className="face-capture__action">
            {preparing ? 'Preparing photo…' : photo ? 'Retake photo' : 'Take a selfie'}
          </span>
        </label>

        <section className="face-tips" aria-labelledby="face-tips-title">
          <h2 id="face-tips-title" className="face-tips__title">
            For a quick match
          </h2>
          <ul className="face-tips__list">
            {tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </section>

        <Button
          color="primary"
          size="large"
          block
          loading={preparing || check.isPending}
          data-track="face-next"
          onClick={submit}
        >
          CONFIRM TO NEXT
        </Button>
      </div>
    </main>
  );
}
