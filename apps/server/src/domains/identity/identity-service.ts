import { createHash } from 'node:crypto';
import type { FindUserAuth, OcrResult } from '@saral/contract/api/onboarding';
import { FieldMessage, isValidAadhaar, maskAadhaar, maskPhone } from '@saral/contract/field-rules';
import {
  AadhaarSendState,
  CARD_MISSING_MESSAGE,
  CARD_TYPES,
  OnboardingMessage,
  type CardType,
} from '@saral/contract/onboarding';
import type { Database } from '../../db/database';
import { failed, rateLimited } from '../../shared/app-error';
import { lookupHash, type FieldCipher } from '../../shared/field-cipher';
import { createRateLimitCounter, minutesUntil } from '../../shared/rate-limit-counter';
import { AadhaarOtpError, type AadhaarOtpProvider } from '../aadhaar-otp/aadhaar-otp-provider';
import { readOnboardingSettings } from '../onboarding/onboarding-settings';
import type { FastifyBaseLogger } from 'fastify';
import type { CardReadingService } from './card-reading-service';
import {
  CARD_FILE_COLUMN,
  createIdentityRepository,
  type IdentityRow,
} from './identity-repository';
import type { UploadService } from './upload-service';
import { readingNotice } from './reading-notice';

type IdentityDeps = {
  db: Database;
  cipher: FieldCipher;
  /** Secret for the Aadhaar lookup hash (finds the same number on two accounts). */
  pepper: string;
  uploads: UploadService;
  /** Card photos are read by OCR workers through this queue. */
  readings: CardReadingService;
  aadhaarOtp: AadhaarOtpProvider;
  now: () => Date;
  log: FastifyBaseLogger;
};

/** "Already registered" answers a borrower may get per hour (typos and retries fit easily). */
export const AADHAAR_CHECKS_PER_HOUR = 10;
const HOUR_MS = 3_600_000;

const maskedLast4 = (last4: string | null) => (last4 ? maskAadhaar(last4) : null);

/**
 * The identity step (page type 8) in both variants: card uploads read by OCR and confirmed by the
 * borrower, or the Aadhaar number verified with a one-time code. The full Aadhaar number exists
 * only in memory while a request runs and encrypted at rest; every answer carries it masked.
 */
