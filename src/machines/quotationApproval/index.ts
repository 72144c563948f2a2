export { type DecisionStep, quotationApprovalMachine, stepOf } from './quotationApproval.machine';
export {
  type ApprovalDraft,
  bodyOf,
  emptyApproval,
  type Intent,
  problemsOf,
} from './quotationApproval.types';
