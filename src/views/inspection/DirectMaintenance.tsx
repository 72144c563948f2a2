import './texts';
import { useState } from 'react';
import { Redirect, useSearch } from 'wouter';
import { useI18n } from '../../i18n';
import { inspectionsOfObject } from '../../services/maintenance';
import { serviceObject } from '../../services/portal-data/objects';
import { useData } from '../../services/portal-data/use-data';
import { objectPath } from '../shared/paths';
import { DataState } from '../ui/DataState';
import { EmptyState } from '../ui/EmptyState';

/** The object named by the QR code's link (`?objectId=`), or null. */
function objectIdOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('objectId');
  return raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

function ToInspection({ objectId }: { objectId: number }) {
  const object = useData(serviceObject(objectId));
  const inspections = useData(inspectionsOfObject(objectId));
  // One id for a new inspection, made once: a second render must not start another.
  const [newId] = useState(() => crypto.randomUUID());
  return (
    <DataState state={object}>
      {(o) => (
        <DataState state={inspections}>
          {(list) => {
            const open = list.find((i) => i.status === 'open');
            const place = objectPath(o.fK_PT_RELATION, o.fK_PT_RELATIONDELIVERYADDRESS, objectId);
            return <Redirect to={`${place}/inspection/${open?.id ?? newId}`} replace />;
          }}
        </DataState>
      )}
    </DataState>
  );
}

/**
 * Direct maintenance (`/direct-maintenance?objectId=`): an engineer arriving from the gate's QR code, or
 * pressing "Start maintenance", goes straight into the open inspection of that object, or a new one.
 */
export default function DirectMaintenance() {
  const { t } = useI18n();
  const objectId = objectIdOf(useSearch());
  return (
    <>
      <h1>{t('inspection.directTitle')}</h1>
      {objectId === null ? (
        <EmptyState title={t('inspection.directMissing')} />
      ) : (
        <ToInspection objectId={objectId} />
      )}
    </>
  );
}
