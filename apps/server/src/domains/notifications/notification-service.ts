import { AuditAction } from '@saral/contract/api/operator-admin';
import type { LenderIdentity } from '@saral/contract/api/lender';
import type { Database, Queryable } from '../../db/database';
import type { NotificationSettings } from '../../config-notifications';
import { failed, notFound } from '../../shared/app-error';
import { HOUR_MS, istDay, type Clock } from '../../shared/clock';
import { recordAudit, type OperatorActor } from '../audit-log/audit-log';
import { PermanentJobError, type EnqueueJobs, type JobHandler } from '../jobs/job-types';
import { createLenderRepository } from '../lender/lender-repository';
import {
  acceptedKeyFactStatement,
  ordersMessageFacts,
  type OrderMessageFacts,
} from '../orders/message-facts';
import { reapplyWaitLeft } from '../orders/reapply-wait';
import { signDocumentLink } from './document-links';
import { eventMessage } from './event-messages';
import { createMessageRepository, type MessageRow, type NewMessage } from './message-repository';
import { MessageCategory, renderTemplate } from './message-templates';
import { NotificationEvent, type NotifyInput } from '../../shared/borrower-notify';
import {
  MESSAGE_DELIVER_JOB,
  MESSAGE_MAX_ATTEMPTS,
  NOTIFY_LATER_JOB,
  messageJobKey,
} from './message-jobs';
import { signStopOffersLink } from './offer-stop-links';
import { createUserRepository } from '../users/user-repository';

export type NotificationServiceDeps = {
  db: Database;
  clock: Clock;
  enqueueJobs: EnqueueJobs;
  settings: Pick<NotificationSettings, 'channels' | 'dltTemplateIds' | 'documentLinkTtlHours'>;
  publicBaseUrl: string;
  documentLinkKey: Buffer;
  /** The product's re-apply wait after a denial (its decision rules), read in `q`. */
  reapplyWaitDays: (q: Queryable, productId: number) => Promise<number>;
};

/** Events `notify` may be asked to tell later (notBefore). */
const NOTIFY_LATER_EVENTS = [NotificationEvent.borrowAgain] as const;

export const DOCUMENTS_NOT_YET =
  'Your loan documents are ready once you accept the Key Fact Statement';

export const NOT_RESENDABLE = 'Only an SMS or WhatsApp message can be sent again';

/**
 * Borrower notifications: `notify` turns an event of an order into one message per channel and
 * queues their delivery, in the caller's transaction; the idempotency key (order, event,
 * occurrence, channel) makes a repeated event queue nothing. Operators resend a message as a new
 * one linked to it.
 */
