import type { TaxSettings } from '../config/app-config';
import type { DocumentTax } from '../database/schema';

/**
 * VAT and SSCL on the park's documents (docs/money.md, "Taxes"), in whole LKR. The park supplies services, so SSCL
 * is charged on 100 % of the value before taxes (the net), and VAT on the net with the SSCL in it:
 *
 *   SSCL = net × SSCL rate;  VAT = (net + SSCL) × VAT rate;  amount = net + SSCL + VAT.
 *
 * Each tax is rounded to the nearest rupee, halves up, and the net is what is left, so net + taxes = amount exactly.
 * Prices exclusive of tax: the net is the price and the taxes are added. Prices inclusive: the amount is the price
 * and the taxes are taken out of it by their tax fractions, VAT first (18/118 of the amount), then SSCL
 * (2.5/102.5 of what is left). Rates are read in hundredths of a percent, so nothing is a floating-point sum.
 */

export type TaxCode = DocumentTax['lines'][number]['code'];

/** What a document charges: its amount, and its taxes (null when the park charges none). */
export interface Charge {
  amount: number;
  tax: DocumentTax | null;
}

/** VAT and SSCL of a document or an entry, signed like its amount. */
export interface TaxAmounts {
  vat: number;
  sscl: number;
}

const HUNDREDTHS = 10_000;
const hundredths = (percent: number): number => Math.round(percent * 100);

/** `numerator / denominator` to the nearest whole number, halves away from zero. */
function rounded(numerator: number, denominator: number): number {
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  return sign * Math.floor((2 * n + d) / (2 * d));
}

export const taxesCharged = (settings: TaxSettings): boolean => settings.vatRate > 0 || settings.ssclRate > 0;

/** The amount a document charges for `price` (whole LKR), and the taxes it holds, under the park's settings. */
export function chargeOf(price: number, settings: TaxSettings): Charge {
  if (!taxesCharged(settings)) return { amount: price, tax: null };
  const vatRate = hundredths(settings.vatRate);
  const ssclRate = hundredths(settings.ssclRate);
  let net: number;
  let sscl: number;
  let vat: number;
  if (settings.pricesIncludeTax) {
    vat = rounded(price * vatRate, HUNDREDTHS + vatRate);
    sscl = rounded((price - vat) * ssclRate, HUNDREDTHS + ssclRate);
    net = price - vat - sscl;
  } else {
    net = price;
    sscl = rounded(net * ssclRate, HUNDREDTHS);
    vat = rounded((net + sscl) * vatRate, HUNDREDTHS);
  }
  const lines: DocumentTax['lines'] = [];
  if (ssclRate > 0) lines.push({ code: 'SSCL', rate: settings.ssclRate, registration: settings.tin, amount: sscl });
  if (vatRate > 0) lines.push({ code: 'VAT', rate: settings.vatRate, registration: settings.vatNumber, amount: vat });
  return {
    amount: net + sscl + vat,
    tax: { inclusive: settings.pricesIncludeTax, tin: settings.tin, net, lines },
  };
}

/** A document's VAT and SSCL (0 each without taxes). */
export function taxAmounts(tax: DocumentTax | null | undefined): TaxAmounts {
  const of = (code: TaxCode) => tax?.lines.find((line) => line.code === code)?.amount ?? 0;
  return { vat: of('VAT'), sscl: of('SSCL') };
}

/** The share `from … to` of `whole` counted out of `total`, so that consecutive shares add up to `whole` exactly. */
const share = (whole: number, total: number, from: number, to: number): number =>
  rounded(whole * to, total) - rounded(whole * from, total);

/**
 * The taxes of a credit note taking `amount` off an invoice of `invoiceAmount` that had `invoiceTax`, in the
 * invoice's proportions. `creditedBefore` is what earlier credit notes took off the same invoice: shares are counted
 * cumulatively, so the credit notes of one invoice never take off more tax than it charged, and crediting all of it
 * takes off exactly its taxes. Null when the invoice had none.
 */
export function creditTax(
  invoiceTax: DocumentTax | null | undefined,
  invoiceAmount: number,
  amount: number,
  creditedBefore = 0,
): DocumentTax | null {
  if (!invoiceTax || invoiceAmount <= 0) return null;
  const lines = invoiceTax.lines.map((line) => ({
    ...line,
    amount: share(line.amount, invoiceAmount, creditedBefore, creditedBefore + amount),
  }));
  return { ...invoiceTax, net: amount - lines.reduce((sum, line) => sum + line.amount, 0), lines };
}

/**
 * A document's taxes spread over the parts of its amount (a venue invoice's deposit and balance): each part's VAT
 * and SSCL in proportion, the parts adding up to the document's exactly.
 */
export function taxOfParts(tax: DocumentTax | null | undefined, parts: readonly number[]): TaxAmounts[] {
  const { vat, sscl } = taxAmounts(tax);
  const total = parts.reduce((sum, part) => sum + part, 0);
  let before = 0;
  return parts.map((part) => {
    const from = before;
    before += part;
    if (total <= 0) return { vat: 0, sscl: 0 };
    return { vat: share(vat, total, from, before), sscl: share(sscl, total, from, before) };
  });
}
