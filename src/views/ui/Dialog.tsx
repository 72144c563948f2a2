import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components/Modal';
import { useI18n } from '../../i18n';
import { Button } from './Button';
import { Icon } from './Icon';

export interface DialogProps {
  title: string;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  /** `side` slides in from the left edge, as a menu on a small screen. */
  placement?: 'center' | 'side';
  children: ReactNode;
}

/** A modal dialog: focus stays inside until it closes (close button, Escape or a click outside). */
export function Dialog({ title, isOpen, onOpenChange, placement = 'center', children }: DialogProps) {
  const { t } = useI18n();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={`modal-overlay modal-overlay--${placement}`}
    >
      <Modal className={`modal modal--${placement}`}>
        <AriaDialog className="dialog">
          {({ close }) => (
            <>
              <div className="dialog__header">
                <Heading slot="title" className="dialog__title">
                  {title}
                </Heading>
                <Button variant="quiet" aria-label={t('app.close')} onPress={close}>
                  <Icon name="close" />
                </Button>
              </div>
              <div className="dialog__body">{children}</div>
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
