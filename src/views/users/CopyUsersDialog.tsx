import { useMemo, useState } from 'react';
import type { Relation } from '../../../contract/relations';
import { copyToLocationSchema } from '../../../contract/users';
import { useI18n } from '../../i18n';
import { useSession } from '../../machines/session/session.connect';
import { useData } from '../../services/portal-data/use-data';
import { addToLocation, relationUsers, USER_DATA } from '../../services/users';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Checkbox, CheckboxGroup } from '../ui/Checkbox';
import { DataState } from '../ui/DataState';
import { failureText } from '../ui/error-text';
import { Icon } from '../ui/Icon';
import { LazyDialog } from '../ui/LazyDialog';
import { Select } from '../ui/Select';
import { useForm } from '../ui/use-form';

interface Target {
  relationId: number;
  locationId: number;
}

const locationKey = (target: Target) => `${target.relationId}/${target.locationId}`;

/**
 * The locations users may be copied to: their own relation's only. Another customer's location would hand its
 * gates and invoices to this customer's users (the server refuses it too).
 */
function locationOptions(relation: Relation | undefined) {
  return (relation?.deliveryAdresses ?? []).map((building) => ({
    id: locationKey({
      relationId: relation!.pK_PT_RELATION,
      locationId: building.pK_PT_RELATIONDELIVERYADDRESS,
    }),
    label: building.name,
  }));
}

function parseLocationKey(key: string | null): Target | null {
  const [relationId, locationId] = (key ?? '').split('/').map(Number);
  return relationId && locationId ? { relationId, locationId } : null;
}

interface CopyFormProps {
  /** The location the users are copied to; chosen in the form when left out. */
  target?: Target;
  /** The relation whose users are offered, and whose locations they may be copied to. */
  sourceRelationId: number;
  onDone(): void;
}

function CopyForm({ target: fixedTarget, sourceRelationId, onDone }: CopyFormProps) {
  const { t } = useI18n();
  const { relations } = useSession();
  const [targetKey, setTargetKey] = useState<string | null>(fixedTarget ? locationKey(fixedTarget) : null);
  const [chosen, setChosen] = useState<string[]>([]);
  const target = fixedTarget ?? parseLocationKey(targetKey);

  const source = useData(relationUsers(sourceRelationId));
  const relation = relations?.find((r) => r.pK_PT_RELATION === sourceRelationId);
  const seeing = useData(target ? relationUsers(target.relationId, target.locationId) : null);
  const copy = useForm({
    schema: copyToLocationSchema,
    submit: ({ locationId, userIds }) => addToLocation(locationId, userIds),
    invalidates: USER_DATA,
    successToast: (result) => (result.copied.length ? 'success.usersCopied' : 'users.nothingCopied'),
    afterwards: onDone,
  });

  // Users who see the location already gain nothing from a copy.
  const candidates = useMemo(() => {
    const already = new Set((seeing.data ?? []).map((u) => u.id));
    return (source.data ?? []).filter((u) => !already.has(u.id));
  }, [source.data, seeing.data]);

  const submit = () => copy.submit({ locationId: target?.locationId, userIds: chosen });
  // Nobody left to copy: the button would only meet an error with no field to show it at.
  const nobody = !!target && !!source.data && !!seeing.data && candidates.length === 0;

  return (
    <div className="form">
      {!fixedTarget && (
        <p className="muted">{t('users.copyTargetHint', { relation: relation?.name ?? '' })}</p>
      )}
      {!fixedTarget && (
        <Select
          label={t('users.copyTarget')}
          placeholder={t('choose.location')}
          options={locationOptions(relation)}
          selectedKey={targetKey}
          onSelectionChange={(key) => {
            setTargetKey(key === null ? null : String(key));
            setChosen([]);
          }}
          errorMessage={copy.errors?.locationId && t(copy.errors.locationId)}
        />
      )}
      {target && (
        <DataState
          state={{ ...source, data: source.data && seeing.data ? candidates : undefined }}
          isEmpty={(list) => list.length === 0}
          empty={t('users.copyNobody')}
        >
          {(list) => (
            <CheckboxGroup
              label={t('users.copyWhich')}
              description={t('users.copyWhichHint')}
              value={chosen}
              onChange={setChosen}
              errorMessage={copy.errors?.userIds && t(copy.errors.userIds)}
            >
              {list.map((u) => (
                <Checkbox key={u.id} value={u.id} description={u.name ? u.email : undefined}>
                  {u.name || u.email}
                </Checkbox>
              ))}
            </CheckboxGroup>
          )}
        </DataState>
      )}
      {copy.failure && <Alert>{failureText('update', copy.failure, t)}</Alert>}
      <div className="form__actions">
        <Button onPress={submit} isPending={copy.isSubmitting} isDisabled={nobody}>
          {t('users.copySubmit')}
        </Button>
      </div>
    </div>
  );
}

interface CopyUsersDialogProps {
  sourceRelationId: number;
  target?: Target;
}

/** 'Copy users to a location': a button and its dialog. */
export function CopyUsersDialog({ sourceRelationId, target }: CopyUsersDialogProps) {
  const { t } = useI18n();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        <Icon name="copy" />
        {t('users.copyToLocation')}
      </Button>
      <LazyDialog title={t('users.copyToLocation')} isOpen={isOpen} onOpenChange={setOpen}>
        {isOpen && (
          <CopyForm target={target} sourceRelationId={sourceRelationId} onDone={() => setOpen(false)} />
        )}
      </LazyDialog>
    </>
  );
}
