import { BORROWER_LANGUAGES, type BorrowerLanguage } from '@saral/contract/api/language';

/**
 * Every message the borrower is sent, in one module: its text in English and Hindi with
 * {placeholders}, its category (quiet hours and opt-out follow it) and the key of its DLT
 * template ids (one per language) in the configuration. A WhatsApp template of the same name and
 * language takes the placeholders' values in the order listed.
 */

/** The languages a message is written in: the borrower's users.language. */
export type MessageLanguage = BorrowerLanguage;
export const MESSAGE_LANGUAGES = BORROWER_LANGUAGES;

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
  /** Placeholders in the order a WhatsApp template takes them (the same in every language). */
  placeholders: readonly string[];
  /** The text in each language the borrower may choose; each is its own DLT template. */
  text: Record<MessageLanguage, string>;
};

export const MESSAGE_TEMPLATES = {
  loan_approved: {
    category: MessageCategory.transactional,
    placeholders: ['lender', 'orderNo', 'amount', 'link'],
    text: {
      en:
        '{lender}: your loan {orderNo} of {amount} is approved. To get the money, open the app, ' +
        'accept the Key Fact Statement and tap Get Money: {link}',
      hi:
        '{lender}: आपका लोन {orderNo} ({amount}) मंज़ूर हो गया है। पैसा पाने के लिए ऐप खोलें, ' +
        'Key Fact Statement (KFS) स्वीकार करें और "पैसा पाएँ" दबाएँ: {link}',
    },
  },
  loan_denied: {
    category: MessageCategory.transactional,
    placeholders: ['lender', 'orderNo', 'reason', 'reapplyDate'],
    text: {
      en:
        '{lender}: we could not approve your loan application {orderNo} ({reason}). ' +
        'You can apply again from {reapplyDate}.',
      hi:
        '{lender}: हम आपका लोन आवेदन {orderNo} मंज़ूर नहीं कर सके ({reason})। ' +
        'आप {reapplyDate} से फिर आवेदन कर सकते हैं।',
    },
  },
  loan_disbursed: {
    category: MessageCategory.transactional,
    placeholders: ['lender', 'amount', 'account', 'orderNo', 'repayAmount', 'dueDate'],
    text: {
      en:
        '{lender}: {amount} has been sent to your bank account {account} for loan {orderNo}. ' +
        'Please repay {repayAmount} by {dueDate}.',
      hi:
        '{lender}: लोन {orderNo} के {amount} आपके बैंक खाते {account} में भेज दिए गए हैं। ' +
        'कृपया {dueDate} तक {repayAmount} चुकाएँ।',
    },
  },
  loan_documents: {
    category: MessageCategory.transactional,
    placeholders: ['lender', 'orderNo', 'link', 'validUntil'],
    text: {
      en:
        '{lender}: the Key Fact Statement and sanction letter of your loan {orderNo}: {link} ' +
        '(the link works until {validUntil}).',
      hi:
        '{lender}: आपके लोन {orderNo} का Key Fact Statement और मंज़ूरी पत्र: {link} ' +
        '(यह लिंक {validUntil} तक काम करेगा)।',
    },
  },
  due_soon: {
    category: MessageCategory.reminder,
    placeholders: ['lender', 'amount', 'orderNo', 'dueDate', 'link'],
    text: {
      en: '{lender}: {amount} of your loan {orderNo} is due on {dueDate}, in 2 days. Pay: {link}',
      hi:
        '{lender}: आपके लोन {orderNo} के {amount} {dueDate} तक, यानी 2 दिन में चुकाने हैं। ' +
        'भुगतान करें: {link}',
    },
  },
  due_today: {
    category: MessageCategory.reminder,
    placeholders: ['lender', 'amount', 'orderNo', 'dueDate', 'link'],
    text: {
      en: '{lender}: {amount} of your loan {orderNo} is due today, {dueDate}. Pay: {link}',
      hi: '{lender}: आपके लोन {orderNo} के {amount} आज, {dueDate} को चुकाने हैं। भुगतान करें: {link}',
    },
  },
  loan_overdue: {
    category: MessageCategory.reminder,
    placeholders: ['lender', 'orderNo', 'days', 'fee', 'amount', 'link'],
    text: {
      en:
        '{lender}: your loan {orderNo} is {days} overdue. Overdue fee so far: {fee}. ' +
        'Amount due now: {amount}. Pay: {link}',
      hi:
        '{lender}: आपका लोन {orderNo} {days} से बकाया है। अब तक की लेट फीस: {fee}। ' +
        'अभी चुकाने की राशि: {amount}। भुगतान करें: {link}',
    },
  },
  payment_received: {
    category: MessageCategory.transactional,
    placeholders: ['lender', 'amount', 'orderNo', 'left'],
    text: {
      en: '{lender}: we received {amount} for your loan {orderNo}. Left to pay: {left}.',
      hi: '{lender}: आपके लोन {orderNo} के लिए हमें {amount} मिल गए हैं। बाकी राशि: {left}।',
    },
  },
  loan_closed: {
    category: MessageCategory.transactional,
    placeholders: ['lender', 'amount', 'orderNo'],
    text: {
      en: '{lender}: we received {amount} for your loan {orderNo}. Your loan is closed. Thank you!',
      hi:
        '{lender}: आपके लोन {orderNo} के लिए हमें {amount} मिल गए हैं। आपका लोन बंद हो गया है। ' +
        'धन्यवाद!',
    },
  },
  extension_confirmed: {
    category: MessageCategory.transactional,
    placeholders: ['lender', 'orderNo', 'dueDate', 'amount'],
    text: {
      en:
        '{lender}: the extension of your loan {orderNo} is confirmed. New due date: {dueDate}, ' +
        'amount due: {amount}.',
      hi:
        '{lender}: आपके लोन {orderNo} की अवधि बढ़ा दी गई है। नई आखिरी तारीख: {dueDate}, ' +
        'चुकाने की राशि: {amount}।',
    },
  },
  agent_assigned: {
    category: MessageCategory.collection,
    placeholders: ['lender', 'orderNo', 'agent', 'agency', 'agentPhone', 'lenderPhone'],
    text: {
      en:
        '{lender}: your loan {orderNo} is overdue. Our recovery agent {agent} of {agency} ' +
        '(phone {agentPhone}) may contact you between 8 am and 7 pm about it. To check or for ' +
        'help, call us on {lenderPhone}.',
      hi:
        '{lender}: आपका लोन {orderNo} बकाया है। {agency} के हमारे रिकवरी एजेंट {agent} ' +
        '(फ़ोन {agentPhone}) इस बारे में सुबह 8 से शाम 7 बजे के बीच आपसे बात कर सकते हैं। ' +
        'जाँच या मदद के लिए हमें {lenderPhone} पर कॉल करें।',
    },
  },
  // Added last: the development DLT ids are numbered in this order.
  borrow_again: {
    category: MessageCategory.marketing,
    placeholders: ['lender', 'orderNo', 'link', 'stopLink'],
    text: {
      en:
        '{lender}: thank you for repaying your loan {orderNo}. When you need money again, you can ' +
        'apply in the app: {link} To stop offers: {stopLink}',
      hi:
        '{lender}: अपना लोन {orderNo} चुकाने के लिए धन्यवाद। जब फिर से पैसों की ज़रूरत हो, ' +
        'ऐप में आवेदन करें: {link} ऑफ़र बंद करने के लिए: {stopLink}',
    },
  },
} as const satisfies Record<string, TemplateDefinition>;

