import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CREDIT_NOTE_KINDS,
  type CreditNoteKind,
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  type PaymentKind,
  type PaymentMethod,
} from '../../database/schema';

const RENT_STANDINGS = ['paid', 'due', 'overdue'] as const;

export class InvoiceView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'INV-2027-00042' }) number!: string;
  @ApiProperty({ example: '2027-03-01' }) issuedOn!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ description: 'Whole LKR' }) amount!: number;
  @ApiProperty({ description: 'Whole LKR' }) depositAmount!: number;
  @ApiProperty({ type: String, nullable: true, example: '2027-03-08' }) depositDueOn!: string | null;
  @ApiProperty({ example: '2027-06-06' }) balanceDueOn!: string;
}

export class PaymentEntryView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: PAYMENT_KINDS }) kind!: PaymentKind;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) bookingId!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'RCT-2027-00007',
    description: 'A payment: its receipt; a refund: its refund note (RFD-); a reversal: none',
  })
  receiptNumber!: string | null;
  @ApiProperty({ description: 'Whole LKR: positive for a payment, negative for a reversal or a refund' })
  amount!: number;
  @ApiProperty({ example: '2027-03-10' }) receivedOn!: string;
  @ApiProperty({ enum: PAYMENT_METHODS, nullable: true, type: String, description: 'Payments and refunds' })
  method!: PaymentMethod | null;
  @ApiProperty() reference!: string;
  @ApiProperty() note!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Reversals: the payment reversed' })
  reversesId!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Reversals: why' }) reason!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Payments: their reversal, if any' })
  reversedById!: string | null;
  @ApiProperty() customerName!: string;
  @ApiProperty() customerEmail!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ description: 'Whole LKR still owed once the entry was recorded (negative: paid ahead)' })
  balanceAfter!: number;
  @ApiProperty({ description: 'Staff member who recorded it' }) recordedBy!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

/** A stall rental's rent account (docs/money.md). */
export class RentAccountView {
  @ApiProperty({ description: 'Whole LKR per month' }) monthlyRent!: number;
  @ApiProperty() monthsCharged!: number;
  @ApiProperty({ description: 'Whole LKR of the months charged' }) charged!: number;
  @ApiProperty({ description: 'Whole LKR received, reversals taken off, applied customer credit added' })
  paid!: number;
  @ApiProperty({ description: 'Whole LKR of discounts and write-offs on months charged' }) credited!: number;
  @ApiProperty({ description: 'Charged less credited less paid; negative when rent is paid ahead' }) balance!: number;
  @ApiProperty({ type: String, nullable: true, description: 'Due date of the first month not paid whole' })
  nextDueDate!: string | null;
  @ApiProperty({
    description:
      'Whole LKR to collect next: what is owed now when a charged month is unpaid (due today or overdue), else the next month less what was paid ahead towards it; 0 once an ended rental is settled',
  })
  nextDueAmount!: number;
  @ApiProperty() daysOverdue!: number;
  @ApiProperty({ description: 'More than 7 days overdue' }) inArrears!: boolean;
  @ApiProperty({ enum: RENT_STANDINGS }) standing!: (typeof RENT_STANDINGS)[number];
  @ApiProperty({ type: String, nullable: true, description: 'The day the rental was ended, if it was' })
  endedOn!: string | null;
}

export const INVOICE_STATUSES = ['unpaid', 'part paid', 'paid', 'credited', 'overdue'] as const;

/** A credit note: the one that closed an invoice when its booking was cancelled, a discount, or a write-off. */
export class CreditNoteView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({
    enum: CREDIT_NOTE_KINDS,
    description: 'cancellation: the booking was cancelled; discount: part taken off; write_off: all owed given up',
  })
  kind!: CreditNoteKind;
  @ApiProperty({ example: 'CRN-2027-00001' }) number!: string;
  @ApiProperty({ example: '2027-04-01' }) issuedOn!: string;
  @ApiProperty({ description: 'Whole LKR taken off the invoice' }) amount!: number;
  @ApiProperty({ description: 'Whole LKR of the money received kept as a cancellation charge' }) kept!: number;
  @ApiProperty({ description: 'Why it was issued' }) reason!: string;
  @ApiProperty({ description: 'Staff member who issued it' }) issuedBy!: string;
}

