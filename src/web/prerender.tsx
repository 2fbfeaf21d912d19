import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { App } from './app/app';
import { routes } from './app/router';

/**
 * A public page as the app's first render in the browser draws it: signed out as far as it knows, nothing loaded.
 * The build writes it into the page the server sends, so the page shows before any script has run, and the browser
 * then hydrates it. The root route's redirect of e-mailed links is left to the browser, which has the link.
 */
export async function prerender(path: string): Promise<string> {
  const handler = createStaticHandler(routes.map((route) => ({ ...route, loader: undefined })));
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <App>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </StrictMode>,
  );
  // renderToString keeps quiet about a part that threw or waited: it leaves that part to the browser, marked so.
  if (html.includes(CLIENT_RENDERED_PART))
    throw new Error(
      `${path}: part of the page could not render in advance (it would appear only once the app has started)`,
    );
  return html;
}

/** React's mark on a Suspense boundary the server gave up on (an error, or data it would not wait for). */
const CLIENT_RENDERED_PART = '<!--$!-->';
