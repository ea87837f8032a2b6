/** Placeholder until this tab is built. */
export function VenueManagementTab() {
  return <p>This tab is being built.</p>;
}
