// A borrower's sign-in and whole onboarding through the API, as the load benches drive it: send
// code, read it from the sandbox outbox, login, states, districts, base and work information,
// three card uploads (Aadhaar front and PAN read by OCR), identity confirmation, face check and
// confirmation, contacts. Every borrower photographs the same generated sample cards and confirms
// an Aadhaar number and PAN of their own. Runs under `node --import tsx` (the card images).
import { randomInt } from 'node:crypto';
import { Calls } from '@saral/contract/calls';
import { CARD_BUSY_RETRIES } from '@saral/contract/constants';
import {
  generateCardImage,
  generateFaceImage,
  sampleIdentities,
  withVerhoeffCheckDigit,
} from '../apps/server/test/support/card-images.ts';
import { api } from './load-support.mjs';

export const BORROWER_NAME = 'Lakshmi Narayanan Iyer';

export async function sampleImages() {
  const identity = sampleIdentities[0];
  return {
    aadhaarFront: await generateCardImage({ ...identity, card: 'aadhaarFront' }),
    aadhaarBack: await generateCardImage({ ...identity, card: 'aadhaarBack' }),
    pan: await generateCardImage({ ...identity, card: 'pan' }),
    face: await generateFaceImage(),
  };
}

/**
 * onboard(index) signs a new borrower in and onboards them through `caller`, answering their
 * session token. `cardTimes` holds each Aadhaar front and PAN from first attempt to answer, busy
 * answers and waits included; `cardsReadAfter` each borrower's time from arriving to the last
 * card read. A busy answer of any call is sent again after its Retry-After, as the app does.
 * `networks`: how many client networks the borrowers come from (borrower i from network
 * i mod networks, told to the servers as a load balancer would, in X-Forwarded-For); 1, every
 * code sent from one address, is the worst case for the per-network code budget's lock.
 */
export function createOnboarding(caller, images, { networks = 1 } = {}) {
  const cardTimes = [];
  const cardsReadAfter = [];
  const ok = caller.okRetrying;

  async function uploadCard(token, card) {
    const firstTry = performance.now();
    const form = () => {
      const body = new FormData();
      body.set('type', card);
      body.set('notNeed', card === 'aadhaarBack' ? '1' : '0');
      body.set('image', new Blob([images[card]], { type: 'image/jpeg' }), `${card}.jpg`);
      return body;
    };
    await caller.think();
    await caller.okRetrying('card upload', 'POST', api(Calls.ocrSeparate.path), {
      token,
      form,
      busyRetries: CARD_BUSY_RETRIES,
    });
    if (card !== 'aadhaarBack') cardTimes.push(performance.now() - firstTry);
  }

  async function onboard(index) {
    const arrived = performance.now();
    const phone = `9197${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    const network = (index % networks) + 1;
    const from =
      networks > 1
        ? {
            headers: {
              'x-forwarded-for': `10.${network >> 16}.${(network >> 8) & 255}.${network & 255}`,
            },
          }
        : {};
    await ok('send code', 'GET', api(`${Calls.sendCode.path}?phone=${phone}`), from);
    const outbox = await ok('sms outbox (dev)', 'GET', `/dev/sms-outbox?phone=${phone}`);
    const code = outbox[0]?.body.match(/\b(\d{4})\b/)?.[1];
    await caller.think();
    const { token } = await ok('login', 'POST', api(Calls.login.path), { json: { phone, code } });
    const states = await ok('states', 'GET', api(Calls.states.path), { token });
    const state = states.find((item) => item.name === 'Karnataka');
    const districts = await ok('districts', 'GET', api(`${Calls.districts.path}/${state.id}`), {
      token,
    });
    await caller.think();
    await ok('base info', 'POST', api(Calls.saveBaseInfo.path), {
      token,
      json: {
        realName: BORROWER_NAME,
        gender: '2',
        dateOfBirth: '14-08-1986',
        email: `borrower${index}@example.com`,
        education: '5',
        maritalStatus: '2',
        liveState: String(state.id),
        liveDistrict: String(districts[0].id),
        address: '7 Temple Street, Mylapore',
        pinCode: '560001',
      },
    });
    await caller.think();
    await ok('work info', 'POST', api(Calls.saveWorkInfo.path), {
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
    await uploadCard(token, 'aadhaarFront');
    await uploadCard(token, 'aadhaarBack');
    await uploadCard(token, 'pan');
    cardsReadAfter.push(performance.now() - arrived);
    const aadhaar = withVerhoeffCheckDigit(
      `${randomInt(2, 10)}${String(randomInt(0, 1e10)).padStart(10, '0')}`,
    );
    const letter = () => String.fromCharCode(65 + randomInt(0, 26));
    const pan = `${letter()}${letter()}${letter()}P${letter()}${String(randomInt(0, 10_000)).padStart(4, '0')}${letter()}`;
    await caller.think();
    await ok('confirm identity', 'POST', api(Calls.kycAadhaarPan.path), {
      token,
      json: { realName: BORROWER_NAME, idNo: aadhaar, panNo: pan },
    });
    const face = () => {
      const body = new FormData();
      body.set('image', new Blob([images.face], { type: 'image/jpeg' }), 'face.jpg');
      return body;
    };
    await caller.think();
    await ok('face check', 'POST', api(Calls.livingCheck.path), { token, form: face });
    await ok('face confirm', 'POST', api(Calls.kycLivingHold.path), { token });
    await caller.think();
    await ok('contacts', 'POST', api(Calls.contacts.path), {
      token,
      json: {
        oneName: 'venkat raman',
        oneMobile: '9812399001',
        oneRelation: 'Father',
        twoName: 'meena raman',
        twoMobile: '9812399002',
        twoRelation: 'brother',
        thirdName: 'george mathew',
        thirdMobile: '9812399003',
        thirdRelation: 'Friends',
      },
    });
    return token;
  }

  return { onboard, cardTimes, cardsReadAfter };
}
