import { LOGIN_OTP_LENGTH, OTP_MAX_WRONG_TRIES, OTP_TTL_SECONDS } from '@saral/contract/constants';
import type { AccountOverview, MyData, NoDuesLetter } from '@saral/contract/api/account';
import type { BorrowerLanguage } from '@saral/contract/api/language';
import { maskPhone } from '@saral/contract/field-rules';
import { paiseToRupees } from '@saral/contract/money';
import { OrderState, orderStateLabel } from '@saral/contract/order-states';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { failed, rateLimited, sessionInvalid } from '../../shared/app-error';
import { addSeconds, type Clock } from '../../shared/clock';
import { constantTimeEqualHex, newNumericCode, pepperedHash } from '../../shared/secrets';
import { receiptsOf } from '../ledger/ledger-receipts';
import { CodeMessage } from '../login/login-service';
import { createLenderRepository } from '../lender/lender-repository';
import {
  FINAL_ORDER_STATES,
  orderOfBorrower,
  ordersOfBorrower,
  type AccountOrderRow,
} from '../orders/account-orders';
import type { SessionService } from '../sessions/session-service';
import { sendAndRecordSms } from '../sms/send-and-record';
import type { SmsProvider } from '../sms/sms-provider';
import { createSmsRepository } from '../sms/sms-repository';
import { createAccountRepository } from './account-repository';

type Deps = {
  db: Database;
  clock: Clock;
  sms: SmsProvider;
  sessions: SessionService;
  pepper: string;
  log: FastifyBaseLogger;
  /** Removes a stored image (the file storage). */
  deleteFile: (storageKey: string) => Promise<void>;
  /** How a code goes in Hindi, as for sign-in codes (LoginDeps.hindiCodes); null: in English. */
  hindiCodes: { templateId?: string } | null;
};

/** Deletion codes one borrower may ask for in an hour. */
export const DELETION_CODES_PER_HOUR = 3;

/** The deletion code's SMS in the borrower's language (users.language). */
const DELETION_SMS: Record<BorrowerLanguage, (code: string) => string> = {
  en: (code) =>
    `${code} is your Saral code to DELETE your account. It is valid for 5 minutes. Do not share it with anyone.`,
  hi: (code) =>
    `${code} आपका Saral खाता हटाने (DELETE) का कोड है। यह 5 मिनट तक मान्य है। इसे किसी को न बताएँ।`,
};

const openOrderMessage = (order: AccountOrderRow) =>
  `You cannot delete your account while loan ${order.loanNo} is open (${orderStateLabel(order.state)}). You can delete it once the loan is closed.`;

/**
 * Self-service in Account: profile and verification status, the borrower's data to download,
 * closing the account (DPDP Act) after an SMS code, and the no-dues letter of a settled loan.
 */
