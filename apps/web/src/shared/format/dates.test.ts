import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatDate, formatDateTime } from './dates';

describe('dates', () => {
  it('shows timestamps in India time', () => {
    // 20:00 UTC is already the next day in India.
    expect(formatDate('2025-03-12T20:00:00.000Z')).toBe('13 Mar 2025');
    expect(formatDateTime('2025-03-12T09:30:00.000Z')).toBe('12 Mar 2025, 3:00 pm');
  });

  it('shows a calendar day without shifting it', () => {
    expect(formatCalendarDay('2025-03-12')).toBe('12 Mar 2025');
  });

  it('passes text through that is not a date', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatDateTime('')).toBe('');
    expect(formatCalendarDay('')).toBe('');
  });
});
