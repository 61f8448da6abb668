import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { taipeiMicros, taipeiWallClock } from './taipeiTime';

/** The picker's value showing Taipei's wall clock, whatever the browser's own zone. */
function pickerValue(micros: number): Dayjs {
  const w = taipeiWallClock(micros);
  return dayjs(new Date(w.year, w.month - 1, w.day, w.hour, w.minute, w.second));
}

/** The instant of a picked wall-clock time, read as Taipei's. */
function pickedMicros(picked: Dayjs): number {
  return taipeiMicros({
    year: picked.year(),
    month: picked.month() + 1,
    day: picked.date(),
    hour: picked.hour(),
    minute: picked.minute(),
    second: picked.second(),
  });
}

/** A date and time picked in Taipei time, as epoch microseconds (null when cleared). */
export function TaipeiDateTimePicker({
  value,
  onChange,
  placeholder,
  allowClear = false,
  testId,
}: {
  value: number | null;
  onChange: (micros: number | null) => void;
  placeholder?: string;
  allowClear?: boolean;
  testId: string;
}) {
  return (
    <DatePicker
      id={testId}
      showTime
      allowClear={allowClear}
      placeholder={placeholder}
      value={value === null ? null : pickerValue(value)}
      onChange={(picked) => onChange(picked ? pickedMicros(picked) : null)}
      data-testid={testId}
    />
  );
}
