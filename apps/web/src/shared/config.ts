import { WEB_PACKAGE_NAME } from '@saral/contract/headers';

/** The one place the web app reads build-time configuration (Vite env, VITE_ prefix). */
export const webConfig = {
  /** Reported in the packageName header. */
  packageName: (import.meta.env.VITE_PACKAGE_NAME as string | undefined) ?? WEB_PACKAGE_NAME,
  /** Where GET MONEY on the download page sends the borrower to install the app. */
  appDownloadUrl:
    (import.meta.env.VITE_APP_DOWNLOAD_URL as string | undefined) ??
    'https://play.google.com/store/apps/details?id=in.saral.app',
  /** The store review page To Evaluate opens (the native app's launch message, or a new tab). */
  storeReviewUrl:
    (import.meta.env.VITE_STORE_REVIEW_URL as string | undefined) ??
    'https://play.google.com/store/apps/details?id=in.saral.app',
  /**
   * The App Store review page for iOS (https://apps.apple.com/app/id<App Store id>). Empty, the
   * default: iOS uses storeReviewUrl too (no App Store id is known to this build).
   */
  storeReviewUrlIos: (import.meta.env.VITE_STORE_REVIEW_URL_IOS as string | undefined) ?? '',
  /** Production builds register /sw.js; the dev server has no worker (it would cache dev files). */
  serviceWorker: import.meta.env.PROD,
} as const;
