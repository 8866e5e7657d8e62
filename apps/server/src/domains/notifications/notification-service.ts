import { AuditAction } from '@saral/contract/api/operator-admin';
import type { Database, Queryable } from '../../db/database';
import type { NotificationSettings } from '../../config-notifications';
import { failed, notFound } from '../../shared/app-error';
import { HOUR_MS, istDay, type Clock } from '../../shared/clock';
import { recordAudit, type OperatorActor } from '../audit-log/audit-log';
import type { EnqueueJob } from '../jobs/job-types';
import { createLenderRepository } from '../lender/lender-repository';
import { acceptedKeyFactStatement, orderMessageFacts } from '../orders/message-facts';
import { reapplyWaitLeft } from '../orders/reapply-wait';
import { signDocumentLink } from './document-links';
import { eventMessage } from './event-messages';
import { createMessageRepository, type MessageRow } from './message-repository';
import { MessageCategory, renderTemplate } from './message-templates';
import { NotificationEvent, type NotifyInput } from '../../shared/borrower-notify';
import {
  MESSAGE_DELIVER_JOB,
  MESSAGE_MAX_ATTEMPTS,
  NOTIFY_LATER_JOB,
  messageJobKey,
} from './message-jobs';
import { signStopOffersLink } from './offer-stop-links';
import { PermanentJobError, type JobHandler } from '../jobs/job-types';
import { createUserRepository } from '../users/user-repository';

export type NotificationServiceDeps = {
  db: Database;
  clock: Clock;
  enqueueJob: EnqueueJob;
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

  async function enqueue(tx: Queryable, messageId: number, runAt: Date) {
    await deps.enqueueJob(tx, {
      kind: MESSAGE_DELIVER_JOB,
      key: messageJobKey(messageId),
      payload: { messageId },
      runAt,
      maxAttempts: MESSAGE_MAX_ATTEMPTS,
    });
  }

  /** Queues `notify` for later (NotifyInput.notBefore): once per order, event and occurrence. */
  async function notifyLater(tx: Queryable, input: NotifyInput, runAt: Date) {
    const occurrence = input.occurrence ? `:${input.occurrence}` : '';
    await deps.enqueueJob(tx, {
      kind: NOTIFY_LATER_JOB,
      key: `notify-later:order:${input.orderId}:${input.event}${occurrence}`,
      payload: {
        orderId: input.orderId,
        event: input.event,
        ...(input.occurrence ? { occurrence: input.occurrence } : {}),
      },
      runAt,
    });
  }

  async function notify(tx: Queryable, input: NotifyInput): Promise<number[]> {
    if (input.notBefore && input.notBefore.getTime() > clock.now().getTime()) {
      await notifyLater(tx, input, input.notBefore);
      return [];
    }
    const facts = await orderMessageFacts(tx, input.orderId);
    if (!facts) throw new Error(`notify: order ${input.orderId} does not exist`);
    if (input.userId !== undefined && input.userId !== facts.userId) {
      throw new Error(`notify: order ${input.orderId} is not of user ${input.userId}`);
    }
    const now = clock.now();
    const lender = await createLenderRepository(tx).read();
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
    const rendered = renderTemplate(template, values);
    if (rendered.category === MessageCategory.marketing && facts.marketingOptOut) return [];
    const messages = createMessageRepository(tx);
    const occurrence = input.occurrence ? `:${input.occurrence}` : '';
    const ids: number[] = [];
    for (const channel of settings.channels) {
      const id = await messages.insert({
        userId: facts.userId,
        orderId: facts.orderId,
        event: input.event,
        channel,
        template,
        category: rendered.category,
        dltTemplateId: channel === 'sms' ? settings.dltTemplateIds[template] : null,
        body: rendered.body,
        parameters: rendered.parameters,
        link,
        locale: 'en',
        idempotencyKey: `order:${facts.orderId}:${input.event}${occurrence}:${channel}`,
        status: channel === 'inapp' ? 'delivered' : 'queued',
        at: now,
      });
      if (id === null) continue;
      ids.push(id);
      if (channel !== 'inapp') await enqueue(tx, id, now);
    }
    return ids;
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
      notify(tx, { orderId, event, ...(occurrence ? { occurrence } : {}) }),
    );
  };

  return {
    notify,
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
      const facts = await orderMessageFacts(db, orderId);
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
        await enqueue(tx, id, at);
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
