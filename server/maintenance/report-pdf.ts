import pdfmake from 'pdfmake';
import type { InspectionDraft, InspectionResult, PhotoKind } from '../../contract/inspection';
import { approvalSummary } from '../../contract/inspection';
import type { MaintenanceGroup, MaintenanceProperty } from '../../contract/maintenance';
import type { Language } from '../errors';
import { withFontFallback } from '../pdf/font-fallback';

/**
 * The signed inspection report as a PDF, built with pdfmake from data only: fonts and images are handed over
 * as bytes (server/pdf/fonts.ts), and pdfmake may neither fetch a URL nor read a file (both policies refuse everything), so nothing
 * an engineer types can make the server read or fetch anything.
 */

export interface ReportImage {
  bytes: Buffer;
  mimeType: string;
}

export interface ReportPhoto extends Partial<ReportImage> {
  kind: PhotoKind;
  propertyId: number | null;
}

export interface ReportData {
  language: Language;
  provider: { name: string; logo: ReportImage | null };
  object: {
    serviceobjectnumber: string;
    description: string;
    objectType: string | null;
    brand: string | null;
    relationName: string;
    locationName: string;
    street: string;
    postalCode: string;
    city: string;
    ownSpeedgate: boolean;
  };
  engineerName: string;
  date: Date;
  result: InspectionResult;
  draft: InspectionDraft;
  groups: MaintenanceGroup[];
  properties: MaintenanceProperty[];
  photos: ReportPhoto[];
  /** The customer's signature (PNG), when the report was signed. */
  signature: Buffer | null;
}

const texts = {
  nl: {
    title: 'Onderhoudsrapport',
    object: 'Installatie',
    type: 'Type',
    brand: 'Merk',
    relation: 'Relatie',
    location: 'Locatie',
    date: 'Datum',
    engineer: 'Monteur',
    cycleBefore: 'Cyclusteller voor',
    cycleAfter: 'Cyclusteller na',
    result: 'Resultaat',
    results: {
      conform: 'Alle punten conform: installatie in bedrijf',
      notConform: 'Niet conform: reparatie nodig',
      notPossible: 'Onderhoud niet mogelijk: installatie buiten gebruik',
    },
    reason: 'Reden',
    item: 'Punt',
    verdict: 'Oordeel',
    condition: 'Conditie',
    value: 'Waarde',
    remarks: 'Opmerkingen',
    conform: 'conform',
    notConform: 'niet conform',
    notAnswered: '–',
    repair: 'Reparatie',
    limit: 'grens',
    lifetime: 'restlevensduur {n} jaar',
    summary: 'Samenvatting voor akkoord',
    summaryLine: '{conform} conform, {notConform} niet conform',
    photos: "Foto's",
    kinds: {
      // The wizard's word: a gate is an 'installatie' in the portal's Dutch.
      closedGate: 'Gesloten installatie',
      typePlate: 'Typeplaatje',
      arrival: 'Bij aankomst',
      departure: 'Bij vertrek',
      repair: 'Reparatie',
    },
    notEmbedded: '(WebP-foto, te zien in het portaal)',
    approval: 'Akkoord klant',
    signedBy: 'Ondertekend door {name}',
    notSigned: 'Niet ondertekend door de klant',
    withoutApproval: 'Voortgezet zonder akkoord van de klant.',
    conditionScale:
      'Conditie volgens NEN 2767: 1 uitstekend, 2 goed, 3 redelijk, 4 matig, 5 slecht, 6 zeer slecht.',
    page: 'Pagina {n} van {total}',
  },
  en: {
    title: 'Maintenance report',
    object: 'Service object',
    type: 'Type',
    brand: 'Brand',
    relation: 'Relation',
    location: 'Location',
    date: 'Date',
    engineer: 'Engineer',
    cycleBefore: 'Cycle count before',
    cycleAfter: 'Cycle count after',
    result: 'Result',
    results: {
      conform: 'All items conform: gate in order',
      notConform: 'Not conform: repair needed',
      notPossible: 'Maintenance not possible: gate out of order',
    },
    reason: 'Reason',
    item: 'Item',
    verdict: 'Verdict',
    condition: 'Condition',
    value: 'Value',
    remarks: 'Remarks',
    conform: 'conform',
    notConform: 'not conform',
    notAnswered: '–',
    repair: 'Repair',
    limit: 'limit',
    lifetime: 'remaining lifetime {n} years',
    summary: 'Summary for approval',
    summaryLine: '{conform} conform, {notConform} not conform',
    photos: 'Photos',
    kinds: {
      closedGate: 'Closed gate',
      typePlate: 'Type plate',
      arrival: 'On arrival',
      departure: 'On departure',
      repair: 'Repair',
    },
    notEmbedded: '(WebP photo, shown in the portal)',
    approval: "Customer's approval",
    signedBy: 'Signed by {name}',
    notSigned: 'Not signed by the customer',
    withoutApproval: "Continued without the customer's approval.",
    conditionScale:
      'Condition on the NEN 2767 scale: 1 excellent, 2 good, 3 reasonable, 4 moderate, 5 bad, 6 very bad.',
    page: 'Page {n} of {total}',
  },
};

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

