import { FieldMessage } from '@saral/contract/field-rules';
import { CodeMessage } from '../domains/login/login-service';
import { HINDI_LOAN_MESSAGES } from './messages-hi-loans';
import { HINDI_ONBOARDING_MESSAGES } from './messages-hi-onboarding';
import { SERVER_BUSY_MESSAGE } from '../plugins/admission-control';

export { HINDI_PATTERNS } from './messages-hi-patterns';

/** Sign-in, session, account and the envelope's own messages. */
const HINDI_GENERAL_MESSAGES: readonly (readonly [string, string])[] = [
  ['Code sent', 'कोड भेज दिया गया'],
  [FieldMessage.phone, 'कृपया सही फ़ोन नंबर डालें'],
  [FieldMessage.otp, 'कृपया सही OTP डालें'],
  [FieldMessage.agreement, 'कृपया लोन गारंटी समझौते से सहमति दें।'],
  [CodeMessage.wrong, 'कोड गलत है। कृपया SMS देखकर फिर से कोशिश करें।'],
  [CodeMessage.gone, 'यह कोड समाप्त हो गया है या पहले ही इस्तेमाल हो चुका है। कृपया नया कोड मँगाएँ।'],
  [CodeMessage.tooManyTries, 'बहुत ज़्यादा गलत कोशिशें। कृपया नया कोड मँगाएँ।'],
  [
    'Too many codes requested for this number today. Please try again tomorrow.',
    'आज इस नंबर के लिए बहुत ज़्यादा कोड मँगाए गए हैं। कृपया कल फिर से कोशिश करें।',
  ],
  [
    'Too many code requests from your network. Please try again later.',
    'आपके नेटवर्क से बहुत ज़्यादा कोड मँगाए गए हैं। कृपया बाद में फिर से कोशिश करें।',
  ],
  [
    'We could not send the SMS. Please try again in a moment.',
    'हम SMS नहीं भेज सके। कृपया थोड़ी देर में फिर से कोशिश करें।',
  ],
  [
    'Your session has expired. Please log in again.',
    'आपका सत्र समाप्त हो गया है। कृपया फिर से लॉग इन करें।',
  ],
  ['Something went wrong. Please try again.', 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।'],
  [SERVER_BUSY_MESSAGE, 'अभी बहुत लोग Saral इस्तेमाल कर रहे हैं। कृपया थोड़ा रुकें।'],
  ['Invalid request', 'अमान्य अनुरोध'],
  ['Language must be en or hi', 'भाषा en या hi होनी चाहिए'],
  ['The request body is not valid JSON', 'अनुरोध का डेटा सही JSON नहीं है'],
  ['The request is too large', 'अनुरोध बहुत बड़ा है'],
  ['Unsupported content type', 'इस प्रकार का डेटा स्वीकार नहीं है'],
  ['control characters are not allowed', 'कंट्रोल कैरेक्टर की अनुमति नहीं है'],
  ['Text with control characters are not allowed', 'टेक्स्ट में कंट्रोल कैरेक्टर की अनुमति नहीं है'],
  // Account: deleting it, the no-dues letter.
  [
    'Too many codes requested. Please try again in an hour.',
    'बहुत ज़्यादा कोड मँगाए गए हैं। कृपया एक घंटे बाद फिर से कोशिश करें।',
  ],
  ['This loan was not found in your account.', 'यह लोन आपके खाते में नहीं मिला।'],
  ['Your account is closed', 'आपका खाता बंद हो गया है'],
  // Native (partner app) sign-in.
  [
    'The app login could not be verified. Please open the app and try again.',
    'ऐप लॉग इन की पुष्टि नहीं हो सकी। कृपया ऐप खोलकर फिर से कोशिश करें।',
  ],
  [
    'The app login has expired. Please open the app and try again.',
    'ऐप लॉग इन की समय-सीमा खत्म हो गई है। कृपया ऐप खोलकर फिर से कोशिश करें।',
  ],
  [
    'This app login was already used. Please open the app and try again.',
    'यह ऐप लॉग इन पहले ही इस्तेमाल हो चुका है। कृपया ऐप खोलकर फिर से कोशिश करें।',
  ],
  [
    'Your app session has ended. Please log in to the app again.',
    'आपका ऐप सत्र खत्म हो गया है। कृपया ऐप में फिर से लॉग इन करें।',
  ],
  [
    'This session was itself opened from the app and cannot be handed on. Please open the app and try again.',
    'यह सत्र खुद ऐप से खोला गया था, इसे आगे नहीं दिया जा सकता। कृपया ऐप खोलकर फिर से कोशिश करें।',
  ],
];

/**
 * Hindi for the envelope messages (msg) a borrower reads, keyed by the exact English message:
 * every refusal of the borrower API (/api1). A message carrying a number, a date or a name has
 * a pattern instead (messages-hi-patterns.ts). A message not listed stays English; the test
 * borrower-messages-hindi.test.ts fails when a borrower refusal has no Hindi (docs/i18n.md).
 */
export const HINDI_MESSAGES: ReadonlyMap<string, string> = new Map([
  ...HINDI_GENERAL_MESSAGES,
  ...HINDI_ONBOARDING_MESSAGES,
  ...HINDI_LOAN_MESSAGES,
]);
