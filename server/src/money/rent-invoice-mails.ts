import { PARK_OFFICE_PHONE } from '@kandy-park/domain';
import type { RentInvoice } from '../database/schema';
import { composeMail, formatLkr, formatLongDate, textsFor } from '../mail';
import type { OutgoingMail } from '../mail';
import { documentAttachment } from './money-mails';

/**
 * To the vendor when rent invoices are issued: one mail for the months one look invoiced, each attached (a month on
 * its due date is one; the catch-up of months invoiced at once is one mail listing them all), in the rental's
 * language. `capped`: issued by the park on its own (the hourly job, a look at the rent), so it counts against the
 * park's daily allowance of the mails it sends by itself, as reminders do; issued by a staff action, it is not.
 */
export function rentInvoiceMail(rents: readonly RentInvoice[], capped: boolean): OutgoingMail {
  const [first] = rents;
  if (!first) throw new Error('A rent invoice mail needs at least one rent invoice');
  const { language, stallId } = first;
  const texts = textsFor(language);
  const words = texts.money.rentInvoice;
  const facts = texts.money.facts;
  const dueOn = (rent: RentInvoice) => formatLongDate(rent.periodStart, language);
  const one = rents.length === 1;
  const total = rents.reduce((sum, rent) => sum + rent.amount, 0);
  const body = composeMail({
    greeting: texts.mail.dear(first.customerName),
    paragraphs: [
      one
        ? words.issued(stallId, first.monthIndex + 1, formatLkr(first.amount), dueOn(first), first.number)
        : words.several(stallId, rents.length),
      texts.money.reminders.howToPay(
        PARK_OFFICE_PHONE,
        one ? first.number : texts.money.reminders.rent.quoting(stallId),
      ),
    ],
    details: [
      [facts.stall, stallId],
      ...(one
        ? ([
            [facts.invoice, first.number],
            [facts.dueDate, dueOn(first)],
          ] as Array<[string, string]>)
        : rents.map((rent): [string, string] => [
            words.monthLine(rent.monthIndex + 1, dueOn(rent)),
            `${rent.number}: ${formatLkr(rent.amount)}`,
          ])),
      [facts.amount, formatLkr(total)],
    ],
    language,
  });
  return {
    to: first.customerEmail,
    subject: one ? words.subject(first.number, stallId) : words.subjectSeveral(stallId, rents.length),
    ...body,
    attachments: rents.map((rent) => documentAttachment('rent-invoice', rent.id, rent.number)),
    customerName: first.customerName,
    language,
    ...(capped ? { cap: 'rentReminder' as const } : {}),
  };
}
