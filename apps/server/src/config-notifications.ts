import {
  TEMPLATE_NAMES,
  type MessageLanguage,
  type TemplateName,
} from './domains/notifications/message-templates';
import type { EnvValues } from './config-env-schema';

/** Outside production only: signs delivery receipts of the sandboxes and tests. */
export const DEV_DELIVERY_RECEIPT_SECRET = 'dev-only-delivery-receipt-secret';

export const NOTIFICATION_CHANNELS = ['sms', 'whatsapp', 'inapp'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export type NotificationSettings = {
  channels: NotificationChannel[];
  /**
   * DLT template id of each message template in each language (TRAI: a text must match its
   * registered template, so the Hindi text of a template is a template of its own).
   */
  dltTemplateIds: Record<MessageLanguage, Record<TemplateName, string>>;
  whatsapp:
    | { provider: 'sandbox' }
    | { provider: 'http'; url: string; phoneNumberId: string; accessToken: string };
  receiptSecret: string;
  documentLinkTtlHours: number;
  /** Delivers queued messages and runs the reminder sweep in this process. */
  workerEnabled: boolean;
  /** The development WhatsApp outbox route (sandbox, outside production). */
  exposeWhatsAppOutbox: boolean;
};

/** The setting that lists each language's ids. */
const DLT_SETTING = { en: 'SMS_DLT_TEMPLATE_IDS', hi: 'SMS_DLT_TEMPLATE_IDS_HI' } as const;

/**
 * Development defaults: placeholders of the right shape (19 digits), one per template and
 * language (English 1107…00001–, Hindi 1107…01001–).
 */
function devDltTemplateIds(language: MessageLanguage): Record<TemplateName, string> {
  const offset = language === 'en' ? 1 : 1001;
  return Object.fromEntries(
    TEMPLATE_NAMES.map((name, index) => [
      name,
      `11070000000000${String(index + offset).padStart(5, '0')}`,
    ]),
  ) as Record<TemplateName, string>;
}

/** One language's DLT ids: `<template>=<digits>,…` over the development ones, or a refusal. */
function dltTemplateIdsOf(
  language: MessageLanguage,
  list: string | undefined,
  required: boolean,
): Record<TemplateName, string> | string {
  const setting = DLT_SETTING[language];
  const ids = devDltTemplateIds(language);
  const given = new Set<string>();
  for (const pair of (list ?? '').split(',')) {
    if (!pair.trim()) continue;
    const [name, id] = pair.split('=').map((part) => part.trim());
    const template = TEMPLATE_NAMES.find((candidate) => candidate === name);
    if (!template || !id || !/^\d{6,25}$/.test(id)) {
      return `${setting}: "${pair.trim()}" is not <template>=<digits>`;
    }
    ids[template] = id;
    given.add(template);
  }
  const missing = TEMPLATE_NAMES.filter((name) => !given.has(name));
  if (required && missing.length > 0) {
    return `${setting} must name every template in production; missing: ${missing.join(', ')}`;
  }
  return ids;
}

/** The notification settings, or a sentence saying what is wrong with them. */
export function notificationSettings(
  values: EnvValues,
  production: boolean,
): NotificationSettings | string {
  const channels: NotificationChannel[] = [];
  for (const item of values.NOTIFICATION_CHANNELS.split(',').map((part) => part.trim())) {
    const channel = NOTIFICATION_CHANNELS.find((candidate) => candidate === item);
    if (!channel) return `NOTIFICATION_CHANNELS: unknown channel "${item}"`;
    if (!channels.includes(channel)) channels.push(channel);
  }
  const required = production && channels.includes('sms');
  const english = dltTemplateIdsOf('en', values.SMS_DLT_TEMPLATE_IDS, required);
  if (typeof english === 'string') return english;
  const hindi = dltTemplateIdsOf('hi', values.SMS_DLT_TEMPLATE_IDS_HI, required);
  if (typeof hindi === 'string') return hindi;
  const dltTemplateIds = { en: english, hi: hindi };
  let whatsapp: NotificationSettings['whatsapp'] = { provider: 'sandbox' };
  if (values.WHATSAPP_PROVIDER === 'http') {
    const { WHATSAPP_API_URL: url, WHATSAPP_PHONE_NUMBER_ID: phoneNumberId } = values;
    const accessToken = values.WHATSAPP_ACCESS_TOKEN;
    if (!url || !phoneNumberId || !accessToken) {
      return 'WHATSAPP_PROVIDER=http needs WHATSAPP_API_URL, WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN.';
    }
    whatsapp = { provider: 'http', url, phoneNumberId, accessToken };
  } else if (production && channels.includes('whatsapp')) {
    return 'WHATSAPP_PROVIDER=sandbox is not allowed in production; configure WHATSAPP_* or leave whatsapp out of NOTIFICATION_CHANNELS.';
  }
  if (production && !values.DELIVERY_RECEIPT_SECRET) {
    return 'DELIVERY_RECEIPT_SECRET (at least 16 characters) is required in production.';
  }
  return {
    channels,
    dltTemplateIds,
    whatsapp,
    receiptSecret: values.DELIVERY_RECEIPT_SECRET ?? DEV_DELIVERY_RECEIPT_SECRET,
    documentLinkTtlHours: values.DOCUMENT_LINK_TTL_HOURS,
    workerEnabled:
      (values.NOTIFICATION_WORKER ?? (values.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
    exposeWhatsAppOutbox: !production && whatsapp.provider === 'sandbox',
  };
}
