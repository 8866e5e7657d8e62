import {
  LOGIN_OTP_LENGTH,
  OTP_MAX_WRONG_TRIES,
  OTP_SENDS_PER_PHONE_PER_DAY,
  OTP_SENDS_PER_PHONE_PER_MINUTE,
  OTP_TTL_SECONDS,
} from '@saral/contract/constants';
import { ErrorCode } from '@saral/contract/error-codes';
import type { BorrowerLanguage } from '@saral/contract/api/language';
import type { LoginResponse } from '@saral/contract/api/session';
import { maskPhone } from '@saral/contract/field-rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { AppError, rateLimited } from '../../shared/app-error';
import { addSeconds, type Clock } from '../../shared/clock';
import { constantTimeEqualHex, newNumericCode, pepperedHash } from '../../shared/secrets';
import type { SessionService } from '../sessions/session-service';
import { sendAndRecordSms } from '../sms/send-and-record';
import type { SmsProvider } from '../sms/sms-provider';
import { createSmsRepository } from '../sms/sms-repository';
import { createUserRepository } from '../users/user-repository';
import { clientNetwork } from './client-network';
import { createOtpRepository } from './otp-repository';

type Deps = {
  db: Database;
  clock: Clock;
  sms: SmsProvider;
  sessions: SessionService;
  pepper: string;
  log: FastifyBaseLogger;
  /** Code sends per client network: a budget an hour and a burst limit a minute. */
  networkLimits: { perHour: number; perMinute: number };
  /**
   * How a code goes in Hindi: the DLT template of the Hindi text (none: the provider's own, as
   * the sandbox), or null when no Hindi template is registered and codes go in English.
   */
  hindiCodes: { templateId?: string } | null;
};

/** What a refused one-time code says (login and the account-deletion code alike). */
export const CodeMessage = {
  wrong: 'Incorrect code. Please check the SMS and try again.',
  gone: 'This code has expired or was already used. Please request a new code.',
  tooManyTries: 'Too many wrong attempts. Please request a new code.',
} as const;

/** Whole seconds until the oldest send of the last minute leaves it (at least 1). */
function secondsUntilMinuteEnds(now: Date, oldest: Date | null): number {
  if (!oldest) return 60;
  return Math.max(1, Math.ceil(60 - (now.getTime() - oldest.getTime()) / 1000));
}

/** Why a code is sent: only the SMS wording differs, the code signs in the same way. */
export type CodePurpose = 'login' | 'promotion';
const SMS_TEXT: Record<BorrowerLanguage, Record<CodePurpose, (code: string) => string>> = {
  en: {
    login: (code) =>
      `${code} is your Saral login code. It is valid for 5 minutes. Do not share it with anyone.`,
    promotion: (code) =>
      `${code} is your Saral code to see your loan offer. It is valid for 5 minutes. Do not share it with anyone.`,
  },
  hi: {
    login: (code) => `${code} आपका Saral लॉगिन कोड है। यह 5 मिनट तक मान्य है। इसे किसी को न बताएँ।`,
    promotion: (code) =>
      `${code} आपका लोन ऑफ़र देखने के लिए आपका Saral कोड है। यह 5 मिनट तक मान्य है। इसे किसी को न बताएँ।`,
  },
};

/**
 * Phone + one-time code sign-in. Every limit is kept in the database and checked under
 * per-phone and per-address advisory locks, so it holds across any number of server processes.
 */
