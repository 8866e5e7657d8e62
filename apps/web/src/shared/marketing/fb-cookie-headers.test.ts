import { afterEach, describe, expect, it } from 'vitest';
import { requestHeaders } from '../api/api-client';

/** Spec section 3: the fbp and fbc headers carry the pixel's _fbp and _fbc cookies. */
const expire = (name: string) => {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
};
afterEach(() => {
  expire('_fbp');
  expire('_fbc');
});

describe('the fbp and fbc headers', () => {
  it('are empty before the pixel has set its cookies', () => {
    expire('_fbp');
    expire('_fbc');
    const headers = requestHeaders('/home/v1/index');
    expect(headers.fbp).toBe('');
    expect(headers.fbc).toBe('');
  });

  it('carry the cookie values once the pixel has set them, decoded', () => {
    document.cookie = '_fbp=fb.1.1700000000000.123456789; path=/';
    document.cookie = `_fbc=${encodeURIComponent('fb.1.1700000000000.IwAR-click_id')}; path=/`;
    document.cookie = 'x_fbc=not-this-one; path=/';
    const headers = requestHeaders('/user/v1/login');
    expect(headers.fbp).toBe('fb.1.1700000000000.123456789');
    expect(headers.fbc).toBe('fb.1.1700000000000.IwAR-click_id');
    expire('x_fbc');
  });
});
