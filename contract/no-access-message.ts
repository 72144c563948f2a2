/**
 * The exact 403 text of spec section 8, apart from the error body's schema: the browser's first screen words a
 * 403 with it before any schema has loaded (decision 023).
 */
export const NO_ACCESS_MESSAGE = 'Geen toegang tot dit object / No access to this object';