export function createIdentityService(deps: IdentityDeps) {
  const { db, cipher, uploads, readings, aadhaarOtp } = deps;
  const repository = createIdentityRepository(db);
  const aadhaarLookup = (aadhaar: string) => lookupHash(deps.pepper, `aadhaar:${aadhaar}`);

  const checks = createRateLimitCounter(db);

  /**
   * Refuses an Aadhaar number that another borrower already proved is theirs. The answer tells
   * whether a number is registered, so each borrower may ask only AADHAAR_CHECKS_PER_HOUR times.
   */
  async function assertAadhaarFree(userId: number, lookup: string, last4: string) {
    const now = deps.now();
    const { hits, resetsAt } = await checks.hit(`aadhaar-check:${userId}`, HOUR_MS, now);
    if (hits > AADHAAR_CHECKS_PER_HOUR) {
      deps.log.warn({ userId }, 'Aadhaar checks limited');
      throw rateLimited(
        `Too many Aadhaar checks. Please try again in ${minutesUntil(resetsAt, now)} minutes.`,
      );
    }
    const owner = await repository.ownerOfAadhaar(lookup);
    if (owner !== null && owner !== userId) {
      deps.log.warn(
        { userId, aadhaar: maskAadhaar(last4) },
        'Aadhaar number registered to another account',
      );
      throw failed(OnboardingMessage.aadhaarUsedElsewhere, 409);
    }
  }

  return {
    async status(userId: number): Promise<FindUserAuth> {
      const settings = await readOnboardingSettings(db);
      const row = await repository.find(userId);
      return {
        kycPageType: settings.kycPageType,
        realName: row?.real_name ?? null,
        idNo: maskedLast4(row?.aadhaar_last4 ?? null),
        panNo: row?.pan_no ?? null,
        cards: CARD_TYPES.filter((card) => row?.[CARD_FILE_COLUMN[card]]),
        aadhaarVerified: row?.aadhaar_verified_at ? 1 : 0,
        recognized: {
          name: row?.recognized_name ?? null,
          idNo: maskedLast4(row?.recognized_aadhaar_last4 ?? null),
          panNo: row?.recognized_pan ?? null,
        },
      };
    },

    /**
     * Stores one card and, unless notNeed, has a worker read it (busy at once when the queue
     * would not read it in time); what was read waits for the borrower's confirmation.
     */
    async uploadCard(
      userId: number,
      card: CardType,
      bytes: Buffer,
      skipReading: boolean,
      signal?: AbortSignal,
    ): Promise<OcrResult> {
      if (skipReading) {
        const fileId = await uploads.store(userId, card, bytes);
        await repository.update(userId, { [CARD_FILE_COLUMN[card]]: fileId });
        return { fileId, name: null, idNo: null, panNo: null, notice: null };
      }
      const contentHash = createHash('sha256').update(bytes).digest('hex');
      let place = await readings.resume(userId, card, contentHash);
      if (!place) {
        await readings.admit();
        const fileId = await uploads.store(userId, card, bytes);
        place = { id: await readings.queue(userId, card, { id: fileId, contentHash }), fileId };
      }
      const { fileId } = place;
      const reading = await readings.result(place.id, signal);
      return {
        fileId,
        name: reading.name,
        idNo: maskedLast4(reading.aadhaar_last4),
        panNo: reading.pan,
        notice: readingNotice(card, reading),
      };
    },

    /** Upload variant: the borrower confirms or corrects what the cards say. */
    async confirmUploadedIdentity(
      userId: number,
      input: { realName: string; idNo: string; panNo: string },
    ): Promise<void> {
      const row = await repository.find(userId);
      for (const card of CARD_TYPES) {
        if (!row?.[CARD_FILE_COLUMN[card]]) throw failed(CARD_MISSING_MESSAGE[card]);
      }
      const aadhaar = resolveConfirmedAadhaar(input.idNo, row);
      const lookup = aadhaarLookup(aadhaar);
      await assertAadhaarFree(userId, lookup, aadhaar.slice(-4));
      await repository.update(userId, {
        real_name: input.realName,
        aadhaar_cipher: cipher.encrypt(aadhaar),
        aadhaar_lookup: lookup,
        aadhaar_last4: aadhaar.slice(-4),
        pan_no: input.panNo,
        kyc_method: 'upload',
        kyc_completed_at: deps.now(),
      });
    },

    /** Aadhaar-number variant: asks the provider for a code (state 1 when already verified). */
    async sendAadhaarOtp(userId: number, phone: string, aadhaar: string) {
      const lookup = aadhaarLookup(aadhaar);
      const row = await repository.find(userId);
      if (row?.aadhaar_verified_at && row.verified_aadhaar_lookup === lookup) {
        return { state: AadhaarSendState.alreadyVerified, sentTo: null };
      }
      await assertAadhaarFree(userId, lookup, aadhaar.slice(-4));
      let referenceId: string;
      try {
        ({ referenceId } = await aadhaarOtp.requestOtp({ aadhaar, phone }));
      } catch (error) {
        if (error instanceof AadhaarOtpError)
          throw failed(error.message, error.retryable ? 503 : 400);
        throw error;
      }
      await repository.update(userId, { otp_reference: referenceId, otp_aadhaar_lookup: lookup });
      return { state: AadhaarSendState.codeSent, sentTo: maskPhone(phone) };
    },

    async verifyAadhaarOtp(userId: number, aadhaar: string, otp: string) {
      const lookup = aadhaarLookup(aadhaar);
      const row = await repository.find(userId);
      if (!row?.otp_reference || row.otp_aadhaar_lookup !== lookup) {
        throw failed('Please tap Verify to get an OTP for this Aadhaar number first');
      }
      let verified: { name: string | null };
      try {
        verified = await aadhaarOtp.verifyOtp({ referenceId: row.otp_reference, aadhaar, otp });
      } catch (error) {
        if (error instanceof AadhaarOtpError)
          throw failed(error.message, error.retryable ? 503 : 400);
        throw error;
      }
      await repository.update(userId, {
        otp_reference: null,
        verified_aadhaar_lookup: lookup,
        verified_aadhaar_cipher: cipher.encrypt(aadhaar),
        aadhaar_verified_at: deps.now(),
        ...(verified.name ? { recognized_name: verified.name } : {}),
      });
      return { verified: 1 as const };
    },

    /** Aadhaar-number variant: the verified number and the PAN complete the identity step. */
    async confirmVerifiedIdentity(userId: number, input: { idNo: string; panNo: string }) {
      const lookup = aadhaarLookup(input.idNo);
      const row = await repository.find(userId);
      if (!row?.aadhaar_verified_at || row.verified_aadhaar_lookup !== lookup) {
        throw failed(OnboardingMessage.aadhaarNotVerified);
      }
      await assertAadhaarFree(userId, lookup, input.idNo.slice(-4));
      await repository.update(userId, {
        real_name: row.real_name ?? row.recognized_name,
        aadhaar_cipher: cipher.encrypt(input.idNo),
        aadhaar_lookup: lookup,
        aadhaar_last4: input.idNo.slice(-4),
        pan_no: input.panNo,
        kyc_method: 'aadhaar-otp',
        kyc_completed_at: deps.now(),
      });
    },

    async isComplete(userId: number): Promise<{ identity: boolean; face: boolean }> {
      const row = await repository.find(userId);
      return { identity: Boolean(row?.kyc_completed_at), face: Boolean(row?.face_completed_at) };
    },

    /** The name on the borrower's identity, to prefill the basic information form. */
    async knownName(userId: number): Promise<string | null> {
      const row = await repository.find(userId);
      return row?.real_name ?? row?.recognized_name ?? null;
    },
  };

  /** The typed number, or the one OCR read when the borrower kept the masked value. */
  function resolveConfirmedAadhaar(idNo: string, row: IdentityRow | null): string {
    if (!idNo.startsWith('XXXX')) return idNo;
    const recognized = row?.recognized_aadhaar_cipher
      ? cipher.decrypt(row.recognized_aadhaar_cipher)
      : null;
    if (!recognized || !idNo.endsWith(recognized.slice(-4)) || !isValidAadhaar(recognized)) {
      throw failed(FieldMessage.aadhaarInvalid);
    }
    return recognized;
  }
}
export type IdentityService = ReturnType<typeof createIdentityService>;
