import { sql } from 'drizzle-orm';
import type { GeneratedDocument } from '../../contract/documents';
import type { Language } from '../errors';

/**
 * What a document the portal made is of, read from what made it: the acceptance that signed it, or the
 * inspection it reports. Null for a document of the ERP. Written out with its tables, in a statement on
 * `documents`: drizzle names a column bare inside a `sql` template, and the subqueries have an "id" of their own.
 */
export const generatedDocument = sql<GeneratedDocument | null>`coalesce(
  (select json_build_object('kind', 'signedQuotation', 'quotationNumber', q.quotation_number, 'version', a.version)
     from quotation_acceptances a join quotations q on q.id = a.quotation_id
     where a.document_id = "documents"."id" limit 1),
  (select json_build_object('kind', 'maintenanceReport', 'objectNumber', o.service_object_number,
          'date', to_char("documents"."created_at" at time zone 'UTC', 'YYYY-MM-DD'))
     from inspections i join service_objects o on o.id = i.object_id
     where i.report_document_id = "documents"."id" limit 1)
)`;

const words: Record<Language, Record<GeneratedDocument['kind'], string>> = {
  nl: {
    signedQuotation: 'Offerte {number} versie {version} getekend',
    maintenanceReport: 'Onderhoudsrapport {object} {date}',
  },
  en: {
    signedQuotation: 'Quotation {number} version {version} signed',
    maintenanceReport: 'Maintenance report {object} {date}',
  },
};

/** The name a file the portal made is saved under, in `language`: e.g. "Offerte OF26-00153 versie 2 getekend". */
export function generatedDocumentName(language: Language, generated: GeneratedDocument): string {
  const values =
    generated.kind === 'signedQuotation'
      ? { number: generated.quotationNumber, version: String(generated.version) }
      : { object: generated.objectNumber, date: generated.date };
  return words[language][generated.kind].replace(
    /\{(\w+)\}/g,
    (_, key: string) => values[key as keyof typeof values] ?? '',
  );
}
