import { ProgressBar } from 'react-aria-components/ProgressBar';
import { useI18n } from '../../i18n';

interface SpinnerProps {
  label?: string;
  size?: 'small' | 'large';
}

/** An indeterminate progress indicator that screen readers announce as "loading". */
export function Spinner({ label, size = 'small' }: SpinnerProps) {
  const { t } = useI18n();
  return (
    <ProgressBar
      isIndeterminate
      aria-label={label ?? t('app.loading')}
      className={`spinner spinner--${size}`}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle className="spinner__track" cx="12" cy="12" r="10" fill="none" strokeWidth="3" />
        <circle className="spinner__arc" cx="12" cy="12" r="10" fill="none" strokeWidth="3" />
      </svg>
    </ProgressBar>
  );
}

/** A whole area waiting for its data. */
export function LoadingIndicator() {
  const { t } = useI18n();
  return (
    <div className="loading-indicator">
      <Spinner size="large" />
      <span aria-hidden="true">{t('app.loading')}</span>
    </div>
  );
}
