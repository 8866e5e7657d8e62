import { describe, expect, it } from 'vitest';
import {
  findControlCharacter,
  hasControlCharacter,
  showControlCharacters,
} from '../src/text-safety';

describe('control characters', () => {
  it.each(['\u0000', '\u0007', '\u001b[31m', '\u007f', '\u0085'])('refuses %j', (text) => {
    expect(hasControlCharacter(`a${text}b`)).toBe(true);
  });

  it('allows line breaks, tabs and any script', () => {
    expect(hasControlCharacter('17 Lotus Residency,\r\n\tKochi — कोच्चि')).toBe(false);
  });

  it('names the path of the first offending string or key', () => {
    expect(findControlCharacter({ a: 'ok', list: [{ name: 'x' }, { name: 'y\u0000' }] })).toBe(
      'list.1.name',
    );
    expect(findControlCharacter({ ['bad\u0001key']: 1 })).toBe('bad\u0001key');
    expect(findControlCharacter('\u0000')).toBe('');
    expect(findControlCharacter({ n: 1, b: true, z: null, s: 'fine' })).toBeNull();
    expect(showControlCharacters('bad\u0001key')).toBe('bad?key');
  });
});
