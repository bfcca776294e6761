import { WEEKDAY_LABELS, type Weekday } from '@farmkit/contract';
import { FieldChrome } from '@farmkit/ui/field';
import type { Ref } from 'react';
import { CheckboxGroup } from 'react-aria-components';
import { Checkbox } from './Checkbox';
import { WEEK_FROM_MONDAY, weekdayName } from './weekdays';
import './WeekdaysField.css';

interface WeekdaysFieldProps {
  label: string;
  description?: string;
  value: readonly number[];
  onChange: (days: Weekday[]) => void;
  onBlur?: () => void;
  isInvalid?: boolean;
  errorMessage?: string;
  /** The group, for the form to focus on an error. */
  ref?: Ref<HTMLDivElement>;
}

/** The days of the week as checkboxes, Monday to Sunday; the value is the API's numbers (0 Sunday to 6 Saturday). */
export function WeekdaysField({
  label,
  description,
  value,
  onChange,
  onBlur,
  isInvalid,
  errorMessage,
  ref,
}: WeekdaysFieldProps) {
  return (
    <CheckboxGroup
      ref={ref}
      className="fk-Field"
      value={value.map(String)}
      onChange={(days) => onChange(WEEK_FROM_MONDAY.filter((day) => days.includes(String(day))))}
      onBlur={onBlur}
      isInvalid={isInvalid}
      validationBehavior="aria"
    >
      <FieldChrome label={label} description={description} errorMessage={errorMessage}>
        <div className="bo-WeekdaysField-days">
          {WEEK_FROM_MONDAY.map((day) => (
            <Checkbox key={day} value={String(day)} aria-label={weekdayName(day)}>
              {WEEKDAY_LABELS[day]}
            </Checkbox>
          ))}
        </div>
      </FieldChrome>
    </CheckboxGroup>
  );
}
