import type { PermissionKey } from '../../../contract/permissions';
import { useI18n } from '../../i18n';
import { useSession } from '../../machines/session/session.connect';
import { Icon } from '../ui/Icon';
import { Link } from '../ui/Link';
import { editLocationContactPath, editManagementPath } from './paths';

const edits = {
  management: {
    permission: 'Locations.EditManagement',
    label: 'locationEdit.editManagement',
    path: editManagementPath,
  },
  contact: {
    permission: 'Locations.EditLocationContact',
    label: 'locationEdit.editContact',
    path: editLocationContactPath,
  },
} satisfies Record<string, { permission: PermissionKey; label: string; path: typeof editManagementPath }>;

export type LocationEditKind = keyof typeof edits;

/**
 * The way to the edit page of a location's manager or contact (spec section 2), for whoever may edit it;
 * nothing for anyone else.
 */
export function LocationEditLink({
  kind,
  relationId,
  buildingId,
}: {
  kind: LocationEditKind;
  relationId: number;
  buildingId: number;
}) {
  const { t } = useI18n();
  const { hasPermission } = useSession();
  const edit = edits[kind];
  if (!hasPermission(edit.permission)) return null;
  return (
    <Link href={edit.path(relationId, buildingId)} className="edit-link">
      <Icon name="edit" />
      {t(edit.label)}
    </Link>
  );
}
