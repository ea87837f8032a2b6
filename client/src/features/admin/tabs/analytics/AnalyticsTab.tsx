/** Placeholder until this tab is built. */
export function AnalyticsTab() {
  return <p>This tab is being built.</p>;
}
