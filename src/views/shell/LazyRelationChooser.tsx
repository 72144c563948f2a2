import { lazy, Suspense } from 'react';
import type { Relation } from '../../../contract/relations';
import { useI18n } from '../../i18n';
import { Spinner } from '../ui/Spinner';

/** Spec section 9: above this many relations the side navigation offers a searchable chooser. */
export const RELATION_DROPDOWN_THRESHOLD = 10;

const RelationChooser = lazy(async () => ({ default: (await import('./RelationChooser')).RelationChooser }));

interface LazyRelationChooserProps {
  relations: Relation[];
  relationId: number | null;
}

/**
 * The 'Choose customer' list, loaded only for a user who sees more than ten relations: its combo box, list and
 * virtualizer are a good part of react-aria, which every other user's screens would carry for nothing.
 */
export function LazyRelationChooser(props: LazyRelationChooserProps) {
  const { t } = useI18n();
  return (
    <Suspense fallback={<Spinner label={t('nav.chooseCustomer')} />}>
      <RelationChooser {...props} />
    </Suspense>
  );
}
