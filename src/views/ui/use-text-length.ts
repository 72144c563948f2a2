import { useState } from 'react';

/**
 * The length of a text field's value, controlled or not, for its count near the limit; `onChange` is the
 * field's own, wrapped to keep the count of an uncontrolled field.
 */
export function useTextLength(props: {
  value?: string;
  defaultValue?: string;
  onChange?(value: string): void;
}) {
  const [typed, setTyped] = useState(props.defaultValue ?? '');
  const onChange = (value: string) => {
    // A controlled field's length is its value's: no second render for each key.
    if (props.value === undefined) setTyped(value);
    props.onChange?.(value);
  };
  return { length: (props.value ?? typed).length, onChange };
}
