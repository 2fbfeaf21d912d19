// What the rest of the server may use of the app-info module; everything else in this folder is private to it
// (`npm run lint:borders`).
export { appInfoRoutes } from './routes';