const PRIMARY = '#1f5fa8';
const MUTED = '#5b6478';
const RED = '#b42318';
const GREEN = '#1a7f37';

const dataUrl = (image: ReportImage) => `data:${image.mimeType};base64,${image.bytes.toString('base64')}`;
/** pdfmake (pdfkit) embeds JPEG and PNG; a WebP photo is named instead. */
const embeddable = (image: Partial<ReportImage>): image is ReportImage =>
  !!image.bytes && (image.mimeType === 'image/jpeg' || image.mimeType === 'image/png');

export function reportDefinition(data: ReportData): Record<string, unknown> {
  const t = texts[data.language];
  const name = (p: { nameNl: string; nameEn: string }) => (data.language === 'nl' ? p.nameNl : p.nameEn);
  const number = (n: number) => new Intl.NumberFormat(data.language === 'nl' ? 'nl-NL' : 'en-GB').format(n);
  const images: Record<string, string> = {};
  const o = data.object;
  const draft = data.draft;

  const facts: [string, string][] = [
    [t.object, `${o.serviceobjectnumber} ${o.description}`.trim()],
    [t.type, o.objectType ?? '–'],
    [t.brand, o.brand ?? '–'],
    [t.relation, o.relationName],
    [t.location, [o.locationName, o.street, `${o.postalCode} ${o.city}`.trim()].filter(Boolean).join(', ')],
    [
      t.date,
      new Intl.DateTimeFormat(data.language === 'nl' ? 'nl-NL' : 'en-GB', {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'Europe/Amsterdam',
      }).format(data.date),
    ],
    [t.engineer, data.engineerName],
  ];
  if (o.ownSpeedgate) {
    facts.push([t.cycleBefore, draft.cycleCountBefore === null ? '–' : number(draft.cycleCountBefore)]);
    facts.push([t.cycleAfter, draft.cycleCountAfter === null ? '–' : number(draft.cycleCountAfter)]);
  }

  const header: unknown[] = [];
  if (data.provider.logo && embeddable(data.provider.logo)) {
    images.logo = dataUrl(data.provider.logo);
    header.push({ image: 'logo', fit: [140, 48] });
  }
  header.push({ text: data.provider.name, style: 'provider', alignment: header.length ? 'right' : 'left' });

  const content: unknown[] = [
    { columns: header, margin: [0, 0, 0, 12] },
    { text: t.title, style: 'title' },
    {
      table: {
        widths: [120, '*'],
        body: facts.map(([label, value]) => [{ text: label, style: 'label' }, value]),
      },
      layout: 'noBorders',
      margin: [0, 0, 0, 10],
    },
    {
      text: [{ text: `${t.result}: `, bold: true }, t.results[data.result]],
      color: data.result === 'conform' ? GREEN : RED,
      margin: [0, 0, 0, 6],
    },
  ];
  if (data.result === 'notPossible' && draft.notPossibleReason.trim()) {
    content.push({
      text: [{ text: `${t.reason}: `, bold: true }, draft.notPossibleReason],
      margin: [0, 0, 0, 6],
    });
  }

  if (data.result !== 'notPossible') {
    for (const group of data.groups) {
      const items = data.properties.filter((p) => p.groupId === group.id);
      if (!items.length) continue;
      const rows: unknown[][] = [
        [t.item, t.verdict, t.condition, t.value, t.remarks].map((text) => ({ text, style: 'th' })),
      ];
      for (const item of items) {
        const answer = draft.answers[String(item.id)];
        const verdict =
          answer?.conform === true ? t.conform : answer?.conform === false ? t.notConform : t.notAnswered;
        const limit = item.limitMax !== null ? [` (${t.limit} ≤ ${number(item.limitMax)} ${item.unit})`] : [];
        const value =
          item.unit && answer?.value !== null && answer?.value !== undefined
            ? { text: [`${number(answer.value)} ${item.unit}`, ...limit] }
            : '–';
        const remarks: unknown[] = [];
        if (answer?.remarks.trim()) remarks.push(answer.remarks);
        if (answer?.lifetime !== null && answer?.lifetime !== undefined)
          remarks.push({ text: fill(t.lifetime, { n: answer.lifetime }), color: MUTED });
        if (answer?.conform === false && answer.repairRemarks.trim())
          remarks.push({ text: [{ text: `${t.repair}: `, bold: true }, answer.repairRemarks], color: RED });
        rows.push([
          { text: [name(item), item.standard ? { text: ` · ${item.standard}`, color: MUTED } : ''] },
          { text: verdict, color: answer?.conform === false ? RED : answer?.conform ? GREEN : MUTED },
          answer?.condition ? String(answer.condition) : '–',
          value,
          remarks.length ? { stack: remarks } : '',
        ]);
      }
      content.push({ text: name(group), style: 'h2' });
      content.push({
        // A checkpoint with its verdict and remarks stays on one page; the header repeats on the next.
        table: { headerRows: 1, dontBreakRows: true, widths: ['*', 62, 48, 90, 150], body: rows },
        layout: 'lightHorizontalLines',
        fontSize: 8.5,
      });
    }
    content.push({ text: t.conditionScale, style: 'note' });
    const summary = approvalSummary(draft, data.properties);
    content.push({ text: t.summary, style: 'h2' });
    content.push(fill(t.summaryLine, { conform: summary.conform, notConform: summary.notConform }));
  }

  const photos = data.photos;
  if (photos.length) {
    content.push({ text: t.photos, style: 'h2', pageBreak: 'before' });
    const cells = photos.map((photo, index) => {
      const item =
        photo.propertyId === null ? undefined : data.properties.find((p) => p.id === photo.propertyId);
      const caption = [t.kinds[photo.kind], item ? name(item) : ''].filter(Boolean).join(': ');
      if (!embeddable(photo))
        return {
          stack: [
            { text: caption, bold: true },
            { text: t.notEmbedded, color: MUTED },
          ],
        };
      images[`photo${index}`] = dataUrl(photo);
      return {
        stack: [
          { image: `photo${index}`, fit: [240, 180] },
          { text: caption, style: 'caption' },
        ],
        margin: [0, 0, 0, 10],
      };
    });
    const rows: unknown[][] = [];
    for (let i = 0; i < cells.length; i += 2) rows.push([cells[i], cells[i + 1] ?? '']);
    content.push({ table: { widths: ['*', '*'], body: rows, dontBreakRows: true }, layout: 'noBorders' });
  }

  content.push({ text: t.approval, style: 'h2' });
  if (draft.approval === 'signed' && draft.signed) {
    if (data.signature) {
      images.signature = dataUrl({ bytes: data.signature, mimeType: 'image/png' });
      content.push({ image: 'signature', fit: [220, 90] });
    }
    content.push({ text: fill(t.signedBy, { name: draft.signerName }), margin: [0, 4, 0, 0] });
  } else {
    content.push({ text: t.notSigned, bold: true, color: RED });
    if (draft.approval === 'withoutApproval') content.push({ text: t.withoutApproval, color: MUTED });
  }

  return {
    info: { title: `${t.title} ${o.serviceobjectnumber}`, author: data.provider.name },
    language: data.language,
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    content,
    images,
    footer: (page: number, total: number) => ({
      text: fill(t.page, { n: page, total }),
      alignment: 'center',
      fontSize: 8,
      color: MUTED,
    }),
    defaultStyle: { font: 'Rubik', fontSize: 10, lineHeight: 1.2 },
    styles: {
      provider: { fontSize: 12, bold: true, color: PRIMARY },
      title: { fontSize: 20, bold: true, color: PRIMARY, margin: [0, 0, 0, 10] },
      h2: { fontSize: 13, bold: true, color: PRIMARY, margin: [0, 14, 0, 6] },
      label: { color: MUTED },
      th: { bold: true, color: MUTED },
      note: { fontSize: 8, color: MUTED, margin: [0, 6, 0, 0] },
      caption: { fontSize: 8, color: MUTED, margin: [0, 2, 0, 0] },
    },
  };
}

/** Any document of the portal's (a signed quotation too) as PDF bytes, in the same fonts and under the same policies. */
export const renderPdf = (definition: Record<string, unknown>): Promise<Buffer> =>
  pdfmake.createPdf(withFontFallback(definition)).getBuffer();

/**
 * The report as PDF bytes. Uploads are checked by their first bytes only, so a photo can still be broken
 * inside; then the report is made again with every picture named instead of shown, rather than not at all.
 */
export async function renderReportPdf(data: ReportData): Promise<Buffer> {
  try {
    return await renderPdf(reportDefinition(data));
  } catch {
    const named = { mimeType: 'image/unusable' };
    return renderPdf(
      reportDefinition({
        ...data,
        provider: { ...data.provider, logo: null },
        photos: data.photos.map((p) => ({ ...p, ...named })),
        signature: null,
      }),
    );
  }
}
