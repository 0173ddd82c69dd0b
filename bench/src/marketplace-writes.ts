import { randomUUID } from 'node:crypto';
import { localStack } from '../../infra/local/personas';
import type { StackFile } from '../../infra/local/stack-file';
import { measureQueue, type LatencyFigures } from './stats';

const connections = 10;

export interface MarketplaceWritesBench {
  /** POST /marketplace/listings (the FCO file uploaded beforehand, attached in the item's transaction). */
  submit: LatencyFigures;
  /** POST /marketplace/inquiries/{id}/accept (inquiry, deal, members, audit, item, notification at once). */
  accept: LatencyFigures;
  /** POST /marketplace/inquiries/{id}/counter: the seller's counter-offer on a fresh inquiry (round 2). */
  counter: LatencyFigures;
  /** POST /marketplace/inquiries/{id}/accept by the buyer, of the counter-offer (the deal opens on its terms). */
  acceptCounter: LatencyFigures;
  operations: number;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies of many shapes
type Json = Record<string, any>;
type Call = (
  token: string,
  method: string,
  path: string,
  json?: unknown,
) => Promise<{ status: number; body: Json }>;

function caller(apiUrl: string): Call {
  return async (token, method, path, json) => {
    const res = await fetch(apiUrl + path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        // as the web client sends every write: one key per user action
        'idempotency-key': randomUUID(),
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json };
  };
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Title (FCO terms) >> endobj\n%%EOF\n', 'latin1');

/** Runs `work` over `inputs` from `parallel` workers (setup steps, not measured). */
async function inParallel<T, R>(inputs: T[], parallel: number, work: (input: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(inputs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < inputs.length) {
        const at = next++;
        out[at] = await work(inputs[at]!);
      }
    }),
  );
  return out;
}

function expectStatus(what: string, res: { status: number; body: unknown }, status: number) {
  if (res.status !== status) throw new Error(`${what} -> ${res.status} ${JSON.stringify(res.body)}`);
}

/**
 * Submit and accept p99 at 10 connections: `operations` listings submitted by a seller (their FCO
 * files uploaded first), then a buyer's inquiry on each (not measured) and the seller accepting them;
 * then a second inquiry on each (not measured), the seller's counter-offer and the buyer's accept.
 * The monthly inquiry limit is raised for the run and put back after.
 */
export async function benchMarketplaceWrites(
  stackFile: StackFile,
  operations = 200,
): Promise<MarketplaceWritesBench> {
  const local = localStack(stackFile);
  const call = caller(stackFile.apiUrl);
  const tokenOf = async (kind: 'seller' | 'buyer') =>
    (await local.signIn(await local.createPersona(kind))).accessToken;
  const admin = (await local.signIn(stackFile.admin)).accessToken;
  const seller = await tokenOf('seller');
  const buyer = await tokenOf('buyer');
  const settings = (await call(admin, 'GET', '/admin/settings')).body;
  const put = (values: unknown) => call(admin, 'PUT', '/admin/settings', values);
  expectStatus(
    'settings',
    // an inquiry and a negotiation per listing
    await put({ ...settings, moderate_new_items: false, monthly_inquiry_limit: 2 * operations + 10 }),
    200,
  );
  try {
    const fileIds = await inParallel(Array.from({ length: operations }), 5, async () => {
      const ticket = await call(seller, 'POST', '/marketplace/uploads', {
        file_name: 'fco.pdf',
        file_type: 'application/pdf',
        size: pdf.length,
        purpose: 'fco_terms',
      });
      expectStatus('upload ticket', ticket, 201);
      const form = new FormData();
      for (const [k, v] of Object.entries(ticket.body.fields as Record<string, string>)) form.append(k, v);
      form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'file');
      await fetch(ticket.body.url as string, { method: 'POST', body: form });
      const done = await call(seller, 'POST', `/marketplace/uploads/${ticket.body.upload_id}/complete`, {});
      expectStatus('complete upload', done, 201);
      return done.body.id as string;
    });

    const itemIds: string[] = [];
    const submit = await measureQueue(
      fileIds.map((fileId, i) => async () => {
        const res = await call(seller, 'POST', '/marketplace/listings', {
          form: {
            name: `EN590 Diesel 10ppm bench ${i}`,
            location: 'Rotterdam',
            quantity: 1000,
            unit: 'MT',
            delivery: 'CIF',
            term: 'Spot',
            price_type: 'fixed',
            price: 650,
            currency: 'USD',
            accepting_inquiries: 'now',
            industry: 'Energy',
          },
          fco_file_id: fileId,
        });
        expectStatus('submit', res, 201);
        itemIds.push(res.body.id as string);
      }),
      connections,
    );

    const inquiryIds = await inParallel(itemIds, 5, async (itemId) => {
      const res = await call(buyer, 'POST', `/marketplace/listings/${itemId}/inquiries`, { quantity: 100 });
      expectStatus('inquiry', res, 201);
      return res.body.id as string;
    });
    const accept = await measureQueue(
      inquiryIds.map((inquiryId) => async () => {
        expectStatus('accept', await call(seller, 'POST', `/marketplace/inquiries/${inquiryId}/accept`), 200);
      }),
      connections,
    );

    // a second inquiry on each listing (900 MT remain), countered by the seller, accepted by the buyer
    const negotiations = await inParallel(itemIds, 5, async (itemId) => {
      const res = await call(buyer, 'POST', `/marketplace/listings/${itemId}/inquiries`, { quantity: 100 });
      expectStatus('negotiation', res, 201);
      return res.body.id as string;
    });
    const counter = await measureQueue(
      negotiations.map((inquiryId) => async () => {
        const res = await call(seller, 'POST', `/marketplace/inquiries/${inquiryId}/counter`, {
          round: 1,
          terms: {
            quantity: 90,
            price: { kind: 'fixed', amount: 645.5, currency: 'USD' },
            incoterm: 'CIF',
            location: 'Rotterdam',
            delivery_from: '2027-03-01',
            delivery_to: '2027-03-15',
            payment_term: 'LC at Sight',
          },
        });
        expectStatus('counter', res, 200);
      }),
      connections,
    );
    const acceptCounter = await measureQueue(
      negotiations.map((inquiryId) => async () => {
        const res = await call(buyer, 'POST', `/marketplace/inquiries/${inquiryId}/accept`, { round: 2 });
        expectStatus('accept counter', res, 200);
      }),
      connections,
    );
    return { submit, accept, counter, acceptCounter, operations };
  } finally {
    await put({ ...(await call(admin, 'GET', '/admin/settings')).body, ...settings });
  }
}
