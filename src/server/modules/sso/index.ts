// What the rest of the server may use of the sso module; everything else in this folder is private to it
// (`npm run lint:borders`).
export { ssoAdminRoutes, ssoSignInRoutes } from './routes';
export { ssoRequiredFor } from './sign-in-service';
