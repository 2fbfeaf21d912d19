import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { App } from './app';
import { createRouter, routerReady } from './router';

/**
 * Draws the app into `root`, once the router has loaded the first page's code. A public page arrives rendered in
 * advance and is hydrated; as a transition, React does it in short slices, so the page answers input meanwhile.
 */
export async function startApp(root: HTMLElement): Promise<void> {
  const router = createRouter();
  await routerReady(router);
  const app = (
    <StrictMode>
      <App>
        <RouterProvider router={router} />
      </App>
    </StrictMode>
  );
  startTransition(() => {
    if (root.hasChildNodes()) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}
