import { chooseLanguage, useLanguage } from '../i18n/i18n';
import type { Language } from '../i18n/language';
import { saveProfileLanguage } from '../api/language-api';
import { sessionStore } from '../session/session-store';
import './language-switch.css';

const OPTIONS: { language: Language; label: string }[] = [
  { language: 'en', label: 'English' },
  { language: 'hi', label: 'हिन्दी' },
];

/**
 * "English / हिन्दी": each language named in itself, so a borrower finds theirs whatever the
 * screen shows. The choice shows at once, stays on this device and, once signed in, goes to the
 * borrower's profile (a failure there is quiet: the device keeps the choice, next sign-in sends it).
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const current = useLanguage();
  const choose = async (language: Language) => {
    if (language === current) return;
    await chooseLanguage(language);
    if (sessionStore.token()) void saveProfileLanguage(language).catch(() => undefined);
  };
  return (
    <div className={`language-switch ${className}`} role="group" aria-label="English / हिन्दी">
      {OPTIONS.map((option, index) => (
        <span key={option.language} className="language-switch__item">
          {index > 0 ? (
            <span className="language-switch__divider" aria-hidden="true">
              /
            </span>
          ) : null}
          <button
            type="button"
            lang={option.language}
            className="language-switch__option"
            aria-pressed={current === option.language}
            data-track={`language-${option.language}`}
            onClick={() => void choose(option.language)}
          >
            {option.label}
          </button>
        </span>
      ))}
    </div>
  );
}
