import type { Inquiry, ItemFormValues, MarketFile, OwnerItem } from '@portal/contracts/marketplace';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../../functions/src/platform/data/keys';
import { localStack } from '../../local/personas';
import { pdfFile } from './files';
import type { Persona } from './personas';

/**
 * Marketplace test data made through the API, as users make it: listings by sellers, requests by
 * buyers (each with its FCO terms PDF uploaded through the upload flow), inquiries.
 */
const local = localStack();

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
}

const tokens = new Map<string, string>();

async function tokenOf(who: Persona): Promise<string> {
  const held = tokens.get(who.email);
  if (held) return held;
  const { accessToken } = await local.signIn(who);
  tokens.set(who.email, accessToken);
  return accessToken;
}

/** One API call as `who`; the answer's status and parsed body (never throws on a refusal). */
export async function apiAs<T = unknown>(
  who: Persona,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<ApiAnswer<T>> {
  const res = await fetch(`${local.stack.apiUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await tokenOf(who)}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

async function ok<T>(answer: Promise<ApiAnswer<T>>, what: string): Promise<T> {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`${what} -> ${status}: ${JSON.stringify(body)}`);
  return body;
}

/** A verified PDF for `purpose`, uploaded by `who` through ticket, POST and complete. */
export async function uploadMarketPdf(
  who: Persona,
  purpose: 'fco_terms' | 'product_specifications',
  name = `${purpose}.pdf`,
): Promise<MarketFile> {
  const pdf = pdfFile(name);
  const ticket = await ok(
    apiAs<{ upload_id: string; url: string; fields: Record<string, string> }>(
      who,
      'POST',
      '/marketplace/uploads',
      {
        file_name: name,
        file_type: pdf.mimeType,
        size: pdf.buffer.length,
        purpose,
      },
    ),
    'upload ticket',
  );
  const form = new FormData();
  for (const [key, value] of Object.entries(ticket.fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(pdf.buffer)], { type: pdf.mimeType }), name);
  const stored = await fetch(ticket.url, { method: 'POST', body: form });
  if (stored.status >= 300) throw new Error(`upload POST -> ${stored.status}`);
  return ok(
    apiAs<MarketFile>(who, 'POST', `/marketplace/uploads/${ticket.upload_id}/complete`, {}),
    'upload complete',
  );
}

const baseForm: ItemFormValues = {
  name: 'EN590 Diesel 10ppm',
  location: 'Rotterdam',
  quantity: 5000,
  unit: 'MT',
  delivery: 'CIF',
  term: 'Spot',
  price_type: 'fixed',
  price: 700,
  currency: 'USD',
  accepting_inquiries: 'now',
  industry: 'Energy',
};

/** A seller's listing (form fields over a plain Energy listing), with its FCO terms. */
export async function createListing(seller: Persona, form: Partial<ItemFormValues> = {}): Promise<OwnerItem> {
  const [listing] = await createListings(seller, [form]);
  return listing!;
}

/**
 * Many listings of one seller: the FCO files are uploaded side by side, the listings are then created
 * one after another, so the last form given is the newest listing.
 */
export async function createListings(
  seller: Persona,
  forms: Partial<ItemFormValues>[],
): Promise<OwnerItem[]> {
  const fcos = await Promise.all(forms.map(() => uploadMarketPdf(seller, 'fco_terms')));
  const created: OwnerItem[] = [];
  for (const [n, form] of forms.entries())
    created.push(
      await ok(
        apiAs<OwnerItem>(seller, 'POST', '/marketplace/listings', {
          form: { ...baseForm, ...form },
          fco_file_id: fcos[n]!.id,
        }),
        'create listing',
      ),
    );
  return created;
}

/** A buyer's request (the request terms are Net 30 unless given), with its FCO terms. */
export async function createRequest(buyer: Persona, form: Partial<ItemFormValues> = {}): Promise<OwnerItem> {
  const fco = await uploadMarketPdf(buyer, 'fco_terms');
  return ok(
    apiAs<OwnerItem>(buyer, 'POST', '/marketplace/requests', {
      form: { ...baseForm, term: 'Net 30', ...form },
      fco_file_id: fco.id,
    }),
    'create request',
  );
}

/** A buyer's inquiry on a listing, through the API. */
export function inquireOnListing(buyer: Persona, listingId: string, quantity: number) {
  return apiAs<Inquiry | { message: string }>(buyer, 'POST', `/marketplace/listings/${listingId}/inquiries`, {
    quantity,
  });
}

/** This month's inquiry usage of `who` (GET /marketplace/inquiries/sent). */
export async function inquiryUsage(who: Persona) {
  const sent = await ok(
    apiAs<{ inquiries: Inquiry[]; usage: { used: number; limit: number; remaining: number } }>(
      who,
      'GET',
      '/marketplace/inquiries/sent',
    ),
    'sent inquiries',
  );
  return sent;
}

/** Every inquiry stored on an item (its partition's inquiry rows), read from the table. */
export async function storedInquiries(itemId: string): Promise<Array<Record<string, unknown>>> {
  const { pk, skPrefix } = keys.itemInquiries(itemId);
  const found = await local.db.send(
    new QueryCommand({
      TableName: local.table,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': pk, ':sk': skPrefix },
      ConsistentRead: true,
    }),
  );
  return found.Items ?? [];
}

/** ISO day `days` from today (UTC). */
export function isoDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** An admin moves a deal to `stage` through the Deal Flow's override (its reason goes in the history). */
export async function overrideStage(admin: Persona, dealId: string, stage: string, reason: string) {
  return ok(
    apiAs(admin, 'POST', `/deals/${dealId}/commands`, { type: 'override-stage', stage, reason }),
    'override stage',
  );
}
