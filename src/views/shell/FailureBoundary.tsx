import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useI18n } from '../../i18n';
import { reportClientError } from '../../services/error-report';
import { EmptyState } from '../ui/EmptyState';
import { PlainButton } from '../ui/PlainButton';

/**
 * What a failed part of the portal shows: what happened, in the page's language, the way home and a reload.
 * Plain elements only: the first screen, which has no react-aria (decision 023), can fail too.
 */
function FailedPart({ isPage }: { isPage: boolean }) {
  const { t } = useI18n();
  const body = (
    <div role="alert" className="failed-part">
      <EmptyState title={t('failedPart.title')} icon="error" isPage>
        <p>{t('failedPart.text')}</p>
        <div className="failed-part__actions">
          <Link href="/" className="link link--inline">
            {t('failedPart.toHome')}
          </Link>
          <PlainButton variant="secondary" onPress={() => window.location.reload()}>
            {t('failedPart.reload')}
          </PlainButton>
        </div>
      </EmptyState>
    </div>
  );
  // Outside the shell there is no main of the page's own: the failure is the page.
  return isPage ? (
    <main id="main" tabIndex={-1} className="failed-part__page">
      {body}
    </main>
  ) : (
    body
  );
}

interface BoundaryProps {
  /** The address shown: a failure belongs to its page, and another page is drawn afresh. */
  location: string;
  /** Around the whole app (no shell to show it in) rather than around the screens inside the shell. */
  isPage: boolean;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  location: string;
}

/** React catches a failure while drawing only in a class component with these methods. */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, location: this.props.location };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  /** Another page is drawn afresh: its screen may well work. */
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { failed: false, location: props.location };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportClientError('render', error, {
      route: this.props.location,
      componentStack: info.componentStack ?? undefined,
    });
  }

  override render() {
    return this.state.failed ? <FailedPart isPage={this.props.isPage} /> : this.props.children;
  }
}

/**
 * Keeps a screen that throws from turning the whole portal white (issue 27): the failed part says so, the
 * failure is reported to the server, and going to another page draws that page afresh. Inside the shell it
 * takes the place of the screen, the navigation staying usable; around the app it takes the whole page.
 */
export function FailureBoundary({ isPage = false, children }: { isPage?: boolean; children: ReactNode }) {
  const [location] = useLocation();
  return (
    <Boundary location={location} isPage={isPage}>
      {children}
    </Boundary>
  );
}
