import type { ProductCard } from '@saral/contract/api/home';

/**
 * Where Apply on a product leads (spec section 2, Home): iOS visitors go to the external h5 site
 * when one is configured; productType 0 lives on its own site; the rest start onboarding here.
 */
export function applyTarget(
  product: ProductCard,
  device: { ios: boolean; iosH5Url: string },
): { external: string } | { internal: string } {
  if (device.ios && device.iosH5Url) return { external: device.iosH5Url };
  if (product.productType === 0 && product.h5Href) return { external: product.h5Href };
  return { internal: `/auth/index?pid=${product.id}` };
}
