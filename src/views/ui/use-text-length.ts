import { type ClipboardEvent, useRef, useState } from 'react';

/**
 * The length of a text field's value, controlled or not, for its count near the limit; `onChange` is the
 * field's own, wrapped to keep the count of an uncontrolled field. A paste longer than the room left is cut by
 * the browser without a word: `wasCut` says it was, until the next edit.
 */
export function useTextLength(props: {
  value?: string;
  defaultValue?: string;
  maxLength?: number;
  onChange?(value: string): void;
  onPaste?(event: ClipboardEvent<HTMLInputElement>): void;
}) {
  const [typed, setTyped] = useState(props.defaultValue ?? '');
  const [wasCut, setCut] = useState(false);
  /** The change a paste makes follows it in the same task: that one keeps the notice, a later one ends it. */
  const pasting = useRef(false);
  const onChange = (value: string) => {
    // A controlled field's length is its value's: no second render for each key.
    if (props.value === undefined) setTyped(value);
    if (!pasting.current && wasCut) setCut(false);
    props.onChange?.(value);
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    props.onPaste?.(event);
    if (props.maxLength === undefined) return;
    const field = event.currentTarget as HTMLInputElement | HTMLTextAreaElement;
    const text = event.clipboardData.getData('text/plain');
    // A text area keeps a line break (one character), a one-line field drops it.
    const pasted =
      field instanceof HTMLTextAreaElement ? text.replace(/\r\n?/g, '\n') : text.replace(/[\r\n]/g, '');
    const selected =
      (field.selectionEnd ?? field.value.length) - (field.selectionStart ?? field.value.length);
    setCut(field.value.length - selected + pasted.length > props.maxLength);
    pasting.current = true;
    setTimeout(() => {
      pasting.current = false;
    });
  };
  return { length: (props.value ?? typed).length, onChange, onPaste, wasCut };
}
