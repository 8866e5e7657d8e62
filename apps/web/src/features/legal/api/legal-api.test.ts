import { afterEach, describe, expect, it } from 'vitest';
import { languageStore } from '../../../shared/i18n/language';
import { legalDocumentQuery } from './legal-api';

afterEach(() => languageStore.set('en'));

describe('legalDocumentQuery', () => {
  it('is keyed by the document and the app’s language, so a switch reads it again', () => {
    expect(legalDocumentQuery('privacy').queryKey).toEqual(['content', 'legal', 'privacy', 'en']);
    languageStore.set('hi');
    expect(legalDocumentQuery('terms').queryKey).toEqual(['content', 'legal', 'terms', 'hi']);
  });
});
