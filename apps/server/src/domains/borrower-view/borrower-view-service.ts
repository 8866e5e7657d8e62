import type { Application, OperatorRoleValue } from '@saral/contract/api/operator';
import {
  kycImagePath,
  type Borrower360,
  type KycImageKind,
} from '@saral/contract/api/ops-borrower';
import {
  maskAadhaarLast4,
  maskAccountNo,
  maskPan,
  seesPersonalData,
} from '@saral/contract/api/operator-masking';
import { OperatorPermission, roleMay } from '@saral/contract/api/operator-permissions';
import { RiskSignal, type RiskSignals, type RiskSignalValue } from '@saral/contract/api/risk';
import { maskPhone } from '@saral/contract/field-rules';
import { paiseToRupees } from '@saral/contract/money';
import { NAME_MATCH_THRESHOLD, nameMatchScore } from '@saral/contract/name-match';
import { CARD_TYPES } from '@saral/contract/onboarding';
import { OrderState, orderStateLabel } from '@saral/contract/order-states';
import type { Database } from '../../db/database';
import { notFound } from '../../shared/app-error';
import { daysBetween, istDay } from '../../shared/clock';
import type { FieldCipher } from '../../shared/field-cipher';
import { createBankRepository } from '../bank/bank-repository';
import type { ContactsService } from '../contacts/contacts-service';
import { CARD_FILE_COLUMN, createIdentityRepository } from '../identity/identity-repository';
import type { IdentityRow } from '../identity/identity-repository';
import type { UploadService } from '../identity/upload-service';
import {
  borrowerLoans,
  latestOrdersOf,
  orderParty,
  type BorrowerLoanRow,
} from '../orders/borrower-orders';
import type { FormService } from '../profile-forms/form-service';
import { detectSignals } from '../risk/risk-detection';
import { createBorrowerViewRepository } from './borrower-view-repository';

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/** The shared-identifier signals of the fraud check and what the 360 calls them. */
const SHARED_IDENTIFIERS: [
  RiskSignalValue,
  Borrower360['sharedIdentifiers'][number]['identifier'],
][] = [
  [RiskSignal.sharedPan, 'pan'],
  [RiskSignal.sharedBankAccount, 'bankAccount'],
  [RiskSignal.sharedDevice, 'device'],
  [RiskSignal.sharedContacts, 'contact'],
];

/** States in which a paid-out loan is still owed: lateness counts up to today. */
const OWED_STATES: readonly number[] = [
  OrderState.loaned,
  OrderState.overdued,
  OrderState.extension,
];

export type BorrowerViewDeps = {
  db: Database;
  cipher: FieldCipher;
  uploads: UploadService;
  forms: Pick<FormService, 'labelledAnswers'>;
  contacts: Pick<ContactsService, 'find'>;
  /** The application as the operators' list shows it (checks and decisions). */
  application: (orderId: number) => Promise<Application | undefined>;
  riskSignals: (orderId: number) => Promise<RiskSignals>;
  now: () => Date;
};

/** Days after the due date a loan was settled, or (still owed) today; null without a due date. */
export function daysLate(loan: BorrowerLoanRow, today: string): number | null {
  if (!loan.due_date) return null;
  const end = loan.settled_at ? istDay(new Date(loan.settled_at)) : today;
  if (!loan.settled_at && !OWED_STATES.includes(loan.state)) return null;
  return Math.max(0, daysBetween(loan.due_date, end));
}

/**
 * The operators' borrower 360 of an application: identity and what OCR read, KYC images (links
 * for roles with kyc.images), liveness, forms, contacts, accounts, device, loans, rule checks,
 * risk signals and who shares an identifier. Support and viewer see identifiers masked.
 */
