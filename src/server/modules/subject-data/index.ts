// What the rest of the server may use of the subject-data module; everything else in this folder is private to it
// (`npm run lint:borders`).
export { subjectDataRoutes } from './routes';
