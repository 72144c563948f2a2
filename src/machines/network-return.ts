import { type EventObject, fromCallback } from 'xstate';

/**
 * The implementation the app gives a machine's `networkReturn` actor: while it is invoked, the browser's
 * `online` is told to the machine as `network.online`, and the listener goes when the state is left.
 */
export const networkReturn = <TEvent extends EventObject>() =>
  fromCallback<TEvent, void>(({ sendBack }) => {
    const online = () => sendBack({ type: 'network.online' });
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  });
