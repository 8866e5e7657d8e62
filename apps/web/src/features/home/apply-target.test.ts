import { describe, expect, it } from 'vitest';
import type { ProductCard } from '@saral/contract/api/home';
import { applyTarget, isPartnerProduct } from './apply-target';

const product: ProductCard = {
  id: 3,
  name: 'Saral Flex',
  logo: '/logos/saral-flex.svg',
  maxAmount: 20_000,
  rate: 0.06,
  tenureLabel: 'Tenure 7 days',
  isFull: 0,
  productType: 1,
  h5Href: '',
};

describe('Apply on a product', () => {
  it('starts onboarding for our own products', () => {
    expect(applyTarget(product, { ios: false, iosH5Url: 'https://h5.example' })).toEqual({
      internal: '/auth/index?pid=3',
    });
  });
  it('opens the product site for productType 0', () => {
    const partner = { ...product, productType: 0, h5Href: 'https://partner.example/apply' };
    expect(applyTarget(partner, { ios: false, iosH5Url: '' })).toEqual({
      external: 'https://partner.example/apply',
      partner: true,
    });
    expect(isPartnerProduct(partner)).toBe(true);
    expect(isPartnerProduct(product)).toBe(false);
  });
  it('sends iOS visitors to the external h5 site when one is configured', () => {
    expect(applyTarget(product, { ios: true, iosH5Url: 'https://h5.example' })).toEqual({
      external: 'https://h5.example',
    });
    expect(applyTarget(product, { ios: true, iosH5Url: '' })).toEqual({
      internal: '/auth/index?pid=3',
    });
  });
  it('prefers the campaign’s h5 site on iOS, falling back to the default one', () => {
    const campaign = 'https://h5.example.com/saral/ios-launch';
    expect(
      applyTarget(product, { ios: true, iosH5Url: 'https://h5.example', campaignH5Url: campaign }),
    ).toEqual({ external: campaign });
    expect(applyTarget(product, { ios: true, iosH5Url: '', campaignH5Url: campaign })).toEqual({
      external: campaign,
    });
    expect(
      applyTarget(product, { ios: true, iosH5Url: 'https://h5.example', campaignH5Url: null }),
    ).toEqual({ external: 'https://h5.example' });
  });
  it('ignores the campaign’s h5 site off iOS', () => {
    const campaignH5Url = 'https://h5.example.com/saral/ios-launch';
    expect(applyTarget(product, { ios: false, iosH5Url: '', campaignH5Url })).toEqual({
      internal: '/auth/index?pid=3',
    });
    const partner = { ...product, productType: 0, h5Href: 'https://partner.example/apply' };
    expect(applyTarget(partner, { ios: false, iosH5Url: '', campaignH5Url })).toEqual({
      external: 'https://partner.example/apply',
      partner: true,
    });
  });
});
