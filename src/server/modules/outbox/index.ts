// What the rest of the server may use of the outbox module; everything else in this folder is private to it
// (`npm run lint:borders`).
export { outboxRoutes } from './routes';
