import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Borrower360, RequestDocumentResult } from '@saral/contract/api/ops-borrower';
import { OPERATOR_TOKEN_HEADER } from '@saral/contract/api/operator';
import { OrderState } from '@saral/contract/order-states';
import { createBankService } from '../src/domains/bank/bank-service';
import { daysLate } from '../src/domains/borrower-view/borrower-view-service';
import { NOT_UNDER_REVIEW } from '../src/domains/borrower-view/document-request-service';
import { createIdentityRepository } from '../src/domains/identity/identity-repository';
import { createUploadService } from '../src/domains/identity/upload-service';
import { applyRepayment } from '../src/domains/orders/repayment';
import { outstanding } from '../src/domains/ledger/ledger';
import { createCipherFromConfig, createFileStorageFromConfig } from '../src/providers';
import { generateFaceImage } from './support/card-images';
import { opsCall, opsLogin } from './support/operator-client';
import { createOnboardedBorrower, createOrder, type TestOrder } from './support/test-data';
import { createTestApp, signIn, type TestApp } from './support/test-app';

/**
 * The operators' borrower 360 of an application, its KYC images (admin and reviewer only) and
 * asking the borrower for a document again.
 */

let t: TestApp;
const tokens = { admin: '', reviewer: '', support: '', viewer: '' };
let faceImage: Buffer;
let panImage: Buffer;

/** The applicant: onboarded, cards, face check, an earlier loan settled 4 days late. */
let applicant: { userId: number; phone: string; cardId: number };
let application: TestOrder;
let earlier: TestOrder;
/** Shares the applicant's PAN and bank account. */
let sharer: { userId: number; phone: string };
let sharerOrder: TestOrder;

const AADHAAR = '234567890124';
const ACCOUNT = '300155667788';

const borrowerOf = async (orderId: number, token: string) => {
  const reply = await opsCall(t.app, 'GET', `/applications/${orderId}/borrower`, { token });
  return { status: reply.status, body: reply.body, view: reply.body.data as Borrower360 };
};

const imageOf = (orderId: number, kind: string, token: string) =>
  t.app.inject({
    method: 'GET',
    url: `/ops/v1/applications/${orderId}/images/${kind}`,
    headers: { [OPERATOR_TOKEN_HEADER]: token },
  });

beforeAll(async () => {
  t = await createTestApp();
  for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) {
    tokens[role] = await opsLogin(t.app, `${role}.demo`, `saral-${role}-demo`);
  }
  faceImage = await generateFaceImage(21);
  panImage = await generateFaceImage(22);
  const cipher = createCipherFromConfig(t.config);
  const uploads = createUploadService(t.db, createFileStorageFromConfig(t.config), cipher);
  const bank = createBankService({ db: t.db, pepper: t.config.secretPepper });
  const bind = (userId: number) =>
    bank.bindCard(userId, { bankCode: 'SBIN0000300', cardNo: ACCOUNT, confirmCardNo: ACCOUNT });

  const made = await createOnboardedBorrower(t.db, { phone: '918800000101' });
  const card = await bind(made.userId);
  applicant = { ...made, cardId: card.id };
  const identities = createIdentityRepository(t.db);
  const faceFile = await uploads.store(applicant.userId, 'face', faceImage);
  const checkId = randomUUID();
  await t.db.query(
    `INSERT INTO liveness_checks (id, user_id, file_id, provider, status, message, checks)
     VALUES ($1, $2, $3, 'sandbox', 1, 'Face check passed', '[]'::jsonb)`,
    [checkId, applicant.userId, faceFile],
  );
  await identities.update(applicant.userId, {
    real_name: 'RAVI KUMAR',
    recognized_name: 'Kumar Ravi',
    pan_no: 'ABCPK1234F',
    recognized_pan: 'ABCPK1234F',
    aadhaar_cipher: cipher.encrypt(AADHAAR),
    aadhaar_last4: AADHAAR.slice(-4),
    recognized_aadhaar_cipher: cipher.encrypt(AADHAAR),
    recognized_aadhaar_last4: AADHAAR.slice(-4),
    aadhaar_front_file: await uploads.store(applicant.userId, 'aadhaarFront', faceImage),
    aadhaar_back_file: await uploads.store(applicant.userId, 'aadhaarBack', faceImage),
    pan_file: await uploads.store(applicant.userId, 'pan', panImage),
    face_check_id: checkId,
  });

  // Paid out on 1 October, due on the 8th, repaid on the 12th: 4 days late.
  earlier = await createOrder(t.db, {
    userId: applicant.userId,
    state: OrderState.loaned,
    amountRupees: 2_000,
    at: new Date('2026-10-01T06:00:00Z'),
    dueDate: '2026-10-08',
  });
  await t.db.transaction(async (tx) => {
    await applyRepayment(
      tx,
      {
        orderId: earlier.orderId,
        amountPaise: await outstanding(tx, earlier.orderId),
        reference: `test-repayment-${earlier.orderId}`,
      },
      { at: new Date('2026-10-12T06:00:00Z'), log: { warn: () => undefined } },
    );
  });
  application = await createOrder(t.db, { userId: applicant.userId, bankCardId: card.id });

  const other = await createOnboardedBorrower(t.db, { phone: '918800000102' });
  await identities.update(other.userId, { pan_no: 'ABCPK1234F' });
  await bind(other.userId);
  sharer = other;
  sharerOrder = await createOrder(t.db, { userId: other.userId, state: OrderState.pass });
});
afterAll(async () => {
  await t.close();
});

