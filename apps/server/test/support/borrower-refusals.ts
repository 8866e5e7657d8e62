import fs from 'node:fs';
import path from 'node:path';

/**
 * The refusal texts the borrower API (/api1) can answer, read off the source: the message of
 * every failed(), rateLimited(), busy(), notFound() and AppError thrown in the borrower-facing
 * domains, the *Message objects and UPPER_CASE message constants they throw, and the rule
 * messages of the contract's borrower schemas. A template literal's ${...} parts become "7".
 */

const ROOT = path.resolve(__dirname, '../../../..');
const SERVER = 'apps/server/src';

/** Borrower-facing source: whole domains, and single files of shared code. */
const BORROWER_DOMAINS = [
  'aadhaar-otp',
  'account',
  'bank',
  'campaigns',
  'catalog',
  'contacts',
  'device',
  'extensions',
  'face',
  'geography',
  'identity',
  'lender',
  'login',
  'native-login',
  'onboarding',
  'orders',
  'payments',
  'profile-forms',
  'risk',
  'sessions',
  'tracking',
];
const BORROWER_FILES = [
  'domains/content/content-service.ts',
  'domains/notifications/notification-routes.ts',
  'domains/notifications/notification-service.ts',
  'shared/image-inspection.ts',
  'shared/multipart.ts',
  'plugins/control-characters.ts',
  'plugins/envelope.ts',
];
/** Operator-only, webhook or development files inside those domains. */
const NOT_BORROWER_FILES = new Set([
  'domains/onboarding/onboarding-operator-routes.ts',
  'domains/onboarding/onboarding-settings.ts',
  'domains/orders/operator-adjustments.ts',
  'domains/orders/payout-reopening.ts',
  'domains/payments/payment-webhooks.ts',
  'domains/payments/sandbox-checkout-routes.ts',
  'domains/campaigns/campaign-operator-routes.ts',
]);
/** Texts in those files that only an operator or a gateway reads. */
export const NOT_BORROWER_TEXTS = new Set([
  'This message is being sent again already',
  'Only an SMS or WhatsApp message can be sent again',
  'Message not found',
  'Payment provider not found',
  'Invalid webhook signature',
]);
/** The contract's schemas of borrower calls. */
const CONTRACT_FILES = [
  'packages/contract/src/api/account.ts',
  'packages/contract/src/api/bank.ts',
  'packages/contract/src/api/language.ts',
  'packages/contract/src/api/loan.ts',
  'packages/contract/src/api/money.ts',
  'packages/contract/src/api/onboarding.ts',
  'packages/contract/src/onboarding.ts',
  'packages/contract/src/field-rules.ts',
  'packages/contract/src/validators.ts',
];

const LITERAL = String.raw`('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|\`(?:[^\`\\]|\\.)*\`)`;
const THROWN = new RegExp(
  String.raw`\b(?:failed|rateLimited|busy|staleEdit|rejected|new (?:AppError|AadhaarOtpError|ImageRejectedError))\(\s*(?:ErrorCode\.\w+,\s*)?` +
    LITERAL,
  'g',
);
const NOT_FOUND = new RegExp(String.raw`\bnotFound\(\s*` + LITERAL, 'g');
const THROWN_CONSTANT =
  /\b(?:failed|rateLimited|busy|staleEdit|new (?:AppError|AadhaarOtpError))\(\s*(?:ErrorCode\.\w+,\s*)?([A-Z][A-Z_]+)\b/g;
const CONSTANT = new RegExp(String.raw`\bconst ([A-Z][A-Z_]+)(?::[^=]+)? =\s*` + LITERAL, 'g');
const RECORD_CONSTANT = /\bconst ([A-Z][A-Z_]+)(?::[^=]+)? = \{([\s\S]*?)\n\}/g;
const MESSAGE_OBJECT = /\bconst \w*Message\w*(?::[^=]+)? = \{([\s\S]*?)\n\}/g;
/** A function that words a refusal: openOrderMessage, activeLoanMessage. */
const MESSAGE_FUNCTION = new RegExp(
  String.raw`\b(?:const|function) \w*Message\b[^\`'"]{0,80}?(?:=>|return)\s*` + LITERAL,
  'g',
);
const SCHEMA_RULE = new RegExp(
  String.raw`(?:\berror: |\bmessage: |\.(?:regex|min|max|int|positive|refine)\([^'"\`()]*,\s*|,\s*\n\s*)` +
    LITERAL +
    String.raw`(?=,?\s*[)}])`,
  'g',
);
/** A form rule's answers (formFieldError) and the problems a form service adds. */
const RULE_ANSWER = new RegExp(String.raw`(?:\breturn|\?|:|problems\.push\()\s*` + LITERAL, 'g');
const FORM_RULES = {
  file: 'packages/contract/src/onboarding.ts',
  from: 'export function formFieldError',
  to: 'export function formErrors',
};
const FORM_SERVICE = 'domains/profile-forms/form-service.ts';

/** A literal's text; template parts become "7" (a loan number, a day count, a name). */
function textOf(literal: string): string {
  const body = literal.slice(1, -1);
  if (literal.startsWith('`')) return body.replace(/\$\{[^}]*\}/g, '7');
  return body.replace(/\\(.)/g, '$1');
}

