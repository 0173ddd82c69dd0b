/**
 * A Content-Disposition value (RFC 6266) with the file name twice: `filename` as a plain ASCII
 * fallback for old clients, and `filename*` (RFC 5987: UTF-8, percent-encoded) with the real name, so
 * names like 报告.pdf or Zürich.pdf reach the browser intact.
 */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  // control characters never belong in a header; an empty name still needs one
  const name =
    [...fileName]
      .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
      .join('')
      .trim() || 'file';
  const fallback = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // Zürich -> Zurich
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%]/g, '_'); // quote and backslash end or escape the quoted string; % invites decoding
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeExtValue(name)}`;
}

/** RFC 5987 attr-char: letters, digits and !#$&+-.^_`|~ stay, everything else is %XX of its UTF-8 bytes. */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
