/** Placeholder until this tab is built. */
export function AdminManagementTab() {
  return <p>This tab is being built.</p>;
}
