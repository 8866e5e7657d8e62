import { useState } from 'react';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useQuery } from '@tanstack/react-query';
import { PageError } from '../../../shared/ui/page-error';
import { faqQuery } from '../api/help-api';
import { useMessages } from '../../../shared/i18n/i18n';
import { helpMessages } from '../i18n/en';

/** Help Center: an accordion of questions; the first is open, a tap toggles one. */
export function HelpPage() {
  const faq = useQuery(faqQuery());
  const t = useMessages(helpMessages);
  const [openIndexes, setOpenIndexes] = useState<ReadonlySet<number>>(() => new Set([0]));

  const toggle = (index: number) =>
    setOpenIndexes((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  if (faq.isPending) return <Skeleton.Paragraph lineCount={8} animated className="page-pad" />;
  if (faq.isError)
    return <PageError message={faq.error.message} onRetry={() => void faq.refetch()} />;

  return (
    <main className="help-page">
      <ul className="accordion">
        {faq.data.map((item, index) => {
          const open = openIndexes.has(index);
          const panelId = `faq-panel-${index}`;
          return (
            <li
              key={item.title}
              className={`accordion__item${open ? ' accordion__item--open' : ''}`}
            >
              <button
                type="button"
                className="accordion__title"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(index)}
              >
                <span>{item.title}</span>
                <span className="accordion__chevron" aria-hidden="true" />
              </button>
              <div id={panelId} className="accordion__content" hidden={!open}>
                {item.content}
              </div>
            </li>
          );
        })}
      </ul>
      <p className="help-page__contact muted">{t.contact}</p>
    </main>
  );
}
