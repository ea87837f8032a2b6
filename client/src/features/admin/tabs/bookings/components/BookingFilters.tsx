import { Download, Search, X } from 'lucide-react';
import { useId } from 'react';
import { type BookingFilters as Filters, type VenueName } from '@/features/admin/api/booking-list';
import { BOOKING_VENUES } from '@/config/venues';

interface BookingFiltersProps {
  /** What is typed in the search box (the list follows it a moment later). */
  searchText: string;
  onSearchText: (text: string) => void;
  filters: Omit<Filters, 'q'>;
  onChange: (filters: Omit<Filters, 'q'>) => void;
  canClear: boolean;
  onClear: () => void;
  exporting: boolean;
  onExport: () => void;
}

/** Search, venue and date-range filters over the current list, and its CSV export. */
export function BookingFilters({
  searchText,
  onSearchText,
  filters,
  onChange,
  canClear,
  onClear,
  exporting,
  onExport,
}: BookingFiltersProps) {
  const id = useId();
  const rangeInverted = Boolean(filters.from && filters.to && filters.from > filters.to);
  return (
    <div className="staff-filters">
      <div role="search" aria-label="Filter bookings" className="staff-filters__row bookings-filters__row">
        <div className="field bookings-filters__search">
          <label htmlFor={`${id}-q`}>Search bookings</label>
          <div className="bookings-filters__search-box">
            <Search aria-hidden="true" size={18} />
            <input
              id={`${id}-q`}
              type="search"
              value={searchText}
              maxLength={100}
              autoComplete="off"
              placeholder="Name, e-mail, phone or booking ID"
              onChange={(event) => onSearchText(event.target.value)}
            />
          </div>
        </div>
        <div className="field bookings-filters__venue">
          <label htmlFor={`${id}-venue`}>Venue</label>
          <select
            id={`${id}-venue`}
            value={filters.venue}
            onChange={(event) => onChange({ ...filters, venue: event.target.value as VenueName | '' })}
          >
            <option value="">All venues</option>
            {BOOKING_VENUES.map(({ name }) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="field bookings-filters__date">
          <label htmlFor={`${id}-from`}>From</label>
          <input
            id={`${id}-from`}
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => onChange({ ...filters, from: event.target.value })}
          />
        </div>
        <div className="field bookings-filters__date">
          <label htmlFor={`${id}-to`}>To</label>
          <input
            id={`${id}-to`}
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            aria-invalid={rangeInverted || undefined}
            aria-describedby={rangeInverted ? `${id}-range` : undefined}
            onChange={(event) => onChange({ ...filters, to: event.target.value })}
          />
        </div>
      </div>
      <div className="staff-filters__actions">
        {rangeInverted && (
          <p id={`${id}-range`} className="staff-filters__warning" role="status">
            The “To” date is before the “From” date, so nothing can match.
          </p>
        )}
        <button type="button" className="button button--small button--ghost" onClick={onClear} disabled={!canClear}>
          <X aria-hidden="true" />
          Clear filters
        </button>
        <button type="button" className="button button--small button--ghost" onClick={onExport} disabled={exporting}>
          <Download aria-hidden="true" />
          {exporting ? 'Exporting...' : 'Export CSV'}
        </button>
      </div>
    </div>
  );
}
