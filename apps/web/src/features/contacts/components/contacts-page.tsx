import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CONTACT_BLOCKS } from '@saral/contract/onboarding';
import { useOnboardingStep } from '../../../shared/onboarding/use-onboarding-step';
import { StepHeader } from '../../../shared/onboarding/step-header';
import { ApiError } from '../../../shared/api/api-client';
import { sessionStore } from '../../../shared/session/session-store';
import { PageError } from '../../../shared/ui/page-error';
import { saveContactsMutation, savedContactsQuery } from '../api/contacts-api';
import {
  CONTACT_NAME_MAX_LENGTH,
  contactKey,
  contactProblems,
  contactValuesFrom,
  contactsBody,
  sanitizeContactMobile,
  sanitizeContactName,
  type ContactKey,
} from '../contact-form';
import '../../../shared/ui/form-fields.css';
import { fill, useMessages } from '../../../shared/i18n/i18n';
import { inLanguage } from '../../../shared/i18n/english-text';
import { contactsMessages } from '../i18n/en';
import './contacts.css';
import { loadImperative } from '../../../shared/ui/load-imperative';

// The sheet (and the popup code under it) loads on the first tap on a Relationship.
const loadActionSheet = () =>
  loadImperative(() => import('antd-mobile/es/components/action-sheet'));

type ContactBlock = (typeof CONTACT_BLOCKS)[number];

const fieldId = (key: ContactKey | 'form') => `contact-${key}`;
const errorId = (key: ContactKey) => `contact-${key}-error`;

/**
 * Contact Information (page type 4): three urgent contacts typed by hand. The phone's address
 * book is never read.
 */
export function ContactsPage() {
  const { step, total } = useOnboardingStep();
  const saved = useQuery(savedContactsQuery());
  const t = useMessages(contactsMessages);

  return (
    <main className="contacts-page">
      <StepHeader step={step} total={total} title={t.title} />
      {saved.isPending ? (
        <Skeleton.Paragraph lineCount={9} animated className="page-pad" />
      ) : saved.isError ? (
        <PageError message={saved.error.message} onRetry={() => void saved.refetch()} />
      ) : (
        <ContactsForm saved={saved.data} />
      )}
    </main>
  );
}

