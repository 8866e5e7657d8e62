import { describe, expect, it } from 'vitest';
import { formatReapplyWait, parseReapplyWait } from './reapply-countdown';

const HOUR = 60 * 60 * 1000;

describe('parseReapplyWait', () => {
  it('reads days and hours', () => {
    expect(parseReapplyWait('14', '6')).toBe((14 * 24 + 6) * HOUR);
    expect(parseReapplyWait('2', null)).toBe(48 * HOUR);
    expect(parseReapplyWait(null, '5')).toBe(5 * HOUR);
  });

  it('has no wait to show without values or with odd ones', () => {
    expect(parseReapplyWait(null, null)).toBeNull();
    expect(parseReapplyWait('-1', '2')).toBeNull();
    expect(parseReapplyWait('1.5', '2')).toBeNull();
    expect(parseReapplyWait('abc', '')).toBeNull();
  });
});

describe('formatReapplyWait', () => {
  it('shows the query values as given', () => {
    expect(formatReapplyWait((14 * 24 + 6) * HOUR)).toBe('14 days 6 hours');
  });

  it('rounds a part-hour up, so the wait never looks shorter than it is', () => {
    expect(formatReapplyWait((14 * 24 + 6) * HOUR - 1000)).toBe('14 days 6 hours');
    expect(formatReapplyWait((14 * 24 + 5) * HOUR - 1000)).toBe('14 days 5 hours');
  });

  it('uses singular units and drops zero days', () => {
    expect(formatReapplyWait(25 * HOUR)).toBe('1 day 1 hour');
    expect(formatReapplyWait(24 * HOUR)).toBe('1 day 0 hours');
    expect(formatReapplyWait(1)).toBe('1 hour');
  });

  it('is empty once the wait is over', () => {
    expect(formatReapplyWait(0)).toBe('');
    expect(formatReapplyWait(-5)).toBe('');
  });
});
