import { describe, expect, it } from 'vitest';
import { NAME_MATCH_THRESHOLD, nameMatchScore, nameTokens, namesMatch } from '../src/name-match';

describe('nameMatchScore', () => {
  it('ignores case, punctuation, honorifics and word order', () => {
    expect(nameMatchScore('RAVI KUMAR', 'Kumar Ravi')).toBe(100);
    expect(nameMatchScore('Mr. Ravi  Kumar', 'kumar, RAVI')).toBe(100);
    expect(nameTokens('Shri Rávi-Kumar')).toEqual(['RAVI', 'KUMAR']);
  });

  it('scores a different person low', () => {
    expect(nameMatchScore('RAVI KUMAR', 'Sunita Sharma')).toBeLessThan(30);
    expect(namesMatch('RAVI KUMAR', 'Sunita Sharma')).toBe(false);
  });

  it('gives part credit to a small misspelling, an initial and a missing middle name', () => {
    const misspelt = nameMatchScore('RAVI KUMAR', 'RAVI KUMAAR');
    expect(misspelt).toBeGreaterThanOrEqual(NAME_MATCH_THRESHOLD);
    expect(misspelt).toBeLessThan(100);
    expect(nameMatchScore('R KUMAR', 'Ravi Kumar')).toBe(90);
    expect(nameMatchScore('Ravi Kumar Singh', 'Ravi Kumar')).toBe(80);
    expect(nameMatchScore('Ravi', 'Ravi Kumar Singh')).toBe(50);
  });

  it('scores an empty or symbol-only name 0', () => {
    expect(nameMatchScore('', 'Ravi Kumar')).toBe(0);
    expect(nameMatchScore('Ravi', '--')).toBe(0);
  });

  it('is symmetric', () => {
    expect(nameMatchScore('Anil K Mehta', 'Mehta Anil Kumar')).toBe(
      nameMatchScore('Mehta Anil Kumar', 'Anil K Mehta'),
    );
  });
});
