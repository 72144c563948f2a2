import type { PortalDocument } from '../../../contract/documents';
import { useI18n } from '../../i18n';
import { generatedDocumentsEn } from '../../i18n/generated-documents.en';
import { generatedDocumentsNl } from '../../i18n/generated-documents.nl';
import { addTexts } from '../../i18n/store';

// The names arrive with the document lists: home after sign-in does not carry them.
addTexts({ nl: generatedDocumentsNl, en: generatedDocumentsEn });

/**
 * A document's name in the reader's language: one the portal made is named from what it is of (its stored
 * description is in the words of whoever made it); one of the ERP by its description.
 */
export function useDocumentName(): (document: PortalDocument) => string {
  const { t, formatDate } = useI18n();
  return ({ generated, description }) => {
    if (!generated) return description;
    if (generated.kind === 'signedQuotation')
      return t('generatedDocument.signedQuotation', {
        number: generated.quotationNumber,
        version: String(generated.version),
      });
    return t('generatedDocument.maintenanceReport', {
      object: generated.objectNumber,
      date: formatDate(generated.date),
    });
  };
}
