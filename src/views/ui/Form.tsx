import { type FormEvent, type ReactNode, useMemo } from 'react';
import { Form as AriaForm } from 'react-aria-components/Form';
import { useI18n } from '../../i18n';

interface FormProps<E> {
  /** Field name to i18n key; a new object shows the errors again even when their texts are the same. */
  errors?: E;
  onSubmit(form: FormData): void;
  className?: string;
  children: ReactNode;
}

/**
 * A form whose field errors are always our translated texts: the browser's own validation bubbles are off
 * (they speak the language of the operating system, not the one chosen here).
 */
export function Form<E extends { [K in keyof E]?: string }>({
  errors,
  onSubmit,
  className,
  children,
}: FormProps<E>) {
  const { t } = useI18n();
  const validationErrors = useMemo(
    () =>
      Object.fromEntries(
        Object.entries<string | undefined>(errors ?? {}).flatMap(([name, key]) =>
          key ? [[name, t(key)]] : [],
        ),
      ),
    [errors, t],
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(new FormData(event.currentTarget));
  };
  return (
    <AriaForm
      validationBehavior="aria"
      validationErrors={validationErrors}
      onSubmit={submit}
      className={`form${className ? ` ${className}` : ''}`}
    >
      {children}
    </AriaForm>
  );
}
