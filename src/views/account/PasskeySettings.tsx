import './texts';
import { useRef } from 'react';
import {
  newPasskeySchema,
  type Passkey,
  passkeyRemovalSchema,
  passkeyRenameSchema,
} from '../../../contract/passkeys';
import { useI18n } from '../../i18n';
import type { FieldErrors } from '../../machines/formSubmission';
import {
  type PasskeySettingsView,
  usePasskeySettings,
} from '../../machines/passkeySettings/passkeySettings.connect';
import {
  addPasskey,
  PASSKEYS_KEY,
  passkeyList,
  removePasskey,
  renamePasskey,
} from '../../services/account-security';
import type { ApiError } from '../../services/api-error';
import { browserHasPasskeys } from '../../services/passkey-ceremony';
import { useData } from '../../services/portal-data/use-data';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { DataState } from '../ui/DataState';
import { Details } from '../ui/Details';
import { errorText } from '../ui/error-text';
import { Form } from '../ui/Form';
import { TextField } from '../ui/TextField';
import { useForm } from '../ui/use-form';

const when = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** A wrong password belongs at its field; anything else (the browser made no passkey) above the buttons. */
const placed = (errors: FieldErrors | undefined, failure: ApiError | null) =>
  failure?.code === 'wrongPassword'
    ? { errors: { ...errors, Password: 'errors.wrongPassword' }, failure: null }
    : { errors, failure };

function AddPasskeyForm({ steps }: { steps: PasskeySettingsView }) {
  const { t } = useI18n();
  const add = useForm({
    schema: newPasskeySchema,
    submit: addPasskey,
    invalidates: [PASSKEYS_KEY],
    successToast: 'passkeys.added',
    afterwards: () => steps.added(),
  });
  const { errors, failure } = placed(add.errors, add.failure);
  const valuesOf = (values: FormData) => ({
    name: values.get('name') ?? '',
    Password: values.get('Password') ?? '',
  });
  return (
    <>
      <p>{t('passkeys.addIntro')}</p>
      <Form
        errors={errors}
        onSubmit={(values) => add.submit(valuesOf(values))}
        onEdit={(field, values) => {
          if (add.failure?.code === 'wrongPassword' && field === 'Password') add.reset();
          else add.edit(field, valuesOf(values));
        }}
      >
        <TextField
          name="name"
          label={t('passkeys.name')}
          placeholder={t('passkeys.namePlaceholder')}
          maxLength={60}
          autoFocus
          isRequired
        />
        <TextField
          name="Password"
          type="password"
          label={t('passkeys.password')}
          autoComplete="current-password"
          isRequired
        />
        {failure && <Alert>{errorText(failure, t)}</Alert>}
        <div className="form__actions">
          <Button type="submit" isPending={add.isSubmitting}>
            {t('passkeys.create')}
          </Button>
          <Button variant="quiet" onPress={steps.cancel} isDisabled={add.isSubmitting}>
            {t('passkeys.cancel')}
          </Button>
        </div>
      </Form>
    </>
  );
}

function RenameForm({ passkey, steps }: { passkey: Passkey; steps: PasskeySettingsView }) {
  const { t } = useI18n();
  const rename = useForm({
    schema: passkeyRenameSchema,
    submit: renamePasskey,
    invalidates: [PASSKEYS_KEY],
    successToast: 'passkeys.renamed',
    afterwards: () => steps.renamed(),
  });
  const valuesOf = (values: FormData) => ({ id: passkey.id, name: values.get('name') ?? '' });
  return (
    <Form
      errors={rename.errors}
      onSubmit={(values) => rename.submit(valuesOf(values))}
      onEdit={(field, values) => rename.edit(field, valuesOf(values))}
    >
      <TextField
        name="name"
        label={t('passkeys.name')}
        defaultValue={passkey.name}
        maxLength={60}
        autoFocus
        isRequired
      />
      {rename.failure && <Alert>{errorText(rename.failure, t)}</Alert>}
      <div className="form__actions">
        <Button type="submit" isPending={rename.isSubmitting}>
          {t('passkeys.save')}
        </Button>
        <Button variant="quiet" onPress={steps.cancel} isDisabled={rename.isSubmitting}>
          {t('passkeys.cancel')}
        </Button>
      </div>
    </Form>
  );
}

