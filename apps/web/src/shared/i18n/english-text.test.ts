import { describe, expect, it } from 'vitest';
import { inLanguage, matchTemplate } from './english-text';

describe('inLanguage', () => {
  const patterns = {
    enterField: 'Please enter {field}',
    atMost: '{field} must be at most {max} characters',
  };
  const hindi = {
    'Please Upload PAN ': 'कृपया PAN की फ़ोटो अपलोड करें',
    enterField: 'कृपया {field} डालें',
    atMost: '{field} में ज़्यादा से ज़्यादा {max} अक्षर हों',
  };

  it('finds a text keyed by its English text, trailing space included', () => {
    expect(inLanguage(hindi, 'Please Upload PAN ', patterns)).toBe('कृपया PAN की फ़ोटो अपलोड करें');
    expect(inLanguage(hindi, 'Please Upload PAN', patterns)).toBe('Please Upload PAN');
  });

  it('fills a template with the values read off the English text', () => {
    expect(inLanguage(hindi, 'Please enter Email', patterns)).toBe('कृपया Email डालें');
    expect(inLanguage(hindi, 'Address must be at most 80 characters', patterns)).toBe(
      'Address में ज़्यादा से ज़्यादा 80 अक्षर हों',
    );
  });

  it('leaves an unknown text as it came', () => {
    expect(inLanguage(hindi, 'Internal trouble (code 7)', patterns)).toBe(
      'Internal trouble (code 7)',
    );
  });

  it('escapes the template around its values', () => {
    expect(matchTemplate('{field} (in ₹).', 'Income (in ₹).')).toEqual({ field: 'Income' });
    expect(matchTemplate('{field} (in ₹).', 'Income in ₹x')).toBeNull();
  });
});
