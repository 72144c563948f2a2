import { totalLines, totalTexts } from '../../contract/quotation-totals';
import type { Language } from '../errors';
import { renderPdf } from '../maintenance/report-pdf';
import type { Shown } from './record';

export interface SignedQuotation {
  language: Language;
  providerName: string;
  quotation: Shown;
  locationLine: string | null;
  objectLine: string | null;
  signerName: string;
  signerFunction: string;
  poNumber: string | null;
  remark: string | null;
  acceptedAt: Date;
  ipAddress: string;
  email: string;
  signature: Buffer;
}

const texts = {
  nl: {
    title: 'Offerte geaccepteerd',
    quotation: 'Offerte',
    version: 'Versie',
    date: 'Offertedatum',
    validUntil: 'Geldig tot',
    relation: 'Relatie',
    location: 'Locatie',
    object: 'Installatie',
    pos: 'Pos',
    description: 'Omschrijving',
    quantity: 'Aantal',
    price: 'Prijs',
    lineTotal: 'Totaal',
    acceptance: 'Akkoord',
    signer: 'Naam ondertekenaar',
    function: 'Functie',
    poNumber: 'Inkoopordernummer',
    remark: 'Opmerking',
    at: 'Tijdstip',
    from: 'Vanaf adres',
    account: 'Account',
    signature: 'Handtekening',
    sha: 'SHA-256 van de offerte zoals getoond',
    page: 'Pagina {n} van {total}',
  },
  en: {
    title: 'Quotation accepted',
    quotation: 'Quotation',
    version: 'Version',
    date: 'Quotation date',
    validUntil: 'Valid until',
    relation: 'Relation',
    location: 'Location',
    object: 'Service object',
    pos: 'Pos',
    description: 'Description',
    quantity: 'Quantity',
    price: 'Price',
    lineTotal: 'Total',
    acceptance: 'Acceptance',
    signer: 'Signer name',
    function: 'Function',
    poNumber: 'Purchase order number',
    remark: 'Remark',
    at: 'Time',
    from: 'From address',
    account: 'Account',
    signature: 'Signature',
    sha: 'SHA-256 of the quotation as shown',
    page: 'Page {n} of {total}',
  },
};

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

const PRIMARY = '#1f5fa8';
const MUTED = '#5b6478';

/** The signed record of an acceptance: the quotation as shown, the totals, the signer, and the signature. */
export function signedQuotationDefinition(data: SignedQuotation): Record<string, unknown> {
  const t = texts[data.language];
  const tag = data.language === 'nl' ? 'nl-NL' : 'en-GB';
  const money = (n: number) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' }).format(n);
  const number = (n: number) => new Intl.NumberFormat(tag).format(n);
  const day = (iso: string) =>
    new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  const q = data.quotation;

  const facts: [string, string][] = [
    [t.quotation, `${q.quotationNumber}${q.description ? ` – ${q.description}` : ''}`],
    [t.version, String(q.version)],
    [t.date, day(q.date)],
    ...(q.validUntil ? [[t.validUntil, day(q.validUntil)] as [string, string]] : []),
    [t.relation, q.relationName],
    ...(data.locationLine ? [[t.location, data.locationLine] as [string, string]] : []),
    ...(data.objectLine ? [[t.object, data.objectLine] as [string, string]] : []),
  ];
  const th = (text: string, alignment = 'left') => ({ text, style: 'th', alignment });
  const lines = [
    [th(t.pos), th(t.description), th(t.quantity, 'right'), th(t.price, 'right'), th(t.lineTotal, 'right')],
    ...q.lines.map((l) => [
      String(l.pos),
      l.description,
      { text: number(l.quantity), alignment: 'right' },
      { text: money(l.price), alignment: 'right' },
      { text: money(l.quantity * l.price), alignment: 'right' },
    ]),
  ];
  // Worded as the screen words them (contract/quotation-totals.ts): no VAT stated is said, not left out.
  const sums: [string, string][] = totalLines(q.amount, q.vatRate).map((line) => [
    totalTexts[data.language][line.text].replace('{{rate}}', number(q.vatRate ?? 0)),
    money(line.amount),
  ]);
  const signed: [string, string][] = [
    [t.signer, data.signerName],
    [t.function, data.signerFunction],
    ...(data.poNumber ? [[t.poNumber, data.poNumber] as [string, string]] : []),
    ...(data.remark ? [[t.remark, data.remark] as [string, string]] : []),
    [
      t.at,
      new Intl.DateTimeFormat(tag, {
        dateStyle: 'long',
        timeStyle: 'medium',
        timeZone: 'Europe/Amsterdam',
      }).format(data.acceptedAt),
    ],
    [t.from, data.ipAddress],
    [t.account, data.email],
  ];
  const table = (rows: [string, string][]) => ({
    table: {
      widths: [150, '*'],
      body: rows.map(([label, value]) => [{ text: label, style: 'label' }, value]),
    },
    layout: 'noBorders',
    margin: [0, 0, 0, 10],
  });

  return {
    info: { title: `${t.title} ${q.quotationNumber}`, author: data.providerName },
    language: data.language,
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    content: [
      { text: data.providerName, style: 'provider', margin: [0, 0, 0, 12] },
      { text: t.title, style: 'title' },
      table(facts),
      {
        table: { headerRows: 1, widths: [30, '*', 50, 70, 70], body: lines },
        layout: 'lightHorizontalLines',
        margin: [0, 0, 0, 8],
      },
      {
        table: {
          widths: ['*', 110],
          body: sums.map(([label, value], i) => [
            { text: label, alignment: 'right', bold: i === sums.length - 1 },
            { text: value, alignment: 'right', bold: i === sums.length - 1 },
          ]),
        },
        layout: 'noBorders',
      },
      { text: t.acceptance, style: 'h2' },
      table(signed),
      { text: t.signature, style: 'label' },
      { image: 'signature', fit: [240, 100], margin: [0, 4, 0, 10] },
      { text: t.sha, style: 'label' },
      { text: q.contentSha256, font: 'Signs', fontSize: 8 },
    ],
    images: { signature: `data:image/png;base64,${data.signature.toString('base64')}` },
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
    },
  };
}

export const renderSignedQuotation = (data: SignedQuotation): Promise<Buffer> =>
  renderPdf(signedQuotationDefinition(data));
