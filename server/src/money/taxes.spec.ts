import type { TaxSettings } from '../config/app-config';
import { chargeOf, creditTax, taxAmounts, taxOfParts } from './taxes';

const park = { vatNumber: '123456789-7000', tin: '123456789' };
const inclusive: TaxSettings = { ...park, vatRate: 18, ssclRate: 2.5, pricesIncludeTax: true };
const exclusive: TaxSettings = { ...inclusive, pricesIncludeTax: false };
const off: TaxSettings = { ...inclusive, vatRate: 0, ssclRate: 0 };

const sum = (tax: { net: number; lines: { amount: number }[] }) =>
  tax.net + tax.lines.reduce((total, line) => total + line.amount, 0);

describe('chargeOf', () => {
  it('charges the price and no taxes while both rates are 0', () => {
    expect(chargeOf(30_000, off)).toEqual({ amount: 30_000, tax: null });
  });

  it('adds SSCL on the net and VAT on the net with the SSCL when prices exclude tax', () => {
    expect(chargeOf(30_000, exclusive)).toEqual({
      amount: 36_285,
      tax: {
        inclusive: false,
        tin: '123456789',
        net: 30_000,
        lines: [
          { code: 'SSCL', rate: 2.5, registration: '123456789', amount: 750 },
          { code: 'VAT', rate: 18, registration: '123456789-7000', amount: 5_535 },
        ],
      },
    });
  });

  it('takes the taxes out of an inclusive price by their tax fractions, VAT first', () => {
    const { amount, tax } = chargeOf(100_000, inclusive);
    expect(amount).toBe(100_000);
    // VAT 18/118 of 100,000 = 15,254.24; SSCL 2.5/102.5 of the 84,746 left = 2,066.98.
    expect(tax).toMatchObject({ inclusive: true, net: 82_679 });
    expect(taxAmounts(tax)).toEqual({ vat: 15_254, sscl: 2_067 });
  });

  it('rounds each tax to the nearest rupee, halves up', () => {
    // 20 × 2.5 % = 0.5 → 1; (20 + 1) × 18 % = 3.78 → 4.
    expect(taxAmounts(chargeOf(20, exclusive).tax)).toEqual({ sscl: 1, vat: 4 });
    // 10 × 2.5 % = 0.25 → 0; 10 × 18 % = 1.8 → 2.
    expect(taxAmounts(chargeOf(10, exclusive).tax)).toEqual({ sscl: 0, vat: 2 });
  });

  it('charges only the tax whose rate is set', () => {
    const { tax } = chargeOf(10_000, { ...exclusive, vatRate: 0 });
    expect(tax?.lines.map((line) => line.code)).toEqual(['SSCL']);
    expect(chargeOf(10_000, { ...exclusive, vatRate: 0 }).amount).toBe(10_250);
  });

  it.each([1, 7, 99, 30_000, 123_457, 99_999_999])('keeps net + taxes = amount exactly for %i', (price) => {
    for (const settings of [inclusive, exclusive]) {
      const { amount, tax } = chargeOf(price, settings);
      expect(sum(tax!)).toBe(amount);
      expect(tax!.net).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('creditTax', () => {
  const invoice = chargeOf(100_000, inclusive);

  it('takes off all the invoice’s taxes when it credits all of it', () => {
    expect(creditTax(invoice.tax, 100_000, 100_000)).toEqual(invoice.tax);
  });

  it('takes off taxes in the invoice’s proportions, net + taxes = the credit', () => {
    const credit = creditTax(invoice.tax, 100_000, 70_000)!;
    expect(taxAmounts(credit)).toEqual({ vat: 10_678, sscl: 1_447 });
    expect(sum(credit)).toBe(70_000);
  });

  it('never takes off more tax than the invoice charged, credit after credit', () => {
    const small = chargeOf(7, exclusive); // SSCL 0, VAT 1: amount 8
    const first = creditTax(small.tax, small.amount, 4)!;
    const second = creditTax(small.tax, small.amount, 4, 4)!;
    expect(taxAmounts(first).vat + taxAmounts(second).vat).toBe(taxAmounts(small.tax).vat);
    expect(sum(first) + sum(second)).toBe(8);
  });

  it('is null for an invoice issued without taxes', () => {
    expect(creditTax(null, 100_000, 50_000)).toBeNull();
  });
});

describe('taxOfParts', () => {
  it('spreads the taxes over a deposit and a balance that add up to them', () => {
    const { amount, tax } = chargeOf(100_001, exclusive);
    const deposit = Math.round(amount / 2);
    const parts = taxOfParts(tax, [deposit, amount - deposit]);
    expect(parts[0]!.vat + parts[1]!.vat).toBe(taxAmounts(tax).vat);
    expect(parts[0]!.sscl + parts[1]!.sscl).toBe(taxAmounts(tax).sscl);
  });

  it('is 0 for every part without taxes', () => {
    expect(taxOfParts(null, [10, 20])).toEqual([
      { vat: 0, sscl: 0 },
      { vat: 0, sscl: 0 },
    ]);
  });
});
