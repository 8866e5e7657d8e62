import type { LegalDocument } from '../legal-texts';

/** Renders one legal document (privacy policy, terms) as readable sections. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <main className="legal-page">
      <h1 className="legal-page__title">{document.title}</h1>
      <p className="muted">Last updated: {document.updated}</p>
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