describe('GET /ops/v1/applications/{orderId}/borrower', () => {
  it('shows the declared identity beside what OCR read, with a match per field', async () => {
    const { status, view } = await borrowerOf(application.orderId, tokens.reviewer);
    expect(status).toBe(200);
    expect(view.application).toMatchObject({
      orderId: application.orderId,
      orderState: OrderState.auditing,
    });
    expect(view.identity).toMatchObject({
      name: 'RAVI KUMAR',
      aadhaar: '•••• •••• 0124',
      pan: 'ABCPK1234F',
      panMasked: false,
      dateOfBirth: '01-01-1990',
      gender: null,
      kycMethod: 'upload',
    });
    expect(view.ocr.nameScore).toBe(100);
    expect(view.ocr.fields).toEqual([
      { field: 'name', declared: 'RAVI KUMAR', read: 'Kumar Ravi', matches: true },
      { field: 'idNumber', declared: '•••• •••• 0124', read: '•••• •••• 0124', matches: true },
      { field: 'panNumber', declared: 'ABCPK1234F', read: 'ABCPK1234F', matches: true },
    ]);
    expect(JSON.stringify(view)).not.toContain(AADHAAR);
  });

  it('says when OCR read another name or PAN', async () => {
    const identities = createIdentityRepository(t.db);
    await identities.update(applicant.userId, {
      recognized_name: 'Sunita Sharma',
      recognized_pan: 'ZZZPK9999Q',
    });
    const { view } = await borrowerOf(application.orderId, tokens.reviewer);
    expect(view.ocr.nameScore).toBeLessThan(30);
    expect(view.ocr.fields.map((field) => [field.field, field.matches])).toEqual([
      ['name', false],
      ['idNumber', true],
      ['panNumber', false],
    ]);
    await identities.update(applicant.userId, {
      recognized_name: 'Kumar Ravi',
      recognized_pan: 'ABCPK1234F',
    });
  });

  it('lists the images with links, liveness, forms, contacts, account and earlier loans', async () => {
    const { view } = await borrowerOf(application.orderId, tokens.reviewer);
    expect(view.images.map((image) => [image.kind, image.contentType, image.imageUrl])).toEqual(
      expect.arrayContaining([
        [
          'aadhaarFront',
          'image/jpeg',
          `/ops/v1/applications/${application.orderId}/images/aadhaarFront`,
        ],
        ['pan', 'image/jpeg', `/ops/v1/applications/${application.orderId}/images/pan`],
        ['face', 'image/jpeg', `/ops/v1/applications/${application.orderId}/images/face`],
      ]),
    );
    expect(view.images).toHaveLength(4);
    expect(view.liveness).toMatchObject({ passed: true, provider: 'sandbox' });
    expect(view.basicInfo).toContainEqual({
      param: 'dateOfBirth',
      label: 'Date of Birth',
      value: '01-01-1990',
    });
    expect(view.workInfo).toContainEqual(
      expect.objectContaining({ param: 'monthlyIncome', value: '30000' }),
    );
    expect(view.contacts).toEqual([
      { name: 'a', relation: 'Father', phone: '9000000001' },
      { name: 'b', relation: 'brother', phone: '9000000002' },
      { name: 'c', relation: 'Friends', phone: '9000000003' },
    ]);
    expect(view.bankAccounts).toContainEqual(
      expect.objectContaining({ ifsc: 'SBIN0000300', accountNo: ACCOUNT, forThisOrder: true }),
    );
    expect(view.bankAccounts.find((account) => account.forThisOrder)?.branch).toEqual(
      expect.any(String),
    );
    expect(view.earlierLoans).toEqual([
      expect.objectContaining({
        orderId: earlier.orderId,
        orderNo: earlier.orderNo,
        amount: 2_000,
        state: OrderState.settled,
        dueDate: '2026-10-08',
        settledDate: '2026-10-12',
        daysLate: 4,
      }),
    ]);
    expect(view.riskSignals).toEqual({ result: 'pass', signals: [] });
  });

  it('names other borrowers sharing the PAN and the bank account, phones masked', async () => {
    const { view } = await borrowerOf(application.orderId, tokens.reviewer);
    const expected = {
      phone: '91XXXXXX0102',
      latestOrderNo: sharerOrder.orderNo,
      latestOrderState: OrderState.pass,
      latestOrderStateLabel: 'Pass',
    };
    const byIdentifier = new Map(view.sharedIdentifiers.map((item) => [item.identifier, item]));
    expect(byIdentifier.get('pan')?.borrowers).toEqual([expected]);
    expect(byIdentifier.get('bankAccount')?.borrowers).toEqual([expected]);
    expect(byIdentifier.has('device')).toBe(false);
    expect(JSON.stringify(view.sharedIdentifiers)).not.toContain(sharer.phone);
  });

  it('masks PAN, account and phones for support and viewer and gives them no image links', async () => {
    for (const role of ['support', 'viewer'] as const) {
      const { status, view } = await borrowerOf(application.orderId, tokens[role]);
      expect(status, role).toBe(200);
      expect(view.identity).toMatchObject({ pan: 'AB••••••4F', panMasked: true });
      expect(view.ocr.fields[2]).toMatchObject({ declared: 'AB••••••4F', read: 'AB••••••4F' });
      expect(view.bankAccounts.find((account) => account.forThisOrder)?.accountNo).toBe(
        '••••••••7788',
      );
      expect(view.contacts[0]?.phone).toBe('XXXXXX0001');
      expect(view.phone).toBe('91XXXXXX0101');
      expect(view.images.length).toBe(4);
      expect(view.images.every((image) => image.imageUrl === null)).toBe(true);
      expect(JSON.stringify(view)).not.toContain('ABCPK1234F');
      expect(JSON.stringify(view)).not.toContain(ACCOUNT);
    }
  });

  it('answers 404 for an unknown order', async () => {
    const { status, body } = await borrowerOf(987_654_321, tokens.reviewer);
    expect(status).toBe(404);
    expect(body.code).toBe(-5);
  });
});

