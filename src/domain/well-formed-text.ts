import { z } from 'zod';

/** A UTF-16 surrogate without its partner: no character at all, and PostgreSQL refuses it in JSON. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const MALFORMED_TEXT_MESSAGE = 'Text must be valid Unicode';

/** True when the text holds only whole characters (no lone surrogate). */
export const isWellFormedText = (text: string): boolean => !LONE_SURROGATE.test(text);

/**
 * Characters that change how the text around them reads without showing themselves: bidirectional overrides,
 * embeddings, isolates and marks (U+202E turns `evil\u202Egpj.exe` into what reads as `evilexe.jpg`), and zero-width
 * spaces and joiners' invisible cousins (U+200B, U+2060 to U+2064, U+FEFF) that make two names look alike. The
 * zero-width joiner and non-joiner (U+200C, U+200D) stay allowed: Persian and Indic names and emoji need them.
 */
const HIDDEN_CONTROL = /[\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;

export const HIDDEN_CONTROL_MESSAGE =
  'Text must not contain invisible characters (direction controls or zero-width spaces)';

/** True when the text holds no invisible direction control or zero-width space. */
export const isFreeOfHiddenControls = (text: string): boolean => !HIDDEN_CONTROL.test(text);

/**
 * A text other people are shown (a name, an organisation's name, a note, a claim reference, a reason): refused with a
 * clear 400 when it holds an invisible character that could disguise it. Chain the field's own trim and limits.
 */
export const shownText = () => z.string().refine(isFreeOfHiddenControls, HIDDEN_CONTROL_MESSAGE);
