/** RFC 4180 CSV: CRLF line ends; a field holding a comma, a double quote, CR or LF is quoted, its quotes doubled. */

/** One field, quoted when it must be. */
export function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows (the header first) as one CSV document. */
export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
