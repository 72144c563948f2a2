import type { ReactNode } from 'react';
import { useI18n } from '../../i18n';
import type { ApiError } from '../../services/api-error';
import type { DataResult } from '../../services/portal-data/use-data';
import { Alert } from './Alert';
import { Button } from './Button';
import { EmptyState } from './EmptyState';
import { errorText } from './error-text';
import type { IconName } from './Icon';
import { Link } from './Link';
import { Spinner } from './Spinner';

interface DataStateProps<T> {
  state: DataResult<T>;
  /** The data is the whole page (a details page): a 403 or 404 is the page's 'no access', with its `<h1>`. */
  isPage?: boolean;
  /** What to say when the data holds nothing to show. */
  empty?: string;
  emptyIcon?: IconName;
  /** What the user can do about it, under the empty text (clear a filter that matched nothing). */
  emptyAction?: ReactNode;
  isEmpty?(data: T): boolean;
  children(data: T): ReactNode;
}

/** Answers that asking again does not change. */
const isFinal = (error: ApiError) => error.status === 403 || error.status === 404;

/** A failed load with a way to try again (not for a 403 or 404: asking again changes nothing). */
export function LoadError({ error, onRetry }: { error: ApiError; onRetry(): void }) {
  const { t } = useI18n();
  return (
    <Alert tone="error">
      <p className="load-error__text">{errorText(error, t)}</p>
      {!isFinal(error) && (
        <Button variant="secondary" onPress={onRetry}>
          {t('app.retry')}
        </Button>
      )}
    </Alert>
  );
}

/** The page the address names does not exist (an unknown path, or an id no record has). */
export function NotFoundState() {
  const { t } = useI18n();
  return (
    <EmptyState title={t('app.notFound')} icon="search" isPage>
      <Link href="/">{t('app.toHome')}</Link>
    </EmptyState>
  );
}

/**
 * The record the address names is not the user's to see, or is not there: one text for both, spec section 8's
 * for a 403, so an address changed to another customer's id tells nothing of whether that record exists.
 */
export function NoAccessState() {
  const { t } = useI18n();
  return (
    <EmptyState title={t('errors.forbidden')} icon="lock" isPage>
      <Link href="/">{t('app.toHome')}</Link>
    </EmptyState>
  );
}

/**
 * The three states every data area has besides its data: loading, failed (with retry) and empty. While
 * data is shown and a newer load runs, the area says it is busy without hiding what it shows.
 */
export function DataState<T>({
  state,
  isPage,
  empty,
  emptyIcon,
  emptyAction,
  isEmpty,
  children,
}: DataStateProps<T>) {
  const { t } = useI18n();
  if (isPage && state.error && isFinal(state.error)) return <NoAccessState />;
  if (state.error) return <LoadError error={state.error} onRetry={state.retry} />;
  if (state.data === undefined)
    return (
      <div className="data-loading">
        <Spinner />
        <span>{t('app.loading')}</span>
      </div>
    );
  if (isEmpty?.(state.data))
    return (
      <EmptyState title={empty ?? t('list.empty')} icon={emptyIcon}>
        {emptyAction}
      </EmptyState>
    );
  return (
    <div className="data-state" aria-busy={state.isLoading || undefined}>
      {children(state.data)}
    </div>
  );
}
