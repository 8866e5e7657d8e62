import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { routes } from './router';
import { documentTitle, type RouteHandle } from './route-handle';

/** The route table without loaders: they read the browser (session, device), which the build has not. */
function withoutLoaders(table: RouteObject[]): RouteObject[] {
  return table.map((route) => {
    const { loader: _loader, children, ...rest } = route;
    return (children ? { ...rest, children: withoutLoaders(children) } : rest) as RouteObject;
  });
}

/**
 * The login screen as HTML, drawn at build time from the real route table (build/prerender-login.mjs),
 * so /login shows before its JavaScript has downloaded. The app then draws it again over this copy.
 */
export async function renderLoginScreen(): Promise<{
  html: string;
  title: string;
  background: string;
}> {
  const handler = createStaticHandler(withoutLoaders(routes));
  const context = await handler.query(new Request('http://localhost/login'));
  if (context instanceof Response) throw new Error(`/login answered ${context.status}`);
  if (context.errors) throw new Error(`/login failed: ${JSON.stringify(context.errors)}`);
  const handle = context.matches.at(-1)?.route.handle as RouteHandle | undefined;
  if (!handle) throw new Error('/login has no route handle');
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StaticRouterProvider router={router} context={context} hydrate={false} />,
  );
  return { html, title: documentTitle(handle, handle.title), background: handle.background };
}
