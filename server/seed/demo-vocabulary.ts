import type { Random } from './random';

/** The words and names of the demo data set: Dutch companies, places, people and gates. */

/** The kinds of service object, shared with the benchmark set and the maintenance catalogue. */
export const objectTypeIds = { speedgate: 1, barrier: 2, slidingGate: 3, turnstile: 4 } as const;
export type ObjectKind = keyof typeof objectTypeIds;
export const demoObjectTypes = [
  { pK_R_SERVICEOBJECTTYPE: objectTypeIds.speedgate, code: 'SPEEDGATE', description: 'Speedgate' },
  { pK_R_SERVICEOBJECTTYPE: objectTypeIds.barrier, code: 'SLAGBOOM', description: 'Slagboom' },
  { pK_R_SERVICEOBJECTTYPE: objectTypeIds.slidingGate, code: 'SCHUIFPOORT', description: 'Schuifpoort' },
  { pK_R_SERVICEOBJECTTYPE: objectTypeIds.turnstile, code: 'TOURNIQUET', description: 'Tourniquet' },
];

/** The engineer whose portal account sees these appointments under My appointments. */
export const demoEngineer = { email: 'engineer@demo.example', name: 'Jeroen Bos' };
export const otherEngineers = ['Sander Visser', 'Kevin de Graaf', 'Mohamed Bouzid'];

interface RelationSeed {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  domain: string;
  /** How many delivery addresses; exactly one relation has one. */
  addresses: number;
}

/** The relations, in ERP key order; demo accounts refer to them by position (see demoRelationKeys). */
export const relationSeeds: RelationSeed[] = [
  {
    name: 'Van der Heijden Logistiek B.V.',
    street: 'Kraaivenstraat 21',
    postalCode: '5048 AB',
    city: 'Tilburg',
    domain: 'vanderheijdenlogistiek.nl',
    addresses: 3,
  },
  {
    name: 'Parkeerbedrijf Zuiderveen',
    street: 'Stationsplein 4',
    postalCode: '8011 CW',
    city: 'Zwolle',
    domain: 'parkeren-zuiderveen.nl',
    addresses: 4,
  },
  {
    name: 'Hotel De Zilveren Maan',
    street: 'Vrijthof 18',
    postalCode: '6211 LE',
    city: 'Maastricht',
    domain: 'dezilverenmaan.nl',
    addresses: 1,
  },
  {
    name: 'Bakkerij Vermeulen B.V.',
    street: 'Hurksestraat 40',
    postalCode: '5652 AJ',
    city: 'Eindhoven',
    domain: 'bakkerijvermeulen.nl',
    addresses: 2,
  },
  {
    name: 'Zorggroep Lindenhof',
    street: 'Biltstraat 150',
    postalCode: '3572 BJ',
    city: 'Utrecht',
    domain: 'zorggroeplindenhof.nl',
    addresses: 5,
  },
  {
    name: 'Havenbedrijf Noordkade',
    street: 'Waalhaven Oostzijde 81',
    postalCode: '3087 BM',
    city: 'Rotterdam',
    domain: 'noordkade.nl',
    addresses: 3,
  },
  {
    name: 'Campus Amstelland Beheer',
    street: 'Wibautstraat 3',
    postalCode: '1091 GH',
    city: 'Amsterdam',
    domain: 'campusamstelland.nl',
    addresses: 2,
  },
  {
    name: 'Transportbedrijf Dijkstra & Zn.',
    street: 'Eemsgolaan 12',
    postalCode: '9727 DW',
    city: 'Groningen',
    domain: 'dijkstratransport.nl',
    addresses: 4,
  },
  {
    name: 'Sportpark De Brink',
    street: 'Brinklaan 7',
    postalCode: '7412 AG',
    city: 'Deventer',
    domain: 'sportparkdebrink.nl',
    addresses: 3,
  },
  {
    name: 'Woningcorporatie Eemstede',
    street: 'Stadsring 88',
    postalCode: '3811 HR',
    city: 'Amersfoort',
    domain: 'eemstede.nl',
    addresses: 2,
  },
  {
    name: 'Ziekenhuis Rijnoever',
    street: 'Utrechtseweg 260',
    postalCode: '6812 AR',
    city: 'Arnhem',
    domain: 'rijnoever.nl',
    addresses: 5,
  },
  {
    name: 'Bouwbedrijf Mulder & Bakker',
    street: 'Ijsselweg 33',
    postalCode: '7321 AC',
    city: 'Apeldoorn',
    domain: 'mulderbakker.nl',
    addresses: 2,
  },
  {
    name: 'Coöperatie Veiling Westland',
    street: 'Middel Broekweg 29',
    postalCode: '2675 KB',
    city: 'Honselersdijk',
    domain: 'veilingwestland.nl',
    addresses: 3,
  },
  {
    name: 'Datacenter Polderpoort B.V.',
    street: 'Rondebeltweg 51',
    postalCode: '1329 BN',
    city: 'Almere',
    domain: 'polderpoort.nl',
    addresses: 4,
  },
  {
    name: 'Hogeschool Oost-Veluwe',
    street: 'Laan van Kronenburg 10',
    postalCode: '7333 NP',
    city: 'Apeldoorn',
    domain: 'hs-oostveluwe.nl',
    addresses: 2,
  },
];

