/** Placeholder until this tab is built. */
export function VendorStallsTab() {
  return <p>This tab is being built.</p>;
}
