import { addDays, type ErpRow, isoDay, pad } from './demo-data-format';
import type { DemoRelations } from './demo-data-relations';
import { demoRelationKeys } from './demo-vocabulary';
import type { Random } from './random';

type ServiceObject = ErpRow<'objects'>;
type Quotation = ErpRow<'quotations'>;

// Every status occurs: the statuses are dealt in turn over the quotations.
const statuses = ['New', 'Submitted', 'Revised', 'Rejected', 'Order'] as const;
const quotationWork = [
  {
    description: 'Vervanging aandrijving',
    lines: [
      ['Aandrijfmotor 24V DC', 1480],
      ['Montage en inregelen (uur)', 89.5],
    ],
  },
  {
    description: 'Veiligheidsvoorzieningen volgens EN 12453',
    lines: [
      ['Veiligheidslijst met draadloze set', 365],
      ['Fotocelset', 148],
      ['Krachtmeting en rapport', 175],
    ],
  },
  {
    description: 'Nieuwe boomarm met verlichting',
    lines: [
      ['Boomarm 4,5 m met LED-verlichting', 690],
      ['Breekkoppeling', 120],
      ['Montage (uur)', 89.5],
    ],
  },
  {
    description: 'Upgrade toegangscontrole',
    lines: [
      ['Kaartlezer Nedap', 540],
      ['Bekabeling en aansluiten (uur)', 89.5],
    ],
  },
] as const;

/** A few quotations per relation in every status, then the ones waiting for the customer's decision. */
export function buildQuotations(r: Random, today: Date, { relations, objects }: DemoRelations): Quotation[] {
  const year = today.getFullYear() % 100;
  const objectsOf = (relationId: number) => objects.filter((o) => o.fK_PT_RELATION === relationId);
  const quotations: Quotation[] = [];
  let quotationLineId = 61_001;
  relations.forEach((relation, i) => {
    const own = objectsOf(relation.pK_PT_RELATION);
    const count = 1 + (i % 3);
    for (let q = 0; q < count; q++) {
      const quotationId = 60_001 + quotations.length;
      const work = r.pick(quotationWork);
      const object = own.length && r.chance(0.7) ? r.pick(own) : undefined;
      const lines = work.lines.map(([description, price], pos) => ({
        pK_R_OFFERDETAIL: quotationLineId++,
        pos: (pos + 1) * 10,
        description,
        quantity: description.includes('(uur)') ? r.int(2, 8) : r.int(1, 2),
        price,
      }));
      const status = statuses[quotations.length % statuses.length];
      const revision = status === 'Revised' ? r.int(1, 2) : 0;
      quotations.push({
        pK_R_OFFER: quotationId,
        fK_PT_RELATION: relation.pK_PT_RELATION,
        fK_PT_RELATIONDELIVERYADDRESS: object?.fK_PT_RELATIONDELIVERYADDRESS ?? null,
        fK_R_SERVICEOBJECT: object?.pK_R_SERVICEOBJECT ?? null,
        quotationNumber: `OF${year}-${pad(quotationId - 60_000 + 150, 5)}`,
        revision,
        version: revision + 1,
        date: isoDay(addDays(today, -r.int(2, 200))),
        description: work.description,
        amount: Math.round(lines.reduce((sum, l) => sum + l.quantity * l.price, 0) * 100) / 100,
        status,
        lines,
      });
    }
  });
  quotations.push(...quotationsToDecide(today, year, quotations.length, quotationLineId, objectsOf));
  return quotations;
}

/**
 * Quotations waiting for the customer's decision (issue 33): Submitted ones, valid for a month with 21% VAT, on
 * gates at two of the company user's locations and at each of the admin's other relations; one expired; one
 * in its second version. Drawn from nothing random, so the rest of the demo set stays as it was.
 */
function quotationsToDecide(
  today: Date,
  year: number,
  counted: number,
  firstLineId: number,
  objectsOf: (relationId: number) => ServiceObject[],
): Quotation[] {
  const visible = (relationId: number) => objectsOf(relationId).filter((o) => !o.providerOnly);
  const atTwoLocations = (relationId: number) => {
    const all = visible(relationId);
    const second = all.find((o) => o.fK_PT_RELATIONDELIVERYADDRESS !== all[0]?.fK_PT_RELATIONDELIVERYADDRESS);
    return [all[0], second ?? all[1]].filter((o): o is ServiceObject => !!o);
  };
  const user = demoRelationKeys.withSeveralAddresses;
  const plan: { object: ServiceObject; kind: 'open' | 'expired' | 'twoVersions'; work: number }[] = [
    ...atTwoLocations(user).map((object, i) => ({ object, kind: 'open' as const, work: i })),
    ...[demoRelationKeys.withOneAddress, demoRelationKeys.other]
      .map((relationId) => visible(relationId)[0])
      .filter((o): o is ServiceObject => !!o)
      .map((object, i) => ({ object, kind: 'open' as const, work: 2 + i })),
    { object: visible(user).at(-1)!, kind: 'expired', work: 1 },
    { object: visible(user)[0]!, kind: 'twoVersions', work: 3 },
  ];
  let lineId = firstLineId;
  return plan.map(({ object, kind, work }, i) => {
    const id = 60_001 + counted + i;
    const lines = decisionWork[work]!.lines.map(([description, price, quantity], pos) => ({
      pK_R_OFFERDETAIL: lineId++,
      pos: (pos + 1) * 10,
      description,
      quantity,
      // The second version is the first with 10% off its parts.
      price: kind === 'twoVersions' && !description.includes('(uur)') ? Math.round(price * 90) / 100 : price,
    }));
    return {
      pK_R_OFFER: id,
      fK_PT_RELATION: object.fK_PT_RELATION,
      fK_PT_RELATIONDELIVERYADDRESS: object.fK_PT_RELATIONDELIVERYADDRESS,
      fK_R_SERVICEOBJECT: object.pK_R_SERVICEOBJECT,
      quotationNumber: `OF${year}-${pad(id - 60_000 + 150, 5)}`,
      revision: kind === 'twoVersions' ? 1 : 0,
      version: kind === 'twoVersions' ? 2 : 1,
      date: isoDay(addDays(today, kind === 'expired' ? -45 : -3 - i)),
      description: decisionWork[work]!.description,
      amount: Math.round(lines.reduce((sum, l) => sum + l.quantity * l.price, 0) * 100) / 100,
      status: kind === 'twoVersions' ? ('Revised' as const) : ('Submitted' as const),
      validUntil: isoDay(addDays(today, kind === 'expired' ? -15 : 30)),
      vatRate: 21,
      lines,
    };
  });
}

const decisionWork = [
  {
    description: 'Vervanging aandrijving slagboom',
    lines: [
      ['Aandrijfmotor 24V DC', 1480, 1],
      ['Montage en inregelen (uur)', 89.5, 3],
    ],
  },
  {
    description: 'Veiligheidsvoorzieningen volgens EN 12453',
    lines: [
      ['Veiligheidslijst met draadloze set', 365, 2],
      ['Fotocelset', 148, 1],
      ['Krachtmeting en rapport', 175, 1],
    ],
  },
  {
    description: 'Nieuwe boomarm met verlichting',
    lines: [
      ['Boomarm 4,5 m met LED-verlichting', 690, 1],
      ['Montage (uur)', 89.5, 2],
    ],
  },
  {
    description: 'Upgrade toegangscontrole speedgate',
    lines: [
      ['Kaartlezer Nedap', 540, 2],
      ['Bekabeling en aansluiten (uur)', 89.5, 4],
    ],
  },
] as const;
