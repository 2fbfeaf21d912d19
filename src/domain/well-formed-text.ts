/** A UTF-16 surrogate without its partner: no character at all, and PostgreSQL refuses it in JSON. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const MALFORMED_TEXT_MESSAGE = 'Text must be valid Unicode';

/** True when the text holds only whole characters (no lone surrogate). */
export const isWellFormedText = (text: string): boolean => !LONE_SURROGATE.test(text);
