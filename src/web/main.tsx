import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');

/** Lets the browser answer input (and paint) before the next step of the start-up. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// A public page arrives rendered in advance and is on screen while the app starts. The start-up runs in steps, each a
// task of its own, so the page answers input between them: React first, then the router and the app, then the first
// page's code and its hydration.
await import('react-dom/client');
await nextTask();
const { startApp } = await import('./app/start-app');
await startApp(root);