export function createAccountService(deps: Deps) {
  const { db, clock, sms, sessions, pepper, log, deleteFile, hindiCodes } = deps;
  const accounts = createAccountRepository(db);
  const hashCode = (userId: number, code: string) =>
    pepperedHash(pepper, 'account-deletion', String(userId), code);

  async function liveUser(userId: number) {
    const user = await accounts.user(userId);
    if (!user || user.closedAt) throw sessionInvalid();
    return user;
  }

  const openOrder = (orders: AccountOrderRow[]) =>
    orders.find((order) => !FINAL_ORDER_STATES.includes(order.state));

  async function overview(userId: number): Promise<AccountOverview> {
    const user = await liveUser(userId);
    const [identity, banks] = await Promise.all([
      accounts.identity(userId),
      accounts.bankAccounts(userId),
    ]);
    const kycDone = Boolean(identity?.kyc_completed_at);
    return {
      name: identity?.real_name ?? null,
      phone: maskPhone(user.phone),
      steps: {
        aadhaar: kycDone,
        pan: kycDone && Boolean(identity?.pan_no),
        selfie: Boolean(identity?.face_completed_at),
        bank: banks.length > 0,
      },
    };
  }

  async function myData(userId: number): Promise<MyData> {
    const user = await liveUser(userId);
    const [identity, forms, contacts, banks, orders] = await Promise.all([
      accounts.identity(userId),
      accounts.forms(userId),
      accounts.contacts(userId),
      accounts.bankAccounts(userId),
      ordersOfBorrower(db, userId),
    ]);
    const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);
    return {
      exportedAt: clock.now().toISOString(),
      account: { phone: user.phone, createdAt: user.createdAt.toISOString() },
      identity: identity && {
        name: identity.real_name,
        pan: identity.pan_no,
        aadhaarLast4: identity.aadhaar_last4,
        kycMethod: identity.kyc_method,
        kycCompletedAt: iso(identity.kyc_completed_at),
        selfieCompletedAt: iso(identity.face_completed_at),
      },
      forms,
      emergencyContacts: contacts,
      bankAccounts: banks.map((bank) => ({
        ifsc: bank.ifsc,
        accountLast4: bank.account_no.slice(-4),
      })),
      loans: orders.map((order) => ({
        loanNo: order.loanNo,
        state: orderStateLabel(order.state),
        amount: paiseToRupees(order.amountPaise),
        appliedAt: order.appliedAt.toISOString(),
        closedAt: iso(order.settledAt),
      })),
    };
  }

  /** Sends the SMS code that confirms a deletion; refused while a loan is open. */
  async function sendDeletionCode(userId: number): Promise<void> {
    const user = await liveUser(userId);
    const open = openOrder(await ordersOfBorrower(db, userId));
    if (open) throw failed(openOrderMessage(open), 409);
    const code = newNumericCode(LOGIN_OTP_LENGTH);
    await db.transaction(async (tx) => {
      const repo = createAccountRepository(tx);
      await repo.lockUser(userId);
      const now = clock.now();
      if (
        (await repo.countCodesSince(userId, addSeconds(now, -3_600))) >= DELETION_CODES_PER_HOUR
      ) {
        throw rateLimited('Too many codes requested. Please try again in an hour.');
      }
      await repo.voidCodes(userId, now);
      await repo.insertCode(userId, hashCode(userId, code), now, addSeconds(now, OTP_TTL_SECONDS));
    });
    // Hindi needs its template on a gateway; without one the code goes in English (as sign-in).
    const hindi = user.language === 'hi' ? hindiCodes : null;
    const body = DELETION_SMS[hindi ? 'hi' : 'en'](code);
    try {
      await sendAndRecordSms(sms, createSmsRepository(db), { phone: user.phone, body, ...hindi });
    } catch (error) {
      log.warn({ reason: (error as Error).message }, 'account deletion code SMS failed');
      await accounts.voidCodes(userId, clock.now());
      throw failed('We could not send the SMS. Please try again in a moment.', 502);
    }
  }

  /**
   * Closes the account once the code matches and no loan is open. A closed account's sessions
   * are revoked, so a repeat of the call answers "session expired" and changes nothing.
   */
  async function deleteAccount(userId: number, code: string): Promise<void> {
    const outcome = await db.transaction(async (tx) => {
      const repo = createAccountRepository(tx);
      await repo.lockUser(userId);
      const user = await repo.user(userId);
      if (!user || user.closedAt) throw sessionInvalid();
      const orders = await ordersOfBorrower(tx, userId);
      const open = openOrder(orders);
      if (open) throw failed(openOrderMessage(open), 409);

      const now = clock.now();
      const active = await repo.activeCode(userId, now);
      if (!active) throw failed(CodeMessage.gone);
      if (!constantTimeEqualHex(active.codeHash, hashCode(userId, code))) {
        const exhausted = active.wrongTries + 1 >= OTP_MAX_WRONG_TRIES;
        await repo.recordWrongTry(active.id, exhausted ? now : null);
        return {
          wrong: exhausted ? CodeMessage.tooManyTries : CodeMessage.wrong,
          keys: [] as string[],
        };
      }
      await repo.consumeCode(active.id, now);
      // Loan records (orders, ledger, payments, KFS acceptances, the KYC behind them) are kept
      // for the retention period; a borrower who never applied leaves nothing behind.
      const keepRecords = orders.length > 0;
      await repo.eraseAlways(userId, now, keepRecords);
      await sessions.revokeAllOfUser(tx, userId);
      if (keepRecords) {
        await repo.unlinkAadhaar(userId);
        return { wrong: null, keys: [] as string[] };
      }
      return { wrong: null, keys: await repo.eraseOnboarding(userId) };
    });
    // A wrong try is recorded (committed) before it is refused.
    if (outcome.wrong) throw failed(outcome.wrong);
    for (const key of outcome.keys) {
      await deleteFile(key).catch((error: unknown) =>
        log.warn({ reason: (error as Error).message }, 'closed account image not deleted'),
      );
    }
  }

  /** The no-dues letter of the borrower's own settled loan. */
  async function noDuesLetter(userId: number, orderId: number): Promise<NoDuesLetter> {
    await liveUser(userId);
    const order = await orderOfBorrower(db, userId, orderId);
    if (!order) throw failed('This loan was not found in your account.', 404);
    if (order.state !== OrderState.settled || !order.settledAt) {
      throw failed(
        `A no-dues letter is issued once the loan is fully repaid. Loan ${order.loanNo} is ${orderStateLabel(order.state)}.`,
        409,
      );
    }
    const [identity, lender, receipts] = await Promise.all([
      accounts.identity(userId),
      createLenderRepository(db).read(),
      receiptsOf(db, orderId),
    ]);
    const paidPaise = receipts.reduce((sum, receipt) => sum + receipt.amountPaise, 0);
    return {
      lender: {
        name: lender.name,
        address: lender.address,
        rbiRegistration: lender.rbiRegistration,
      },
      borrowerName: identity?.real_name ?? '',
      loanNo: order.loanNo,
      loanAmount: paiseToRupees(order.amountPaise),
      totalPaid: paiseToRupees(paidPaise),
      disbursedAt: order.loanDate ? order.loanDate.toISOString() : null,
      closedAt: order.settledAt.toISOString(),
      issuedAt: clock.now().toISOString(),
    };
  }

  /** Keeps the borrower's language in their profile (server messages read it). */
  async function setLanguage(userId: number, language: BorrowerLanguage) {
    if (!(await accounts.setLanguage(userId, language))) throw sessionInvalid();
    return { language };
  }

  return { overview, myData, sendDeletionCode, deleteAccount, noDuesLetter, setLanguage };
}
export type AccountService = ReturnType<typeof createAccountService>;
