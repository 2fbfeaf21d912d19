// What the rest of the server may use of the replacement-devices module; everything else in this folder is private to it
// (`npm run lint:borders`).
export { replacementDeviceRoutes } from './routes';
