import type { Language } from '@kandy-park/domain';
import { describeDays, formatAmount, formatDate, textsFor } from './texts';

/** "March 10, 2027" (`2027 මැදින් 10`, `10 மார்ச், 2027`): a park date in long month form, in the language. */
export const formatLongDate: (date: string, language?: Language) => string = formatDate;

/** Whole LKR, en-LK grouping, no decimals, in every language. */
export const formatLkr: (amount: number) => string = formatAmount;

/** A booking's days in words, in the language: one date, or the first to the last with the count. */
export const describeDates: (eventDate: string, duration: number, language?: Language) => string = describeDays;

/** Escapes text for the HTML part of an e-mail. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/**
 * Builds both parts of a message from paragraphs of plain text, so the two never say different things.
 * `details` become a small table (label → value) in HTML and aligned lines in text. The park's name, the closing
 * and the HTML's `lang` are in `language` (English unless given: staff mail).
 */
export function composeMail(input: {
  greeting: string;
  paragraphs: string[];
  details?: Array<[string, string]>;
  signOff?: string;
  language?: Language;
}): { text: string; html: string } {
  const language = input.language ?? 'en';
  const texts = textsFor(language);
  const signOff = input.signOff ?? texts.park.name;
  const details = input.details ?? [];
  const text = [
    input.greeting,
    '',
    ...input.paragraphs.flatMap((p) => [p, '']),
    ...(details.length ? [...details.map(([label, value]) => `${label}: ${value}`), ''] : []),
    texts.mail.withWarmRegards,
    signOff,
  ].join('\n');
  const rows = details
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#6b4b3e"><strong>${escapeHtml(label)}</strong></td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html lang="${language}"><body style="margin:0;background:#fbf6ec;font-family:Arial,Helvetica,sans-serif;color:#1f1a17">
<div style="max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-family:Georgia,serif;color:#7a1f1f;font-size:22px;margin:0 0 16px">${escapeHtml(texts.park.name)}</h1>
<p>${escapeHtml(input.greeting)}</p>
${input.paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${rows ? `<table style="border-collapse:collapse;margin:12px 0">${rows}</table>` : ''}
<p>${escapeHtml(texts.mail.withWarmRegards)}<br>${escapeHtml(signOff)}</p>
</div></body></html>`;
  return { text, html };
}
