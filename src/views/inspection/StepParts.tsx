import { type ReactNode, useEffect, useRef } from 'react';
import { inspectionDraftSchema } from '../../../contract/inspection';
import { maxLengthOf } from '../../../contract/validation';
import { useI18n } from '../../i18n';
import type { MaintenanceView } from '../../machines/maintenance/maintenance.connect';
import { Alert } from '../ui/Alert';
import { TextAreaField } from '../ui/TextAreaField';
import { TextField } from '../ui/TextField';

/** The step's buttons, at the bottom of the screen where a thumb reaches them. */
export function StepActions({ children }: { children: ReactNode }) {
  return <div className="step-actions">{children}</div>;
}

/**
 * "Continue" that leads to what holds the engineer: when the step's rules fail, the first field in error (in
 * the order of the screen) is scrolled to the middle and focused, so a long checklist does not leave the
 * engineer searching. Only after a press: answering a field (which also changes the errors) never moves focus.
 */
export function useContinueToFirstError(wizard: MaintenanceView) {
  const step = useRef<HTMLDivElement>(null);
  const pressed = useRef(false);
  useEffect(() => {
    if (!pressed.current) return;
    pressed.current = false;
    const field = step.current?.querySelector<HTMLElement>('[data-invalid], [aria-invalid="true"]');
    if (!field || wizard.errors.length === 0) return;
    const target = field.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, button') ?? field;
    field.scrollIntoView?.({ block: 'center' });
    target.focus({ preventScroll: true });
  }, [wizard.errors]);
  return {
    step,
    next: () => {
      pressed.current = true;
      wizard.next();
    },
  };
}

/** Says how many fields hold the engineer on this step; each field shows its own rule. */
export function StepErrors({ wizard }: { wizard: MaintenanceView }) {
  const { t } = useI18n();
  if (wizard.errors.length === 0) return null;
  return <Alert>{t('inspection.fixErrors', { count: wizard.errors.length })}</Alert>;
}

/** A whole number field (a cycle counter); anything else than digits leaves it empty. */
export function CountField({
  label,
  description,
  value,
  errorMessage,
  onChange,
}: {
  label: string;
  description?: string;
  value: number | null;
  errorMessage?: string;
  onChange(value: number | null): void;
}) {
  return (
    <TextField
      label={label}
      description={description}
      inputMode="numeric"
      value={value === null ? '' : String(value)}
      errorMessage={errorMessage}
      onChange={(text) => {
        const digits = text.replace(/\D/g, '');
        onChange(digits ? Number(digits.slice(0, 9)) : null);
      }}
    />
  );
}

/** The message of a field's failing rule in the current language, or nothing. */
export function useFieldError(wizard: MaintenanceView) {
  const { t } = useI18n();
  return (path: string) => {
    const key = wizard.errorOf(path);
    return key ? t(key) : undefined;
  };
}

/** The remarks for the provider only, asked at departure and when maintenance is not possible. */
export function InternalRemarksField({ wizard }: { wizard: MaintenanceView }) {
  const { t } = useI18n();
  const error = useFieldError(wizard);
  return (
    <TextAreaField
      label={t('inspection.internalRemarks')}
      description={t('inspection.internalRemarksHelp')}
      value={wizard.draft.internalRemarks}
      onChange={(internalRemarks) => wizard.change({ internalRemarks })}
      errorMessage={error('internalRemarks')}
      maxLength={maxLengthOf(inspectionDraftSchema.shape.internalRemarks)}
    />
  );
}
