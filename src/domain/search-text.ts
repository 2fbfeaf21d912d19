/**
 * Every paged list searches on at most this many characters: the server refuses longer text with a 400 and the
 * search box stops taking characters there, so a user cannot type a search the server would refuse.
 */
export const SEARCH_MAX_LENGTH = 50;

/** The super admin's user search takes whole e-mail addresses, which run longer than an IMEI or a claim reference. */
export const USER_SEARCH_MAX_LENGTH = 100;
