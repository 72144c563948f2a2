import { addDays, addMonths, type ErpRow, isoDay, mobile, pad, personName } from './demo-data-format';
import {
  failures,
  internalNotes,
  kindOrder,
  kinds,
  managerCompanies,
  type ObjectKind,
  objectTypeIds,
  places,
  relationSeeds,
  siteNames,
  siteNotes,
} from './demo-vocabulary';
import type { Random } from './random';

type Address = ErpRow<'deliveryAddresses'>;
type ServiceObject = ErpRow<'objects'>;
type ServiceInterval = ErpRow<'serviceIntervals'>;

/** The relations with their delivery addresses, the gates at each address and the gates' service intervals. */
export interface DemoRelations {
  relations: ErpRow<'relations'>[];
  addresses: Address[];
  objects: ServiceObject[];
  intervals: ServiceInterval[];
  kindOf: Map<number, ObjectKind>;
}

export function buildRelations(r: Random, today: Date): DemoRelations {
  const built: DemoRelations = {
    relations: [],
    addresses: [],
    objects: [],
    intervals: [],
    kindOf: new Map(),
  };
  let addressId = 2001;
  let objectId = 10_001;
  relationSeeds.forEach((seed, i) => {
    const relationId = 1001 + i;
    built.relations.push({
      pK_PT_RELATION: relationId,
      code: `DEB${pad(relationId, 5)}`,
      name: seed.name,
      street: seed.street,
      postalCode: seed.postalCode,
      city: seed.city,
      phone: `0${r.int(10, 79)} ${r.int(100, 999)} ${r.int(1000, 9999)}`,
      email: `facilitair@${seed.domain}`,
    });
    for (let a = 0; a < seed.addresses; a++) {
      built.addresses.push(deliveryAddress(r, seed, { relationId, addressId, i, a }));
      const objectCount = r.int(1, 4);
      for (let o = 0; o < objectCount; o++) {
        // The first objects walk through every kind, so each kind is certainly present.
        const kind = objectId - 10_001 < kindOrder.length ? kindOrder[objectId - 10_001] : r.pick(kindOrder);
        built.objects.push(serviceObject(r, today, kind, { relationId, addressId, objectId }));
        built.kindOf.set(objectId, kind);
        addIntervals(r, today, kind, objectId, built.intervals);
        objectId++;
      }
      addressId++;
    }
  });
  return built;
}

/** Address `a` of relation `i`: the first at the relation's own street, the others elsewhere. */
function deliveryAddress(
  r: Random,
  seed: (typeof relationSeeds)[number],
  at: { relationId: number; addressId: number; i: number; a: number },
): Address {
  const { relationId, addressId, i, a } = at;
  const place = a === 0 ? seed : r.pick(places);
  const hasManager = r.chance(0.6);
  const hasContact = r.chance(0.5);
  const address: Address = {
    pK_PT_RELATIONDELIVERYADDRESS: addressId,
    fK_PT_RELATION: relationId,
    name:
      a === 0
        ? `${siteNames[0]} ${seed.city}`
        : `${siteNames[1 + ((i + a) % (siteNames.length - 1))]} ${place.city}`,
    street: a === 0 ? seed.street : `${place.street} ${r.int(1, 140)}`,
    postalCode: place.postalCode,
    city: place.city,
    managerCompany: hasManager ? r.pick(managerCompanies) : null,
    managerName: hasManager ? personName(r) : null,
    managerContactPhone: hasManager ? mobile(r) : null,
    managerNotes: hasManager && r.chance(0.5) ? 'Bereikbaar op werkdagen van 7:30 tot 16:30.' : null,
    contactName: hasContact ? personName(r) : null,
    contactPhone: hasContact ? mobile(r) : null,
    contactNotes: hasContact && r.chance(0.5) ? 'Contactpersoon voor sleuteloverdracht.' : null,
  };
  // Derived from the name, not drawn: the demo's other random choices stay what they were.
  address.contactEmail = address.contactName
    ? `${address.contactName.toLowerCase().replace(/[^a-z]+/g, '.')}@${seed.domain}`
    : null;
  return address;
}

function serviceObject(
  r: Random,
  today: Date,
  kind: ObjectKind,
  at: { relationId: number; addressId: number; objectId: number },
): ServiceObject {
  const { relationId, addressId, objectId } = at;
  const k = kinds[kind];
  const brand = r.pick(k.brands);
  const buildDate = addDays(today, -r.int(200, 5200));
  const failure = r.chance(0.2) ? r.pick(failures) : null;
  return {
    pK_R_SERVICEOBJECT: objectId,
    fK_PT_RELATION: relationId,
    fK_PT_RELATIONDELIVERYADDRESS: addressId,
    fK_R_SERVICEOBJECTTYPE: objectTypeIds[kind],
    serviceObjectNumber: `SO-${pad(objectId - 10_000 + 24_000, 6)}`,
    description: r.pick(k.descriptions),
    brand,
    color: r.pick(k.colors),
    powerSupply: r.pick(k.powerSupplies),
    fillIn: r.pick(k.fillIns),
    walkThroughDoor: r.pick(k.walkThroughDoors),
    gateState: failure
      ? failure.solution
        ? 'Beperkt in bedrijf'
        : 'Storing'
      : r.chance(0.05)
        ? 'Buiten gebruik'
        : 'In bedrijf',
    buildDate: isoDay(buildDate),
    warrantyDate: isoDay(addMonths(buildDate, 24)),
    providerOnly: objectId % 17 === 0,
    ownSpeedgate: kind === 'speedgate' && brand === 'Poortservice',
    notes: r.chance(0.5) ? r.pick(siteNotes) : null,
    remarks: failure?.remarks ?? null,
    realizedSolution: failure?.solution ?? null,
    internalNotes: r.chance(0.4) ? r.pick(internalNotes) : null,
    accessKey: r.key(20),
    properties: k.properties(r),
  };
}

/** Preventive maintenance for every gate; the safety inspection for all but turnstiles. */
function addIntervals(
  r: Random,
  today: Date,
  kind: ObjectKind,
  objectId: number,
  intervals: ServiceInterval[],
) {
  const last = addDays(today, -r.int(10, 170));
  const months = r.pick([6, 12]);
  intervals.push({
    pK_R_SERVICEINTERVAL: 20_000 + intervals.length + 1,
    fK_R_SERVICEOBJECT: objectId,
    description: 'Preventief onderhoud',
    intervalMonths: months,
    lastDate: isoDay(last),
    nextDate: isoDay(addMonths(last, months)),
  });
  if (kind !== 'turnstile') {
    const inspected = addDays(today, -r.int(30, 330));
    intervals.push({
      pK_R_SERVICEINTERVAL: 20_000 + intervals.length + 1,
      fK_R_SERVICEOBJECT: objectId,
      description: 'Veiligheidskeuring EN 12453',
      intervalMonths: 12,
      lastDate: isoDay(inspected),
      nextDate: isoDay(addMonths(inspected, 12)),
    });
  }
}
