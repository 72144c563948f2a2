import type { GeneratedDocumentsDictionary } from './generated-documents.nl';

/** English names of the documents the portal makes itself. */
export const generatedDocumentsEn: GeneratedDocumentsDictionary = {
  generatedDocument: {
    signedQuotation: 'Quotation {{number}}, version {{version}}, signed',
    maintenanceReport: 'Maintenance report {{object}}, {{date}}',
  },
};
