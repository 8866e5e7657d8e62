import { Outlet, useLocation, useNavigate } from 'react-router';
import { useMessages } from '../../../shared/i18n/i18n';
import { shellMessages } from '../../../shared/i18n/shell/en';

type Tab = {
  path: string;
  label: 'tabHome' | 'tabOrder' | 'tabAccount';
  track: string;
  icon: string;
};

// Inline SVG paths keep the tab bar free of an icon library.
const TABS: Tab[] = [
  { path: '/', label: 'tabHome', track: 'tab-home', icon: 'M3 10.5 12 3l9 7.5V21h-6v-6H9v6H3z' },
  {
    path: '/orders',
    label: 'tabOrder',
    track: 'tab-order',
    icon: 'M6 2h9l5 5v15H6zM14 3v5h5M9 12h8M9 16h8',
  },
  {
    path: '/personal',
    label: 'tabAccount',
    track: 'tab-account',
    icon: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zM3.5 21a8.5 8.5 0 0 1 17 0',
  },
];

/** The home shell: its pages above, the three bottom tabs below. */
export function HomeShell() {
  const location = useLocation();
  const navigate = useNavigate();
  const t = useMessages(shellMessages);
  return (
    <div className="home-shell">
      <div className="home-shell__content">
        <Outlet />
      </div>
      <nav className="tab-bar" aria-label={t.mainNavigation}>
        {TABS.map((tab) => {
          const active =
            tab.path === '/' ? location.pathname === '/' : location.pathname.startsWith(tab.path);
          return (
            <button
              key={tab.path}
              type="button"
              className={`tab-bar__item${active ? ' tab-bar__item--active' : ''}`}
              aria-current={active ? 'page' : undefined}
              data-track={tab.track}
              onClick={() => void navigate(tab.path)}
            >
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                <path
                  d={tab.icon}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinejoin="round"
                />
              </svg>
              <span>{t[tab.label]}</span>
            </button>
          );
        })}
      </nav>
    </div>
  );
}
