import type { ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import Result from 'antd-mobile/es/components/result';
import { Link } from 'react-router';
import { StateArt, type StateArtKind } from './state-art';
import './outcome.css';

export type OutcomeAction =
  | { text: string; to: string; primary?: boolean; track?: string }
  | {
      text: string;
      onClick: () => void;
      primary?: boolean;
      track?: string;
      loading?: boolean;
      disabled?: boolean;
    };

const OUTCOME_ART: Record<'success' | 'error' | 'waiting' | 'info', StateArtKind> = {
  success: 'success',
  error: 'failed',
  waiting: 'waiting',
  info: 'info',
};

/**
 * What happened after a money action (or an application), in Saral's colours: a heading, the
 * facts in plain words and the ways on, each at least 48 px tall.
 */
export function Outcome({
  status,
  title,
  description,
  children,
  actions,
}: {
  status: 'success' | 'error' | 'waiting' | 'info';
  title: string;
  description: ReactNode;
  children?: ReactNode;
  actions: OutcomeAction[];
}) {
  return (
    <main className={`outcome outcome--${status}`} aria-live="polite">
      <Result
        status={status}
        icon={<StateArt kind={OUTCOME_ART[status]} size={64} />}
        title={<h1 className="outcome__title">{title}</h1>}
        description={description}
      />
      {children}
      <div className="outcome__actions">
        {actions.map((action) =>
          'to' in action ? (
            <Link
              key={action.text}
              to={action.to}
              replace
              className={`outcome__link${action.primary ? ' outcome__link--primary' : ''}`}
              data-track={action.track}
            >
              {action.text}
            </Link>
          ) : (
            <Button
              key={action.text}
              block
              size="large"
              color={action.primary ? 'primary' : 'default'}
              loading={action.loading}
              disabled={action.disabled}
              data-track={action.track}
              onClick={action.onClick}
            >
              {action.text}
            </Button>
          ),
        )}
      </div>
    </main>
  );
}
