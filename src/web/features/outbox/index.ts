// What the app's routes and other features may use of the outbox feature; everything else in this folder is
// private to it (`npm run lint:borders`).
export { OutboxPanel } from './components/outbox-panel';
