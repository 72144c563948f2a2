import { addDays, type ErpRow, isoDay } from './demo-data-format';
import type { DemoOrders } from './demo-data-orders';
import type { DemoRelations } from './demo-data-relations';
import { demoObjectTypes, demoRelationKeys, type ObjectKind } from './demo-vocabulary';
import type { Random } from './random';

type ServiceObject = ErpRow<'objects'>;
type Document = ErpRow<'documents'>;
type Unnumbered = Omit<Document, 'pK_R_DOCUMENT'>;

const photos: Partial<Record<ObjectKind, string>> = {
  speedgate: 'files/speedgate.jpg',
  barrier: 'files/slagboom.jpg',
  slidingGate: 'files/schuifpoort.jpg',
};

/**
 * A manual per object type, a photo and maybe a report per gate, two documents never scanned, and the paper of
 * every invoice, job order and quotation, numbered in that order.
 */
export function buildDocuments(
  r: Random,
  today: Date,
  { objects, kindOf }: DemoRelations,
  { invoices, jobOrders }: DemoOrders,
  quotations: ErpRow<'quotations'>[],
): Document[] {
  const documents: Unnumbered[] = [
    ...demoObjectTypes.map((type) => ({
      description: `Gebruikershandleiding ${type.description.toLowerCase()}`,
      extension: 'pdf',
      fK_R_SERVICEOBJECTTYPE: type.pK_R_SERVICEOBJECTTYPE,
      file: 'files/handleiding.pdf',
    })),
    ...objects.flatMap((object) => objectDocuments(r, today, object, kindOf.get(object.pK_R_SERVICEOBJECT)!)),
    ...notScanned(objects),
    ...invoices.map((inv) => ({
      description: `Factuur ${inv.invoiceNumber}`,
      extension: 'pdf',
      fK_R_SALESINVOICE: inv.pK_R_SALESINVOICE,
      file: 'files/factuur.pdf',
    })),
    ...jobOrders.map((order) => ({
      description: `Werkbon ${order.jobOrderNumber}`,
      extension: 'pdf',
      fK_R_JOBORDER: order.pK_R_JOBORDER,
      file: 'files/onderhoudsrapport.pdf',
    })),
    ...quotations.map((quotation) => ({
      description: `Offerte ${quotation.quotationNumber}`,
      extension: 'pdf',
      fK_R_OFFER: quotation.pK_R_OFFER,
      file: 'files/offerte.pdf',
    })),
  ];
  return documents.map((doc, i) => ({ pK_R_DOCUMENT: 70_001 + i, ...doc }));
}

function objectDocuments(r: Random, today: Date, object: ServiceObject, kind: ObjectKind): Unnumbered[] {
  const documents: Unnumbered[] = [];
  const photo = photos[kind];
  if (photo) {
    documents.push({
      description: 'Foto installatie',
      extension: 'jpg',
      fK_R_SERVICEOBJECT: object.pK_R_SERVICEOBJECT,
      file: photo,
    });
  }
  if (r.chance(0.5)) {
    documents.push({
      description: `Onderhoudsrapport ${isoDay(addDays(today, -r.int(20, 300)))}`,
      extension: 'pdf',
      fK_R_SERVICEOBJECT: object.pK_R_SERVICEOBJECT,
      file: 'files/onderhoudsrapport.pdf',
    });
  }
  return documents;
}

/** Known to the ERP but never scanned: the portal shows 'Document not available'. */
function notScanned(objects: ServiceObject[]): Unnumbered[] {
  const firstObjectOf = (relationId: number) =>
    objects.find((o) => o.fK_PT_RELATION === relationId)!.pK_R_SERVICEOBJECT;
  return [
    {
      description: 'Revisietekening installatie (archief)',
      extension: 'pdf',
      fK_R_SERVICEOBJECT: firstObjectOf(demoRelationKeys.withSeveralAddresses),
      file: null,
    },
    {
      description: 'CE-verklaring',
      extension: 'pdf',
      fK_R_SERVICEOBJECT: firstObjectOf(demoRelationKeys.withOneAddress),
      file: null,
    },
  ];
}
