import {
  appointmentTypes,
  gateStates,
  orderCategories,
  serviceTypes,
  typeProperties,
  walkThroughDoors,
} from '../../contract/vocabulary';

/**
 * Dutch texts of the values from a fixed list (contract/vocabulary.ts), by their codes: the Dutch words the ERP
 * writes are the ones shown, so they are written once, in the contract.
 */
export const vocabularyNl = {
  vocabulary: {
    gateState: gateStates.erpWords,
    walkThroughDoor: walkThroughDoors.erpWords,
    orderCategory: orderCategories.erpWords,
    serviceType: serviceTypes.erpWords,
    appointmentType: appointmentTypes.erpWords,
    typeProperty: typeProperties.erpWords,
  },
};
