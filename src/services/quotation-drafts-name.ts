/**
 * The browser database of decisions on quotations being typed and signed: named apart from its store so that
 * logging out can remove it without loading the quotations' code into the login screen's script.
 */
export const QUOTATION_DRAFTS_DB = 'service-portal-quotation-drafts';