describe('GET /ops/v1/applications/{orderId}/images/{kind}', () => {
  it('gives a reviewer the image bytes, never cached', async () => {
    const reply = await imageOf(application.orderId, 'pan', tokens.reviewer);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('image/jpeg');
    expect(reply.headers['cache-control']).toBe('private, no-store');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.rawPayload.equals(panImage)).toBe(true);
    const face = await imageOf(application.orderId, 'face', tokens.admin);
    expect(face.rawPayload.equals(faceImage)).toBe(true);
  });

  it('refuses support and viewer (403) without sending any of the image', async () => {
    for (const role of ['support', 'viewer'] as const) {
      const reply = await imageOf(application.orderId, 'pan', tokens[role]);
      expect(reply.statusCode, role).toBe(403);
      expect(reply.json()).toEqual({ code: -1, msg: 'Not allowed for your role', data: null });
    }
  });

  it('refuses a kind that is not an image kind, a path and a missing image', async () => {
    const selfie = await imageOf(application.orderId, 'selfie', tokens.reviewer);
    expect(selfie.statusCode).toBe(400);
    for (const kind of ['..%2F..%2Fkeys', '%2E%2E', '..%2Fpan']) {
      const reply = await imageOf(application.orderId, kind, tokens.reviewer);
      expect([400, 404], kind).toContain(reply.statusCode);
      expect(reply.headers['content-type']).toContain('application/json');
    }
    expect((await imageOf(sharerOrder.orderId, 'pan', tokens.reviewer)).statusCode).toBe(404);
    expect((await imageOf(987_654_321, 'pan', tokens.reviewer)).statusCode).toBe(404);
  });
});

