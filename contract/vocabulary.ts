import { z } from 'zod/mini';

/**
 * The values the ERP picks from a fixed list. The portal keeps and sends each as a code, and the app shows the
 * code's text in the chosen language (`vocabulary.<list>.<code>` in the dictionaries); the ERP writes the Dutch
 * word, which the importer maps to its code (contract/erp.ts). Free text (descriptions, notes, brands, measured
 * values) stays as the ERP wrote it.
 */
function fixedList<const Words extends Record<string, string>>(erpWords: Words) {
  const codes = Object.keys(erpWords) as [keyof Words & string, ...(keyof Words & string)[]];
  return { codes, erpWords, schema: z.enum(codes) };
}

export const gateStates = fixedList({
  inService: 'In bedrijf',
  limited: 'Beperkt in bedrijf',
  failure: 'Storing',
  outOfService: 'Buiten gebruik',
  needsRepair: 'Reparatie nodig',
});

export const walkThroughDoors = fixedList({
  none: 'Nee',
  accessible: 'Ja, 1200 mm (mindervaliden)',
  left: 'Ja, links',
  right: 'Ja, rechts',
  hinged: 'Ja, draaideur',
});

export const orderCategories = fixedList({
  failure: 'Storing',
  maintenance: 'Onderhoud',
  repair: 'Reparatie',
  inspection: 'Keuring',
});

export const serviceTypes = fixedList({
  corrective: 'Correctief onderhoud',
  preventive: 'Preventief onderhoud',
  safetyInspection: 'Veiligheidskeuring',
});

export const appointmentTypes = fixedList({
  preventiveMaintenance: 'Preventief onderhoud',
  failure: 'Storing',
  safetyInspection: 'Veiligheidskeuring EN 12453',
  repair: 'Reparatie',
  // A visit a customer books that fits none of the above (contract/booking.ts).
  other: 'Overig',
});

/** The names of the properties an object has because of its type (the values are the ERP's own text). */
export const typeProperties = fixedList({
  passageWidth: 'Doorgangsbreedte',
  passageCount: 'Aantal doorgangen',
  cardReader: 'Kaartlezer',
  firmwareVersion: 'Firmwareversie',
  controllerServiceCode: 'Servicecode besturing',
  armLength: 'Boomlengte',
  openingTime: 'Openingstijd',
  detection: 'Detectie',
  breakawayCoupling: 'Breekkoppeling',
  clearWidth: 'Doorrijbreedte',
  drive: 'Aandrijving',
  safetyEdges: 'Veiligheidslijsten',
  lastForceMeasurement: 'Krachtmeting laatste keuring',
  rotationDirection: 'Draairichting',
  emergencyOpening: 'Noodopening',
  counterAtInstallation: 'Tellerstand bij plaatsing',
});

export type GateState = (typeof gateStates.codes)[number];
export type WalkThroughDoor = (typeof walkThroughDoors.codes)[number];
export type OrderCategory = (typeof orderCategories.codes)[number];
export type ServiceType = (typeof serviceTypes.codes)[number];
export type AppointmentType = (typeof appointmentTypes.codes)[number];
export type TypeProperty = (typeof typeProperties.codes)[number];

/** The fixed lists by the name their texts have in the dictionaries (`vocabulary.<name>.<code>`). */
export const vocabulary = {
  gateState: gateStates,
  walkThroughDoor: walkThroughDoors,
  orderCategory: orderCategories,
  serviceType: serviceTypes,
  appointmentType: appointmentTypes,
  typeProperty: typeProperties,
};
export type VocabularyList = keyof typeof vocabulary;