/** One rent month's invoice of a stall rental, with its credit notes and what is owed on it. */
export class RentInvoiceView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'INV-2027-00043' }) number!: string;
  @ApiProperty({ example: '2027-03-01' }) issuedOn!: string;
  @ApiProperty({ example: '2027-03-01', description: "The month's first day, its due date" }) periodStart!: string;
  @ApiProperty({ example: '2027-03-31', description: "The month's last day" }) lastDay!: string;
  @ApiProperty({ description: 'Rent month of the rental, from 1' }) month!: number;
  @ApiProperty({ description: 'Whole LKR' }) amount!: number;
  @ApiProperty({ description: 'Whole LKR taken off by its credit notes' }) credited!: number;
  @ApiProperty({ description: 'Whole LKR still owed on it (payments cover the oldest month first)' }) owed!: number;
  @ApiProperty({ description: 'A cancellation or a write-off closed it' }) closed!: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'CRN-2027-00004',
    description: 'The credit note that closed it',
  })
  creditNoteNumber!: string | null;
  @ApiProperty({ type: () => [CreditNoteView] }) creditNotes!: CreditNoteView[];
}

/** A rent invoice as the vendor's own page lists it (downloaded by its number). */
export class CustomerRentInvoiceView {
  @ApiProperty({ example: 'INV-2027-00043' }) number!: string;
  @ApiProperty({ example: 2 }) month!: number;
  @ApiProperty({ example: '2027-04-10' }) dueOn!: string;
  @ApiProperty({ example: '2027-05-09' }) lastDay!: string;
  @ApiProperty({ description: 'Whole LKR' }) amount!: number;
  @ApiProperty({ example: '2027-04-10' }) issuedOn!: string;
  @ApiProperty({ description: 'Cancelled by a credit note (the rental ended before this month)' }) credited!: boolean;
}

/** Another booking of the same customer account that owes money: where customer credit may go. */
export class CreditTargetView {
  @ApiProperty({ format: 'uuid' }) bookingId!: string;
  @ApiProperty({ example: 'Open Area, June 6, 2027 (INV-2027-00044)' }) label!: string;
  @ApiProperty({ description: 'Whole LKR owed on it now' }) owed!: number;
}

/** The customer credit a booking holds: money paid beyond what it charges. */
export class CustomerCreditView {
  @ApiProperty({ description: 'Whole LKR of credit: refund it, or apply it to another booking' }) available!: number;
  @ApiProperty({ type: [CreditTargetView], description: 'Bookings of the same account that owe money' })
  targets!: CreditTargetView[];
}

/** Customer credit moved from one booking to another of the same account. */
export class CreditApplicationView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) fromBookingId!: string;
  @ApiProperty({ format: 'uuid' }) toBookingId!: string;
  @ApiProperty({ description: 'Whole LKR' }) amount!: number;
  @ApiProperty({ example: '2027-04-02' }) appliedOn!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ description: 'Staff member who applied it' }) appliedBy!: string;
}