describe('POST /ops/v1/applications/{orderId}/request-document', () => {
  /** The applicant's borrower session, to see their onboarding as their app does. */
  let borrowerToken = '';
  const requestDocument = (orderId: number, payload: object, token = tokens.reviewer) =>
    opsCall(t.app, 'POST', `/applications/${orderId}/request-document`, { token, payload });

  it('answers 409 for an order that is not under review, changing nothing', async () => {
    const reply = await requestDocument(sharerOrder.orderId, {
      kind: 'pan',
      reason: 'PAN photo is blurred',
    });
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ code: -1, msg: NOT_UNDER_REVIEW });
    const [identity] = await t.db.query<{ pan_file: string | null }>(
      'SELECT pan_file FROM user_identity WHERE user_id = $1',
      [sharer.userId],
    );
    expect(identity?.pan_file ?? null).toBeNull();
  });

  it('is refused to support (403) and checks the body (400)', async () => {
    const payload = { kind: 'pan', reason: 'PAN photo is blurred' };
    expect((await requestDocument(application.orderId, payload, tokens.support)).status).toBe(403);
    expect(
      (await requestDocument(application.orderId, { kind: 'selfie', reason: 'x' })).status,
    ).toBe(400);
  });

  it('reopens the identity step for a new PAN, records the reason and audits it', async () => {
    borrowerToken = await signIn(t.app, applicant.phone, '10.77.0.1');
    const authConfig = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api1/auth/v1/auth-config',
          headers: { token: borrowerToken },
        })
      ).json().data as Record<string, unknown>;
    expect(await authConfig()).toMatchObject({ kycAadhaarAndPan: 1, kycFaceAndHold: 1 });

    const reply = await requestDocument(application.orderId, {
      kind: 'pan',
      reason: 'PAN photo is blurred',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data as RequestDocumentResult).toEqual({
      orderId: application.orderId,
      kind: 'pan',
      reason: 'PAN photo is blurred',
      requestedBy: 'reviewer.demo',
      requestedAt: expect.any(String),
      pageType: 8,
    });
    expect(await authConfig()).toMatchObject({ kycAadhaarAndPan: 0, kycFaceAndHold: 1 });
    const identity = await t.app.inject({
      method: 'GET',
      url: '/api1/auth/v1/find-user-auth',
      headers: { token: borrowerToken },
    });
    expect(identity.json().data.cards).toEqual(['aadhaarFront', 'aadhaarBack']);

    const [audit] = await t.db.query<{ action: string; operator_username: string; after: unknown }>(
      `SELECT action, operator_username, after FROM operator_audit_log
       WHERE entity_type = 'order' AND entity_id = $1 ORDER BY id DESC LIMIT 1`,
      [String(application.orderId)],
    );
    expect(audit).toEqual({
      action: 'application.request-document',
      operator_username: 'reviewer.demo',
      after: { kind: 'pan', reason: 'PAN photo is blurred' },
    });

    const { view } = await borrowerOf(application.orderId, tokens.reviewer);
    expect(view.documentRequests).toEqual([
      expect.objectContaining({ kind: 'pan', reason: 'PAN photo is blurred' }),
    ]);
    expect(view.images.map((image) => image.kind)).not.toContain('pan');
    expect(view.application.orderState).toBe(OrderState.auditing);
    // Nothing left to replace: asked again, it is refused.
    const again = await requestDocument(application.orderId, { kind: 'pan', reason: 'again' });
    expect(again.status).toBe(409);
  });

  it('reopens the face step: the photo the operator saw no longer commits it', async () => {
    const reply = await requestDocument(application.orderId, {
      kind: 'face',
      reason: 'Face is not visible',
    });
    expect(reply.status).toBe(200);
    expect((reply.body.data as RequestDocumentResult).pageType).toBe(9);
    const config = await t.app.inject({
      method: 'GET',
      url: '/api1/auth/v1/auth-config',
      headers: { token: borrowerToken },
    });
    expect(config.json().data).toMatchObject({ kycFaceAndHold: 0 });
    const hold = await t.app.inject({
      method: 'POST',
      url: '/api1/auth/v1/kyc-info/living-hold',
      headers: { token: borrowerToken },
      payload: {},
    });
    expect(hold.json().code).not.toBe(0);
  });
});

describe('daysLate', () => {
  const loan = (change: Partial<Parameters<typeof daysLate>[0]>) => ({
    id: 1,
    order_no: null,
    loan_amount_paise: 100_000,
    state: OrderState.settled,
    created_at: new Date('2026-10-01T00:00:00Z'),
    due_date: '2026-10-08',
    settled_at: null,
    ...change,
  });

  it('counts to the settlement, or to today while owed; never below 0', () => {
    expect(daysLate(loan({ settled_at: new Date('2026-10-05T10:00:00Z') }), '2026-11-01')).toBe(0);
    expect(daysLate(loan({ settled_at: new Date('2026-10-10T20:00:00Z') }), '2026-11-01')).toBe(3);
    expect(daysLate(loan({ state: OrderState.overdued }), '2026-10-18')).toBe(10);
    expect(daysLate(loan({ state: OrderState.denied, due_date: null }), '2026-10-18')).toBeNull();
  });
});
