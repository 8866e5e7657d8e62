import type { BorrowerLanguage } from '@saral/contract/api/language';
import { AuditAction } from '@saral/contract/api/operator-admin';
import {
  CONTENT_KEYS,
  CONTENT_STALE_VERSION,
  type ContentEntry,
  type ContentKey,
  type ContentSaveBody,
} from '@saral/contract/api/ops-content';
import type { Database, Queryable } from '../../db/database';
import { failed, staleEdit } from '../../shared/app-error';
import { istDay, type Clock } from '../../shared/clock';
import { recordAudit, type OperatorActor } from '../audit-log/audit-log';
import { checkContentText } from '../content/content-texts';
import {
  createContentVersionsRepository,
  type ContentVersionRow,
} from '../content/content-versions-repository';

export const EFFECTIVE_DATE_IN_PAST = 'The effective date is today or later (India time)';

/** The start of a calendar day in India (UTC+5:30): when a version dated that day takes effect. */
export const startOfIndiaDay = (day: string): Date => new Date(`${day}T00:00:00+05:30`);

export type ContentDeskDeps = {
  db: Database;
  clock: Clock;
  /** The text shipped with the app, in the edited form: what a key serves before any version. */
  shippedText: (key: ContentKey, q: Queryable) => Promise<string>;
  /** After a save: the borrower API's cache of that key and language is cleared in this process. */
  onSaved: (key: ContentKey, language: BorrowerLanguage) => void;
};

/** The audit entity of a text: the key for English ('privacy'), key:language otherwise. */
const auditEntity = (key: ContentKey, language: BorrowerLanguage) =>
  language === 'en' ? key : `${key}:${language}`;

/**
 * Operators' side of the texts (/ops/v1/content): each key in one language with the version
 * served now and its history, and saving a new version of a language checked against the version
 * the operator saw. Each language has its own versions; a language without one serves English.
 */
export function createContentDeskService({ db, clock, shippedText, onSaved }: ContentDeskDeps) {
  /** The English text served now: what a language without a version serves. */
  async function englishBody(key: ContentKey, q: Queryable): Promise<string> {
    const english = await createContentVersionsRepository(q).published(key, 'en', clock.now());
    return english?.body ?? (await shippedText(key, q));
  }

  async function entry(
    key: ContentKey,
    language: BorrowerLanguage,
    q: Queryable = db,
  ): Promise<ContentEntry> {
    const versions = createContentVersionsRepository(q);
    const [published, history] = await Promise.all([
      versions.published(key, language, clock.now()),
      versions.history(key, language),
    ]);
    return {
      key,
      language,
      body: published?.body ?? (await englishBody(key, q)),
      version: published?.version ?? 0,
      latestVersion: history[0]?.version ?? 0,
      effectiveFrom: published ? istDay(published.effective_from) : null,
      history: history.map((row) => ({
        version: row.version,
        body: row.body,
        effectiveFrom: istDay(row.effective_from),
        createdBy: row.created_by,
        createdAt: row.created_at.toISOString(),
        current: row.version === published?.version,
      })),
    };
  }

  const auditView = (row: ContentVersionRow) => ({
    version: row.version,
    effectiveFrom: istDay(row.effective_from),
    body: row.body,
  });

  return {
    list: (language: BorrowerLanguage = 'en'): Promise<ContentEntry[]> =>
      Promise.all(CONTENT_KEYS.map((key) => entry(key, language))),

    /** A new version and its audit entry together; 409 when another save came first. */
    async save(
      key: ContentKey,
      input: ContentSaveBody,
      actor: OperatorActor,
    ): Promise<ContentEntry> {
      const now = clock.now();
      const language = input.language ?? 'en';
      if (input.effectiveFrom < istDay(now)) throw failed(EFFECTIVE_DATE_IN_PAST);
      checkContentText(key, input.body);
      const saved = await db.transaction(async (tx) => {
        const versions = createContentVersionsRepository(tx);
        const latest = (await versions.history(key, language))[0];
        const before = latest
          ? { ...auditView(latest), language }
          : { version: 0, effectiveFrom: null, body: await englishBody(key, tx), language };
        const version = await versions.insertNext({
          key,
          language,
          expectedVersion: input.expectedVersion,
          body: input.body,
          effectiveFrom: startOfIndiaDay(input.effectiveFrom),
          createdBy: actor.username,
          createdAt: now,
        });
        if (version === null) throw staleEdit(CONTENT_STALE_VERSION);
        await recordAudit(tx, {
          actor,
          action: AuditAction.contentChange,
          at: now,
          entityType: 'content',
          entityId: auditEntity(key, language),
          before,
          after: { version, effectiveFrom: input.effectiveFrom, body: input.body, language },
        });
        return entry(key, language, tx);
      });
      onSaved(key, language);
      return saved;
    },
  };
}
export type ContentDeskService = ReturnType<typeof createContentDeskService>;
