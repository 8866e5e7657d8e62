import type { ProductCard } from '@saral/contract/api/home';

/** A product of a partner lender (productType 0): it is applied for on the partner's own site. */
export function isPartnerProduct(product: ProductCard): boolean {
  return product.productType === 0 && product.h5Href !== '';
}

/** Said before the borrower leaves for a partner lender's site (they should know who lends). */
export const PARTNER_NOTICE =
  'This loan is offered by a partner lender, not by Saral. You will continue on their website, under their terms.';

/**
 * Where Apply on a product leads (spec section 2, Home): iOS visitors go to the external h5 site
 * (their campaign's own, else the app's default) when one is set; productType 0 lives on its own
 * site; the rest start onboarding here.
 */
export function applyTarget(
  product: ProductCard,
  device: { ios: boolean; iosH5Url: string; campaignH5Url?: string | null },
): { external: string; partner?: true } | { internal: string } {
  const iosH5Url = device.campaignH5Url || device.iosH5Url;
  if (device.ios && iosH5Url) return { external: iosH5Url };
  if (isPartnerProduct(product)) return { external: product.h5Href, partner: true };
  return { internal: `/auth/index?pid=${product.id}` };
}
