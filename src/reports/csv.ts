/**
 * RFC 4180 CSV: CRLF line ends; a field holding a comma, a double quote, CR or LF is quoted, its quotes doubled.
 * Text that a spreadsheet would run as a formula (starting with =, +, -, @, tab or CR) gets a leading apostrophe,
 * as OWASP advises: customer e-mails and product names come from buyers and storefronts.
 */

/** One field, quoted when it must be; numbers are written as they are. */
export function csvField(value: string | number | null): string {
  const text = value === null ? '' : typeof value === 'number' ? String(value) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows (the header first) as one CSV document. */
export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
