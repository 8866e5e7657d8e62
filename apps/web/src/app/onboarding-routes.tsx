import type { RouteObject } from 'react-router';
import { Background, routeHandle as handle } from './route-handle';

/** The onboarding steps under /auth (spec: verification), each its own lazily loaded screen. */
export const onboardingRoutes: RouteObject[] = [
  {
    path: 'index',
    lazy: () => import('./routes/auth-dispatcher-route'),
    handle: handle({ title: 'Verification', background: Background.page }),
  },
  {
    path: 'basic',
    lazy: () => import('./routes/basic-info-route'),
    handle: handle({
      title: 'Basic Information',
      background: Background.page,
      navBar: true,
    }),
  },
  {
    path: 'work',
    lazy: () => import('./routes/work-info-route'),
    handle: handle({
      title: 'Work Information',
      background: Background.page,
      navBar: true,
    }),
  },
  {
    path: 'identity',
    lazy: () => import('./routes/identity-route'),
    handle: handle({
      title: 'Identity Verification',
      background: Background.page,
      navBar: true,
    }),
  },
  {
    path: 'face',
    lazy: () => import('./routes/face-route'),
    handle: handle({
      title: 'Face Recognition',
      background: Background.page,
      navBar: true,
    }),
  },
  {
    path: 'callback',
    lazy: () => import('./routes/face-result-route'),
    handle: handle({
      title: 'Face Recognition Result',
      background: Background.white,
      navBar: true,
    }),
  },
  {
    path: 'kyc',
    lazy: () => import('./routes/kyc-commit-route'),
    handle: handle({ title: 'Verification', background: Background.page }),
  },
  {
    path: 'contacts',
    lazy: () => import('./routes/contacts-route'),
    handle: handle({
      title: 'Contact Information',
      background: Background.page,
      navBar: true,
    }),
  },
];
