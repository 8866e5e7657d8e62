import { i18n } from '../i18n';

/**
 * Page titles (top bar and browser tab). The English title is the one the route table declares
 * (app/router.tsx, app/onboarding-routes.tsx), so the English base is empty here and the login page carries no second copy;
 * titles/hi.ts is keyed by that English title (catalogs.test.ts checks every route has one).
 */
export const titleMessages = i18n<Record<string, string>>('titles', {});
