// What the rest of the server may use of the search-engines module; everything else in this folder is private to it
// (`npm run lint:borders`).
export { searchEngineRoutes } from './routes';
