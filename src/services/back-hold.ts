/**
 * The browser's Back, held for a page that must ask before it is left (unsaved edits). The router hears Back
 * through its own `popstate` listener and redraws at once, and the browser calls a window's listeners in the
 * order they were added: so this one is added before the app is drawn, and while a page holds Back the router
 * never hears it. The page puts its address back and asks.
 */
type OnBack = () => void;

let holder: OnBack | null = null;
let listening = false;

/** Called before the router starts listening (the app's entry); once is enough. */
export function listenForBack(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('popstate', (event) => {
    if (!holder) return;
    event.stopImmediatePropagation();
    holder();
  });
}

/** While set, Back calls `onBack` instead of moving the app; the returned function lets go. */
export function holdBack(onBack: OnBack): () => void {
  listenForBack();
  holder = onBack;
  return () => {
    if (holder === onBack) holder = null;
  };
}
