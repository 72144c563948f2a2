import type { ReactNode } from 'react';
import { useI18n } from '../../i18n';
import { Icon } from './Icon';
import { PlainButton } from './PlainButton';

interface AlertProps {
  tone?: 'error' | 'success' | 'info';
  onClose?: () => void;
  children: ReactNode;
}

/**
 * A message in the page. Errors are announced at once (role alert); the others politely (role status). The login
 * screen shows it, so its close button is a plain one (decision 023).
 */
export function Alert({ tone = 'error', onClose, children }: AlertProps) {
  const { t } = useI18n();
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`alert alert--${tone}`}>
      <Icon
        name={tone === 'error' ? 'error' : tone === 'success' ? 'check' : 'info'}
        className="alert__icon"
      />
      <div className="alert__text">{children}</div>
      {onClose && (
        <PlainButton variant="quiet" className="alert__close" aria-label={t('app.close')} onPress={onClose}>
          <Icon name="close" />
        </PlainButton>
      )}
    </div>
  );
}
