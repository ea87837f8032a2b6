/** Placeholder until this tab is built. */
export function BookingCalendarTab() {
  return <p>This tab is being built.</p>;
}
