/** Placeholder until this tab is built. */
export function BookingsTab() {
  return <p>This tab is being built.</p>;
}
