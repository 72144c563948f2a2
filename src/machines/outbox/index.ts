export { outboxMachine } from './outbox.machine';
export type { OutboxContext, OutboxEvent, OutboxInput, OutboxRefusal } from './outbox.types';
