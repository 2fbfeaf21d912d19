// What the app's routes and other features may use of the replacement-devices feature; everything else in this folder is
// private to it (`npm run lint:borders`).
export { ReplacementDevicesPage } from './components/replacement-devices-page';
