import { useI18n } from '../../i18n';

interface SpinnerProps {
  label?: string;
  size?: 'small' | 'large';
}

/**
 * An indeterminate progress indicator that screen readers announce as "loading". Drawn as the element and role
 * react-aria's ProgressBar would draw: it is no control, and the first screen shows it (decision 023).
 */
export function Spinner({ label, size = 'small' }: SpinnerProps) {
  const { t } = useI18n();
  return (
    <div
      role="progressbar"
      aria-label={label ?? t('app.loading')}
      aria-valuemin={0}
      aria-valuemax={100}
      className={`spinner spinner--${size}`}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle className="spinner__track" cx="12" cy="12" r="10" fill="none" strokeWidth="3" />
        <circle className="spinner__arc" cx="12" cy="12" r="10" fill="none" strokeWidth="3" />
      </svg>
    </div>
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