/** A venue booking's invoice account. */
export class InvoiceAccountView {
  @ApiProperty({ type: InvoiceView }) invoice!: InvoiceView;
  @ApiProperty({ description: 'Whole LKR invoiced' }) invoiced!: number;
  @ApiProperty({ description: 'Whole LKR taken off by the credit note' }) credited!: number;
  @ApiProperty({ description: 'Whole LKR received, reversals and refunds taken off' }) paid!: number;
  @ApiProperty({ description: 'Invoiced less credited less paid; negative: money to refund to the customer' })
  balance!: number;
  @ApiProperty({ type: String, nullable: true, description: 'When the next instalment (deposit, then balance) is due' })
  nextDueOn!: string | null;
  @ApiProperty({
    description: 'Whole LKR to collect now: every instalment whose date has come (or else the next one), less paid',
  })
  nextDueAmount!: number;
  @ApiProperty({ description: 'Whole LKR owed today: instalments whose date has come, less paid' }) dueNow!: number;
  @ApiProperty() daysOverdue!: number;
  @ApiProperty({ enum: INVOICE_STATUSES }) status!: (typeof INVOICE_STATUSES)[number];
  @ApiProperty({ type: CreditNoteView, nullable: true, description: 'The cancellation credit note, if any' })
  creditNote!: CreditNoteView | null;
  @ApiProperty({ type: [CreditNoteView], description: 'Every credit note of the invoice, in the order issued' })
  creditNotes!: CreditNoteView[];
}

export class BookingAccountView {
  @ApiProperty({ format: 'uuid' }) bookingId!: string;
  @ApiProperty({ enum: ['rent', 'invoice', 'none'], description: 'none: nothing charged (not approved, or no price)' })
  kind!: 'rent' | 'invoice' | 'none';
  @ApiPropertyOptional({ type: RentAccountView }) rent?: RentAccountView;
  @ApiPropertyOptional({ type: InvoiceAccountView }) invoice?: InvoiceAccountView;
  @ApiProperty({ type: [PaymentEntryView], description: 'Payments, reversals and refunds, oldest first' })
  entries!: PaymentEntryView[];
  @ApiPropertyOptional({ type: [RentInvoiceView], description: "A stall rental's rent invoices, first month first" })
  rentInvoices?: RentInvoiceView[];
  @ApiProperty({ type: CustomerCreditView }) credit!: CustomerCreditView;
  @ApiProperty({ type: [CreditApplicationView], description: 'Customer credit moved from or to this booking' })
  applications!: CreditApplicationView[];
}

export class PaymentRecordedResponse {
  @ApiProperty({ type: PaymentEntryView }) payment!: PaymentEntryView;
  @ApiProperty({ type: BookingAccountView }) account!: BookingAccountView;
  @ApiProperty({ description: 'True when this form was already sent: nothing new was recorded' }) repeated!: boolean;
  @ApiProperty() message!: string;
}

export class ReversalRecordedResponse {
  @ApiProperty({ type: PaymentEntryView }) reversal!: PaymentEntryView;
  @ApiProperty({ type: BookingAccountView, nullable: true }) account!: BookingAccountView | null;
  @ApiProperty() message!: string;
}

export class RentDueItem {
  @ApiProperty({ format: 'uuid' }) bookingId!: string;
  @ApiProperty({ example: 'A1' }) stallId!: string;
  @ApiProperty({ example: 'Block A' }) blockName!: string;
  @ApiProperty() customerName!: string;
  @ApiProperty() customerEmail!: string;
  @ApiProperty() customerPhone!: string;
  @ApiProperty({ type: RentAccountView }) rent!: RentAccountView;
}

export class RentDueList {
  @ApiProperty({ type: [RentDueItem], description: 'Most overdue first' }) items!: RentDueItem[];
  @ApiProperty({ description: 'Whole LKR owed now by the rentals listed' }) totalOwed!: number;
  @ApiProperty({ description: 'Whole LKR of the listed rentals more than 7 days overdue' }) totalInArrears!: number;
  @ApiProperty({ example: '2027-03-10' }) today!: string;
}

export class PaymentList {
  @ApiProperty({ type: [PaymentEntryView] }) entries!: PaymentEntryView[];
  @ApiProperty({ description: 'Whole LKR: the sum of the entries, reversals taken off' }) total!: number;
}

