import { randomUUID } from 'node:crypto';
import { isValidAadhaar } from '@saral/contract/field-rules';
import type { Database } from '../../db/database';
import { addSeconds, type Clock } from '../../shared/clock';
import { lookupHash } from '../../shared/field-cipher';
import { constantTimeEqualHex, newNumericCode, pepperedHash } from '../../shared/secrets';
import { sendAndRecordSms } from '../sms/send-and-record';
import type { SmsProvider } from '../sms/sms-provider';
import { createSmsRepository } from '../sms/sms-repository';
import { AadhaarOtpError, type AadhaarOtpProvider } from './aadhaar-otp-provider';

export const AADHAAR_OTP_LENGTH = 6;
export const AADHAAR_OTP_TTL_SECONDS = 600;
export const AADHAAR_OTP_RESEND_SECONDS = 60;
export const AADHAAR_OTP_MAX_WRONG_TRIES = 3;
/**
 * Sandbox rule: an Aadhaar number starting with 9999 (and passing the Verhoeff check, e.g.
 * 9999 0000 0003) behaves like one with no mobile number linked, so that path can be tried.
 */
export const SANDBOX_UNLINKED_PREFIX = '9999';

export const AadhaarOtpMessage = {
  invalidAadhaar: 'Invalid Aadhaar Number',
  noMobileLinked: 'Aadhaar number does not have a mobile number linked to it',
  wait: `Please wait ${AADHAAR_OTP_RESEND_SECONDS} seconds before requesting another OTP`,
  smsFailed: 'Could not send the OTP, please try again',
  sessionExpired: 'OTP session expired, please request a new OTP',
  expired: 'OTP expired, please request a new OTP',
  tooManyTries: 'Too many wrong attempts, please request a new OTP',
  invalidOtp: 'Invalid OTP',
} as const;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Deps = { db: Database; clock: Clock; sms: SmsProvider; pepper: string };

type OtpRow = {
  aadhaar_lookup: string;
  code_hash: string;
  expires_at: Date;
  wrong_tries: number;
  consumed_at: Date | null;
};

/**
 * Stand-in for UIDAI's Aadhaar OTP: the code goes by SMS (the sandbox SMS outbox in development)
 * to the borrower's login phone, taken as the Aadhaar-bound number. Only a peppered hash of the
 * code and of the Aadhaar number is stored, in aadhaar_sandbox_otps. It refuses what UIDAI
 * refuses: invalid numbers, numbers without a linked mobile (SANDBOX_UNLINKED_PREFIX), resends
 * within a minute, expired or used codes, and a fourth try after three wrong codes.
 */
export function createSandboxAadhaarOtpProvider({
  db,
  clock,
  sms,
  pepper,
}: Deps): AadhaarOtpProvider {
  const smsLog = createSmsRepository(db);
  const hashCode = (referenceId: string, code: string) =>
    pepperedHash(pepper, 'aadhaar-sandbox-otp', referenceId, code);

  return {
    name: 'sandbox',

    async requestOtp({ aadhaar, phone }) {
      if (!isValidAadhaar(aadhaar)) throw new AadhaarOtpError(AadhaarOtpMessage.invalidAadhaar);
      if (aadhaar.startsWith(SANDBOX_UNLINKED_PREFIX)) {
        throw new AadhaarOtpError(AadhaarOtpMessage.noMobileLinked);
      }
      const aadhaarLookup = lookupHash(pepper, aadhaar);
      const referenceId = randomUUID();
      const code = newNumericCode(AADHAAR_OTP_LENGTH);

      await db.transaction(async (tx) => {
        // One request at a time per Aadhaar number, across server processes.
        await tx.query("SELECT pg_advisory_xact_lock(hashtext('aadhaar-otp:' || $1))", [
          aadhaarLookup,
        ]);
        const now = clock.now();
        const recent = await tx.query(
          'SELECT 1 FROM aadhaar_sandbox_otps WHERE aadhaar_lookup = $1 AND created_at > $2 LIMIT 1',
          [aadhaarLookup, addSeconds(now, -AADHAAR_OTP_RESEND_SECONDS)],
        );
        if (recent.length > 0) throw new AadhaarOtpError(AadhaarOtpMessage.wait);
        await tx.query(
          `INSERT INTO aadhaar_sandbox_otps (reference_id, aadhaar_lookup, phone, code_hash,
             created_at, expires_at)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [
            referenceId,
            aadhaarLookup,
            phone,
            hashCode(referenceId, code),
            now,
            addSeconds(now, AADHAAR_OTP_TTL_SECONDS),
          ],
        );
      });

      const body = `Your Aadhaar verification OTP is ${code}. Valid for ${AADHAAR_OTP_TTL_SECONDS / 60} minutes. - UIDAI sandbox (Saral)`;
      try {
        await sendAndRecordSms(sms, smsLog, { phone, body });
      } catch {
        // Never delivered: forget it, so the borrower may ask again at once.
        await db.query('DELETE FROM aadhaar_sandbox_otps WHERE reference_id = $1', [referenceId]);
        throw new AadhaarOtpError(AadhaarOtpMessage.smsFailed, true);
      }

      // A new code replaces any earlier one for the same number.
      await db.query(
        `UPDATE aadhaar_sandbox_otps SET expires_at = $3
         WHERE aadhaar_lookup = $1 AND reference_id <> $2 AND consumed_at IS NULL
           AND expires_at > $3`,
        [aadhaarLookup, referenceId, clock.now()],
      );
      return { referenceId };
    },

    async verifyOtp({ referenceId, aadhaar, otp }) {
      if (!UUID_PATTERN.test(referenceId)) {
        throw new AadhaarOtpError(AadhaarOtpMessage.sessionExpired);
      }
      const aadhaarLookup = lookupHash(pepper, aadhaar);
      // Decided inside the transaction, thrown after it, so a wrong try is committed.
      const failure = await db.transaction(async (tx): Promise<string | null> => {
        const rows = await tx.query<OtpRow>(
          `SELECT aadhaar_lookup, code_hash, expires_at, wrong_tries, consumed_at
           FROM aadhaar_sandbox_otps WHERE reference_id = $1 FOR UPDATE`,
          [referenceId],
        );
        const row = rows[0];
        if (!row || !constantTimeEqualHex(row.aadhaar_lookup, aadhaarLookup)) {
          return AadhaarOtpMessage.sessionExpired;
        }
        const now = clock.now();
        if (row.consumed_at || new Date(row.expires_at).getTime() <= now.getTime()) {
          return AadhaarOtpMessage.expired;
        }
        if (row.wrong_tries >= AADHAAR_OTP_MAX_WRONG_TRIES) return AadhaarOtpMessage.tooManyTries;
        if (!constantTimeEqualHex(row.code_hash, hashCode(referenceId, otp))) {
          await tx.query(
            'UPDATE aadhaar_sandbox_otps SET wrong_tries = wrong_tries + 1 WHERE reference_id = $1',
            [referenceId],
          );
          return AadhaarOtpMessage.invalidOtp;
        }
        await tx.query('UPDATE aadhaar_sandbox_otps SET consumed_at = $2 WHERE reference_id = $1', [
          referenceId,
          now,
        ]);
        return null;
      });
      if (failure) throw new AadhaarOtpError(failure);
      // UIDAI's sandbox has no resident record to return a name from.
      return { name: null };
    },
  };
}
