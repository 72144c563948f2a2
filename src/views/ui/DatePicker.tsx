import { type CalendarDate, type DateValue, getLocalTimeZone } from '@internationalized/date';
import { Button } from 'react-aria-components/Button';
import {
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
} from 'react-aria-components/Calendar';
import {
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  DateInput,
  DateSegment,
  Group,
  Label,
  Popover,
} from 'react-aria-components/DatePicker';
import { Dialog } from 'react-aria-components/Dialog';
import { firstDayOfWeek, useI18n } from '../../i18n';
import { FieldHelp } from './FieldHelp';
import { useFieldError } from './form-errors';
import { Icon } from './Icon';

export interface DatePickerProps
  extends Omit<AriaDatePickerProps<CalendarDate>, 'children' | 'className' | 'firstDayOfWeek'> {
  label: string;
  description?: string;
  /** Says what is wrong with a date before `minValue`; by default it names that first date. */
  tooEarlyMessage?: string;
  /** Says what is wrong with a date `isDateUnavailable` names. */
  unavailableMessage?: string;
  /** Overrides the message the form gives this field by its name. */
  errorMessage?: string;
}

/**
 * A date typed in its segments or picked from a calendar that opens beside it (arrow keys move through the
 * days, Enter picks one). The week starts as the language has it; days before `minValue` and those
 * `isDateUnavailable` names cannot be picked. With `name`, a form receives the date as YYYY-MM-DD.
 */
export function DatePicker({
  label,
  description,
  errorMessage,
  tooEarlyMessage,
  unavailableMessage,
  ...props
}: DatePickerProps) {
  const error = useFieldError(props.name, errorMessage);
  const { t, locale, formatDate } = useI18n();
  const dayText = (date: DateValue) => formatDate(date.toDate(getLocalTimeZone()));
  // react-aria words its own range checks in the browser's language, whatever the portal's: a date it would
  // refuse gets our text, in the portal's language, before react-aria's is ever shown.
  const validate = (value: CalendarDate | null) => {
    const own = props.validate?.(value as CalendarDate);
    if (own !== undefined && own !== null && own !== true) return own;
    if (!value) return null;
    const { minValue, maxValue } = props;
    if (minValue && value.compare(minValue) < 0)
      return tooEarlyMessage ?? t('datePicker.tooEarly', { date: dayText(minValue) });
    if (maxValue && value.compare(maxValue) > 0) return t('datePicker.tooLate', { date: dayText(maxValue) });
    if (props.isDateUnavailable?.(value)) return unavailableMessage ?? t('datePicker.unavailable');
    return null;
  };
  return (
    <AriaDatePicker<CalendarDate>
      {...props}
      validate={validate}
      isInvalid={error ? true : props.isInvalid}
      className="field date-picker"
    >
      <Label className="field__label">{label}</Label>
      <Group className="field__input date-picker__group">
        <DateInput className="date-picker__input">
          {(segment) => <DateSegment segment={segment} className="date-picker__segment" />}
        </DateInput>
        <Button className="date-picker__button" aria-label={t('datePicker.open')}>
          <Icon name="calendar" />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={error} />
      <Popover className="date-picker__popover" placement="bottom start">
        <Dialog className="date-picker__dialog" aria-label={label}>
          <Calendar<DateValue> className="calendar" firstDayOfWeek={firstDayOfWeek[locale]}>
            <header className="calendar__header">
              <Button slot="previous" className="calendar__nav" aria-label={t('datePicker.previous')}>
                <Icon name="collapse" />
              </Button>
              <Heading className="calendar__heading" />
              <Button slot="next" className="calendar__nav" aria-label={t('datePicker.next')}>
                <Icon name="expand" />
              </Button>
            </header>
            <CalendarGrid className="calendar__grid">
              <CalendarGridHeader>
                {(day) => <CalendarHeaderCell className="calendar__weekday">{day}</CalendarHeaderCell>}
              </CalendarGridHeader>
              <CalendarGridBody>
                {(date) => <CalendarCell date={date} className="calendar__cell" />}
              </CalendarGridBody>
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
