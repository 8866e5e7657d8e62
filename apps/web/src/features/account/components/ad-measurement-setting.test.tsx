import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  storeMarketingConsent,
  storedMarketingConsent,
} from '../../../shared/marketing/marketing-consent';
import { AdMeasurementSetting } from './ad-measurement-setting';

const SERVICES = ['Meta', 'Adjust'];
const adSwitch = () => screen.queryByRole('switch', { name: 'Ad measurement' });

beforeEach(() => {
  localStorage.clear();
  for (const name of ['_fbp', '_fbc']) document.cookie = `${name}=; Path=/; Max-Age=0`;
});
afterEach(cleanup);

describe('the Ad measurement setting', () => {
  it('is not shown before the borrower answered the consent bar', () => {
    render(<AdMeasurementSetting reload={vi.fn()} />);
    expect(adSwitch()).toBeNull();
    expect(screen.queryByText('Ad measurement')).toBeNull();
  });

  it('withdraws an Allow: stored as declined, pixel cookies gone, the app reloaded', () => {
    storeMarketingConsent('granted', SERVICES);
    document.cookie = '_fbp=fb.1.1700000000000.123456789; Path=/';
    document.cookie = '_fbc=fb.1.1700000000000.IwAR-click; Path=/';
    const reload = vi.fn();
    render(<AdMeasurementSetting reload={reload} />);
    expect(adSwitch()?.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('On: ad cookies measure our ads')).toBeTruthy();

    fireEvent.click(adSwitch()!);
    expect(storedMarketingConsent(SERVICES)).toBe('denied');
    expect(document.cookie).not.toContain('_fbp');
    expect(document.cookie).not.toContain('_fbc');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('turns a Decline into an Allow of the services the bar named', () => {
    storeMarketingConsent('denied', SERVICES);
    const reload = vi.fn();
    render(<AdMeasurementSetting reload={reload} />);
    expect(adSwitch()?.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('Off: no ad cookies are loaded')).toBeTruthy();

    fireEvent.click(adSwitch()!);
    expect(storedMarketingConsent(SERVICES)).toBe('granted');
    // A service configured later was not part of this answer: the bar asks about it.
    expect(storedMarketingConsent([...SERVICES, 'TikTok'])).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