export function createNotificationService(deps: NotificationServiceDeps) {
  const { db, clock, settings } = deps;

  const deliveryJob = (messageId: number, runAt: Date) => ({
    kind: MESSAGE_DELIVER_JOB,
    key: messageJobKey(messageId),
    payload: { messageId },
    runAt,
    maxAttempts: MESSAGE_MAX_ATTEMPTS,
  });

  /** The job that tells an event at its notBefore: once per order, event and occurrence. */
  const notifyLaterJob = (input: NotifyInput) => ({
    kind: NOTIFY_LATER_JOB,
    key: `notify-later:order:${input.orderId}:${input.event}${input.occurrence ? `:${input.occurrence}` : ''}`,
    payload: {
      orderId: input.orderId,
      event: input.event,
      ...(input.occurrence ? { occurrence: input.occurrence } : {}),
    },
    runAt: input.notBefore ?? clock.now(),
  });

  const keyOf = (input: NotifyInput, channel: string) =>
    `order:${input.orderId}:${input.event}${input.occurrence ? `:${input.occurrence}` : ''}:${channel}`;

  /** The event's message: its template filled with the order's facts (null: opted out). */
  async function compose(
    tx: Queryable,
    input: NotifyInput,
    facts: OrderMessageFacts,
    context: { now: Date; lender: LenderIdentity },
  ) {
    const { now, lender } = context;
    if (input.userId !== undefined && input.userId !== facts.userId) {
      throw new Error(`notify: order ${input.orderId} is not of user ${input.userId}`);
    }
    const wait =
      input.event === NotificationEvent.denied
        ? reapplyWaitLeft(now, await deps.reapplyWaitDays(tx, facts.productId), now)
        : null;
    const validUntil = new Date(now.getTime() + settings.documentLinkTtlHours * HOUR_MS);
    const { template, values, link } = eventMessage(input, facts, {
      lenderName: lender.name,
      lenderPhone: lender.customerCare.phone,
      appUrl: deps.publicBaseUrl,
      stopOffersUrl: signStopOffersLink(deps.documentLinkKey, deps.publicBaseUrl, facts.userId),
      reapplyFrom: istDay(wait?.until ?? now),
      documents:
        input.event === NotificationEvent.documents
          ? {
              url: signDocumentLink(
                deps.documentLinkKey,
                deps.publicBaseUrl,
                facts.orderId,
                validUntil,
              ),
              validUntil,
            }
          : null,
    });
    const rendered = renderTemplate(template, values, facts.language);
    if (rendered.category === MessageCategory.marketing && facts.marketingOptOut) return null;
    return { template, rendered, link };
  }

  /**
   * Many events at once (the reminder sweep's batch) in the caller's transaction: the orders'
   * facts in one read, the messages in one insert and their delivery jobs in another. Events
   * whose every message exists already are left out before anything is read or rendered.
   */
  async function notifyMany(tx: Queryable, requested: readonly NotifyInput[]): Promise<number[]> {
    // Events told later (notBefore) become a job that calls notify at that time.
    const startsAt = clock.now().getTime();
    const later = requested.filter((input) => (input.notBefore?.getTime() ?? 0) > startsAt);
    if (later.length > 0) await deps.enqueueJobs(tx, later.map(notifyLaterJob));
    const inputs = requested.filter((input) => !later.includes(input));
    if (inputs.length === 0) return [];
    const taken =
      inputs.length > 1
        ? await createMessageRepository(tx).existingKeys(
            inputs.flatMap((input) => settings.channels.map((channel) => keyOf(input, channel))),
          )
        : new Set<string>();
    const pending = inputs.filter((input) =>
      settings.channels.some((channel) => !taken.has(keyOf(input, channel))),
    );
    const facts = await ordersMessageFacts(
      tx,
      pending.map((input) => input.orderId),
    );
    if (pending.length === 0) return [];
    const now = clock.now();
    const lender = await createLenderRepository(tx).read();
    const rows: NewMessage[] = [];
    for (const input of pending) {
      const fact = facts.get(input.orderId);
      if (!fact) throw new Error(`notify: order ${input.orderId} does not exist`);
      const message = await compose(tx, input, fact, { now, lender });
      if (!message) continue;
      for (const channel of settings.channels) {
        rows.push({
          userId: fact.userId,
          orderId: fact.orderId,
          event: input.event,
          channel,
          template: message.template,
          category: message.rendered.category,
          dltTemplateId:
            channel === 'sms' ? settings.dltTemplateIds[fact.language][message.template] : null,
          body: message.rendered.body,
          parameters: message.rendered.parameters,
          link: message.link,
          locale: fact.language,
          idempotencyKey: keyOf(input, channel),
          status: channel === 'inapp' ? 'delivered' : 'queued',
          at: now,
        });
      }
    }
    const inserted = await createMessageRepository(tx).insertMany(rows);
    const sent = inserted.filter((row) => !row.key.endsWith(':inapp'));
    await deps.enqueueJobs(
      tx,
      sent.map((row) => deliveryJob(row.id, now)),
    );
    return inserted.map((row) => row.id);
  }

  /** The NOTIFY_LATER_JOB handler: tells the event now, in a transaction of its own. */
  const notifyLaterHandler: JobHandler = async (job) => {
    const orderId = Number(job.payload.orderId);
    const event = NOTIFY_LATER_EVENTS.find((candidate) => candidate === job.payload.event);
    if (!Number.isSafeInteger(orderId) || !event) {
      throw new PermanentJobError('no order or an event that is not told later');
    }
    const occurrence = typeof job.payload.occurrence === 'string' ? job.payload.occurrence : null;
    await db.transaction((tx) =>
      notifyMany(tx, [{ orderId, event, ...(occurrence ? { occurrence } : {}) }]),
    );
  };

  return {
    /** One event's messages (one per channel) and their delivery jobs; none when they exist. */
    notify: (tx: Queryable, input: NotifyInput) => notifyMany(tx, [input]),
    notifyMany,
    notifyLaterHandler,

    /** Whether the borrower receives offers (marketing messages). */
    async offersWanted(userId: number): Promise<boolean> {
      return (await createUserRepository(db).offersStopped(userId)) !== true;
    },

    /** Starts or stops offers; a stop also withdraws offers queued and not yet sent. */
    async setOffersWanted(userId: number, wanted: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await createUserRepository(tx).setOffersStopped(userId, !wanted))) {
          throw notFound('Borrower');
        }
        if (!wanted) await createMessageRepository(tx).withdrawOffers(userId);
      });
    },

    /**
     * The borrower's own signed link to an order's loan documents (the sanction letter and the
     * accepted KFS), valid DOCUMENT_LINK_TTL_HOURS. Another borrower's order is not found.
     */
    async documentLink(
      userId: number,
      orderId: number,
    ): Promise<{ url: string; validUntil: string }> {
      const facts = (await ordersMessageFacts(db, [orderId])).get(orderId);
      if (!facts || facts.userId !== userId) throw notFound('Order');
      if (!(await acceptedKeyFactStatement(db, orderId))) throw failed(DOCUMENTS_NOT_YET);
      const validUntil = new Date(clock.now().getTime() + settings.documentLinkTtlHours * HOUR_MS);
      return {
        url: signDocumentLink(deps.documentLinkKey, deps.publicBaseUrl, orderId, validUntil),
        validUntil: validUntil.toISOString(),
      };
    },

    /** Sends a message again: a new message linked to it, with a key of its own (audited). */
    async resend(messageId: number, actor: OperatorActor): Promise<MessageRow> {
      const at = clock.now();
      const newId = await db.transaction(async (tx) => {
        const messages = createMessageRepository(tx);
        const original = await messages.find(messageId);
        if (!original) throw notFound('Message');
        if (original.channel === 'inapp') throw failed(NOT_RESENDABLE);
        const count = await messages.countResends(messageId);
        const id = await messages.insert({
          userId: original.user_id,
          orderId: original.order_id,
          event: original.event,
          channel: original.channel,
          template: original.template,
          category: original.category,
          dltTemplateId: original.dlt_template_id,
          body: original.body,
          parameters: original.parameters,
          link: original.link,
          locale: original.locale,
          idempotencyKey: `${original.idempotency_key}:resend:${count + 1}`,
          status: 'queued',
          at,
          resendOf: messageId,
        });
        if (id === null) throw failed('This message is being sent again already', 409);
        await deps.enqueueJobs(tx, [deliveryJob(id, at)]);
        await recordAudit(tx, {
          actor,
          action: AuditAction.messageResend,
          at,
          entityType: 'message',
          entityId: messageId,
          after: { resentAs: id, channel: original.channel, template: original.template },
        });
        return id;
      });
      const created = await createMessageRepository(db).find(newId);
      if (!created) throw new Error('resent message vanished');
      return created;
    },
  };
}
export type NotificationService = ReturnType<typeof createNotificationService>;
