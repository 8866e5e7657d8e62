/**
 * Every message the borrower is sent, in one module: its text with {placeholders}, its category
 * (quiet hours and opt-out follow it) and the key of its DLT template id in the configuration.
 * A WhatsApp template of the same name takes the placeholders' values in the order listed.
 */

export const MessageCategory = {
  /** Goes at once, day or night; cannot be opted out of. */
  transactional: 'transactional',
  /** Due-date reminders and overdue notices: only 08:00–19:00 India time. */
  reminder: 'reminder',
  /** Collections (the recovery agent): only 08:00–19:00 India time. */
  collection: 'collection',
  /** Offers: only to borrowers who have not opted out, and within quiet hours. */
  marketing: 'marketing',
} as const;
export type MessageCategoryValue = (typeof MessageCategory)[keyof typeof MessageCategory];

type TemplateDefinition = {
  category: MessageCategoryValue;
  /** Placeholders in the order a WhatsApp template takes them. */
  placeholders: readonly string[];
  text: string;
};

export const MESSAGE_TEMPLATES = {
  loan_approved: {
    category: MessageCategory.transactional,
    placeholders: ['lender', 'orderNo', 'amount', 'link'],
    text:
      '{lender}: your loan {orderNo} of {amount} is approved. To get the money, open the app, ' +
      'accept the Key Fact Statement and tap Get Money: {link}',
  },
  loan_denied: {
    category: MessageCategory.transactional,
    placeholders: ['lender', 'orderNo', 'reason', 'reapplyDate'],
    text:
      '{lender}: we could not approve your loan application {orderNo} ({reason}). ' +
      'You can apply again from {reapplyDate}.',
  },
  loan_disbursed: {
    category: MessageCategory.transactional,
    placeholders: ['lender', 'amount', 'account', 'orderNo', 'repayAmount', 'dueDate'],
    text:
      '{lender}: {amount} has been sent to your bank account {account} for loan {orderNo}. ' +
      'Please repay {repayAmount} by {dueDate}.',
  },
  loan_documents: {
    category: MessageCategory.transactional,
    placeholders: ['lender', 'orderNo', 'link', 'validUntil'],
    text:
      '{lender}: the Key Fact Statement and sanction letter of your loan {orderNo}: {link} ' +
      '(the link works until {validUntil}).',
  },
  due_soon: {
    category: MessageCategory.reminder,
    placeholders: ['lender', 'amount', 'orderNo', 'dueDate', 'link'],
    text: '{lender}: {amount} of your loan {orderNo} is due on {dueDate}, in 2 days. Pay: {link}',
  },
  due_today: {
    category: MessageCategory.reminder,
    placeholders: ['lender', 'amount', 'orderNo', 'dueDate', 'link'],
    text: '{lender}: {amount} of your loan {orderNo} is due today, {dueDate}. Pay: {link}',
  },
  loan_overdue: {
    category: MessageCategory.reminder,
    placeholders: ['lender', 'orderNo', 'days', 'fee', 'amount', 'link'],
    text:
      '{lender}: your loan {orderNo} is {days} overdue. Overdue fee so far: {fee}. ' +
      'Amount due now: {amount}. Pay: {link}',
  },
  payment_received: {
    category: MessageCategory.transactional,
    placeholders: ['lender', 'amount', 'orderNo', 'left'],
    text: '{lender}: we received {amount} for your loan {orderNo}. Left to pay: {left}.',
  },
  loan_closed: {
    category: MessageCategory.transactional,
    placeholders: ['lender', 'amount', 'orderNo'],
    text: '{lender}: we received {amount} for your loan {orderNo}. Your loan is closed. Thank you!',
  },
  extension_confirmed: {
    category: MessageCategory.transactional,
    placeholders: ['lender', 'orderNo', 'dueDate', 'amount'],
    text:
      '{lender}: the extension of your loan {orderNo} is confirmed. New due date: {dueDate}, ' +
      'amount due: {amount}.',
  },
  agent_assigned: {
    category: MessageCategory.collection,
    placeholders: ['lender', 'orderNo', 'agent', 'agency', 'agentPhone', 'lenderPhone'],
    text:
      '{lender}: your loan {orderNo} is overdue. Our recovery agent {agent} of {agency} ' +
      '(phone {agentPhone}) may contact you between 8 am and 7 pm about it. To check or for ' +
      'help, call us on {lenderPhone}.',
  },
  // Added last: the development DLT ids are numbered in this order.
  borrow_again: {
    category: MessageCategory.marketing,
    placeholders: ['lender', 'orderNo', 'link', 'stopLink'],
    text:
      '{lender}: thank you for repaying your loan {orderNo}. When you need money again, you can ' +
      'apply in the app: {link} To stop offers: {stopLink}',
  },
} as const satisfies Record<string, TemplateDefinition>;

export type TemplateName = keyof typeof MESSAGE_TEMPLATES;
export const TEMPLATE_NAMES = Object.keys(MESSAGE_TEMPLATES) as TemplateName[];
export type TemplateValues = Record<string, string>;

export class TemplateValueMissingError extends Error {}

/** The text with every placeholder filled; refuses a missing, empty or unknown value. */
export function renderTemplate(
  name: TemplateName,
  values: TemplateValues,
): { body: string; parameters: string[]; category: MessageCategoryValue } {
  const template: TemplateDefinition = MESSAGE_TEMPLATES[name];
  const parameters = template.placeholders.map((placeholder) => {
    const value = values[placeholder];
    if (value === undefined || value.trim() === '') {
      throw new TemplateValueMissingError(`${name}: no value for {${placeholder}}`);
    }
    return value;
  });
  const body = template.text.replace(/\{(\w+)\}/g, (_match, placeholder: string) => {
    const index = template.placeholders.indexOf(placeholder);
    const value = parameters[index];
    if (index < 0 || value === undefined) {
      throw new TemplateValueMissingError(`${name}: {${placeholder}} is not a placeholder`);
    }
    return value;
  });
  return { body, parameters, category: template.category };
}
