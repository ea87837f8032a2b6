/** Placeholder until this tab is built. */
export function NewsManagementTab() {
  return <p>This tab is being built.</p>;
}