const literalsIn = (block: string) =>
  [...block.matchAll(new RegExp(LITERAL, 'g'))].map((match) => textOf(match[1] ?? ''));

/** A file's code without its comments (an apostrophe in one would open a literal). */
const withoutComments = (file: string) =>
  fs
    .readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

function borrowerServerFiles(): string[] {
  const server = path.join(ROOT, SERVER);
  const fromDomains = BORROWER_DOMAINS.flatMap((domain) =>
    sourceFiles(path.join(server, 'domains', domain)),
  );
  return [...fromDomains, ...BORROWER_FILES.map((file) => path.join(server, file))].filter(
    (file) => !NOT_BORROWER_FILES.has(path.relative(server, file).split(path.sep).join('/')),
  );
}

/** Every refusal text found, with the file it is in. */
export function borrowerRefusals(): { text: string; file: string }[] {
  const found: { text: string; file: string }[] = [];
  const add = (file: string, text: string) => {
    const name = path.relative(ROOT, file);
    // A refusal is a sentence; an identifier or a path ('idNo', '/') is not.
    if (
      /^[A-Z7]/.test(text) &&
      / /.test(text) &&
      /[A-Za-z]{2}/.test(text) &&
      !NOT_BORROWER_TEXTS.has(text)
    ) {
      found.push({ text, file: name });
    }
  };
  const constants = new Map<string, string[]>();
  const sources = borrowerServerFiles().map((file) => ({ file, code: withoutComments(file) }));
  for (const { code } of sources) {
    for (const match of code.matchAll(CONSTANT)) {
      constants.set(match[1] ?? '', [textOf(match[2] ?? '')]);
    }
    for (const match of code.matchAll(RECORD_CONSTANT)) {
      constants.set(match[1] ?? '', literalsIn(match[2] ?? ''));
    }
  }
  for (const { file, code } of sources) {
    for (const match of code.matchAll(THROWN)) add(file, textOf(match[1] ?? ''));
    for (const match of code.matchAll(NOT_FOUND)) add(file, `${textOf(match[1] ?? '')} not found`);
    for (const match of code.matchAll(MESSAGE_OBJECT)) {
      for (const text of literalsIn(match[1] ?? '')) add(file, text);
    }
    for (const match of code.matchAll(MESSAGE_FUNCTION)) add(file, textOf(match[1] ?? ''));
    if (file.endsWith(FORM_SERVICE)) {
      for (const match of code.matchAll(RULE_ANSWER)) add(file, textOf(match[1] ?? ''));
    }
    for (const match of code.matchAll(THROWN_CONSTANT)) {
      for (const text of constants.get(match[1] ?? '') ?? []) add(file, text);
    }
  }
  for (const name of CONTRACT_FILES) {
    const file = path.join(ROOT, name);
    const code = withoutComments(file);
    for (const match of code.matchAll(SCHEMA_RULE)) add(file, textOf(match[1] ?? ''));
    for (const match of code.matchAll(MESSAGE_FUNCTION)) add(file, textOf(match[1] ?? ''));
    if (name === FORM_RULES.file) {
      const rules = code.slice(code.indexOf(FORM_RULES.from), code.indexOf(FORM_RULES.to));
      for (const match of rules.matchAll(RULE_ANSWER)) add(file, textOf(match[1] ?? ''));
    }
    for (const match of code.matchAll(MESSAGE_OBJECT)) {
      for (const text of literalsIn(match[1] ?? '')) add(file, text);
    }
  }
  return found;
}