/** A receipt as the customer's own booking page lists it. */
export class CustomerReceiptView {
  @ApiProperty({ example: 'RCT-2027-00007' }) number!: string;
  @ApiProperty({ description: 'Whole LKR' }) amount!: number;
  @ApiProperty({ example: '2027-03-10' }) receivedOn!: string;
  @ApiProperty({ enum: PAYMENT_METHODS }) method!: PaymentMethod;
  @ApiProperty({ description: 'Reversed by the park (a mistake corrected)' }) reversed!: boolean;
}

/** The credit note that closed the invoice, as the customer's own page shows it. */
export class CustomerCreditNoteView {
  @ApiProperty({ example: 'CRN-2027-00001' }) number!: string;
  @ApiProperty({ example: '2027-04-01' }) issuedOn!: string;
  @ApiProperty({ description: 'Whole LKR taken off the invoice' }) amount!: number;
  @ApiProperty({ description: 'Whole LKR of what was paid kept by the park as a cancellation charge' }) kept!: number;
}

/** Money the park paid back, as the customer's own page lists it. */
export class CustomerRefundView {
  @ApiProperty({ example: 'RFD-2027-00001' }) number!: string;
  @ApiProperty({ description: 'Whole LKR paid back' }) amount!: number;
  @ApiProperty({ example: '2027-04-02' }) refundedOn!: string;
  @ApiProperty({ enum: PAYMENT_METHODS }) method!: PaymentMethod;
}

/** What the customer's own booking page shows of the money: the invoice, what was paid, each receipt. */
export class CustomerMoneyView {
  @ApiProperty({ type: InvoiceView, nullable: true }) invoice!: InvoiceView | null;
  @ApiProperty({ type: CustomerCreditNoteView, nullable: true, description: 'When the booking was cancelled' })
  creditNote!: CustomerCreditNoteView | null;
  @ApiProperty({ type: [CustomerRefundView] }) refunds!: CustomerRefundView[];
  @ApiProperty({ description: 'Whole LKR received, reversals taken off' }) paid!: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Whole LKR still owed now (negative: rent paid ahead); null when nothing is charged',
  })
  balance!: number | null;
  @ApiProperty({ type: [CustomerReceiptView] }) receipts!: CustomerReceiptView[];
  @ApiProperty({ type: [CustomerRentInvoiceView], description: 'A stall rental: its rent invoices, first month first' })
  rentInvoices!: CustomerRentInvoiceView[];
}

export class RefundRecordedResponse {
  @ApiProperty({ type: PaymentEntryView }) refund!: PaymentEntryView;
  @ApiProperty({ type: BookingAccountView }) account!: BookingAccountView;
  @ApiProperty({ description: 'True when this form was already sent: nothing new was recorded' }) repeated!: boolean;
  @ApiProperty() message!: string;
}

export class BooksDifferenceView {
  @ApiProperty({ example: 'payment', description: 'The ledger kind: invoice, rent, credit, payment, reversal, refund' })
  kind!: string;
  @ApiProperty({ example: 'RCT-2027-00012', description: "The document's number" })
  document!: string;
  @ApiProperty({ example: -30000, description: 'Whole LKR the document writes into the ledger (signed)' })
  expected!: number;
  @ApiProperty({ example: 0, description: 'Whole LKR the ledger holds for it' })
  inLedger!: number;
  @ApiPropertyOptional({
    enum: ['VAT', 'SSCL'],
    description: "Set when the difference is in this tax within the document's amount, not in the amount",
  })
  tax?: 'VAT' | 'SSCL';
}

export class BooksCheckResponse {
  @ApiProperty({ description: 'True when every document and the ledger agree' })
  agree!: boolean;
  @ApiProperty({ example: 412, description: 'Ledger entries checked' })
  entries!: number;
  @ApiProperty({ type: [BooksDifferenceView] })
  differences!: BooksDifferenceView[];
  @ApiProperty({ example: 'The books agree: 412 ledger entries, each with its document.' })
  message!: string;
}
