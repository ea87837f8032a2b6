import { useId } from 'react';
import type { Period } from '../api/reports';

/** The first and last day of a report's period, both included. */
export function PeriodPicker({ period, onChange }: { period: Period; onChange: (period: Period) => void }) {
  const id = useId();
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-from`}>From</label>
        <input
          id={`${id}-from`}
          type="date"
          value={period.from}
          max={period.to || undefined}
          onChange={(event) => onChange({ ...period, from: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>To</label>
        <input
          id={`${id}-to`}
          type="date"
          value={period.to}
          min={period.from || undefined}
          onChange={(event) => onChange({ ...period, to: event.target.value })}
        />
      </div>
    </>
  );
}
