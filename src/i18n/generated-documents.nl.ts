import type { Widen } from './widen';

/**
 * Dutch names of the documents the portal makes itself: they arrive with the document lists, not with the
 * first screen.
 */
export const generatedDocumentsNl = {
  generatedDocument: {
    signedQuotation: 'Offerte {{number}}, versie {{version}}, getekend',
    maintenanceReport: 'Onderhoudsrapport {{object}}, {{date}}',
  },
};

/** The English texts have exactly this shape. */
export type GeneratedDocumentsDictionary = Widen<typeof generatedDocumentsNl>;
