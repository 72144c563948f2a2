export { type QueuedReportEvent, queuedReportMachine } from './queuedReport.machine';
