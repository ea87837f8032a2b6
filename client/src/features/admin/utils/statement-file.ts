/**
 * A statement's file name from the customer's name: `statement-dilani-fernando-2027-03-10.pdf`; a name with no
 * Latin letters (Sinhala, Tamil) reads `statement-customer-…`.
 */
export function statementFileName(customerName: string, today: string): string {
  const slug = customerName
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `statement-${slug || 'customer'}-${today}.pdf`;
}