export type TemplateName = keyof typeof MESSAGE_TEMPLATES;
export const TEMPLATE_NAMES = Object.keys(MESSAGE_TEMPLATES) as TemplateName[];
export type TemplateValues = Record<string, string>;

export class TemplateValueMissingError extends Error {}

/**
 * The text in `language` with every placeholder filled; refuses a missing, empty or unknown
 * value (the values are already written for that language: dates, days).
 */
export function renderTemplate(
  name: TemplateName,
  values: TemplateValues,
  language: MessageLanguage,
): { body: string; parameters: string[]; category: MessageCategoryValue } {
  const template: TemplateDefinition = MESSAGE_TEMPLATES[name];
  const parameters = template.placeholders.map((placeholder) => {
    const value = values[placeholder];
    if (value === undefined || value.trim() === '') {
      throw new TemplateValueMissingError(`${name}: no value for {${placeholder}}`);
    }
    return value;
  });
  const body = template.text[language].replace(/\{(\w+)\}/g, (_match, placeholder: string) => {
    const index = template.placeholders.indexOf(placeholder);
    const value = parameters[index];
    if (index < 0 || value === undefined) {
      throw new TemplateValueMissingError(`${name}: {${placeholder}} is not a placeholder`);
    }
    return value;
  });
  return { body, parameters, category: template.category };
}
