import { randomInt } from 'node:crypto';
import { Calls } from '@saral/contract/calls';
import { API_BASE_PATH } from '@saral/contract/constants';
import { OrderState } from '@saral/contract/order-states';
import { generateCardImage, generateFaceImage, withVerhoeffCheckDigit } from './card-images';
import { ok, poll, type RoundRobinClient } from './round-robin-client';

/**
 * A whole borrower journey over HTTP against running server processes (compiled or not), the
 * way the web app drives it: sign in with the sandbox SMS code, onboarding, bank account, apply,
 * approval by the review scheduler, KFS, Get Money, the payout worker, the overdue job, and
 * repayment through the sandbox checkout until the loan is settled. With a client of several
 * base URLs the calls go round-robin, as behind a load balancer.
 */

/** What a server process needs for the journey: its jobs on and quick, as in production. */
export const JOURNEY_SERVER_ENV = {
  REVIEW_SCHEDULER: 'on',
  REVIEW_INTERVAL_MS: '300',
  PAYOUT_WORKER: 'on',
  PAYOUT_SANDBOX_DELAY_MS: '200',
  OVERDUE_SCHEDULER: 'on',
  OVERDUE_INTERVAL_MS: '1000',
};

const api = (path: string) => `${API_BASE_PATH}${path}`;

