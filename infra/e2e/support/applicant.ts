import type { FormValues } from '@portal/contracts/account';
import type { RegistrationType } from '@portal/contracts/me';
import { missingFields, type Field } from '@portal/contracts/registration-form';
import { readStackFile } from '../../local/stack-file';
import { localStack, type Persona } from '../../local/personas';
import { pdfFile } from './files';

/**
 * An applicant's side of a registration, through the account API the form uses (presigned upload,
 * complete, submit): for specs whose subject is what comes after the form (the admin review). The
 * form itself is driven through the browser in account-registration.spec.ts.
 */
const stack = readStackFile();
const local = localStack(stack);

async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${stack.apiUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} -> ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Uploads a generated PDF into the user's document repository the way the browser does. */
async function uploadPdf(token: string, documentType: string, fileName: string) {
  const file = pdfFile(fileName, `${documentType} of the applicant`);
  const ticket = await call<{ upload_id: string; url: string; fields: Record<string, string> }>(
    token,
    'POST',
    '/documents/uploads',
    {
      file_name: fileName,
      file_type: file.mimeType,
      size: file.buffer.length,
      document_type: documentType,
    },
  );
  const form = new FormData();
  for (const [k, v] of Object.entries(ticket.fields)) form.append(k, v);
  form.append('file', new Blob([file.buffer], { type: file.mimeType }), fileName);
  const stored = await fetch(ticket.url, { method: 'POST', body: form });
  if (stored.status >= 300) throw new Error(`upload of ${fileName} -> ${stored.status}`);
  const doc = await call<{ id: string; file_path: string }>(
    token,
    'POST',
    `/documents/uploads/${ticket.upload_id}/complete`,
    {},
  );
  return {
    fileName,
    fileType: file.mimeType,
    filePath: doc.file_path,
    documentId: doc.id,
    bytes: file.buffer,
  };
}

function sampleValue(field: Field): FormValues[string] {
  switch (field.type) {
    case 'email':
      return 'compliance@example.com';
    case 'tel':
      return '+44 20 7946 0000';
    case 'number':
      return '12';
    case 'date':
      return '2015-06-01';
    case 'checkbox':
      return true;
    case 'select':
      return field.options?.[0]?.value ?? '';
    default:
      return `${field.label} of the applicant`;
  }
}

/**
 * Fills every required field the catalogue shows for `type` (uploading a PDF per required document),
 * submits, and returns the stored values and the uploaded documents.
 */
export async function submitRegistration(
  who: Persona,
  type: RegistrationType,
  overrides: FormValues = {},
): Promise<{
  values: FormValues;
  documents: Array<{ fileName: string; documentId: string; bytes: Buffer }>;
}> {
  const { accessToken } = await local.signIn(who);
  const values: FormValues = { ...overrides };
  const documents: Array<{ fileName: string; documentId: string; bytes: Buffer }> = [];
  // filling a select can reveal further required fields: repeat until nothing is missing
  for (let missing = missingFields(type, values); missing.length > 0; missing = missingFields(type, values)) {
    for (const field of missing) {
      if (field.type === 'file') {
        const doc = await uploadPdf(accessToken, field.name, `${field.name}.pdf`);
        values[field.name] = {
          fileName: doc.fileName,
          fileType: doc.fileType,
          filePath: doc.filePath,
          documentId: doc.documentId,
        };
        documents.push(doc);
      } else {
        values[field.name] = sampleValue(field);
      }
    }
  }
  await call(accessToken, 'POST', `/registrations/${type}/submit`, { form_values: values });
  return { values, documents };
}
