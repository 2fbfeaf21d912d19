// What the app's routes and other features may use of the profile feature; everything else in this folder is
// private to it (`npm run lint:borders`).
export { ProfilePage } from './components/profile-page';
