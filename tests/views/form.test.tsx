import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { messages } from '../../contract/validation';
import { ApiError } from '../../src/services/api-error';
import { getCall } from '../../src/services/portal-data/call';
import { useData } from '../../src/services/portal-data/use-data';
import { resources } from '../../src/services/resource';
import { Button } from '../../src/views/ui/Button';
import { Form } from '../../src/views/ui/Form';
import { TextField } from '../../src/views/ui/TextField';
import { Toasts } from '../../src/views/ui/Toasts';
import { useForm } from '../../src/views/ui/use-form';
import { renderWithApp } from './support';

const nameSchema = z.object({ name: z.string().trim().min(1, messages.nameRequired) });

/** A list that shows what the server holds now, read through the app's one cache. */
function Names({ load }: { load(): Promise<string[]> }) {
  const names = useData({ ...getCall('/api/names', z.array(z.string())), load });
  return <p data-testid="names">{names.data?.join(', ') ?? '…'}</p>;
}

function NameForm(props: { save(input: { name: string }): Promise<unknown>; failureToast?: 'update' }) {
  const form = useForm({
    schema: nameSchema,
    submit: props.save,
    invalidates: ['/api/names'],
    successToast: 'success.infoUpdated',
    navigateTo: '/done',
    failureToast: props.failureToast,
  });
  return (
    <Form errors={form.errors} onSubmit={(values) => form.submit({ name: values.get('name') ?? '' })}>
      <TextField name="name" label="Naam" />
      {form.failure && <p role="alert">{form.failure.message}</p>}
      <Button type="submit" isPending={form.isSubmitting}>
        Opslaan
      </Button>
    </Form>
  );
}

function setUp(save: (input: { name: string }) => Promise<unknown>, failureToast?: 'update') {
  resources.clear();
  const held = ['Anna'];
  const load = vi.fn(async () => [...held]);
  const app = renderWithApp(
    <>
      <Names load={load} />
      <NameForm
        save={async (input) => {
          await save(input);
          held.push(input.name);
        }}
        failureToast={failureToast}
      />
      <Toasts />
    </>,
  );
  return { ...app, load };
}

describe('the one form mechanism (useForm on the formSubmission machine)', () => {
  it('sends nothing the contract schema refuses and shows its message at the field', async () => {
    const save = vi.fn(async () => {});
    const { path } = setUp(save);
    await userEvent.type(screen.getByLabelText('Naam'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Naam is verplicht')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    expect(path()).toBe('/');
  });

  it('after a write reloads the list it made stale, toasts and goes on', async () => {
    const { load, path } = setUp(async () => {});
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('Anna'));
    await userEvent.type(screen.getByLabelText('Naam'), 'Piet');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('Anna, Piet'));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Gegevens bijgewerkt.')).toBeTruthy();
    expect(path()).toBe('/done');
  });

  it("puts the server's field errors of a 400 at their fields, not in an alert", async () => {
    const refusal = new ApiError({
      status: 400,
      message: 'Ongeldige invoer',
      code: 'invalidInput',
      errors: [{ path: 'body.name', message: messages.nameRequired }],
    });
    setUp(() => Promise.reject(refusal));
    await userEvent.type(screen.getByLabelText('Naam'), 'Piet');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Naam is verplicht')).toBeTruthy();
    expect(document.querySelector('p[role="alert"]')).toBeNull();
  });

  it('keeps the values after a failure and says it in place', async () => {
    const down = new ApiError({ status: 0, message: 'Geen verbinding', code: 'network' });
    setUp(() => Promise.reject(down));
    await userEvent.type(screen.getByLabelText('Naam'), 'Piet');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Geen verbinding', { selector: 'p[role="alert"]' })).toBeTruthy();
    expect((screen.getByLabelText('Naam') as HTMLInputElement).value).toBe('Piet');
  });

  it('says a failure as a toast when the form asks for one', async () => {
    const down = new ApiError({ status: 0, message: 'Geen verbinding', code: 'network' });
    setUp(() => Promise.reject(down), 'update');
    await userEvent.type(screen.getByLabelText('Naam'), 'Piet');
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Opslaan' })));
    expect(await screen.findByText(/^Bijwerken mislukt/)).toBeTruthy();
    expect(document.querySelector('p[role="alert"]')).toBeNull();
  });
});