/** A phone of our own test range that no other test uses. */
export function randomPhone(): string {
  return `9198${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** Sends a login code, reads it from the sandbox outbox and signs in. */
export async function signIn(client: RoundRobinClient, phone: string) {
  await ok(client, 'GET', api(`${Calls.sendCode.path}?phone=${phone}`));
  const outbox = await ok(client, 'GET', `/dev/sms-outbox?phone=${phone}`);
  const code = (outbox as { body: string }[])[0]?.body.match(/\b(\d{4})\b/)?.[1];
  if (!code) throw new Error(`no login code for ${phone}`);
  const login = await ok(client, 'POST', api(Calls.login.path), { json: { phone, code } });
  return { code, token: (login as { token: string }).token };
}

/** Everything personal the journey typed in, for tests that look for it where it must not be. */
export type JourneyData = {
  phone: string;
  code: string;
  token: string;
  operatorToken: string;
  name: string;
  email: string;
  address: string;
  dateOfBirth: string;
  aadhaar: string;
  pan: string;
  accountNo: string;
  contacts: { name: string; mobile: string }[];
  orderId: number;
  /** The repaid amount in rupees (principal, interest, fees and 3 days' overdue fee). */
  repaidRupees: number;
};

function randomIdentity() {
  const aadhaar = withVerhoeffCheckDigit(
    `${randomInt(2, 10)}${String(randomInt(0, 1e10)).padStart(10, '0')}`,
  );
  const letter = () => String.fromCharCode(65 + randomInt(0, 26));
  const pan = `${letter()}${letter()}${letter()}P${letter()}${String(randomInt(0, 10_000)).padStart(4, '0')}${letter()}`;
  return { aadhaar, pan };
}

const istDay = (offsetDays: number) =>
  new Date(Date.now() + 330 * 60_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Signs in and finishes the five onboarding steps through the API. */
async function onboard(client: RoundRobinClient, phone: string) {
  const { code, token } = await signIn(client, phone);
  const person = {
    name: 'Lakshmi Narayanan Iyer',
    email: 'lakshmi.iyer@example.com',
    address: '7 Temple Street, Mylapore',
    dateOfBirth: '14-08-1986',
    ...randomIdentity(),
  };
  const states = (await ok(client, 'GET', api(Calls.states.path), { token })) as {
    id: number;
    name: string;
  }[];
  const state = states.find((item) => item.name === 'Karnataka');
  const districts = (await ok(client, 'GET', api(`${Calls.districts.path}/${state?.id}`), {
    token,
  })) as { id: number }[];
  await ok(client, 'POST', api(Calls.saveBaseInfo.path), {
    token,
    json: {
      realName: person.name,
      gender: '2',
      dateOfBirth: person.dateOfBirth,
      email: person.email,
      education: '5',
      maritalStatus: '2',
      liveState: String(state?.id),
      liveDistrict: String(districts[0]?.id),
      address: person.address,
      pinCode: '560001',
    },
  });
  await ok(client, 'POST', api(Calls.saveWorkInfo.path), {
    token,
    json: {
      workState: '1',
      occupation: '1',
      monthlyIncome: '32000',
      companyName: 'Infotech Pvt Ltd',
      salaryDay: '5',
      workYears: '2',
    },
  });
  for (const card of ['aadhaarFront', 'aadhaarBack', 'pan'] as const) {
    const form = new FormData();
    form.set('type', card);
    form.set('notNeed', '1');
    const image = await generateCardImage({
      card,
      name: person.name,
      aadhaar: person.aadhaar,
      pan: person.pan,
      quality: 'clean',
    });
    form.set('image', new Blob([image], { type: 'image/jpeg' }), `${card}.jpg`);
    await ok(client, 'POST', api(Calls.ocrSeparate.path), { token, multipart: form });
  }
  await ok(client, 'POST', api(Calls.kycAadhaarPan.path), {
    token,
    json: { realName: person.name, idNo: person.aadhaar, panNo: person.pan },
  });
  const face = new FormData();
  face.set('image', new Blob([await generateFaceImage()], { type: 'image/jpeg' }), 'face.jpg');
  const living = await ok(client, 'POST', api(Calls.livingCheck.path), { token, multipart: face });
  if ((living as { status: number }).status !== 1) throw new Error('the face check failed');
  await ok(client, 'POST', api(Calls.kycLivingHold.path), { token });
  const contacts = [
    { name: 'venkat raman', mobile: '9812399001' },
    { name: 'meena raman', mobile: '9812399002' },
    { name: 'george mathew', mobile: '9812399003' },
  ];
  await ok(client, 'POST', api(Calls.contacts.path), {
    token,
    json: {
      oneName: contacts[0]?.name,
      oneMobile: contacts[0]?.mobile,
      oneRelation: 'Father',
      twoName: contacts[1]?.name,
      twoMobile: contacts[1]?.mobile,
      twoRelation: 'brother',
      thirdName: contacts[2]?.name,
      thirdMobile: contacts[2]?.mobile,
      thirdRelation: 'Friends',
    },
  });
  return { code, token, contacts, ...person };
}

/**
 * The journey of one new borrower on a ₹5,000, 7-day Saral Quick loan. Needs the processes'
 * review scheduler, payout worker and overdue job on, development routes, the sandboxes, and the
 * demo operators of the seed.
 */
export async function borrowerJourney(client: RoundRobinClient): Promise<JourneyData> {
  const phone = randomPhone();
  const borrower = await onboard(client, phone);
  const { token } = borrower;

  const accountNo = `3001${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const card = (await ok(client, 'POST', api(Calls.bindCard.path), {
    token,
    json: { bankCode: 'SBIN0000300', cardNo: accountNo, confirmCardNo: accountNo },
  })) as { id: number };

  // An admin makes the review automatic after one second, so the scheduler decides it.
  const home = (await ok(client, 'GET', api(Calls.homeIndex.path), { token })) as {
    homeProductVos: { id: number; name: string }[];
  };
  const quick = home.homeProductVos.find((product) => product.name === 'Saral Quick');
  if (!quick) throw new Error('no Saral Quick product');
  // Rules change in versions: one admin proposes, a second approves.
  const signInAs = async (username: string, password: string) =>
    (
      (await ok(client, 'POST', '/ops/v1/login', { json: { username, password } })) as {
        token: string;
      }
    ).token;
  const proposer = await signInAs('admin.demo', 'saral-admin-demo');
  const approver = await signInAs('admin', 'saral-admin-dev');
  const rulesUrl = `/ops/v1/products/${quick.id}/decision-rules/versions`;
  const versions = (await ok(client, 'GET', rulesUrl, { operatorToken: proposer })) as {
    version: number;
    status: string;
    value: object;
  }[];
  const current = versions.find((version) => version.status === 'approved');
  if (!current) throw new Error('Saral Quick has no approved rules');
  const proposed = (await ok(client, 'POST', rulesUrl, {
    operatorToken: proposer,
    json: {
      value: { ...current.value, mode: 'automatic', autoDelaySeconds: 1 },
      reason: 'Journey: decide after one second',
      baseVersion: current.version,
    },
  })) as { version: number };
  await ok(client, 'POST', `${rulesUrl}/${proposed.version}/approve`, {
    operatorToken: approver,
    json: {},
  });

  const applied = await ok(client, 'POST', api(Calls.apply.path), {
    token,
    headers: { 'idempotency-key': `journey-${phone}` },
    json: {
      cardId: card.id,
      borrowAmount: 5000,
      periods: 7,
      productId: quick.id,
      checkEmail: 0,
      autoGetMoney: 1,
      autoMoney: 0,
    },
  });
  const orderId = (applied as { orderId: number }).orderId;
  const detail = async () =>
    (await ok(client, 'GET', api(`${Calls.orderDetail.path}?orderId=${orderId}`), { token })) as {
      orderState: number;
      overdueFee: number;
    };
  await poll(detail, (order) => order.orderState === OrderState.pass, 'the review');

  await ok(client, 'POST', api(Calls.acceptKfs.path), { token, json: { orderId } });
  await ok(client, 'POST', api(Calls.getMoney.path), { token, json: { orderId } });
  await poll(detail, (order) => order.orderState === OrderState.loaned, 'the payout');

  // Three days past due: the overdue job charges 0.5 % a day of ₹5,000.
  await ok(client, 'PUT', `/dev/orders/${orderId}/due-date`, { json: { dueDate: istDay(-3) } });
  await poll(detail, (order) => order.overdueFee === 75, 'the overdue job');

  const link = (await ok(client, 'POST', api(Calls.repay.path), { token, json: { orderId } })) as {
    paymentUrl: string;
  };
  const checkoutPath = new URL(link.paymentUrl, 'http://checkout').pathname;
  const checkout = await client.call('GET', checkoutPath);
  const repaid = String(checkout.body).match(/<p class="amount">₹([\d,.]+)<\/p>/)?.[1];
  const paid = await client.call('POST', `${checkoutPath}/pay`, {
    form: { method: 'upi', upiId: 'borrower@upi' },
  });
  if (paid.status !== 303) throw new Error(`checkout → ${paid.status}: ${paid.body}`);
  await poll(detail, (order) => order.orderState === OrderState.settled, 'settlement');

  return {
    ...borrower,
    phone,
    operatorToken: approver,
    accountNo,
    orderId,
    repaidRupees: Number(repaid?.replaceAll(',', '')),
  };
}
