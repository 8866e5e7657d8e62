/**
 * Control characters have no place in anything a borrower or operator types: NUL cannot even be
 * stored in PostgreSQL text, and the others hide text in logs and screens. Line breaks and tabs
 * stay allowed for free text such as addresses.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const CONTROL_CHARACTERS_REFUSED = 'control characters are not allowed';

export const hasControlCharacter = (text: string) => CONTROL_CHARACTER.test(text);

/** `text` with each control character shown as "?", e.g. to name an offending key in a reply. */
export const showControlCharacters = (text: string) =>
  text.replace(new RegExp(CONTROL_CHARACTER.source, 'g'), '?');

/**
 * The dotted path ("contacts.0.name") of the first string, or object key, in `value` that holds a
 * control character; '' when `value` itself is such a string; null when there is none.
 */
export function findControlCharacter(value: unknown, path: readonly string[] = []): string | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path.join('.') : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (hasControlCharacter(key)) return [...path, key].join('.');
    const found = findControlCharacter(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}
