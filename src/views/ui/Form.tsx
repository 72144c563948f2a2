import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { Form as AriaForm } from 'react-aria-components/Form';
import { bringIntoView } from './bring-into-view';
import { FormErrorsContext } from './form-errors';

interface FormProps<E> {
  /** Field name to i18n key; each field shows its own (`useFieldError`). */
  errors?: E;
  onSubmit(form: FormData): void;
  /** A field was typed in or changed: `field` is its name, `form` all values now (to check it again). */
  onEdit?(field: string, form: FormData): void;
  className?: string;
  children: ReactNode;
}

const noErrors = {};

/**
 * A form whose field errors are always our translated texts: the browser's own validation bubbles are off
 * (they speak the language of the operating system, not the one chosen here). After a send that was refused
 * or failed, the first error, or the form's notice, gets the focus and is scrolled into view: on a phone the
 * screen would otherwise stay at the button while the message sits at the top.
 */
export function Form<E extends { [K in keyof E]?: string }>({
  errors,
  onSubmit,
  onEdit,
  className,
  children,
}: FormProps<E>) {
  const ref = useRef<HTMLFormElement>(null);
  /** Set by a send; the next error or notice the form shows is brought into view, once. */
  const isAnswerAwaited = useRef(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    isAnswerAwaited.current = true;
    onSubmit(new FormData(event.currentTarget));
  };
  const latestOnEdit = useRef(onEdit);
  latestOnEdit.current = onEdit;
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    // A native listener (react-aria's Form takes no onInput), on the document: it runs after React has taken
    // the keystroke into the field's state. On the form itself it ran first, and when the edit cleared an error
    // the re-render put the field's previous value back: the key that made the field right was lost.
    const edit = (event: Event) => {
      if (!(event.target instanceof Node) || !form.contains(event.target)) return;
      // Typing on is the user's own course: a late answer does not pull the focus away from it.
      isAnswerAwaited.current = false;
      const name = (event.target as Partial<HTMLInputElement>).name;
      if (name) latestOnEdit.current?.(name, new FormData(form));
    };
    const document = form.ownerDocument;
    document.addEventListener('input', edit);
    return () => document.removeEventListener('input', edit);
  }, []);
  useEffect(() => {
    if (isAnswerAwaited.current && ref.current && bringIntoView(ref.current)) isAnswerAwaited.current = false;
  });
  return (
    <FormErrorsContext.Provider value={(errors as Record<string, string | undefined>) ?? noErrors}>
      <AriaForm
        ref={ref}
        validationBehavior="aria"
        onSubmit={submit}
        className={`form${className ? ` ${className}` : ''}`}
      >
        {children}
      </AriaForm>
    </FormErrorsContext.Provider>
  );
}