function ContactsForm({ saved }: { saved: Partial<Record<string, string>> | null }) {
  const { backToDispatcher } = useOnboardingStep();
  const [values, setValues] = useState(() => contactValuesFrom(saved));
  const [attempted, setAttempted] = useState(false);
  // A ref, not state: a second tap in the same frame must see the request as running.
  const inFlight = useRef(false);
  const ownPhone = sessionStore.get()?.phone ?? '';
  const t = useMessages(contactsMessages);
  // A refusal of the server that names a field shows under it, others above the button.
  const [refused, setRefused] = useState<{ field: ContactKey | null; message: string } | null>(
    null,
  );
  const problems: Partial<Record<ContactKey, string>> = attempted
    ? contactProblems(values, ownPhone)
    : {};
  if (refused?.field && !problems[refused.field]) problems[refused.field] = refused.message;

  const save = useMutation({
    ...saveContactsMutation(),
    // Shown here, even for -4: on this screen it does not sign the borrower out.
    meta: { errorDisplay: 'inline' },
    onError: (error) => {
      const field = refusedField(error);
      setRefused({ field, message: error.message });
      scrollToField(field ?? 'form');
    },
    onSuccess: () => void backToDispatcher(),
    onSettled: () => {
      inFlight.current = false;
    },
  });

  const set = (key: ContactKey, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setRefused(null);
  };

  async function chooseRelation(block: ContactBlock) {
    const key = contactKey(block.prefix, 'Relation');
    const ActionSheet = await loadActionSheet();
    ActionSheet.show({
      extra: fill(t.relationshipOf, { block: inLanguage(t, block.title) }),
      actions: block.relations.map((relation) => ({
        key: relation,
        text: inLanguage(t, relation),
        bold: relation === values[key],
      })),
      cancelText: t.cancel,
      closeOnAction: true,
      onAction: (action) => set(key, String(action.key)),
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    setAttempted(true);
    const found = Object.keys(contactProblems(values, ownPhone)) as ContactKey[];
    const first = found[0];
    if (first) {
      scrollToField(first);
      return;
    }
    setRefused(null);
    inFlight.current = true;
    save.mutate(contactsBody(values));
  }

  return (
    <form className="contacts-form" onSubmit={submit} noValidate>
      {CONTACT_BLOCKS.map((block) => {
        const relationKey = contactKey(block.prefix, 'Relation');
        const nameKey = contactKey(block.prefix, 'Name');
        const mobileKey = contactKey(block.prefix, 'Mobile');
        const titleId = `contact-${block.prefix}-title`;
        const blockTitle = inLanguage(t, block.title);
        return (
          <section key={block.prefix} className="contact-block" aria-labelledby={titleId}>
            <h2 id={titleId} className="contact-block__title">
              {blockTitle}
            </h2>

            <ContactField id={relationKey} label={t.relationship} error={problems[relationKey]}>
              <button
                type="button"
                id={fieldId(relationKey)}
                className="contact-field__chooser"
                aria-label={fill(t.relationshipOf, { block: blockTitle })}
                aria-describedby={problems[relationKey] ? errorId(relationKey) : undefined}
                onPointerDown={() => void loadActionSheet()}
                onClick={() => void chooseRelation(block)}
              >
                <span className={values[relationKey] ? undefined : 'contact-field__placeholder'}>
                  {values[relationKey] ? inLanguage(t, values[relationKey]) : t.pleaseChoose}
                </span>
                <span className="contact-field__chevron" aria-hidden="true" />
              </button>
            </ContactField>

            <ContactField id={nameKey} label={t.name} error={problems[nameKey]}>
              <input
                id={fieldId(nameKey)}
                className="contact-field__input"
                aria-label={fill(t.nameOf, { block: blockTitle })}
                aria-invalid={problems[nameKey] ? true : undefined}
                aria-describedby={problems[nameKey] ? errorId(nameKey) : undefined}
                type="text"
                autoComplete="off"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                maxLength={CONTACT_NAME_MAX_LENGTH}
                placeholder={t.namePlaceholder}
                value={values[nameKey]}
                onChange={(event) => set(nameKey, sanitizeContactName(event.target.value))}
              />
            </ContactField>

            <ContactField id={mobileKey} label={t.mobile} error={problems[mobileKey]}>
              <span className="contact-field__phone">
                <span className="contact-field__prefix">+91</span>
                {/* No maxLength: a pasted '+91 98765 43210' must arrive whole to be trimmed. */}
                <input
                  id={fieldId(mobileKey)}
                  className="contact-field__input"
                  aria-label={fill(t.mobileOf, { block: blockTitle })}
                  aria-invalid={problems[mobileKey] ? true : undefined}
                  aria-describedby={problems[mobileKey] ? errorId(mobileKey) : undefined}
                  type="tel"
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder={t.mobilePlaceholder}
                  value={values[mobileKey]}
                  onChange={(event) => set(mobileKey, sanitizeContactMobile(event.target.value))}
                />
              </span>
            </ContactField>
          </section>
        );
      })}

      <div className="contacts-form__actions">
        {refused && !refused.field ? (
          <p id={fieldId('form')} className="contact-field__error" role="alert">
            {inLanguage(t, refused.message)}
          </p>
        ) : null}
        <Button
          type="submit"
          color="primary"
          size="large"
          block
          loading={save.isPending}
          data-track="contacts-next"
        >
          {t.next}
        </Button>
      </div>
    </form>
  );
}

/** Brings a field with a problem into view without opening the keyboard. */
function scrollToField(key: ContactKey | 'form') {
  // After the render that shows the message.
  requestAnimationFrame(() =>
    document.getElementById(fieldId(key))?.scrollIntoView({ block: 'center' }),
  );
}

/** The field a refusal of the server names (data.field), when it is one of this form's. */
function refusedField(error: Error): ContactKey | null {
  if (!(error instanceof ApiError)) return null;
  const field = (error.data as { field?: unknown } | null)?.field;
  return typeof field === 'string' && /^(one|two|third)(Name|Mobile|Relation)$/.test(field)
    ? (field as ContactKey)
    : null;
}

function ContactField({
  id,
  label,
  error,
  children,
}: {
  id: ContactKey;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  const t = useMessages(contactsMessages);
  return (
    <div className={`contact-field${error ? ' contact-field--error' : ''}`}>
      <label className="contact-field__label" htmlFor={fieldId(id)}>
        {label}
      </label>
      {children}
      {error ? (
        <p id={errorId(id)} className="contact-field__error">
          {inLanguage(t, error)}
        </p>
      ) : null}
    </div>
  );
}