function RemoveQuestion({ passkey, steps }: { passkey: Passkey; steps: PasskeySettingsView }) {
  const { t } = useI18n();
  const remove = useForm({
    schema: passkeyRemovalSchema,
    submit: removePasskey,
    invalidates: [PASSKEYS_KEY],
    successToast: 'passkeys.removed',
    afterwards: () => steps.removed(),
  });
  return (
    <fieldset className="session__question" aria-label={t('passkeys.removeLabel', { name: passkey.name })}>
      <p>{t('passkeys.removeQuestion', { name: passkey.name })}</p>
      {remove.failure && <Alert>{errorText(remove.failure, t)}</Alert>}
      <div className="form__actions">
        <Button autoFocus isPending={remove.isSubmitting} onPress={() => remove.submit({ id: passkey.id })}>
          {t('passkeys.remove')}
        </Button>
        <Button variant="quiet" onPress={steps.cancel} isDisabled={remove.isSubmitting}>
          {t('passkeys.cancel')}
        </Button>
      </div>
    </fieldset>
  );
}

function PasskeyItem({ passkey, steps }: { passkey: Passkey; steps: PasskeySettingsView }) {
  const { t, formatDate } = useI18n();
  const chosen = steps.passkeyId === passkey.id;
  return (
    <li className="session">
      <div className="session__head">
        <h3 className="session__name">{passkey.name}</h3>
      </div>
      <Details
        items={[
          { label: t('passkeys.created'), value: formatDate(passkey.createdAt, when) },
          {
            label: t('passkeys.lastUsed'),
            value: passkey.lastUsedAt ? formatDate(passkey.lastUsedAt, when) : t('passkeys.neverUsed'),
          },
        ]}
      />
      {chosen && steps.step === 'renaming' && <RenameForm passkey={passkey} steps={steps} />}
      {chosen && steps.step === 'removing' && <RemoveQuestion passkey={passkey} steps={steps} />}
      {steps.step === 'idle' && (
        <div className="form__actions">
          <Button
            variant="secondary"
            aria-label={t('passkeys.renameLabel', { name: passkey.name })}
            onPress={() => steps.rename(passkey.id)}
          >
            {t('passkeys.rename')}
          </Button>
          <Button
            variant="quiet"
            aria-label={t('passkeys.removeLabel', { name: passkey.name })}
            onPress={() => steps.remove(passkey.id)}
          >
            {t('passkeys.remove')}
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * Passkeys on the account screen: the list with when each was added and last used; adding one (a name and the
 * password, then the browser makes it), renaming or removing one. A browser without passkeys is told so.
 */
export function PasskeySettings() {
  const { t } = useI18n();
  const state = useData(passkeyList());
  const heading = useRef<HTMLHeadingElement>(null);
  const machine = usePasskeySettings();
  // A step done, its form is gone with the focus in it: the focus goes to the section, where the user was.
  const backToSection = (done: () => void) => () => {
    done();
    heading.current?.focus();
  };
  const steps: PasskeySettingsView = {
    ...machine,
    added: backToSection(machine.added),
    renamed: backToSection(machine.renamed),
    removed: backToSection(machine.removed),
  };
  const supported = browserHasPasskeys();
  return (
    <section className="panel" aria-labelledby="account-passkeys">
      <h2 id="account-passkeys" ref={heading} tabIndex={-1}>
        {t('passkeys.title')}
      </h2>
      <p>{t('passkeys.intro')}</p>
      <DataState state={state}>
        {({ passkeys }) => (
          <>
            {passkeys.length === 0 ? (
              <p>{t('passkeys.empty')}</p>
            ) : (
              <ul className="sessions">
                {passkeys.map((passkey) => (
                  <PasskeyItem key={passkey.id} passkey={passkey} steps={steps} />
                ))}
              </ul>
            )}
            {!supported && <p>{t('passkeys.unsupported')}</p>}
            {supported && steps.step === 'adding' && <AddPasskeyForm steps={steps} />}
            {supported && steps.step === 'idle' && (
              <div className="form__actions">
                <Button variant="secondary" onPress={steps.add}>
                  {t('passkeys.add')}
                </Button>
              </div>
            )}
          </>
        )}
      </DataState>
    </section>
  );
}
