const capitalised = (text: string) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : text);

/** "musical shows" → "Musical shows". */
export function eventTypeLabel(eventType: string): string {
  return capitalised(eventType.trim()) || 'Other';
}
