/** The interface language when nothing else decides it (spec: Russian by default). No imports: every floor may use it. */
export const FALLBACK_LOCALE = 'ru';
