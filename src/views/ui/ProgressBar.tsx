import { Label } from 'react-aria-components/Label';
import { ProgressBar as AriaProgressBar } from 'react-aria-components/ProgressBar';

/**
 * A labelled bar of how far something is, 0 to 1; without a value it says it is busy. `valueLabel` says the
 * value in words (shown, and read instead of the bare percentage).
 */
export function ProgressBar({
  label,
  value,
  valueLabel,
}: {
  label: string;
  value?: number;
  valueLabel?: string;
}) {
  return (
    <AriaProgressBar
      className="progress"
      value={value === undefined ? undefined : Math.round(value * 100)}
      isIndeterminate={value === undefined}
      valueLabel={valueLabel}
    >
      {({ percentage }) => (
        <>
          <Label className="progress__label">{label}</Label>
          {valueLabel && <span className="progress__value">{valueLabel}</span>}
          <span className="progress__track">
            <span
              className="progress__fill"
              style={{ width: value === undefined ? '40%' : `${percentage ?? 0}%` }}
            />
          </span>
        </>
      )}
    </AriaProgressBar>
  );
}
