import { describe, expect, it } from 'vitest';
import { isPublicPath, loginRedirectFor } from './route-guard';

describe('route guard', () => {
  it('lets anonymous visitors open only the public paths', () => {
    for (const path of [
      '/login',
      '/promotion/register',
      '/download',
      '/alert',
      '/protocol/term',
      '/protocol/privacy',
      '/joint',
      '/login/',
    ]) {
      expect(isPublicPath(path)).toBe(true);
    }
    for (const path of [
      '/',
      '/personal',
      '/orders',
      '/auth/index',
      '/promotion/amount',
      '/loginx',
    ]) {
      expect(isPublicPath(path)).toBe(false);
    }
  });

  it('keeps the original query and the way back, renaming adjust_referrer', () => {
    const target = new URL(
      loginRedirectFor('/orders/9/detail', '?a=1&adjust_referrer=x'),
      'http://h',
    );
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('redirect')).toBe('/orders/9/detail?a=1&adjust_reftag=x');
    expect(target.searchParams.get('a')).toBe('1');
    expect(target.searchParams.get('adjust_reftag')).toBe('x');
    expect(target.searchParams.has('adjust_referrer')).toBe(false);
  });

  it('redirects a bare path without a query', () => {
    expect(loginRedirectFor('/', '')).toBe('/login?redirect=%2F');
  });
});
