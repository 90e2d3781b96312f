/** Text with every line ended by CRLF, as RFC 5322 wants a message's lines (a lone CR or LF becomes CRLF). */
export function withCrlf(text: string): string {
  return text.replace(/\r\n|\r|\n/g, '\r\n');
}
