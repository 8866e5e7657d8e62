import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { passesVerhoeff } from '@saral/contract/field-rules';
import { generateImages } from './onboarding-support';
import {
  QUICK_POLL,
  randomPhone,
  sessionToken,
  signInThroughApi,
  signInThroughUi,
} from './support';

/** Borrowers set up through the API (the onboarding spec covers those screens) and operators. */

export async function api(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: object,
) {
  const response = await request.fetch(url, {
    method,
    headers: { token },
    ...(body ? { data: body } : {}),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: unknown };
  expect(envelope.code, `${method} ${url}: ${envelope.msg}`).toBe(0);
  return envelope.data;
}

/** Basic and work information saved through the API, as a borrower would answer them. */
export async function saveProfileForms(request: APIRequestContext, token: string, name: string) {
  const states = (await api(request, token, 'GET', '/api1/map-state/v1/list')) as {
    id: number;
    name: string;
  }[];
  const karnataka = states.find((state) => state.name === 'Karnataka');
  const districts = (await api(
    request,
    token,
    'GET',
    `/api1/map-state/v1/district/${karnataka?.id}`,
  )) as { id: number; name: string }[];
  await api(request, token, 'POST', '/api1/auth/v1/base-info', {
    realName: name,
    gender: '1',
    dateOfBirth: '14-08-1986',
    email: 'borrower@example.com',
    education: '5',
    maritalStatus: '2',
    liveState: String(karnataka?.id),
    liveDistrict: String(districts[0]?.id),
    address: '12 MG Road, Bengaluru',
    pinCode: '560001',
  });
  await api(request, token, 'POST', '/api1/auth/v1/work-info', {
    workState: '1',
    occupation: '1',
    monthlyIncome: '32000',
    companyName: 'Infotech Pvt Ltd',
    salaryDay: '5',
    workYears: '2',
  });
}

/**
 * Signs in and completes onboarding through the API (the sign-in and onboarding specs cover their
 * screens). `throughLoginScreen` signs in on the login screen instead, for a journey that needs
 * what the app does there (the marketing registration event).
 */
export async function onboardedBorrower(
  page: Page,
  identityIndex: number,
  { throughLoginScreen = false } = {},
) {
  const { dir, identity: pictured } = generateImages(identityIndex);
  // The cards are stored without reading them, so each borrower can carry numbers of its own:
  // one Aadhaar number belongs to one account, and the specs share a server.
  const identity = { ...pictured, aadhaar: randomAadhaar(), pan: randomPan() };
  const phone = randomPhone();
  let token: string;
  if (throughLoginScreen) {
    await page.goto('/login');
    await signInThroughUi(page, phone);
    await expect(page).toHaveURL(/\/$/);
    token = await sessionToken(page);
  } else {
    token = await signInThroughApi(page, phone);
  }
  const request = page.request;

  await saveProfileForms(request, token, identity.name);
  for (const [type, file] of [
    ['aadhaarFront', 'aadhaar-front.jpg'],
    ['aadhaarBack', 'aadhaar-back.jpg'],
    ['pan', 'pan.jpg'],
  ] as const) {
    const response = await request.post('/api1/auth/v1/ocr-separate', {
      headers: { token },
      multipart: {
        type,
        notNeed: '1',
        image: { name: file, mimeType: 'image/jpeg', buffer: readFileSync(path.join(dir, file)) },
      },
    });
    expect((await response.json()).code).toBe(0);
  }
  await api(request, token, 'POST', '/api1/auth/v1/kyc-info/aadhaar-pan', {
    realName: identity.name,
    idNo: identity.aadhaar,
    panNo: identity.pan,
  });
  const face = await request.post('/api1/auth/v3/living-check', {
    headers: { token },
    multipart: {
      image: {
        name: 'face.jpg',
        mimeType: 'image/jpeg',
        buffer: readFileSync(path.join(dir, 'face.jpg')),
      },
    },
  });
  expect((await face.json()).data.status).toBe(1);
  await api(request, token, 'POST', '/api1/auth/v1/kyc-info/living-hold');
  await api(request, token, 'POST', '/api1/auth/v1/contacts', {
    oneName: 'ravi kumar',
    oneMobile: '9812300001',
    oneRelation: 'Father',
    twoName: 'arun kumar',
    twoMobile: '9812300002',
    twoRelation: 'brother',
    thirdName: 'joseph',
    thirdMobile: '9812300003',
    thirdRelation: 'Friends',
  });
  return { token, phone, identity };
}

export async function operatorToken(
  request: APIRequestContext,
  username: string,
  password: string,
) {
  const response = await request.post('/ops/v1/login', { data: { username, password } });
  const body = (await response.json()) as { code: number; data: { token: string } };
  expect(body.code).toBe(0);
  return body.data.token;
}

/**
 * Decides a hand-reviewed application (Saral Flex in the demo) as the demo reviewer, once the
 * scheduler has stored its rule checks for the reviewer.
 */
export async function reviewApplication(
  request: APIRequestContext,
  orderId: number,
  decision: 'approve' | 'deny',
  reason: string,
  /** Denials: the reason category the borrower is shown. */
  category = 'Credit policy: not eligible now',
  /** Approvals: a lower amount than applied for (rupees). */
  amount?: number,
) {
  const reviewer = await operatorToken(request, 'reviewer', 'saral-reviewer-dev');
  const headers = { 'x-operator-token': reviewer };
  await expect
    .poll(async () => {
      const listed = await request.get('/ops/v1/applications?state=1', { headers });
      const applications = (await listed.json()).data as { orderId: number; checks: unknown[] }[];
      return applications.find((item) => item.orderId === orderId)?.checks.length ?? 0;
    }, QUICK_POLL)
    .toBeGreaterThan(0);
  const decided = await request.post(`/ops/v1/applications/${orderId}/${decision}`, {
    headers,
    data: decision === 'deny' ? { category, reason } : { reason, amount },
  });
  expect((await decided.json()).code).toBe(0);
}

export async function productId(request: APIRequestContext, token: string, name: string) {
  const home = (await api(request, token, 'GET', '/api1/home/v1/index')) as {
    homeProductVos: { id: number; name: string }[];
  };
  const product = home.homeProductVos.find((item) => item.name === name);
  if (!product) throw new Error(`no product ${name}`);
  return product.id;
}

/** A Verhoeff-valid Aadhaar number no other test uses. */
export function randomAadhaar(): string {
  const base = `${2 + Math.floor(Math.random() * 8)}${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;
  for (let digit = 0; digit <= 9; digit += 1) {
    if (passesVerhoeff(`${base}${digit}`)) return `${base}${digit}`;
  }
  throw new Error('no Verhoeff check digit');
}

/** A PAN of a person (4th letter P) no other test uses. */
export function randomPan(): string {
  const letter = () => String.fromCharCode(65 + Math.floor(Math.random() * 26));
  const digits = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  return `${letter()}${letter()}${letter()}P${letter()}${digits}${letter()}`;
}

/**
 * Sets a product's decision rules the way operators must: one admin proposes a version and a
 * second admin approves it (nothing to do when they already hold those values).
 */
export async function setDecisionRules(
  request: APIRequestContext,
  productId: number,
  change: Record<string, unknown>,
) {
  const proposer = await operatorToken(request, 'admin', 'saral-admin-dev');
  const approver = await operatorToken(request, 'admin.demo', 'saral-admin-demo');
  const url = `/ops/v1/products/${productId}/decision-rules/versions`;
  const versions = (
    (await (await request.get(url, { headers: { 'x-operator-token': proposer } })).json()) as {
      data: { version: number; status: string; value: Record<string, unknown> }[];
    }
  ).data;
  const current = versions.find((version) => version.status === 'approved');
  if (!current) throw new Error(`product ${productId} has no approved decision rules`);
  if (Object.entries(change).every(([key, value]) => current.value[key] === value)) return;
  const proposed = await request.post(url, {
    headers: { 'x-operator-token': proposer },
    data: {
      value: { ...current.value, ...change },
      reason: 'Journey set-up',
      baseVersion: current.version,
    },
  });
  const body = (await proposed.json()) as { code: number; data: { version: number } };
  expect(body.code).toBe(0);
  const approved = await request.post(`${url}/${body.data.version}/approve`, {
    headers: { 'x-operator-token': approver },
    data: {},
  });
  expect(((await approved.json()) as { code: number }).code).toBe(0);
}