export function createBorrowerViewService(deps: BorrowerViewDeps) {
  const { db } = deps;
  const identities = createIdentityRepository(db);
  const views = createBorrowerViewRepository(db);

  /** The stored file of each kind the borrower has (cards on the identity row, the face check). */
  async function imageFiles(userId: number, identity: IdentityRow | null) {
    const face = await views.faceCheck(userId, identity?.face_check_id ?? null);
    const ids = new Map<KycImageKind, string>();
    for (const card of CARD_TYPES) {
      const fileId = identity?.[CARD_FILE_COLUMN[card]];
      if (fileId) ids.set(card, fileId);
    }
    if (face) ids.set('face', face.file_id);
    return { ids, face };
  }

  function sameAadhaar(identity: IdentityRow): boolean {
    if (identity.aadhaar_cipher && identity.recognized_aadhaar_cipher) {
      return (
        deps.cipher.decrypt(identity.aadhaar_cipher) ===
        deps.cipher.decrypt(identity.recognized_aadhaar_cipher)
      );
    }
    return false;
  }

  function ocrOf(identity: IdentityRow | null, showPan: (pan: string | null) => string | null) {
    const name = { declared: identity?.real_name ?? null, read: identity?.recognized_name ?? null };
    const nameScore = name.declared && name.read ? nameMatchScore(name.declared, name.read) : null;
    const last4 = (value: string | null | undefined) => (value ? maskAadhaarLast4(value) : null);
    const pan = { declared: identity?.pan_no ?? null, read: identity?.recognized_pan ?? null };
    return {
      nameScore,
      fields: [
        { field: 'name' as const, ...name, matches: (nameScore ?? 0) >= NAME_MATCH_THRESHOLD },
        {
          field: 'idNumber' as const,
          declared: last4(identity?.aadhaar_last4),
          read: last4(identity?.recognized_aadhaar_last4),
          matches: identity ? sameAadhaar(identity) : false,
        },
        {
          field: 'panNumber' as const,
          declared: showPan(pan.declared),
          read: showPan(pan.read),
          matches:
            pan.declared !== null &&
            pan.read !== null &&
            pan.declared.trim().toUpperCase() === pan.read.trim().toUpperCase(),
        },
      ],
    };
  }

  async function sharedIdentifiers(orderId: number): Promise<Borrower360['sharedIdentifiers']> {
    const signals = await detectSignals(db, orderId);
    const found = SHARED_IDENTIFIERS.flatMap(([signal, identifier]) => {
      const matches = signals.find((item) => item.signal === signal)?.matches;
      const users = (matches?.otherBorrowers as number[] | undefined) ?? [];
      return users.length > 0 ? [{ identifier, users }] : [];
    });
    const latest = await latestOrdersOf(db, [...new Set(found.flatMap((item) => item.users))]);
    return found.map(({ identifier, users }) => ({
      identifier,
      borrowers: latest
        .filter((row) => users.includes(row.user_id))
        .map((row) => ({
          phone: maskPhone(row.phone),
          latestOrderNo: row.order_no,
          latestOrderState: row.state,
          latestOrderStateLabel: row.state === null ? null : orderStateLabel(row.state),
        })),
    }));
  }

  return {
    async view(orderId: number, role: OperatorRoleValue): Promise<Borrower360> {
      const party = await orderParty(db, orderId);
      const application = party ? await deps.application(orderId) : undefined;
      if (!party || !application) throw notFound('Application');
      const userId = party.user_id;
      const full = seesPersonalData(role);
      const showPan = (pan: string | null) => (pan === null ? null : full ? pan : maskPan(pan));
      const showPhone = (phone: string) => (full ? phone : maskPhone(phone));
      const identity = await identities.find(userId);
      const [basicInfo, workInfo, contacts, cards, device, location, loans, requests] =
        await Promise.all([
          deps.forms.labelledAnswers(userId, 'baseInfo'),
          deps.forms.labelledAnswers(userId, 'workInfo'),
          deps.contacts.find(userId),
          createBankRepository(db).listCardsWithBranch(userId),
          views.latestAppDevice(userId),
          views.lastLocation(userId),
          borrowerLoans(db, userId, orderId),
          views.documentRequests(userId),
        ]);
      const { ids, face } = await imageFiles(userId, identity);
      const files = await views.files(userId, [...ids.values()]);
      const mayOpenImages = roleMay(role, OperatorPermission.kycImages);
      const answer = (param: string) => basicInfo.find((item) => item.param === param)?.value;
      const today = istDay(deps.now());
      return {
        orderId,
        userId,
        phone: showPhone(party.phone),
        application,
        identity: {
          name: identity?.real_name ?? null,
          aadhaar: identity?.aadhaar_last4 ? maskAadhaarLast4(identity.aadhaar_last4) : null,
          pan: showPan(identity?.pan_no ?? null),
          panMasked: !full,
          dateOfBirth: answer('dateOfBirth') ?? null,
          gender: answer('gender') ?? null,
          kycMethod: identity?.kyc_method ?? null,
          kycCompletedAt: iso(identity?.kyc_completed_at ?? null),
          aadhaarVerifiedAt: iso(identity?.aadhaar_verified_at ?? null),
        },
        ocr: ocrOf(identity, showPan),
        images: [...ids.entries()].flatMap(([kind, fileId]) => {
          const file = files.find((item) => item.id === fileId);
          if (!file) return [];
          return [
            {
              kind,
              contentType: file.content_type,
              uploadedAt: new Date(file.created_at).toISOString(),
              imageUrl: mayOpenImages ? kycImagePath(orderId, kind) : null,
            },
          ];
        }),
        liveness: face && {
          passed: Number(face.status) === 1,
          provider: face.provider,
          message: face.message,
          checks: face.checks,
          checkedAt: new Date(face.created_at).toISOString(),
          faceCompletedAt: iso(identity?.face_completed_at ?? null),
        },
        basicInfo,
        workInfo,
        contacts: contacts
          ? (['one', 'two', 'third'] as const).map((prefix) => ({
              name: contacts[`${prefix}Name`],
              relation: contacts[`${prefix}Relation`],
              phone: showPhone(contacts[`${prefix}Mobile`]),
            }))
          : [],
        bankAccounts: cards.map((card) => ({
          bankName: card.bank_name,
          branch: card.branch,
          city: card.city,
          state: card.state,
          ifsc: card.ifsc,
          accountNo: full ? card.account_no : maskAccountNo(card.account_no),
          forThisOrder: card.id === party.bank_card_id,
        })),
        device: device && {
          model: device.device_model,
          osVersion: device.system_version,
          appVersion: device.app_version,
          seenAt: new Date(device.created_at).toISOString(),
        },
        lastLocation: location && { ...location, at: new Date(location.at).toISOString() },
        riskSignals: await deps.riskSignals(orderId),
        earlierLoans: loans.map((loan) => ({
          orderId: loan.id,
          orderNo: loan.order_no ?? String(loan.id),
          amount: paiseToRupees(loan.loan_amount_paise),
          state: loan.state,
          stateLabel: orderStateLabel(loan.state),
          appliedAt: new Date(loan.created_at).toISOString(),
          dueDate: loan.due_date,
          settledDate: loan.settled_at ? istDay(new Date(loan.settled_at)) : null,
          daysLate: daysLate(loan, today),
        })),
        sharedIdentifiers: await sharedIdentifiers(orderId),
        documentRequests: requests.map((request) => ({
          orderId: request.order_id,
          kind: request.kind,
          reason: request.reason,
          requestedBy: request.requested_by,
          requestedAt: new Date(request.requested_at).toISOString(),
        })),
      };
    },

    /** One KYC image of the application's borrower, decrypted; 404 when there is none. */
    async image(
      orderId: number,
      kind: KycImageKind,
    ): Promise<{ bytes: Buffer; contentType: string }> {
      const party = await orderParty(db, orderId);
      if (!party) throw notFound('Application');
      const identity = await identities.find(party.user_id);
      const fileId = (await imageFiles(party.user_id, identity)).ids.get(kind);
      if (!fileId) throw notFound('Image');
      return deps.uploads.read(party.user_id, fileId);
    },
  };
}
export type BorrowerViewService = ReturnType<typeof createBorrowerViewService>;
