import { isOneOf } from './code-set';

/** The interface languages, the first the default. */
export const LANGUAGES = Object.freeze(['zh-TW', 'en-US'] as const);
export type Language = (typeof LANGUAGES)[number];
export const isLanguage = isOneOf(LANGUAGES);
