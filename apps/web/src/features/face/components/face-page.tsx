import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { OnboardingMessage } from '@saral/contract/onboarding';
import { prepareImage } from '../../../shared/images/prepare-image';
import { StepHeader } from '../../../shared/onboarding/step-header';
import { useOnboardingStep } from '../../../shared/onboarding/use-onboarding-step';
import { useMessages } from '../../../shared/i18n/i18n';
import { inLanguage } from '../../../shared/i18n/english-text';
import { livingCheckMutation, livingConfigQuery } from '../api/face-api';
import { faceMessages } from '../i18n/en';
import './face.css';

type Photo = { image: Blob; preview: string };

const PROBLEM_ID = 'face-problem';

/** Face step (page type 9): one selfie from the front camera, checked for liveness. */
export function FacePage() {
  const { step, total, stepQuery } = useOnboardingStep();
  const navigate = useNavigate();
  const config = useQuery(livingConfigQuery());
  // Every problem shows under the photo frame, never in a toast.
  const check = useMutation({ ...livingCheckMutation(), meta: { errorDisplay: 'inline' } });
  const t = useMessages(faceMessages);
  const [problem, setProblem] = useState<string | null>(null);
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
    setProblem(null);
    // Compressed once, here: the preview is then a small image and CONFIRM only uploads.
    setPreparing(true);
    try {
      const image = await prepareImage(file, {
        quality: config.data?.compressionQuality,
        minShortSidePx: config.data?.minShortSidePx,
      });
      setPhoto({ image, preview: URL.createObjectURL(image) });
    } catch (error) {
      clearPhoto();
      showProblem((error as Error).message);
    } finally {
      setPreparing(false);
    }
  }

  function submit() {
    if (preparing || check.isPending) return;
    if (!photo) return showProblem(OnboardingMessage.face);
    setProblem(null);
    check.mutate(photo.image, {
      onSuccess: (result) =>
        void navigate(`/auth/callback?${stepQuery}&checkId=${encodeURIComponent(result.checkId)}`),
      // The server says what to change; the photo must be taken again.
      onError: (error) => {
        clearPhoto();
        showProblem(error.message);
      },
    });
  }

  /** Writes the problem under the frame and brings it into view. */
  function showProblem(message: string) {
    setProblem(message);
    requestAnimationFrame(() =>
      document.getElementById(PROBLEM_ID)?.scrollIntoView({ block: 'center' }),
    );
  }

  // Shown until (or if never) the server's tips arrive, so the screen never waits on them.
  const tips = config.data?.tips.length ? config.data.tips : [t.tip1, t.tip2, t.tip3];

  return (
    <main className="face-page">
      <StepHeader step={step} total={total} title={t.title} />
      <div className="face-page__body">
        <label
          className={`face-capture${photo ? ' face-capture--taken' : ''}${problem ? ' face-capture--invalid' : ''}`}
          data-testid="face-capture"
        >
          <input
            ref={inputRef}
            type="file"
            accept="image/*"
            capture="user"
            aria-label={t.photoLabel}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? PROBLEM_ID : undefined}
            className="face-capture__input"
            disabled={preparing || check.isPending}
            onChange={(event) => void choose(event)}
          />
          <span className="face-capture__frame">
            {photo ? (
              <img src={photo.preview} alt={t.photoAlt} className="face-capture__preview" />
            ) : (
              <span className="face-capture__outline" aria-hidden="true" />
            )}
            {preparing ? (
              <span className="spinner face-capture__spinner" aria-hidden="true" />
            ) : null}
          </span>
          <span className="face-capture__action">
            {preparing ? t.preparing : photo ? t.retake : t.takeSelfie}
          </span>
          {problem ? (
            <span id={PROBLEM_ID} className="face-capture__error" role="alert">
              {inLanguage(t, problem)}
            </span>
          ) : null}
        </label>

        <section className="face-tips" aria-labelledby="face-tips-title">
          <h2 id="face-tips-title" className="face-tips__title">
            {t.tipsTitle}
          </h2>
          <ul className="face-tips__list">
            {tips.map((tip) => (
              <li key={tip}>{inLanguage(t, tip)}</li>
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
          {t.next}
        </Button>
      </div>
    </main>
  );
}
