/** A field marked invalid (react-aria and our plain fields mark the field's box) or a notice in the form. */
const ATTENTION = '[data-invalid], .alert';
const FOCUSABLE = 'input:not([type="hidden"]), textarea, button, [tabindex]';

/**
 * Focuses the first error or notice in `form` and scrolls it to the middle of the screen; false when there is
 * none (yet). A notice takes the focus itself, so a screen reader reads it whole.
 */
export function bringIntoView(form: HTMLElement): boolean {
  const first = form.querySelector<HTMLElement>(ATTENTION);
  if (!first) return false;
  // A select's own hidden native input is for the browser's autofill, not for people.
  const control = [...first.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
    (element) => !element.closest('[aria-hidden="true"]'),
  );
  const target = first.matches('.alert') ? first : (control ?? first);
  if (!target.matches(FOCUSABLE)) target.tabIndex = -1;
  target.focus({ preventScroll: true });
  first.scrollIntoView({ block: 'center' });
  return true;
}
