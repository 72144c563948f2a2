import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components/Modal';
import type { PortalDocument } from '../../../contract/documents';
import { useI18n } from '../../i18n';
import { documentUrl, isImageAddress } from '../../services/portal-data/documents';
import { useData } from '../../services/portal-data/use-data';
import { Button } from '../ui/Button';
import { LoadError } from '../ui/DataState';
import { EmptyState } from '../ui/EmptyState';
import { Icon } from '../ui/Icon';
import { Link } from '../ui/Link';
import { Spinner } from '../ui/Spinner';
import { useDocumentName } from './document-name';

function NotAvailable() {
  const { t } = useI18n();
  return <EmptyState title={t('errors.documentNotAvailable')} icon="file" />;
}

/** The file behind a signed address: an image by its .jpg address, anything else embedded. */
function SignedFile({ document }: { document: PortalDocument }) {
  const { t } = useI18n();
  const name = useDocumentName()(document);
  const address = useData(documentUrl(document.id));
  if (address.error) {
    return address.error.code === 'documentNotAvailable' ? (
      <NotAvailable />
    ) : (
      <LoadError error={address.error} onRetry={address.retry} />
    );
  }
  if (!address.data) return <Spinner size="large" />;
  const { url } = address.data;
  return (
    <>
      {isImageAddress(url) ? (
        <img className="viewer__image" src={url} alt={name} />
      ) : (
        <iframe className="viewer__frame" src={url} title={name} />
      )}
      <Link className="viewer__open" href={url} target="_blank" rel="noopener noreferrer">
        {t('document.openInNewTab')}
      </Link>
    </>
  );
}

/** The full-screen viewer of one document; Escape, the close button or a click beside it closes it. */
export function DocumentViewer({ opened, onClose }: { opened: PortalDocument | null; onClose(): void }) {
  const { t } = useI18n();
  const nameOf = useDocumentName();
  return (
    <ModalOverlay
      isOpen={opened !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      isDismissable
      className="modal-overlay viewer-overlay"
    >
      <Modal className="modal viewer">
        <Dialog className="viewer__dialog">
          {({ close }) =>
            opened && (
              <>
                <div className="viewer__header">
                  <Icon name="file" />
                  <Heading slot="title" className="viewer__title">
                    {nameOf(opened)}
                  </Heading>
                  <Button variant="quiet" aria-label={t('app.close')} onPress={close}>
                    <Icon name="close" />
                  </Button>
                </div>
                <div className="viewer__body">
                  {opened.available ? <SignedFile document={opened} /> : <NotAvailable />}
                </div>
              </>
            )
          }
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
