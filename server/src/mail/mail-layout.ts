import { lastDayOf } from '../common/calendar-dates';
// Made once: making an `Intl` formatter (as `toLocaleDateString` does on each call) costs far more than using one.
const LONG_DATE = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });

/** "March 10, 2027": the park writes dates in long month form, en-US. The date is a calendar day, so UTC. */
export function formatLongDate(date: string): string {
  return LONG_DATE.format(new Date(`${date}T00:00:00Z`));
}

/** Escapes text for the HTML part of an e-mail. */
const LKR = new Intl.NumberFormat('en-LK', { maximumFractionDigits: 0 });

/** Whole LKR, en-LK grouping, no decimals. */
export function formatLkr(amount: number): string {
  return `LKR ${LKR.format(amount)}`;
}

/** A booking's days in words: one date, or the first to the last with the count. */
export function describeDates(eventDate: string, duration: number): string {
  if (duration <= 1) return formatLongDate(eventDate);
  return `${formatLongDate(eventDate)} to ${formatLongDate(lastDayOf(eventDate, duration))} (${duration} days)`;
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/**
 * Builds both parts of a message from paragraphs of plain text, so the two never say different things.
 * `details` become a small table (label → value) in HTML and aligned lines in text.
 */
export function composeMail(input: {
  greeting: string;
  paragraphs: string[];
  details?: Array<[string, string]>;
  signOff?: string;
}): { text: string; html: string } {
  const signOff = input.signOff ?? 'Kandy Cultural Park';
  const details = input.details ?? [];
  const text = [
    input.greeting,
    '',
    ...input.paragraphs.flatMap((p) => [p, '']),
    ...(details.length ? [...details.map(([label, value]) => `${label}: ${value}`), ''] : []),
    'With warm regards,',
    signOff,
  ].join('\n');
  const rows = details
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#6b4b3e"><strong>${escapeHtml(label)}</strong></td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html><body style="margin:0;background:#fbf6ec;font-family:Arial,Helvetica,sans-serif;color:#1f1a17">
<div style="max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-family:Georgia,serif;color:#7a1f1f;font-size:22px;margin:0 0 16px">Kandy Cultural Park</h1>
<p>${escapeHtml(input.greeting)}</p>
${input.paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${rows ? `<table style="border-collapse:collapse;margin:12px 0">${rows}</table>` : ''}
<p>With warm regards,<br>${escapeHtml(signOff)}</p>
</div></body></html>`;
  return { text, html };
}
