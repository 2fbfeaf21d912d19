// What the rest of the server may use of the audit-log module; everything else in this folder is private to it
// (`npm run lint:borders`).
export { auditLogRoutes } from './routes';
