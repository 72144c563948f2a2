/**
 * Leaving the page by a command rather than a link (the customer chooser, log-out): such a command calls the
 * router itself, so the click on a link that LeaveGuard hears never happens. It leaves through `leave`, and a
 * page with edits not saved holds it, asking in the same dialog as for a link.
 */
type Go = () => void;
type Ask = (go: Go) => void;

let asker: Ask | null = null;

/** While set, `leave` hands its way out to `ask` instead of taking it; the returned function lets go. */
export function holdLeave(ask: Ask): () => void {
  asker = ask;
  return () => {
    if (asker === ask) asker = null;
  };
}

/** Leaves the page by `go`: at once, or once the user agreed when a page holds leaving. */
export function leave(go: Go): void {
  if (asker) asker(go);
  else go();
}
