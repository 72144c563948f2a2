export { failureReportMachine } from './failureReport.machine';
export {
  bodyOf,
  type DraftPhoto,
  emptyReport,
  type FailureReportInput,
  problemsOf,
  type ReportDraft,
  type ReportMode,
} from './failureReport.types';
