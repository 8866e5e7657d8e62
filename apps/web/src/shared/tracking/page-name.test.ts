import { describe, expect, it } from 'vitest';
import { pageNameOf, UNKNOWN_PAGE } from './page-name';

describe('pageNameOf', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/login', '/login'],
    ['/orders/', '/orders'],
    ['/orders/123/detail', '/orders/:id/detail'],
    ['/orders/123/audit?token=abc', '/orders/:id/audit'],
    ['/product/7/detail#fees', '/product/:id/detail'],
    ['/auth/index', '/auth/index'],
    ['/orders/3f2a9c1e-7b6d-4e5f-8a9b-0c1d2e3f4a5b/detail', '/orders/:id/detail'],
    [`/bank/${'x'.repeat(40)}`, '/bank/:id'],
  ])('%s → %s', (pathname, expected) => {
    expect(pageNameOf(pathname)).toBe(expected);
  });

  it('names every unknown route alike, whatever was typed', () => {
    expect(pageNameOf('/call-me-919876543210', true)).toBe(UNKNOWN_PAGE);
  });

  it('stays within the 128 characters the server accepts', () => {
    expect(pageNameOf(`/${Array.from({ length: 40 }, () => 'abcd').join('/')}`).length).toBe(128);
  });
});
