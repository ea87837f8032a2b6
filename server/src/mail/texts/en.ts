import { PARK_CONTACT } from '@kandy-park/domain';
/**
 * Every text the park sends a visitor, in English: its e-mails (subjects and bodies), the calendar file, the
 * invoice, receipt, credit note, refund note and statement PDFs. `si.ts` and `ta.ts` hold the same keys in Sinhala
 * and Tamil (`satisfies Texts`: a missing key fails the type check, and `texts.spec.ts` compares the keys too).
 * A text that takes values is a function, so each language orders its own words. Staff mail is not here: it stays
 * English (docs/languages.md).
 *
 * These are the product's English texts word for word; change one only on purpose.
 */

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export const en = {
  park: {
    name: PARK_CONTACT.name as string,
    address: PARK_CONTACT.address as string,
  },

  mail: {
    hello: 'Hello,',
    dear: (name: string) => `Dear ${name},`,
    withWarmRegards: 'With warm regards,',
    lastAcknowledgementToday: (cap: number) =>
      `This is the last of today's ${cap} acknowledgements we send to this address: further requests today are received and answered as usual, without an e-mail receipt.`,
  },

  /** Words that come from the park's lists: venue names, event types, stall blocks, payment methods, days. */
  words: {
    venue: (name: string) => name,
    eventType: (value: string) => capitalise(value),
    block: (letter: string) => `Block ${letter}`,
    paymentMethod: (method: string) => method,
    dateRange: (first: string, last: string, days: number) => `${first} to ${last} (${days} days)`,
    reason: (reason: string) => `Reason: ${reason}`,
  },

  booking: {
    facts: {
      bookingId: 'Booking ID',
      venue: 'Venue',
      stall: 'Stall',
      startDate: 'Start date',
      rent: 'Rent',
      date: 'Date',
      guests: 'Guests',
      amount: 'Amount',
      eventType: 'Event type',
      invoice: 'Invoice',
    },
    rentPerMonth: (amount: string) => `${amount} per month`,
    toBeQuoted: 'To be quoted by our team',
    aboutStall: (stallId: string, date: string) => `Stall ${stallId} rental from ${date}`,
    aboutVenue: (venue: string, date: string) => `${venue} on ${date}`,
    acknowledgement: {
      subjectBooking: (about: string) => `We received your booking request: ${about}`,
      subjectStall: (about: string) => `We received your stall rental request: ${about}`,
      thanksBooking: (venue: string) =>
        `Thank you for your booking request; we have received it. We will contact you within 24 hours regarding your ${venue} booking.`,
      thanksStall: (venue: string) =>
        `Thank you for your stall rental request; we have received it. We will contact you within 24 hours regarding your ${venue} rental.`,
      pending:
        'Your request is pending until our team confirms it; we will e-mail you again as soon as it is approved.',
      link: (url: string) =>
        `See your booking's status at any time, cancel the request while it is pending, or add it to your calendar once it is confirmed: ${url}`,
      linkIsYours:
        'This link is yours alone: please do not share it. If you did not make this request, someone else typed your address: you can cancel it there, or simply ignore this e-mail.',
      quoteId: (id: string) => `Please quote your booking ID (${id}) if you contact us about it.`,
    },
    confirmation: {
      subjectBooking: (about: string) => `Booking confirmed: ${about}`,
      subjectStall: (about: string) => `Stall rental confirmed: ${about}`,
      stallConfirmed: (stallId: string, date: string) =>
        `We are pleased to confirm your rental of stall ${stallId} at Kandy Cultural Park, starting ${date}.`,
      stallMoved: (requested: string, start: string) =>
        `You asked for the rental to start on ${requested}. As the park approved it after that date, the rental starts on ${start}, the day of approval: no rent is charged for the days before it.`,
      stallTerms: (rent: string) =>
        `The rental runs month by month until it is ended. Rent of ${rent} is due on the start date and then on the same day of each month; every payment gets a numbered receipt by e-mail. The attached calendar file marks the first day.`,
      rentalLink: (url: string) =>
        `See your rental, the rent it owes and your receipts at any time on your own page: ${url}`,
      rentalLinkIsYours: 'This link is yours alone: please do not share it.',
      venueConfirmed: (venue: string, dates: string) =>
        `We are pleased to confirm your booking of ${venue} on ${dates}.`,
      invoiceAttached: (number: string, amount: string, terms: string) =>
        `Your invoice ${number} for ${amount} is attached: please pay ${terms}, quoting the invoice number. Every payment gets a numbered receipt by e-mail.`,
      depositBy: (amount: string, date: string) => `a deposit of ${amount} by ${date}`,
      balanceBy: (amount: string, date: string) => `the balance of ${amount} by ${date}`,
      amountBy: (amount: string, date: string) => `${amount} by ${date}`,
      both: (first: string, second: string) => `${first} and ${second}`,
      calendarNote:
        'The attached calendar file adds the event to your calendar. Our team will be in touch about the arrangements.',
    },
    rejection: {
      subjectBooking: (about: string) => `Your booking request was not approved: ${about}`,
      subjectStall: (about: string) => `Your stall rental request was not approved: ${about}`,
      stall: (stallId: string) => `We are sorry: we cannot accept your rental request for stall ${stallId}.`,
      venue: (venue: string, dates: string) =>
        `We are sorry: we cannot accept your booking request for ${venue} on ${dates}.`,
      welcome: 'You are welcome to send a new request for another date, or to reply to this e-mail with any question.',
    },
    customerCancellation: {
      subjectBooking: (about: string) => `Your booking request is cancelled: ${about}`,
      subjectStall: (about: string) => `Your stall rental request is cancelled: ${about}`,
      stall: (stallId: string) =>
        `As you asked, we have cancelled your rental request for stall ${stallId}. Nothing is owed.`,
      venue: (venue: string, dates: string) =>
        `As you asked, we have cancelled your booking request for ${venue} on ${dates}. Nothing is owed.`,
      welcome: 'You are welcome to send a new request at any time, or to reply to this e-mail with any question.',
    },
    calendar: {
      stallSummary: (stallId: string) => `Stall ${stallId} rental starts – Kandy Cultural Park`,
      eventSummary: (eventType: string, venue: string) => `${eventType} at ${venue} – Kandy Cultural Park`,
      description: (id: string) => `Booking ID ${id}`,
      location: (venue: string) => `${venue}, Kandy Cultural Park, Kandy, Sri Lanka`,
    },
    /** Approved venue bookings the park cancels, with their credit note. */
    cancellation: {
      subject: (venue: string, date: string) => `Booking cancelled: ${venue}, ${date}`,
      cancelled: (venue: string, dates: string) =>
        `We are sorry to tell you that your booking of ${venue} on ${dates} has been cancelled by the park, and the date is no longer reserved for you.`,
      invoiceClosed: (number: string) =>
        `Your invoice is closed by the attached credit note ${number}: nothing more is owed on it.`,
      kept: (amount: string) => `The park keeps ${amount} of what you paid as a cancellation charge.`,
      refundComing: (amount: string) =>
        `The park will pay ${amount} back to you; you will get a numbered refund note by e-mail when it is done.`,
      questions: (phone: string) => `Please reply to this e-mail, or call our office on ${phone}, with any question.`,
      facts: {
        creditNote: 'Credit note',
        credited: 'Credited',
        kept: 'Kept',
        toBeRefunded: 'To be refunded',
      },
    },
  },

  contact: {
    subject: 'We received your message',
    received: (date: string) =>
      `Thank you for contacting Kandy Cultural Park. A message giving this e-mail address reached us through the contact form on our website on ${date}.`,
    reply: 'Our team will reply to this address within 24 hours. For your privacy we do not repeat the message here.',
    notYou: 'If you did not write to us, someone else typed your address into the form: you need do nothing.',
  },

  money: {
    facts: {
      receipt: 'Receipt',
      refundNote: 'Refund note',
      invoice: 'Invoice',
      for: 'For',
      amount: 'Amount',
      method: 'Method',
      reference: 'Reference',
      reversedOn: 'Reversed on',
      creditNote: 'Credit note',
      credited: 'Credited',
      stall: 'Stall',
      dueDate: 'Due date',
      amountOwed: 'Amount owed',
    },
    stillToPay: (amount: string) => `Still to pay: ${amount}.`,
    nothingOwed: 'Nothing more is owed for now.',
    receipt: {
      subject: (number: string, amount: string) => `Receipt ${number}: ${amount} received with thanks`,
      received: (amount: string, date: string, number: string) =>
        `Thank you: we have received ${amount} on ${date}. Your receipt ${number} is attached; please keep it.`,
      ahead: (amount: string) => `You are ${amount} ahead.`,
    },
    reversal: {
      subject: (number: string) => `Receipt ${number} has been reversed`,
      reversed: (amount: string, date: string, number: string) =>
        `The park has reversed the payment of ${amount} received on ${date}, receipt ${number}: it no longer counts as paid, and the receipt is no longer proof of payment. The receipt, marked reversed, is attached.`,
      stillAhead: (amount: string) => `You are still ${amount} ahead.`,
      mistake: (phone: string, number: string) =>
        `If you think this is a mistake, please reply to this e-mail or call our office on ${phone}, quoting ${number}.`,
      receiptReversed: (number: string) => `${number} (reversed)`,
    },
    refund: {
      subject: (number: string, amount: string) => `Refund ${number}: ${amount} paid back to you`,
      paid: (amount: string, date: string, number: string) =>
        `We have paid ${amount} back to you on ${date}. Your refund note ${number} is attached; please keep it.`,
      further: (amount: string) => `A further ${amount} is still to be refunded.`,
      settled: 'Nothing more is owed, by you or by the park.',
    },
    /** A credit note of part of an invoice (a discount) or of all still owed on it (a write-off). */
    correction: {
      subjectDiscount: (number: string, amount: string) => `Credit note ${number}: ${amount} taken off your invoice`,
      subjectWriteOff: (number: string) => `Credit note ${number}: your invoice is written off`,
      discount: (amount: string, invoice: string, number: string) =>
        `The park has taken ${amount} off invoice ${invoice}. The credit note ${number} is attached; please keep it.`,
      writeOff: (amount: string, invoice: string, number: string) =>
        `The park has written off the ${amount} still owed on invoice ${invoice}: nothing more is owed on it. The credit note ${number} is attached; please keep it.`,
      questions: (phone: string, number: string) =>
        `For any question, reply to this e-mail or call our office on ${phone}, quoting ${number}.`,
    },
    /** A rent invoice issued (several at once: one mail listing them). */
    rentInvoice: {
      subject: (number: string, stallId: string) => `Invoice ${number}: rent of stall ${stallId}`,
      subjectSeveral: (stallId: string, count: number) => `${count} rent invoices for stall ${stallId}`,
      issued: (stallId: string, month: number, amount: string, date: string, number: string) =>
        `Your rent invoice ${number} for month ${month} of stall ${stallId} is attached: ${amount}, due on ${date}.`,
      several: (stallId: string, count: number) =>
        `The park has issued ${count} rent invoices for stall ${stallId} at once, for the months listed below; each is attached.`,
      monthLine: (month: number, date: string) => `Month ${month}, due ${date}`,
    },
    reminders: {
      howToPay: (phone: string, quoting: string) =>
        `Please pay at the park office (open daily, 8.30 am to 5 pm) in cash, by card or by cheque, or by bank transfer (our office on ${phone} gives the account details), quoting ${quoting}. Every payment gets a numbered receipt by e-mail.`,
      paidAlready: 'If you have paid already, thank you: please ignore this reminder.',
      paidLately:
        'If you have paid in the last few days, thank you: please ignore this reminder, or reply with your receipt number.',
      rent: {
        subjectBefore: (stallId: string, date: string) => `Rent for stall ${stallId} is due on ${date}`,
        subjectOverdue: (stallId: string) => `Rent for stall ${stallId} is overdue`,
        before: (stallId: string, block: string, amount: string, date: string) =>
          `A friendly reminder: the rent of stall ${stallId} (${block}), ${amount}, is due on ${date}.`,
        overdue: (stallId: string, block: string, date: string, days: number, amount: string) =>
          `The rent of stall ${stallId} (${block}) that was due on ${date} is now ${days} days overdue: ${amount} is owed.`,
        quoting: (stallId: string) => `stall ${stallId}`,
      },
      invoice: {
        subjectBefore: (number: string, amount: string, date: string) => `Invoice ${number}: ${amount} due on ${date}`,
        subjectOverdue: (number: string) => `Invoice ${number} is overdue`,
        before: (instalment: 'deposit' | 'balance', number: string, amount: string, date: string) =>
          `A friendly reminder: the ${instalment} of invoice ${number}, ${amount}, is due on ${date}.`,
        overdue: (instalment: 'deposit' | 'balance', number: string, date: string, days: number, amount: string) =>
          `The ${instalment} of invoice ${number}, due on ${date}, is now ${days} days overdue: ${amount} is owed.`,
      },
    },
  },

  /** The lines documents and their mails print for what was charged or paid, written when the money is recorded. */
  lines: {
    invoice: (venue: string, eventType: string, dates: string) => `${venue}: ${eventType}, ${dates}`,
    paymentOnInvoice: (description: string, number: string) => `${description} (invoice ${number})`,
    rent: (stallId: string, block: string, startDate: string) =>
      `Rent of stall ${stallId} (${block}), rented from ${startDate}`,
    refundOnInvoice: (number: string, description: string) => `Refund on invoice ${number}: ${description}`,
    refundOfRent: (stallId: string) => `Refund of rent paid ahead on stall ${stallId}`,
  },

  documents: {
    titles: {
      invoice: 'INVOICE',
      receipt: 'RECEIPT',
      creditNote: 'CREDIT NOTE',
      refundNote: 'REFUND NOTE',
      statement: 'STATEMENT OF ACCOUNT',
    },
    /** The PDF's own title, shown by readers in their title bar. */
    fileTitles: {
      invoice: (number: string) => `Invoice ${number}`,
      receipt: (number: string) => `Receipt ${number}`,
      reversedReceipt: (number: string) => `Receipt ${number} (reversed)`,
      creditedInvoice: (number: string) => `Invoice ${number} (credited)`,
      creditNote: (number: string) => `Credit note ${number}`,
      refundNote: (number: string) => `Refund note ${number}`,
      reversedRefundNote: (number: string) => `Refund note ${number} (reversed)`,
      statement: (name: string) => `Statement of account: ${name}`,
    },
    issuedOn: (date: string) => `Issued ${date}`,
    asOf: (date: string) => `As of ${date}`,
    billedTo: 'Billed to',
    receivedFrom: 'Received from',
    issuedTo: 'Issued to',
    refundedTo: 'Refunded to',
    customer: 'Customer',
    bookingId: (id: string) => `Booking ID ${id}`,
    item: 'Item',
    for: 'For',
    amount: 'Amount',
    amountReceived: 'Amount received',
    amountRefunded: 'Amount refunded',
    total: 'Total',
    paid: 'Paid',
    balance: 'Balance',
    inCredit: (amount: string) => `${amount} in credit`,
    whenToPay: 'When to pay',
    depositDueBy: (date: string) => `Deposit, due by ${date}`,
    balanceDueBy: (date: string) => `Balance, due by ${date}`,
    howToPay: 'How to pay',
    howToPayText: (payee: string, phone: string, number: string) =>
      `At the park office (open daily, 8.30 am to 5 pm) in cash, by card, or by cheque payable to "${payee}"; or by bank transfer: our office on ${phone} gives the account details. Please quote ${number} with every payment. Each payment gets a numbered receipt by e-mail.`,
    thanksForChoosing: 'Thank you for choosing the park.',
    dateReceived: 'Date received',
    method: 'Method',
    reference: 'Reference',
    invoice: 'Invoice',
    balanceAfterPayment: 'Balance after this payment',
    recordedBy: 'Recorded by',
    reversedMark: 'REVERSED',
    reversedNotice: (date: string) => `Reversed on ${date}: this receipt is no longer proof of payment.`,
    reversed: 'Reversed',
    reversedText: (notice: string, phone: string, number: string) =>
      `${notice} The park reversed this payment, so it no longer counts as paid. For any question about it, call our office on ${phone}, quoting ${number}.`,
    creditedMark: 'CREDITED',
    creditedNotice: (date: string, creditNote: string) =>
      `Credited on ${date} by credit note ${creditNote}: this invoice is no longer payable.`,
    partlyCreditedNotice: (amount: string, date: string, creditNote: string) =>
      `Credited ${amount} on ${date} by credit note ${creditNote}.`,
    creditedBy: (creditNote: string) => `Credited by credit note ${creditNote}`,
    totalAfterCredit: 'Total after the credit note',
    credited: 'Credited',
    creditedText: (notice: string, phone: string, number: string) =>
      `${notice} The credit note says what it takes off this invoice and what becomes of the money paid on it. For any question, call our office on ${phone}, quoting ${number}.`,
    surplusCredit: (amount: string) =>
      `${amount} of this payment is more than was owed: it is kept as your credit, to be refunded to you or set against another booking of yours.`,
    refundReversedNotice: (date: string) =>
      `Returned on ${date}: this refund did not reach you, and the money is owed to you again.`,
    refundReversedText: (notice: string, phone: string, number: string) =>
      `${notice} The park will pay it back to you again. For any question about it, call our office on ${phone}, quoting ${number}.`,
    thankYou: 'Thank you',
    keepReceipt: (phone: string, number: string) =>
      `Please keep this receipt: it is your proof of payment. For any question about it, reply to the e-mail it came with or call our office on ${phone}, quoting ${number}.`,
    creditNote: {
      invoiceOf: (number: string, date: string, description: string) => `Invoice ${number} of ${date}: ${description}`,
      credited: 'Credited: the booking is cancelled',
      totalAfter: 'Invoice total after this credit note',
      kept: 'Kept as a cancellation charge',
      toBeRefunded: 'To be refunded to you',
      issuedBy: 'Issued by',
      why: 'Why',
      whatNext: 'What happens next',
      refundComing: (amount: string) =>
        `The park pays ${amount} back to you; you will get a numbered refund note when it is done.`,
      settled: 'Nothing more is owed on this invoice, by you or by the park.',
      creditedDiscount: 'Credited: a discount',
      creditedWriteOff: 'Credited: written off',
      earlierCredits: 'Earlier credit notes',
      stillToPay: (amount: string) => `Still to pay on this invoice: ${amount}.`,
      inCredit: (amount: string) =>
        `You are ${amount} in credit: the park refunds it to you or sets it against another booking of yours.`,
      questions: (phone: string, number: string) =>
        `For any question, reply to the e-mail this came with or call our office on ${phone}, quoting ${number}.`,
    },
    rentInvoice: {
      item: (stallId: string, month: number, first: string, last: string) =>
        `Rent of stall ${stallId}, month ${month}: ${first} to ${last}`,
      dueBy: (date: string) => `Rent, due by ${date}`,
    },
    refundNote: {
      dateRefunded: 'Date refunded',
      stillToBeRefunded: 'Still to be refunded',
      keepNote: (phone: string, number: string) =>
        `Please keep this note: it records the money the park paid back to you. For any question about it, reply to the e-mail it came with or call our office on ${phone}, quoting ${number}.`,
    },
    /** A tax invoice's and its credit notes' lines (docs/money.md, "Taxes"), and the line when none is charged. */
    tax: {
      title: 'TAX INVOICE',
      fileTitle: (number: string) => `Tax invoice ${number}`,
      numbers: (tin: string, vatNumber: string) =>
        vatNumber ? `TIN ${tin} · VAT registration number ${vatNumber}` : `TIN ${tin}`,
      names: { VAT: 'VAT', SSCL: 'SSCL' },
      at: (name: string, rate: string) => `${name} at ${rate}%`,
      beforeTax: 'Value before tax',
      basis: 'VAT is charged on the value before tax with the SSCL in it.',
      none: 'No VAT or SSCL is charged: the park is not registered for them.',
      netCredited: 'Value before tax credited',
      credited: (line: string) => `${line} credited`,
    },
    statement: {
      bookings: 'Bookings',
      account: 'Account',
      columns: {
        date: 'DATE',
        document: 'DOCUMENT',
        details: 'DETAILS',
        charged: 'CHARGED',
        received: 'RECEIVED',
        balance: 'BALANCE',
      },
      totals: 'Totals',
      owedToPark: 'Balance owed to the park',
      owedToYou: 'Owed back to you by the park',
      nothingOwed: 'Balance: nothing is owed either way',
      questions: 'Questions',
      questionsText: (phone: string) =>
        `Amounts are in Sri Lankan rupees. Each payment has its own numbered receipt. For any question about this statement, reply to the e-mail it came with or call our office on ${phone}.`,
      lines: {
        invoice: (description: string) => `Invoice: ${description}`,
        broughtForward: (day: string) => `Balance brought forward at ${day}`,
        rentMonth: (stallId: string, month: number) => `Rent of stall ${stallId}, month ${month}`,
        creditNote: (description: string) => `Credit note: booking cancelled (${description})`,
        payment: (description: string) => `Payment: ${description}`,
        reversal: (receipt: string) => `Reversal of receipt ${receipt}`.trim(),
        refund: (description: string) => `Refund paid to you: ${description}`,
        creditNoteDiscount: (description: string) => `Credit note: discount (${description})`,
        creditNoteWriteOff: (description: string) => `Credit note: written off (${description})`,
        refundReturned: (number: string) => `Refund ${number} returned`,
      },
      aging: {
        title: 'Owed, by days late',
        asOf: (date: string) => `As of ${date}: each instalment and rent month by how late it is.`,
        buckets: {
          current: 'Current',
          '1-30': '1–30 days',
          '31-60': '31–60 days',
          '61-90': '61–90 days',
          '90+': '90+ days',
        },
        total: 'Total',
        nothingOwed: (date: string) => `Nothing is owed on ${date}.`,
      },
      booking: {
        stall: (stallId: string, date: string) => `Stall ${stallId}, rented from ${date}`,
        venue: (venue: string, dates: string) => `${venue}, ${dates}`,
        line: (what: string, status: string, id: string) => `${what}: ${status} (booking ${id})`,
        statuses: {
          pending: 'waiting for approval',
          confirmed: 'approved',
          cancelled: 'cancelled',
          completed: 'completed',
          cancelledAfterApproval: 'cancelled after approval',
          ended: 'ended',
        },
      },
    },
  },
};

export type Texts = typeof en;
