/** Claims Review and the Settled and Denied Claims registers page by 25, 50 or 75 (default 25). */
export const CLAIM_LIST_PAGE_SIZES = [25, 50, 75] as const;

/** Replacement Devices pages by 10, 25, 50 or 100 (default 25). */
export const REPLACEMENT_DEVICE_PAGE_SIZES = [10, 25, 50, 100] as const;

/** The Super Admin Panel's user list pages by 10, 25, 50 or 100 (default 10). */
export const USER_PAGE_SIZES = [10, 25, 50, 100] as const;

export const DEFAULT_PAGE_SIZE = 25;
