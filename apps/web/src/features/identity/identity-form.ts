import { AADHAAR_DIGITS, PAN_LENGTH } from '@saral/contract/constants';
import {
  FieldMessage,
  digitsOnly,
  isValidAadhaar,
  isValidPan,
  isValidRealName,
} from '@saral/contract/field-rules';
import {
  CARD_MISSING_MESSAGE,
  CARD_TYPES,
  OnboardingMessage,
  type CardType,
} from '@saral/contract/onboarding';
import type { OcrResult } from '@saral/contract/api/onboarding';

/** The upload variant's form: card tiles and the three details, and what is wrong with them. */

export type TileStatus =
  'idle' | 'preparing' | 'uploading' | 'reading' | 'waiting' | 'done' | 'failed';
/** The statuses of a card on its way: its input is locked and a spinner turns. */
export const WORKING: TileStatus[] = ['preparing', 'uploading', 'reading', 'waiting'];
/** `note`: what went wrong with this card, or what to check, shown on its tile. */
export type Tile = { status: TileStatus; preview: string | null; note?: string };
export const EMPTY_TILE: Tile = { status: 'idle', preview: null };

export type FieldName = 'realName' | 'idNo' | 'panNo';
export type Fields = Record<FieldName, string>;
export type Form = { values: Fields; typed: Record<FieldName, boolean> };

/** A card tile or a detail field: where a problem is shown. */
export type ProblemPlace = CardType | FieldName;
/** Each place's problem, in the order the screen shows them (cards first, then fields). */
export type Problems = Partial<Record<ProblemPlace, string>>;
export const PLACES: ProblemPlace[] = [...CARD_TYPES, 'realName', 'idNo', 'panNo'];

export const WAIT_FOR_PHOTOS = 'Please wait until the photos finish uploading';

/** The Aadhaar number the OCR read comes back masked; the server keeps the full number. */
const MASKED_AADHAAR = /^XXXX XXXX \d{4}$/;

function realNameError(name: string): string | null {
  return isValidRealName(name) ? null : OnboardingMessage.realName;
}
function aadhaarError(value: string): string | null {
  if (!value) return FieldMessage.aadhaarMissing;
  return MASKED_AADHAAR.test(value) || isValidAadhaar(value) ? null : FieldMessage.aadhaarInvalid;
}
function panError(value: string): string | null {
  if (!value) return FieldMessage.panMissing;
  return isValidPan(value) ? null : FieldMessage.panInvalid;
}

/** Digits only, at most 12; a masked number is kept whole or, once edited, starts afresh. */
export function nextAadhaarInput(current: string, input: string): string {
  if (MASKED_AADHAAR.test(input)) return input;
  if (MASKED_AADHAAR.test(current)) {
    return input.startsWith(current) ? digitsOnly(input.slice(current.length), AADHAAR_DIGITS) : '';
  }
  return digitsOnly(input, AADHAAR_DIGITS);
}

export const panInput = (input: string) =>
  input
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, PAN_LENGTH);

/** What the OCR read fills in, unless the borrower has typed something there. */
export function merge(form: Form, result: OcrResult): Form {
  const recognized: Partial<Fields> = {
    realName: result.name ?? undefined,
    idNo: result.idNo ?? undefined,
    panNo: result.panNo ? panInput(result.panNo) : undefined,
  };
  const values = { ...form.values };
  for (const name of Object.keys(recognized) as FieldName[]) {
    const value = recognized[name]?.trim();
    if (value && !(form.typed[name] && values[name])) values[name] = value;
  }
  return { ...form, values };
}

/** The details as they are sent: the name with single spaces. */
export function confirmBody(values: Fields): Fields {
  return {
    realName: values.realName.trim().replace(/\s+/g, ' '),
    idNo: values.idNo.trim(),
    panNo: values.panNo.trim(),
  };
}

/**
 * Everything that stops the step, each under its own tile or field: photos still on their way
 * (only that, as the details may still change), else missing cards and wrong details.
 */
export function identityProblems(
  tiles: Record<CardType, Tile>,
  uploadedBefore: readonly CardType[],
  values: Fields,
): Problems {
  const problems: Problems = {};
  const working = CARD_TYPES.filter((card) => WORKING.includes(tiles[card].status));
  if (working.length > 0) {
    for (const card of working) problems[card] = WAIT_FOR_PHOTOS;
    return problems;
  }
  for (const card of CARD_TYPES) {
    if (tiles[card].status !== 'done' && !uploadedBefore.includes(card)) {
      problems[card] = CARD_MISSING_MESSAGE[card];
    }
  }
  const body = confirmBody(values);
  const checks: [FieldName, string | null][] = [
    ['realName', realNameError(body.realName)],
    ['idNo', aadhaarError(body.idNo)],
    ['panNo', panError(body.panNo)],
  ];
  for (const [name, message] of checks) if (message) problems[name] = message;
  return problems;
}

/** The first place with a problem, in screen order. */
export const firstProblem = (problems: Problems): ProblemPlace | undefined =>
  PLACES.find((place) => problems[place]);

/** Where a refusal of the server belongs: the card or field its message names, else the form. */
export function refusalPlace(message: string): ProblemPlace | 'form' {
  const card = CARD_TYPES.find((type) => CARD_MISSING_MESSAGE[type] === message);
  if (card) return card;
  if (message === OnboardingMessage.realName) return 'realName';
  const aadhaar: string[] = [
    FieldMessage.aadhaarMissing,
    FieldMessage.aadhaarInvalid,
    OnboardingMessage.aadhaarUsedElsewhere,
  ];
  if (aadhaar.includes(message)) return 'idNo';
  if (message === FieldMessage.panMissing || message === FieldMessage.panInvalid) return 'panNo';
  return 'form';
}
