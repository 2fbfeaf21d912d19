/** An ILIKE pattern matching `text` anywhere, literally: LIKE's own wildcards and escape character are escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** An ILIKE pattern matching text that starts with `text`, literally. */
export const startsWithPattern = (text: string) => `${text.replace(/[\\%_]/g, '\\$&')}%`;
