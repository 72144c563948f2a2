import { lazy, useState } from 'react';
import type { PortalDocument } from '../../../contract/documents';
import { useI18n } from '../../i18n';
import type { DataCall } from '../../services/portal-data/call';
import { forgetDocumentUrl } from '../../services/portal-data/documents';
import { useData } from '../../services/portal-data/use-data';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { DataState } from '../ui/DataState';
import { Icon } from '../ui/Icon';
import { OnceOpened } from '../ui/OnceOpened';
import { Section } from '../ui/Section';
import { useBackCloses } from '../ui/use-back-closes';
import { useDocumentName } from './document-name';
import { useMayRead } from './readers';

// The viewer is a modal: its code loads when a first document is opened.
const DocumentViewer = lazy(async () => ({ default: (await import('./DocumentViewer')).DocumentViewer }));

/** The documents of one record; choosing one opens it in the viewer. */
export function DocumentList({ call }: { call: DataCall<PortalDocument[]> }) {
  const { t } = useI18n();
  const documents = useData(call);
  const nameOf = useDocumentName();
  const [opened, setOpened] = useState<PortalDocument | null>(null);
  const back = useBackCloses(() => setOpened(null));
  return (
    <>
      <DataState
        state={documents}
        isEmpty={(list) => list.length === 0}
        empty={t('document.none')}
        emptyIcon="file"
      >
        {(list) => (
          <ul className="document-list" aria-label={t('document.title')}>
            {list.map((document) => (
              <li key={document.id}>
                <Button
                  variant="secondary"
                  className="document-list__item"
                  onPress={() => {
                    void forgetDocumentUrl(document.id);
                    back.opened();
                    setOpened(document);
                  }}
                >
                  <Icon name="file" />
                  <span className="document-list__name">{nameOf(document)}</span>
                  <Badge>{document.extension.toUpperCase()}</Badge>
                  {!document.available && <Badge tone="warning">{t('errors.documentNotAvailable')}</Badge>}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </DataState>
      <OnceOpened isOpen={opened !== null}>
        <DocumentViewer
          opened={opened}
          onClose={() => {
            setOpened(null);
            back.closed();
          }}
        />
      </OnceOpened>
    </>
  );
}

/** A record's documents on its page, for whoever may read documents. */
export function DocumentsSection({ call }: { call: DataCall<PortalDocument[]> }) {
  const { t } = useI18n();
  const mayRead = useMayRead();
  if (!mayRead('documents')) return null;
  return (
    <Section title={t('document.title')}>
      <DocumentList call={call} />
    </Section>
  );
}
