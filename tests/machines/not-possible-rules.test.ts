import { describe, expect, it } from 'vitest';
import {
  emptyDraft,
  type InspectionDraft,
  inspectionDraftSchema,
  stepIssues,
} from '../../contract/inspection';
import { maxLengthOf } from '../../contract/validation';

const context = { items: [], ownSpeedgate: false };
const notPossible = (patch: Partial<InspectionDraft>): InspectionDraft => ({
  ...emptyDraft,
  maintenancePossible: false,
  internalRemarks: 'Sleutel lag niet bij de receptie.',
  photos: [{ id: '00000000-0000-4000-8000-000000000001', kind: 'arrival', propertyId: null }],
  ...patch,
});

/**
 * What the server refuses in a "maintenance not possible" is refused on its step first: the report never
 * leaves for the outbox to be refused there, with no way back to the field.
 */
describe('the rules of maintenance not possible', () => {
  it('hold the engineer on the step when the reason has a control character, and say so', () => {
    expect(
      stepIssues(notPossible({ notPossibleReason: 'Poort \u0000 dicht' }), context, 'notPossible'),
    ).toEqual([{ path: 'notPossibleReason', message: 'protection.controlCharacters' }]);
  });

  it('hold the engineer on the step when the reason is longer than the server takes', () => {
    const max = maxLengthOf(inspectionDraftSchema.shape.notPossibleReason)!;
    expect(
      stepIssues(notPossible({ notPossibleReason: 'x'.repeat(max + 1) }), context, 'notPossible'),
    ).toEqual([{ path: 'notPossibleReason', message: 'validation.invalid' }]);
    expect(stepIssues(notPossible({ notPossibleReason: 'x'.repeat(max) }), context, 'notPossible')).toEqual(
      [],
    );
  });

  it('hold the engineer on the step for internal remarks with a control character', () => {
    expect(
      stepIssues(notPossible({ internalRemarks: 'Sleutel \u0007 kwijt' }), context, 'notPossible'),
    ).toEqual([{ path: 'internalRemarks', message: 'protection.controlCharacters' }]);
  });
});
