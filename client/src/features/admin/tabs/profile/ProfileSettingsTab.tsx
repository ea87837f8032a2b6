/** Placeholder until this tab is built. */
export function ProfileSettingsTab() {
  return <p>This tab is being built.</p>;
}
