import { describe, expect, it } from 'vitest';
import {
  ContactMessage,
  contactProblems,
  contactValuesFrom,
  contactsBody,
  sanitizeContactMobile,
  sanitizeContactName,
  type ContactValues,
} from './contact-form';

const filled: ContactValues = {
  oneRelation: 'Father',
  oneName: 'ravi kumar',
  oneMobile: '9876543210',
  twoRelation: 'sisters',
  twoName: "anita d'souza",
  twoMobile: '9876543211',
  thirdRelation: 'Friends',
  thirdName: 'k. mehta',
  thirdMobile: '8123456789',
};

describe('sanitizeContactName', () => {
  it('lowercases and keeps letters, apostrophe, full stop and single spaces', () => {
    expect(sanitizeContactName("Ravi  O'Neil Jr.")).toBe("ravi o'neil jr.");
    expect(sanitizeContactName(' Ravi-Kumar 2')).toBe('ravikumar ');
    expect(sanitizeContactName('राम ravi')).toBe('ravi');
  });

  it('keeps one trailing space so the next word can be typed', () => {
    expect(sanitizeContactName('ravi ')).toBe('ravi ');
  });

  it('cuts a very long name', () => {
    expect(sanitizeContactName('a'.repeat(80))).toHaveLength(60);
  });
});

describe('sanitizeContactMobile', () => {
  it('keeps digits only, at most 10', () => {
    expect(sanitizeContactMobile('98765 432-10')).toBe('9876543210');
    expect(sanitizeContactMobile('987654321012')).toBe('9876543210');
    expect(sanitizeContactMobile('98a')).toBe('98');
  });

  it('drops the country code or trunk 0 of a pasted number', () => {
    expect(sanitizeContactMobile('+91 98765 43210')).toBe('9876543210');
    expect(sanitizeContactMobile('09876543210')).toBe('9876543210');
  });
});

describe('contactValuesFrom', () => {
  it('starts empty without saved contacts', () => {
    const values = contactValuesFrom(null);
    expect(Object.keys(values)).toHaveLength(9);
    expect(Object.values(values).every((value) => value === '')).toBe(true);
  });

  it('prefills saved contacts and drops a relation the block does not offer', () => {
    const values = contactValuesFrom({
      ...filled,
      oneRelation: 'Friends',
      twoMobile: '919876543211',
    });
    expect(values.oneRelation).toBe('');
    expect(values.oneName).toBe('ravi kumar');
    expect(values.twoMobile).toBe('9876543211');
    expect(values.thirdRelation).toBe('Friends');
  });
});

describe('contactProblems', () => {
  it('accepts a complete form', () => {
    expect(contactProblems(filled)).toEqual({});
  });

  it('shows every empty name, mobile and relation', () => {
    expect(contactProblems(contactValuesFrom(null))).toEqual({
      oneRelation: ContactMessage.relation,
      oneName: ContactMessage.nameMissing,
      oneMobile: ContactMessage.mobile,
      twoRelation: ContactMessage.relation,
      twoName: ContactMessage.nameMissing,
      twoMobile: ContactMessage.mobile,
      thirdRelation: ContactMessage.relation,
      thirdName: ContactMessage.nameMissing,
      thirdMobile: ContactMessage.mobile,
    });
  });

  it('rejects short or non-Indian mobiles and names with double spaces', () => {
    expect(contactProblems({ ...filled, oneMobile: '98765', twoMobile: '1234567890' })).toEqual({
      oneMobile: ContactMessage.mobile,
      twoMobile: ContactMessage.mobile,
    });
    expect(contactProblems({ ...filled, thirdName: 'ravi  kumar' })).toEqual({
      thirdName: ContactMessage.nameInvalid,
    });
  });

  it('needs three different numbers, marking the repeats', () => {
    expect(
      contactProblems({ ...filled, twoMobile: filled.oneMobile, thirdMobile: filled.oneMobile }),
    ).toEqual({
      twoMobile: ContactMessage.duplicateMobile,
      thirdMobile: ContactMessage.duplicateMobile,
    });
  });

  it("refuses the borrower's own number as a contact", () => {
    expect(contactProblems({ ...filled, twoMobile: '9000012345' }, '9000012345')).toEqual({
      twoMobile: 'This is your own number. Enter the number of someone who knows you',
    });
    expect(contactProblems(filled, '9000012345')).toEqual({});
  });
});

describe('contactsBody', () => {
  it('trims the names', () => {
    expect(contactsBody({ ...filled, oneName: 'ravi ' }).oneName).toBe('ravi');
  });
});
