// What the rest of the server may use of the api-keys module; everything else in this folder is private to it
// (`npm run lint:borders`).
export { apiKeyRoutes } from './routes';
export { recordKeyCreatorLeft } from './service';
