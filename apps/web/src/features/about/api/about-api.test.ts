import { afterEach, describe, expect, it } from 'vitest';
import { languageStore } from '../../../shared/i18n/language';
import { aboutUsQuery } from './about-api';

afterEach(() => languageStore.set('en'));

describe('aboutUsQuery', () => {
  it('is keyed by the app’s language, so a switch reads About us again', () => {
    expect(aboutUsQuery().queryKey).toEqual(['content', 'about-us', 'en']);
    languageStore.set('hi');
    expect(aboutUsQuery().queryKey).toEqual(['content', 'about-us', 'hi']);
  });
});
