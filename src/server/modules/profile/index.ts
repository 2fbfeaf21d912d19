// What the rest of the server may use of the profile module; everything else in this folder is private to it
// (`npm run lint:borders`).
export { profileRoutes } from './routes';
export { updateUserDetails } from './update-user-details';
