import { createRoot } from 'react-dom/client';
import { fill, useMessages } from '../i18n/i18n';
import { marketingMessages } from '../i18n/marketing/en';
import type { MarketingConsent } from './marketing-consent';
import './consent-bar.css';

type ConsentBarProps = {
  /** The services that would load, e.g. ['Meta', 'Adjust']. */
  services: readonly string[];
  onChoice: (choice: MarketingConsent) => void;
};

/** One line on what the measurement is for, and two equal answers. */
export function ConsentBar({ services, onChoice }: ConsentBarProps) {
  const t = useMessages(marketingMessages);
  return (
    <section className="consent-bar" role="region" aria-label={t.region}>
      <p className="consent-bar__text">{fill(t.question, { services: services.join(t.and) })}</p>
      <div className="consent-bar__actions">
        <button type="button" className="consent-bar__button" onClick={() => onChoice('denied')}>
          {t.decline}
        </button>
        <button
          type="button"
          className="consent-bar__button consent-bar__button--allow"
          onClick={() => onChoice('granted')}
        >
          {t.allow}
        </button>
      </div>
    </section>
  );
}

/**
 * Shows the bar above the app, in the page flow rather than floating: it pushes the page down
 * instead of covering the tab bar, a sticky action button or a form field. Goes on an answer.
 */
export function showConsentBar(
  services: readonly string[],
  onChoice: (choice: MarketingConsent) => void,
): void {
  const host = document.createElement('div');
  host.id = 'marketing-consent';
  const app = document.getElementById('root');
  document.body.insertBefore(host, app);
  const root = createRoot(host);
  root.render(
    <ConsentBar
      services={services}
      onChoice={(choice) => {
        root.unmount();
        host.remove();
        onChoice(choice);
      }}
    />,
  );
}
