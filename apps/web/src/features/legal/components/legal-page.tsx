import Skeleton from 'antd-mobile/es/components/skeleton';
import { useQuery } from '@tanstack/react-query';
import { PageError } from '../../../shared/ui/page-error';
import { legalDocumentQuery, type LegalDocumentKind } from '../api/legal-api';
import { fill, useLanguage, useMessages } from '../../../shared/i18n/i18n';
import { monthsIn } from '../../../shared/i18n/shown-text';
import { legalMessages } from '../i18n/en';

/** Renders one legal document (privacy policy, terms) as readable sections. */
export function LegalPage({ kind }: { kind: LegalDocumentKind }) {
  const legal = useQuery(legalDocumentQuery(kind));
  const t = useMessages(legalMessages);
  const language = useLanguage();
  if (legal.isPending) return <Skeleton.Paragraph lineCount={12} animated className="page-pad" />;
  if (legal.isError) {
    return <PageError message={legal.error.message} onRetry={() => void legal.refetch()} />;
  }
  const document = legal.data;
  return (
    <main className="legal-page">
      <h1 className="legal-page__title">{document.title}</h1>
      <p className="muted">{fill(t.lastUpdated, { date: monthsIn(document.updated, language) })}</p>
      <p>{document.intro}</p>
      {document.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 48)}>{paragraph}</p>
          ))}
        </section>
      ))}
    </main>
  );
}
