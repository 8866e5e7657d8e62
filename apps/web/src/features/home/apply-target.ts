import type { ProductCard } from '@saral/contract/api/home';

/**
 * Where Apply on a product leads (spec section 2, Home): iOS visitors go to the external h5 site
 * (their campaign's own, else the app's default) when one is set; productType 0 lives on its own
 * site; the rest start onboarding here.
 */
export function applyTarget(
  product: ProductCard,
  device: { ios: boolean; iosH5Url: string; campaignH5Url?: string | null },
): { external: string } | { internal: string } {
  const iosH5Url = device.campaignH5Url || device.iosH5Url;
  if (device.ios && iosH5Url) return { external: iosH5Url };
  if (product.productType === 0 && product.h5Href) return { external: product.h5Href };
  return { internal: `/auth/index?pid=${product.id}` };
}
