// What the app's routes and other features may use of the bulk-intake feature; everything else in this folder is
// private to it (`npm run lint:borders`).
export { BulkUploadPage } from './components/bulk-upload-page';
