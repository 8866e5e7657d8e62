import { describe, expect, it } from 'vitest';
import { problemText } from './en';
import hi from './hi';

describe('problemText in Hindi', () => {
  it('reads a refused district with both names, not as a "Please choose" of a phrase', () => {
    expect(problemText(hi, 'Please choose a ज़िला in the chosen राज्य')).toBe(
      'कृपया चुने गए राज्य में से ज़िला चुनें',
    );
    expect(problemText(hi, 'Please choose राज्य')).toBe('कृपया राज्य चुनें');
  });
});
