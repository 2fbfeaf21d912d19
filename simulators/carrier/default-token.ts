/** The standalone simulator's token when CARRIER_CHECK_TOKEN is unset; the in-process one gets a fresh random token. */
export const DEFAULT_SIMULATOR_TOKEN = 'carrier-simulator-token';
