import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { screenshot } from './support';

/** Onboarding steps driven the way a borrower does it, shared by the onboarding journeys. */

export const BASIC_INFO = {
  name: 'Ramesh Kumar Sharma',
  dateOfBirth: '14081986',
  email: 'ramesh.sharma@example.com',
  address: '42 Gandhi Nagar, Near Hanuman Mandir',
  pinCode: '302015',
};

export type Identity = { name: string; aadhaar: string; pan: string };

/** Images already written in this worker: each identity's images are the same every time. */
const written = new Map<number, { dir: string; identity: Identity }>();

/**
 * Writes the cards and a face photo of one sample identity; returns their folder and identity.
 * Drawing them costs about 2 s of CPU, so a worker draws each identity once and shares the
 * folder (the images are drawn from a fixed seed, and nothing writes to them).
 */
export function generateImages(identityIndex: number): { dir: string; identity: Identity } {
  const done = written.get(identityIndex);
  if (done) return { dir: done.dir, identity: { ...done.identity } };
  const drawn = drawImages(identityIndex);
  written.set(identityIndex, drawn);
  return { dir: drawn.dir, identity: { ...drawn.identity } };
}

function drawImages(identityIndex: number): { dir: string; identity: Identity } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'saral-cards-'));
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  const output = execFileSync(
    path.join(repoRoot, 'node_modules/.bin/tsx'),
    ['apps/server/test/support/write-card-images.ts', dir, String(identityIndex)],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  return { dir, identity: JSON.parse(output) as Identity };
}

export async function setOnboardingSettings(page: Page, settings: object) {
  const response = await page.request.put('/dev/onboarding-settings', { data: settings });
  expect((await response.json()).code).toBe(0);
}

/** Picks an option of a chooser; `searchBox` names the sheet's search box (Hindi: "State खोजें"). */
export async function choose(
  page: Page,
  fieldKey: string,
  option: string,
  search?: string,
  searchBox = (key: string) => `Search ${key}`,
) {
  await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(fieldKey)}`) }).click();
  if (search) await page.getByPlaceholder(searchBox(fieldKey)).fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

export async function tapApplyOn(page: Page, productName: string) {
  await page
    .getByRole('article')
    .filter({ hasText: productName })
    .getByRole('button', { name: 'Apply' })
    .click();
}

export async function fillBasicInformation(page: Page, shotName?: string) {
  await expect(page).toHaveURL(/\/auth\/basic\?pid=\d+&step=1&as=5/);
  await expect(page.getByText('Step 1 / 5')).toBeVisible();
  const confirm = page.getByRole('button', { name: 'CONFIRM TO NEXT' });
  await expect(confirm).toBeDisabled();
  await page.getByLabel('Full Name', { exact: true }).fill(BASIC_INFO.name);
  await choose(page, 'Gender', 'Male');
  await page.getByLabel('Date of Birth', { exact: true }).pressSequentially(BASIC_INFO.dateOfBirth);
  await expect(page.getByLabel('Date of Birth', { exact: true })).toHaveValue('14-08-1986');
  await page.getByLabel('Email', { exact: true }).fill(BASIC_INFO.email);
  await choose(page, 'Education', 'Graduate');
  await choose(page, 'Marital Status', 'Married');
  await choose(page, 'State', 'Rajasthan', 'Rajas');
  await choose(page, 'District', 'Jaipur', 'Jaip');
  await page.getByLabel('Residential Address', { exact: true }).fill(BASIC_INFO.address);
  await page.getByLabel('PIN Code', { exact: true }).fill(BASIC_INFO.pinCode);
  await expect(confirm).toBeEnabled();
  if (shotName) await screenshot(page, shotName, { fullPage: true });
  await confirm.click();
}

/** The work form's answers (its field names and choices are the server's, in any language). */
export async function answerWorkQuestions(page: Page) {
  await choose(page, 'Employment Type', 'Salaried');
  await choose(page, 'Occupation', 'Private sector employee');
  await page.getByLabel('Monthly Income (₹)', { exact: true }).fill('32000');
  await page.getByLabel('Company Name', { exact: true }).fill('Shree Textiles Pvt Ltd');
  await choose(page, 'Salary Day', '5');
  await choose(page, 'Years in Current Work', '1 to 3 years');
}

export async function fillWorkInformation(page: Page, shotName?: string) {
  await expect(page).toHaveURL(/\/auth\/work\?pid=\d+&step=2&as=5/);
  await expect(page.getByText('Step 2 / 5')).toBeVisible();
  await answerWorkQuestions(page);
  if (shotName) await screenshot(page, shotName, { fullPage: true });
  await page.getByRole('button', { name: 'CONFIRM TO NEXT' }).click();
}

export async function fillContacts(page: Page, shotName?: string) {
  await expect(page).toHaveURL(/\/auth\/contacts\?pid=\d+&step=5&as=5/);
  await expect(page.getByText('Step 5 / 5')).toBeVisible();
  const blocks = [
    ['Urgent Contact one', 'Father', 'suresh sharma', '9812345670'],
    ['Urgent Contact two', 'brother', 'mahesh sharma', '9812345671'],
    ['Urgent Contact third', 'Friends', "anil d'souza", '9812345672'],
  ] as const;
  for (const [block, relation, name, mobile] of blocks) {
    await page.getByRole('button', { name: new RegExp(`^${block} Relationship`) }).click();
    const sheet = page.locator('.adm-action-sheet');
    await sheet.getByText(relation, { exact: true }).click();
    await expect(sheet).toHaveCount(0);
    await page.getByLabel(`${block} Name`).fill(name);
    await page.getByLabel(`${block} Mobile`).fill(mobile);
  }
  await expect(page.getByText('+91').first()).toBeVisible();
  if (shotName) await screenshot(page, shotName, { fullPage: true });
  await page.getByRole('button', { name: 'CONFIRM TO NEXT' }).click();
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
