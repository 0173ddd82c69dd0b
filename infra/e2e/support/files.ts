/**
 * Small generated files for upload tests (Playwright `setInputFiles` payloads). The server checks magic
 * bytes against the declared type, so these are real (minimal) PDFs and PNGs.
 */
export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A minimal one-page PDF (valid `%PDF-1.4` header and trailer) whose text is `label`. */
export function pdfFile(name: string, label = name): FilePayload {
  const text = label.replace(/[()\\]/g, '');
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R >> endobj',
    `4 0 obj << /Length ${text.length + 24} >> stream`,
    `BT /F1 12 Tf 10 50 Td (${text}) Tj ET`,
    'endstream endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n');
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
}

/** A 1x1 PNG. */
export function pngFile(name: string): FilePayload {
  return {
    name,
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  };
}
