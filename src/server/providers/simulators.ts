// The development wiring: with no provider URL set (`npm start`, the tests), the app starts the simulators on a free
// loopback port and talks to them through the same HTTP clients as to the real services, and the volume seed stores
// the simulator's clean answer. This is the one production file that imports simulators/ (`npm run lint:borders`).
export { startCarrierSimulator } from '../../../simulators/carrier/start-carrier-simulator';
export { registryInsurerName } from '../../../simulators/device-history/claim-registry';
export { cleanSearchResponse } from '../../../simulators/device-history/generate-search-response';
export { startDeviceHistorySimulator } from '../../../simulators/device-history/start-device-history-simulator';
