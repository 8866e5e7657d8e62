import { formatRupees, paiseToRupees } from '@saral/contract/money';
import type { OrderMessageFacts } from '../orders/message-facts';
import type { TemplateName, TemplateValues } from './message-templates';
import {
  ACCOUNT_ON_FILE,
  messageDay,
  messageDays,
  messageDenialReason,
  messageTime,
} from './message-values';
import {
  NotificationEvent,
  type NotificationData,
  type NotifyInput,
} from '../../shared/borrower-notify';

/** What an event's message needs besides the order: lender, links, the re-apply date. */
export type MessageContext = {
  lenderName: string;
  lenderPhone: string;
  /** The borrower app's origin, without a trailing slash. */
  appUrl: string;
  /** The signed link that stops offers (marketing messages). */
  stopOffersUrl: string;
  /** YYYY-MM-DD from which the borrower may apply again (loan.denied). */
  reapplyFrom: string;
  /** The signed link to the loan documents and its end (loan.documents). */
  documents: { url: string; validUntil: Date } | null;
};

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

function need<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`message needs ${what}`);
  return value;
}

/** The template and its values for one event of one order, in the borrower's language. */
export function eventMessage(
  input: NotifyInput,
  facts: OrderMessageFacts,
  context: MessageContext,
): { template: TemplateName; values: TemplateValues; link: string } {
  const data: NotificationData = input.data ?? {};
  const { language } = facts;
  const orderUrl = `${context.appUrl}/orders/${facts.orderId}/detail`;
  const base = { lender: context.lenderName, orderNo: facts.orderNo };
  const owed = rupees(facts.money.owedPaise);
  const dueDate = () => messageDay(need(facts.dueDate, 'a due date'), language);
  switch (input.event) {
    case NotificationEvent.approved: {
      const link = `${context.appUrl}/orders/${facts.orderId}/confirm`;
      return {
        template: 'loan_approved',
        values: { ...base, amount: rupees(facts.principalPaise), link },
        link,
      };
    }
    case NotificationEvent.denied:
      return {
        template: 'loan_denied',
        values: {
          ...base,
          reason: messageDenialReason(need(data.reasonCategory, 'a reason category'), language),
          reapplyDate: messageDay(context.reapplyFrom, language),
        },
        link: `${context.appUrl}/`,
      };
    case NotificationEvent.disbursed:
      return {
        template: 'loan_disbursed',
        values: {
          ...base,
          amount: rupees(facts.money.receivedPaise),
          // A payout always names an account; never let a message block the money.
          account: facts.accountLast4 ? `••${facts.accountLast4}` : ACCOUNT_ON_FILE[language],
          repayAmount: owed,
          dueDate: dueDate(),
        },
        link: orderUrl,
      };
    case NotificationEvent.documents: {
      const documents = need(context.documents, 'a document link');
      return {
        template: 'loan_documents',
        values: {
          ...base,
          link: documents.url,
          validUntil: messageTime(documents.validUntil, language),
        },
        link: documents.url,
      };
    }
    case NotificationEvent.dueSoon:
    case NotificationEvent.dueToday:
      return {
        template: input.event === NotificationEvent.dueSoon ? 'due_soon' : 'due_today',
        values: { ...base, amount: owed, dueDate: dueDate(), link: orderUrl },
        link: orderUrl,
      };
    case NotificationEvent.overdue: {
      const days = need(data.daysOverdue, 'the days overdue');
      return {
        template: 'loan_overdue',
        values: {
          ...base,
          days: messageDays(days, language),
          fee: rupees(facts.money.overdueFeePaise),
          amount: owed,
          link: orderUrl,
        },
        link: orderUrl,
      };
    }
    case NotificationEvent.paymentReceived: {
      const amount = rupees(need(data.amountPaise, 'the amount received'));
      return facts.money.owedPaise === 0
        ? { template: 'loan_closed', values: { ...base, amount }, link: orderUrl }
        : { template: 'payment_received', values: { ...base, amount, left: owed }, link: orderUrl };
    }
    case NotificationEvent.extensionConfirmed:
      return {
        template: 'extension_confirmed',
        values: { ...base, dueDate: dueDate(), amount: owed },
        link: orderUrl,
      };
    case NotificationEvent.agentAssigned: {
      const agent = need(data.agent, 'the agent');
      return {
        template: 'agent_assigned',
        values: {
          ...base,
          agent: agent.name,
          agency: agent.agency,
          agentPhone: agent.phone,
          lenderPhone: context.lenderPhone,
        },
        link: orderUrl,
      };
    }
    case NotificationEvent.borrowAgain: {
      const link = `${context.appUrl}/`;
      return {
        template: 'borrow_again',
        values: { ...base, link, stopLink: context.stopOffersUrl },
        link,
      };
    }
  }
}
