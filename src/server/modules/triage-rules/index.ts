// What the rest of the server may use of the triage-rules module; everything else in this folder is private to it
// (`npm run lint:borders`).

export { triageRulesRoutes } from './routes';
