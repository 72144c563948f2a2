import type {
  AppointmentType,
  GateState,
  OrderCategory,
  ServiceType,
  TypeProperty,
  WalkThroughDoor,
} from '../../contract/vocabulary';

/** Dutch texts of the values from a fixed list (contract/vocabulary.ts), by their codes. */
export const vocabularyNl = {
  vocabulary: {
    gateState: {
      inService: 'In bedrijf',
      limited: 'Beperkt in bedrijf',
      failure: 'Storing',
      outOfService: 'Buiten gebruik',
      needsRepair: 'Reparatie nodig',
    } satisfies Record<GateState, string>,
    walkThroughDoor: {
      none: 'Nee',
      accessible: 'Ja, 1200 mm (mindervaliden)',
      left: 'Ja, links',
      right: 'Ja, rechts',
      hinged: 'Ja, draaideur',
    } satisfies Record<WalkThroughDoor, string>,
    orderCategory: {
      failure: 'Storing',
      maintenance: 'Onderhoud',
      repair: 'Reparatie',
      inspection: 'Keuring',
    } satisfies Record<OrderCategory, string>,
    serviceType: {
      corrective: 'Correctief onderhoud',
      preventive: 'Preventief onderhoud',
      safetyInspection: 'Veiligheidskeuring',
    } satisfies Record<ServiceType, string>,
    appointmentType: {
      preventiveMaintenance: 'Preventief onderhoud',
      failure: 'Storing',
      safetyInspection: 'Veiligheidskeuring EN 12453',
      repair: 'Reparatie',
      other: 'Overig',
    } satisfies Record<AppointmentType, string>,
    typeProperty: {
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
    } satisfies Record<TypeProperty, string>,
  },
};
