import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useI18n } from '../../i18n';
import { holdBack } from '../../services/back-hold';
import { Button } from './Button';
import { LazyDialog } from './LazyDialog';
import { holdLeave } from './leave-hold';

/** What the question says, when what would be lost is not edits (the unsaved-edits words by default). */
export interface LeaveTexts {
  title: string;
  question: string;
  stay: string;
  leave: string;
}

/** The way out the user took when asked (a link, Back, a command of the app), taken once they agree. */
type Leaving = () => void;

const hereOf = () => `${window.location.pathname}${window.location.search}`;

/**
 * While `when` holds (a form with edits not saved), leaving the page asks first, in the app's own dialog: a
 * link of the app (menu, breadcrumbs, any link), the browser's Back, and a command that leaves through
 * `leave` (leave-hold.ts: the customer chooser, log-out). Closing or reloading the tab asks too, in the
 * browser's own words: a page cannot give that question a text.
 */
export function LeaveGuard({ when, texts }: { when: boolean; texts?: LeaveTexts }) {
  const { t } = useI18n();
  const [location, navigate] = useLocation();
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  /** Set once the user chose to leave: the navigation that follows is let through. */
  const isLeaving = useRef(false);
  /** Lets go of Back, so the Back the user chose to take leaves. */
  const releaseBack = useRef<() => void>(() => {});

  useEffect(() => {
    if (!when) return;
    /** The address in the browser, which Back changes (the router's own may be kept in memory). */
    const here = hereOf();
    // setState would call a function it is given: the way out is wrapped to be stored.
    const ask = (go: Leaving) => (isLeaving.current ? go() : setLeaving(() => go));
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    // In the capture phase, before the link's own handler (the router's) sees the click.
    const onClick = (event: MouseEvent) => {
      if (isLeaving.current || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
      if ((link.getAttribute('target') ?? '_self') !== '_self') return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === location) return;
      event.preventDefault();
      event.stopPropagation();
      const href = `${url.pathname}${url.search}${url.hash}`;
      ask(() => navigate(href));
    };
    // Back has moved the address already: it is put back at once, and the question asked. The router does not
    // hear this Back (back-hold.ts): the page is never drawn for the address Back went to.
    const letGo = holdBack(() => {
      if (hereOf() === here) return;
      window.history.pushState(null, '', here);
      ask(() => {
        releaseBack.current();
        window.history.back();
      });
    });
    releaseBack.current = letGo;
    const letGoLeave = holdLeave(ask);
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      letGo();
      letGoLeave();
    };
  }, [when, location, navigate]);

  const leave = () => {
    const go = leaving;
    setLeaving(null);
    if (!go) return;
    isLeaving.current = true;
    go();
  };

  return (
    <LazyDialog
      title={texts?.title ?? t('unsaved.title')}
      isOpen={leaving !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) setLeaving(null);
      }}
    >
      <p>{texts?.question ?? t('unsaved.question')}</p>
      <div className="form__actions dialog__actions">
        <Button variant="secondary" onPress={() => setLeaving(null)}>
          {texts?.stay ?? t('unsaved.stay')}
        </Button>
        <Button onPress={leave}>{texts?.leave ?? t('unsaved.leave')}</Button>
      </div>
    </LazyDialog>
  );
}
