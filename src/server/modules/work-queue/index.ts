// What the rest of the server may use of the work-queue module; everything else in this folder is private to it
// (`npm run lint:borders`).
export { workQueueRoutes } from './routes';
