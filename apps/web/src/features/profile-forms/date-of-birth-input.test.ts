import { describe, expect, it } from 'vitest';
import { formatDateOfBirthInput } from './date-of-birth-input';

/** Feeds the characters one by one, as a keyboard does. */
function type(text: string, start = ''): string {
  let value = start;
  for (const char of text) value = formatDateOfBirthInput(value + char, value);
  return value;
}

describe('formatDateOfBirthInput', () => {
  it('inserts the dashes while digits are typed', () => {
    expect(type('1')).toBe('1');
    expect(type('12')).toBe('12-');
    expect(type('120')).toBe('12-0');
    expect(type('1203')).toBe('12-03-');
    expect(type('12031990')).toBe('12-03-1990');
  });

  it('keeps a dash the borrower types themselves, once', () => {
    expect(type('12-03-1990')).toBe('12-03-1990');
  });

  it('stops at eight digits and drops anything but digits', () => {
    expect(type('12031990123')).toBe('12-03-1990');
    expect(formatDateOfBirthInput('1a2/0.3 1990', '')).toBe('12-03-1990');
  });

  it('formats a pasted date', () => {
    expect(formatDateOfBirthInput('01/02/1990', '')).toBe('01-02-1990');
  });

  it('lets backspace remove the dash without adding it back', () => {
    expect(formatDateOfBirthInput('12', '12-')).toBe('12');
    expect(formatDateOfBirthInput('12-03', '12-03-')).toBe('12-03');
    expect(formatDateOfBirthInput('12-0', '12-03')).toBe('12-0');
    expect(formatDateOfBirthInput('', '1')).toBe('');
  });
});
