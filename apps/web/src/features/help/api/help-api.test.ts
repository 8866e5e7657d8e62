import { afterEach, describe, expect, it } from 'vitest';
import { languageStore } from '../../../shared/i18n/language';
import { faqQuery } from './help-api';

afterEach(() => languageStore.set('en'));

describe('faqQuery', () => {
  it('is keyed by the app’s language, so a switch reads the help items again', () => {
    expect(faqQuery().queryKey).toEqual(['content', 'faq', 'en']);
    languageStore.set('hi');
    expect(faqQuery().queryKey).toEqual(['content', 'faq', 'hi']);
  });
});