/** ERP keys of the relations the demo accounts belong to. */
export const demoRelationKeys = {
  /** Several delivery addresses: the company user's one relation, and one of the admin's three. */
  withSeveralAddresses: 1005,
  /** The one relation with exactly one delivery address: choosing it goes straight to the building. */
  withOneAddress: 1003,
  other: 1009,
  readOnly: 1001,
} as const;

export const siteNames = [
  'Hoofdkantoor',
  'Distributiecentrum',
  'Parkeergarage P1',
  'Parkeerterrein Oost',
  'Laad- en losperron',
  'Personeelsingang',
  'Vestiging Noord',
  'Bedrijfsterrein Zuid',
  'Magazijn',
  'Bezoekersentree',
];
export const places: { street: string; postalCode: string; city: string }[] = [
  { street: 'Industrieweg', postalCode: '3542 AD', city: 'Utrecht' },
  { street: 'Havenstraat', postalCode: '1271 AD', city: 'Huizen' },
  { street: 'Nijverheidsweg', postalCode: '3341 LJ', city: 'Hendrik-Ido-Ambacht' },
  { street: 'Energieweg', postalCode: '6541 CX', city: 'Nijmegen' },
  { street: 'Kanaaldijk', postalCode: '5683 CR', city: 'Best' },
  { street: 'Ambachtsweg', postalCode: '2222 AL', city: 'Katwijk' },
  { street: 'Edisonstraat', postalCode: '7006 RB', city: 'Doetinchem' },
  { street: 'Marconistraat', postalCode: '3029 AK', city: 'Rotterdam' },
  { street: 'Einsteinlaan', postalCode: '2289 CC', city: 'Rijswijk' },
  { street: 'Zuiderzeeweg', postalCode: '1095 KJ', city: 'Amsterdam' },
  { street: 'Transportweg', postalCode: '7575 AK', city: 'Oldenzaal' },
  { street: 'Handelsweg', postalCode: '8041 AN', city: 'Zwolle' },
];
export const firstNames = [
  'Anouk',
  'Bram',
  'Daan',
  'Eva',
  'Femke',
  'Hans',
  'Ingrid',
  'Joost',
  'Karin',
  'Lars',
  'Mirjam',
  'Noor',
  'Ruud',
  'Sanne',
  'Tim',
  'Wouter',
];
export const lastNames = [
  'de Jong',
  'Jansen',
  'de Vries',
  'van den Berg',
  'Bakker',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
  'de Groot',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
  'Dekker',
];
export const managerCompanies = [
  'Facilitair Bedrijf Midden',
  'Vastgoedbeheer Rijnmond',
  'CBRE Facility Services',
  'Eigen beheer',
];

interface KindSeed {
  label: string;
  brands: readonly string[];
  colors: readonly string[];
  powerSupplies: readonly string[];
  fillIns: readonly string[];
  walkThroughDoors: readonly string[];
  descriptions: readonly string[];
  properties: (random: Random) => { name: string; value: string; isPublic: boolean }[];
}