export function createLoginService(deps: Deps) {
  const { db, clock, sms, sessions, pepper, log, networkLimits, hindiCodes } = deps;
  const hashCode = (phone: string, code: string) => pepperedHash(pepper, 'login-otp', phone, code);
  const smsLog = createSmsRepository(db);

  /**
   * Sends a sign-in code in the borrower's language (users.language); a number not registered
   * yet gets the language of the request (its Accept-Language).
   */
  async function sendCode(
    phone: string,
    ip: string,
    purpose: CodePurpose = 'login',
    requestLanguage: BorrowerLanguage = 'en',
  ): Promise<void> {
    const code = newNumericCode(LOGIN_OTP_LENGTH);
    const now = clock.now();
    // The network's budget first, in one statement of its own (its locks end with it): one
    // carrier NAT address may carry thousands of people signing up at once, and every send from
    // it queues on that lock. It is a budget (docs/security.md): a burst limit a minute inside a
    // larger hourly one. A send refused below gives its place back.
    const admission = await createOtpRepository(db).admitNetworkSend(
      { phone, ip, network: clientNetwork(ip), at: now },
      networkLimits,
    );
    if (admission.sendId === null) {
      throw rateLimited(
        admission.minute >= networkLimits.perMinute
          ? `Too many code requests from your network. Please wait ${secondsUntilMinuteEnds(now, admission.oldestInMinute)} seconds and try again.`
          : 'Too many code requests from your network. Please try again later.',
      );
    }
    const sendId = admission.sendId;
    let issued: { codeId: number; language: BorrowerLanguage };
    try {
      issued = await db.transaction(async (tx) => {
        const otps = createOtpRepository(tx);
        await otps.lockPhone(phone);
        // The phone's limits count the sends admitted before this one (a lower id): two sends
        // at once for one phone never both pass, whichever network each came from.
        const sends = await otps.phoneSendsBefore(phone, now, sendId);
        if (sends.minute >= OTP_SENDS_PER_PHONE_PER_MINUTE) {
          throw rateLimited(
            `Please wait ${secondsUntilMinuteEnds(now, sends.oldestInMinute)} seconds before requesting another code.`,
          );
        }
        if (sends.day >= OTP_SENDS_PER_PHONE_PER_DAY) {
          throw rateLimited(
            'Too many codes requested for this number today. Please try again tomorrow.',
          );
        }
        const language = (await createUserRepository(tx).languageOfPhone(phone)) ?? requestLanguage;
        await otps.voidOutstanding(phone, now);
        const codeId = await otps.insertCode(
          phone,
          hashCode(phone, code),
          now,
          addSeconds(now, OTP_TTL_SECONDS),
        );
        return { codeId, language };
      });
    } catch (error) {
      await createOtpRepository(db).deleteSend(sendId);
      throw error;
    }

    const hindi = issued.language === 'hi' ? hindiCodes : null;
    const body = SMS_TEXT[hindi ? 'hi' : 'en'][purpose](code);
    try {
      await sendAndRecordSms(sms, smsLog, { phone, body, ...hindi });
    } catch (error) {
      log.warn(
        { phone: maskPhone(phone), reason: (error as Error).message },
        'login code SMS failed',
      );
      // The borrower never got this code: void it and give the send back so they can retry now.
      await db.transaction(async (tx) => {
        const otps = createOtpRepository(tx);
        await otps.voidCode(issued.codeId, clock.now());
        await otps.deleteSend(sendId);
      });
      throw new AppError(
        ErrorCode.failed,
        'We could not send the SMS. Please try again in a moment.',
        502,
      );
    }
  }

  async function login(phone: string, code: string): Promise<LoginResponse> {
    const outcome = await db.transaction(async (tx) => {
      const otps = createOtpRepository(tx);
      await otps.lockPhone(phone);
      const now = clock.now();
      const active = await otps.findActive(phone, now);
      if (!active) return { ok: false as const, msg: CodeMessage.gone };

      if (!constantTimeEqualHex(active.codeHash, hashCode(phone, code))) {
        const exhausted = active.wrongTries + 1 >= OTP_MAX_WRONG_TRIES;
        await otps.recordWrongTry(active.id, exhausted ? now : null);
        return {
          ok: false as const,
          msg: exhausted ? CodeMessage.tooManyTries : CodeMessage.wrong,
        };
      }

      await otps.consume(active.id, now);
      const user = await createUserRepository(tx).findOrCreateByPhone(phone);
      const token = await sessions.open(tx, user.id);
      return { ok: true as const, token, isRegister: user.created ? (1 as const) : (0 as const) };
    });
    if (!outcome.ok) throw new AppError(ErrorCode.failed, outcome.msg, 400);
    return { token: outcome.token, isRegister: outcome.isRegister };
  }

  return { sendCode, login };
}
export type LoginService = ReturnType<typeof createLoginService>;
