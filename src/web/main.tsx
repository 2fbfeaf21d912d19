import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { App } from './app/app';
import { createRouter, routerReady } from './app/router';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
const router = createRouter();
await routerReady(router);
const app = (
  <StrictMode>
    <App>
      <RouterProvider router={router} />
    </App>
  </StrictMode>
);
// A public page arrives rendered in advance and is hydrated; as a transition, React does it in short slices, so the
// page answers input while the app starts.
startTransition(() => {
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
