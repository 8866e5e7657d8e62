import { useNavigate } from 'react-router';
import { useMessages } from '../shared/i18n/i18n';
import { shellMessages } from '../shared/i18n/shell/en';

/**
 * The top bar of pages outside the tab shell: a back button and the page's title. Drawn like the
 * kit's NavBar, without its code (about 1.5 KB on every screen, /login included: docs/web-bundle.md),
 * and with a real button that a screen reader names.
 */
export function TopBar({ title }: { title: string }) {
  const navigate = useNavigate();
  const shell = useMessages(shellMessages);
  return (
    <div className="top-bar">
      <div className="top-bar__side">
        <button
          type="button"
          className="top-bar__back"
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
        >
          <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true">
            <path d="M15 4 7 12l8 8" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          <span className="visually-hidden">{shell.back}</span>
        </button>
      </div>
      <div className="top-bar__title">{title}</div>
      <div className="top-bar__side" />
    </div>
  );
}
