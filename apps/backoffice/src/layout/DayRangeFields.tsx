import { TextField } from '@farmkit/ui/text-field';

interface DayRangeFieldsProps {
  from: string | undefined;
  to: string | undefined;
  onChange: (key: 'from' | 'to', day: string) => void;
}

/** A list filter's first and last day (the shop's days, YYYY-MM-DD), for a FilterBar. */
export function DayRangeFields({ from, to, onChange }: DayRangeFieldsProps) {
  return (
    <>
      <TextField label="From" type="date" value={from ?? ''} onChange={(day) => onChange('from', day)} />
      <TextField label="To" type="date" value={to ?? ''} onChange={(day) => onChange('to', day)} />
    </>
  );
}
