/** Carrier Check History and the FinLock requests page by 10, 25, 50 or 100. */
export const CARRIER_PAGE_SIZES = [10, 25, 50, 100] as const;
export type CarrierPageSize = (typeof CARRIER_PAGE_SIZES)[number];

/** Carrier history shows 10 by default, FinLock requests 25. */
export const CARRIER_HISTORY_PAGE_SIZE: CarrierPageSize = 10;
export const FINLOCK_PAGE_SIZE: CarrierPageSize = 25;
