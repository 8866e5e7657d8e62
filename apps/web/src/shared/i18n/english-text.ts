/**
 * A text the app receives in English (a contract rule's message, a server label) in the
 * current language. The feature's catalog holds such texts keyed by the English text itself
 * ("Please Upload PAN " → its Hindi), and texts with a value by a named template ("Please enter
 * {field}"): `patterns` lists those templates' keys. A text found in neither stays as it came.
 */
export function inLanguage(
  t: Readonly<Record<string, string>>,
  text: string,
  patterns: Readonly<Record<string, string>> = {},
): string {
  if (Object.hasOwn(t, text)) return t[text] ?? text;
  for (const [key, template] of Object.entries(patterns)) {
    const values = matchTemplate(template, text);
    const translated = t[key];
    // Filled here rather than with i18n's fill(): this module then stays out of the chunk the
    // login page loads (it is only used by lazily loaded screens).
    if (values && translated) {
      return translated.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
    }
  }
  return text;
}

/** "Please enter {field}" and "Please enter Email" → {field: "Email"}; null when it does not fit. */
export function matchTemplate(template: string, text: string): Record<string, string> | null {
  const names: string[] = [];
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return part.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
      names.push(name);
      return '(.+?)';
    })
    .join('');
  const match = new RegExp(`^${source}$`, 's').exec(text);
  if (!match) return null;
  return Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? '']));
}
