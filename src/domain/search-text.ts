/**
 * Every paged list searches on at most this many characters: the server refuses longer text with a 400 and the
 * search box stops taking characters there, so a user cannot type a search the server would refuse.
 */
export const SEARCH_MAX_LENGTH = 50;
