import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Database, Queryable } from './db/database';
import { createDeliveryReceipts } from './domains/notifications/delivery-receipts';
import { documentLinkKey } from './domains/notifications/document-links';
import { createDueReminderSweep } from './domains/notifications/due-reminders';
import { createMessageDeliveryHandler } from './domains/notifications/message-delivery';
import { createNotificationService } from './domains/notifications/notification-service';
import { createNotificationViews } from './domains/notifications/notification-views';
import { analyzeJobs } from './domains/jobs/job-repository';
import type { EnqueueJobs } from './domains/jobs/job-types';
import type { Notify } from './shared/borrower-notify';
import type { SmsProvider } from './domains/sms/sms-provider';
import { createHttpWhatsAppProvider } from './domains/whatsapp/http-whatsapp-provider';
import { createSandboxWhatsAppProvider } from './domains/whatsapp/sandbox-whatsapp-provider';
import { createWhatsAppOutboxRepository } from './domains/whatsapp/whatsapp-outbox-repository';
import type { WhatsAppProvider } from './domains/whatsapp/whatsapp-provider';
import type { Clock } from './shared/clock';

/**
 * Borrower notifications (wiring only): the service other domains call `notify` on, the
 * 'message.deliver' handler and the reminder sweep (registered on the job runner in app.ts), the
 * inbox and operator views, the receipts.
 */
export function createNotificationServices(deps: {
  config: AppConfig;
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  sms: SmsProvider;
  whatsapp?: WhatsAppProvider;
  reapplyWaitDays: (q: Queryable, productId: number) => Promise<number>;
  enqueueJobs: EnqueueJobs;
}) {
  const { config, db, clock, log } = deps;
  const settings = config.notifications;
  const whatsappOutbox = createWhatsAppOutboxRepository(db);
  const whatsapp =
    deps.whatsapp ??
    (settings.whatsapp.provider === 'http'
      ? createHttpWhatsAppProvider(settings.whatsapp)
      : createSandboxWhatsAppProvider(log, whatsappOutbox));
  const deliverMessage = createMessageDeliveryHandler({ db, clock, sms: deps.sms, whatsapp, log });
  const linkKey = documentLinkKey(config.secretPepper);
  const service = createNotificationService({
    db,
    clock,
    enqueueJobs: deps.enqueueJobs,
    settings,
    publicBaseUrl: config.publicBaseUrl,
    documentLinkKey: linkKey,
    reapplyWaitDays: deps.reapplyWaitDays,
  });
  const queueDueReminders = createDueReminderSweep({
    db,
    notifyMany: service.notifyMany,
    afterManyQueued: () => analyzeJobs(db),
  });
  const notify: Notify = async (tx, input) => {
    await service.notify(tx, input);
  };
  return {
    notify,
    notifications: service,
    notificationViews: createNotificationViews({ db, clock }),
    deliveryReceipts: createDeliveryReceipts({
      db,
      clock,
      secret: settings.receiptSecret,
      providers: { sms: [deps.sms.name], whatsapp: [whatsapp.name] },
    }),
    deliverMessage,
    queueDueReminders,
    whatsappOutbox,
    documentLinkKey: linkKey,
  };
}
