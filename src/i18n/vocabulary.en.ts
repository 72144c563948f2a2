import type { vocabularyNl } from './vocabulary.nl';

type Lists = (typeof vocabularyNl)['vocabulary'];

/** English texts of the values from a fixed list (contract/vocabulary.ts), by their codes. */
export const vocabularyEn: { vocabulary: { [List in keyof Lists]: Record<keyof Lists[List], string> } } = {
  vocabulary: {
    gateState: {
      inService: 'In service',
      limited: 'Partly in service',
      failure: 'Failure',
      outOfService: 'Out of service',
      needsRepair: 'Needs repair',
    },
    walkThroughDoor: {
      none: 'No',
      accessible: 'Yes, 1200 mm (accessible)',
      left: 'Yes, left',
      right: 'Yes, right',
      hinged: 'Yes, hinged door',
    },
    orderCategory: {
      failure: 'Failure',
      maintenance: 'Maintenance',
      repair: 'Repair',
      inspection: 'Inspection',
    },
    serviceType: {
      corrective: 'Corrective maintenance',
      preventive: 'Preventive maintenance',
      safetyInspection: 'Safety inspection',
    },
    appointmentType: {
      preventiveMaintenance: 'Preventive maintenance',
      failure: 'Failure',
      safetyInspection: 'Safety inspection EN 12453',
      repair: 'Repair',
      other: 'Other',
    },
    typeProperty: {
      passageWidth: 'Passage width',
      passageCount: 'Number of passages',
      cardReader: 'Card reader',
      firmwareVersion: 'Firmware version',
      controllerServiceCode: 'Controller service code',
      armLength: 'Arm length',
      openingTime: 'Opening time',
      detection: 'Detection',
      breakawayCoupling: 'Breakaway coupling',
      clearWidth: 'Clear width',
      drive: 'Drive',
      safetyEdges: 'Safety edges',
      lastForceMeasurement: 'Force measured at last inspection',
      rotationDirection: 'Direction of rotation',
      emergencyOpening: 'Emergency opening',
      counterAtInstallation: 'Counter at installation',
    },
  },
};
