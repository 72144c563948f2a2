import { type HTMLAttributes, useId } from 'react';

interface PlainTextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  isRequired?: boolean;
  value: string;
  onChange(value: string): void;
  /** The field's error, already in the reader's language. */
  errorMessage?: string;
}

/**
 * `ui/TextField` drawn as a plain label and input, for the first screen, which loads without react-aria
 * (decision 023): the label names the input, the error is read with it (aria-describedby) and marks it invalid.
 * Required is said with aria-required, so the browser's own bubble (in the language of the device) never shows.
 */
export function PlainTextField({
  name,
  label,
  type = 'text',
  inputMode,
  autoComplete,
  isRequired,
  value,
  onChange,
  errorMessage,
}: PlainTextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field" data-invalid={errorMessage ? true : undefined}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        name={name}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        aria-required={isRequired || undefined}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage ? errorId : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {errorMessage && (
        <span id={errorId} className="field__error">
          {errorMessage}
        </span>
      )}
    </div>
  );
}
