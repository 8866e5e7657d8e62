import { RouterProvider } from 'react-router';
import type { AppRouter } from './router';

// The query client and the kit's locale are not set here: they load with every route but /login
// (query-layout.tsx).
export function App({ router }: { router: AppRouter }) {
  return <RouterProvider router={router} />;
}
