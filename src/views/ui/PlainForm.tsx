import type { FormEvent, ReactNode } from 'react';

interface PlainFormProps {
  onSubmit(): void;
  children: ReactNode;
}

/**
 * `ui/Form` drawn as a plain `<form>`, for the first screen (decision 023). The browser's own checks are off
 * (their bubbles speak the device's language); each field shows its error itself (`PlainTextField`).
 */
export function PlainForm({ onSubmit, children }: PlainFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} className="form">
      {children}
    </form>
  );
}
