/** Placeholder until this tab is built. */
export function MessagesTab() {
  return <p>This tab is being built.</p>;
}
