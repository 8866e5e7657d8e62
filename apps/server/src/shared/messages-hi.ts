import { FieldMessage } from '@saral/contract/field-rules';
import { CodeMessage } from '../domains/login/login-service';

/**
 * Hindi for the envelope messages (msg) a borrower reads, keyed by the English message. Sign-in
 * first (issue 17); a helper translating a feature adds its messages here, or a PATTERN when the
 * message carries a number. A message not listed stays English (docs/i18n.md).
 */
export const HINDI_MESSAGES: ReadonlyMap<string, string> = new Map([
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
  ['Invalid request', 'अमान्य अनुरोध'],
  ['Language must be en or hi', 'भाषा en या hi होनी चाहिए'],
]);

/** Messages with a number in them: the English shape and its Hindi. */
export const HINDI_PATTERNS: readonly (readonly [RegExp, (seconds: string) => string])[] = [
  [
    /^Please wait (\d+) seconds before requesting another code\.$/,
    (seconds) => `दूसरा कोड मँगाने से पहले कृपया ${seconds} सेकंड रुकें।`,
  ],
  [
    /^Too many code requests from your network\. Please wait (\d+) seconds and try again\.$/,
    (seconds) => `आपके नेटवर्क से बहुत ज़्यादा कोड मँगाए गए हैं। कृपया ${seconds} सेकंड रुककर फिर से कोशिश करें।`,
  ],
];
