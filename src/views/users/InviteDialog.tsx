import { useState } from 'react';
import { INVITATION_VALID_DAYS, inviteSchema } from '../../../contract/users';
import { type Locale, locales, useI18n } from '../../i18n';
import { checkInput, type FieldErrors, serverFieldErrors } from '../../machines/formSubmission';
import { type InviteOutcome, useInvitation } from '../../machines/invitation';
import { useData } from '../../services/portal-data/use-data';
import { assignableRoles } from '../../services/users';
import { roleLabel } from '../shared/role-label';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { DataState } from '../ui/DataState';
import { failureText } from '../ui/error-text';
import { Form } from '../ui/Form';
import { Icon } from '../ui/Icon';
import { LazyDialog } from '../ui/LazyDialog';
import { Select } from '../ui/Select';
import { TextField } from '../ui/TextField';
import { showToast } from '../ui/toast-queue';

interface InviteFormProps {
  relationId: number;
  relationName: string;
  /** An employee of the provider, with a provider role, rather than a user of the relation. */
  staff?: boolean;
  onAnother(): void;
}

/** The invite form and, once sent, the link to pass on; one invitation actor for the life of the dialog. */
function InviteForm({ relationId, relationName, staff = false, onAnother }: InviteFormProps) {
  const { t, locale } = useI18n();
  const roles = useData(assignableRoles());
  // What the invitation did, said in the dialog as well as in a toast that goes after a few seconds.
  const [said, setSaid] = useState<string | null>(null);
  const invitation = useInvitation({
    relationId,
    staff,
    onSuccess: (message) => showToast(message),
    onInvited: (outcome) => {
      if (outcome.outcome === 'invited') return showToast('users.invited');
      const text = outcomeText(outcome, relationName, t);
      setSaid(text);
      showToast(text);
    },
    onFailure: (kind, error) => showToast(failureText(kind, error, t), 'error'),
  });
  const [invalid, setInvalid] = useState<FieldErrors>();
  const [role, setRole] = useState<number | null>(null);
  const [language, setLanguage] = useState<Locale>(locale);

  if (invitation.status !== 'new') {
    const email = invitation.account?.email ?? '';
    return (
      <div className="invite-result">
        <Alert tone="success">
          {said ??
            (invitation.inviteLink
              ? t('users.invitedTo', { email, days: String(INVITATION_VALID_DAYS) })
              : t('users.addedExisting', { email, relation: relationName }))}
        </Alert>
        {invitation.inviteLink && (
          <>
            <TextField label={t('users.inviteLink')} value={invitation.inviteLink} isReadOnly />
            <Button variant="secondary" onPress={invitation.copyLink} isPending={invitation.isBusy}>
              <Icon name="copy" />
              {t('users.copyLink')}
            </Button>
          </>
        )}
        <div className="form__actions">
          <Button variant="quiet" onPress={onAnother}>
            {t('users.inviteAnother')}
          </Button>
        </div>
      </div>
    );
  }

  const submit = (form: FormData) => {
    const checked = checkInput(inviteSchema, {
      email: form.get('email') ?? '',
      role: role ?? undefined,
      language,
    });
    setInvalid(checked.fieldErrors ?? undefined);
    if (checked.input) invitation.invite(checked.input);
  };
  const fromServer =
    invitation.error?.status === 400 ? serverFieldErrors(invitation.error.errors) : undefined;

  return (
    <DataState state={roles}>
      {(options) => (
        <Form errors={invalid ?? fromServer} onSubmit={submit}>
          <TextField name="email" type="email" label={t('users.email')} autoComplete="off" isRequired />
          <Select
            label={t('users.role')}
            placeholder={t('choose.role')}
            // A customer's relation takes customer roles only (spec section 6); the provider's staff provider roles.
            options={options
              .filter((option) => option.isProviderRole === staff)
              .map((option) => ({ id: option.number, label: roleLabel(option.name, t) }))}
            selectedKey={role}
            onSelectionChange={(key) => setRole(key === null ? null : Number(key))}
            errorMessage={invalid?.role ? t(invalid.role) : undefined}
            isRequired
          />
          <Select
            label={t('users.inviteLanguage')}
            placeholder={t('choose.language')}
            options={locales.map((l) => ({ id: l, label: t(`nav.languages.${l}`) }))}
            selectedKey={language}
            onSelectionChange={(key) => setLanguage(key === 'en' ? 'en' : 'nl')}
          />
          {invitation.isFailed && invitation.error && !fromServer && (
            <Alert>{failureText('invite', invitation.error, t)}</Alert>
          )}
          <div className="form__actions">
            <Button type="submit" isPending={invitation.isBusy}>
              {t('users.inviteSubmit')}
            </Button>
          </div>
        </Form>
      )}
    </DataState>
  );
}

type Translate = (key: string, params?: Record<string, string>) => string;

/** What adding an existing account did, in words: its role changed or kept, and the mail it got. */
function outcomeText(outcome: InviteOutcome, relationName: string, t: Translate): string {
  const { email } = outcome;
  if (outcome.status === 'invited')
    return t('users.invitedTo', { email, days: String(INVITATION_VALID_DAYS) });
  if (outcome.status !== 'active') return t('users.addedExisting', { email, relation: relationName });
  const params = { email, relation: relationName, role: roleLabel(outcome.role, t) };
  return t(outcome.roleChanged ? 'users.addedRoleChanged' : 'users.addedRoleKept', params);
}

type InviteDialogProps =
  | { relationId: number; relationName: string; staff?: false }
  /** The provider's own staff (/allusers). */
  | { staff: true };

/** 'Invite user' (or 'Invite employee' of the provider): a button and its dialog. */
export function InviteDialog(props: InviteDialogProps) {
  const relationId = props.staff ? 0 : props.relationId;
  const relationName = props.staff ? '' : props.relationName;
  const { t } = useI18n();
  const [isOpen, setOpen] = useState(false);
  // A new form (and actor) for each invitation.
  const [round, setRound] = useState(0);
  const open = (next: boolean) => {
    setOpen(next);
    if (!next) setRound((n) => n + 1);
  };
  return (
    <>
      <Button onPress={() => open(true)}>
        <Icon name="invite" />
        {t(props.staff ? 'users.staffInvite' : 'users.invite')}
      </Button>
      <LazyDialog
        title={props.staff ? t('users.staffInviteTitle') : t('users.inviteTitle', { relation: relationName })}
        isOpen={isOpen}
        onOpenChange={open}
      >
        <InviteForm
          key={round}
          relationId={relationId}
          relationName={relationName}
          staff={props.staff}
          onAnother={() => setRound((n) => n + 1)}
        />
      </LazyDialog>
    </>
  );
}
