import { fill, useMessages } from '../i18n/i18n';
import { stepsMessages } from '../i18n/steps/en';

/** 'Step n / m' above every auth screen, with a bar showing how far the borrower has come. */
export function StepHeader({ step, total, title }: { step: number; total: number; title: string }) {
  const t = useMessages(stepsMessages);
  const percent = Math.min(100, Math.max(0, Math.round((step / total) * 100)));
  return (
    <header className="step-header">
      <div className="step-header__row">
        <h1 className="step-header__title">{title}</h1>
        <span className="step-header__count">{fill(t.stepCount, { step, total })}</span>
      </div>
      <div
        className="step-header__bar"
        role="progressbar"
        aria-label={fill(t.stepProgress, { step, total })}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={step}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
    </header>
  );
}
