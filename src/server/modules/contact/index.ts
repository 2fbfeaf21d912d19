// What the rest of the server may use of the contact module; everything else in this folder is private to it
// (`npm run lint:borders`).
export { contactRoutes } from './routes';
