import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');

/** Lets the browser answer input (and paint) before the next step of the start-up. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Settles once the browser has painted the page it was sent (the frame after the stylesheet, then a task), or after
 * a tenth of a second in a tab that draws no frames (opened in the background).
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });

// A public page arrives rendered in advance: it is painted first, and the app's code is asked for only then, so on a
// slow line it does not compete with the page for the connection. The start-up then runs in steps, each a task of its
// own, so the page answers input between them: React, then the router and the app, then the router loading the first
// page's code, then its hydration.
await afterFirstPaint();
await import('react-dom/client');
await nextTask();
const { startApp } = await import('./app/start-app');
await nextTask();
await startApp(root);