export const kinds: Record<ObjectKind, KindSeed> = {
  speedgate: {
    label: 'Speedgate',
    brands: ['Poortservice', 'Poortservice', 'Gunnebo', 'Boon Edam', 'Automatic Systems'],
    colors: ['RVS geborsteld', 'RAL 9005 gitzwart', 'RAL 7016 antracietgrijs'],
    powerSupplies: ['230V AC', '24V DC'],
    fillIns: ['Glas 10 mm gehard', 'Polycarbonaat helder', 'Gelaagd glas met logo'],
    walkThroughDoors: ['Nee', 'Ja, 1200 mm (mindervaliden)'],
    descriptions: [
      'Speedgate hoofdingang',
      'Speedgate personeelsingang',
      'Speedgate receptie',
      'Speedgate fietsenstalling',
    ],
    properties: (r) => [
      { name: 'Doorgangsbreedte', value: r.pick(['650 mm', '900 mm', '1000 mm']), isPublic: true },
      { name: 'Aantal doorgangen', value: String(r.int(1, 4)), isPublic: true },
      { name: 'Kaartlezer', value: r.pick(['Nedap MACE', 'HID iCLASS', 'Paxton Net2']), isPublic: true },
      { name: 'Firmwareversie', value: `v${r.int(3, 5)}.${r.int(0, 9)}.${r.int(0, 20)}`, isPublic: false },
      { name: 'Servicecode besturing', value: String(r.int(1000, 9999)), isPublic: false },
    ],
  },
  barrier: {
    label: 'Slagboom',
    brands: ['Magnetic', 'FAAC', 'Came', 'Nice'],
    colors: ['RAL 2000 oranje', 'RAL 9010 wit met rode reflectie', 'RAL 1003 signaalgeel'],
    powerSupplies: ['230V AC', '24V DC'],
    fillIns: ['Geen', 'Hekwerk onder boom', 'Pendelsteun'],
    walkThroughDoors: ['Nee'],
    descriptions: ['Slagboom inrit', 'Slagboom uitrit', 'Slagboom parkeerterrein', 'Slagboom laadperron'],
    properties: (r) => [
      { name: 'Boomlengte', value: r.pick(['3,5 m', '4,5 m', '6,0 m']), isPublic: true },
      { name: 'Openingstijd', value: r.pick(['1,3 s', '1,8 s', '4,0 s']), isPublic: true },
      { name: 'Detectie', value: r.pick(['2 detectielussen', 'Lus en fotocel', 'Radar']), isPublic: true },
      { name: 'Breekkoppeling', value: r.pick(['Ja', 'Nee']), isPublic: false },
    ],
  },
  slidingGate: {
    label: 'Schuifpoort',
    brands: ['Hörmann', 'BFT', 'Came', 'Heras'],
    colors: ['RAL 6005 mosgroen', 'RAL 7016 antracietgrijs', 'Thermisch verzinkt'],
    powerSupplies: ['230V AC', '400V 3-fase'],
    fillIns: ['Verticale spijlen', 'Dubbelstaafmat', 'Geperforeerde plaat'],
    walkThroughDoors: ['Nee', 'Ja, links', 'Ja, rechts'],
    descriptions: [
      'Schuifpoort hoofdentree',
      'Schuifpoort laadperron',
      'Schuifpoort achterterrein',
      'Schuifpoort containerplaats',
    ],
    properties: (r) => [
      { name: 'Doorrijbreedte', value: r.pick(['5,0 m', '7,5 m', '10,0 m', '12,0 m']), isPublic: true },
      {
        name: 'Aandrijving',
        value: r.pick(['Onderloopmotor', 'Zijmotor op sokkel', 'Kettingaandrijving']),
        isPublic: true,
      },
      {
        name: 'Veiligheidslijsten',
        value: r.pick(['Voor- en achterzijde', 'Alleen sluitzijde']),
        isPublic: true,
      },
      { name: 'Krachtmeting laatste keuring', value: `${r.int(180, 390)} N`, isPublic: false },
    ],
  },
  turnstile: {
    label: 'Tourniquet',
    brands: ['Gunnebo', 'Automatic Systems', 'Kaba'],
    colors: ['RVS 304', 'RVS 316', 'RAL 9006 blank aluminium'],
    powerSupplies: ['24V DC', '230V AC'],
    fillIns: ['Volhoog, 3 armen', 'Halfhoog, 3 armen', 'Volhoog, 4 armen'],
    walkThroughDoors: ['Nee', 'Ja, draaideur'],
    descriptions: [
      'Tourniquet sportcomplex',
      'Tourniquet personeelsingang',
      'Tourniquet bouwplaats',
      'Tourniquet kade',
    ],
    properties: (r) => [
      {
        name: 'Draairichting',
        value: r.pick(['Tweezijdig', 'Eenzijdig in', 'Eenzijdig uit']),
        isPublic: true,
      },
      {
        name: 'Noodopening',
        value: r.pick(['Vrijloop bij stroomuitval', 'Geblokkeerd bij stroomuitval']),
        isPublic: true,
      },
      { name: 'Tellerstand bij plaatsing', value: String(r.int(0, 5000)), isPublic: false },
    ],
  },
};
export const kindOrder: ObjectKind[] = ['speedgate', 'barrier', 'slidingGate', 'turnstile'];

export const failures = [
  {
    remarks: 'Poort sluit niet volledig, fotocel geeft foutmelding.',
    solution: 'Fotocel uitgelijnd en reflector vervangen.',
  },
  { remarks: 'Boomarm afgebroken na aanrijding.', solution: 'Nieuwe boomarm met breekkoppeling gemonteerd.' },
  {
    remarks: 'Glasvleugel opent traag, motor maakt geluid.',
    solution: 'Tandriem vervangen en aandrijving gesmeerd.',
  },
  { remarks: 'Kaartlezer reageert niet.', solution: null },
  {
    remarks: 'Poort blijft open staan na stroomstoring.',
    solution: 'Besturing gereset, accu noodvoeding vervangen.',
  },
];
export const siteNotes = [
  'Sleutel ophalen bij de receptie.',
  'Melden bij de portier, legitimatie verplicht.',
  'Toegang via laadperron, veiligheidsschoenen verplicht.',
  'Alleen onderhoud buiten openingstijden (na 18:00).',
  'Parkeren op bezoekersparkeerplaats P3.',
];
export const internalNotes = [
  'Klant is kritisch op responstijd, altijd vooraf bellen.',
  'Onderdelen op voorraad in servicebus 3.',
  'Besturing in 2023 vervangen, oude printplaat bewaard in magazijn.',
  'Afwijkende krachtmeting bij vorige keuring, extra aandacht.',
];
