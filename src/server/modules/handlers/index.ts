// What the rest of the server may use of the handlers module; everything else in this folder is private to it
// (`npm run lint:borders`).
export { handlerRoutes } from './routes';
