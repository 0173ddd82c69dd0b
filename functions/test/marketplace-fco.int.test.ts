import { CopyObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { localStack } from '../../infra/local/personas';
import { signedInUsers, type SignedInUser } from './support/signed-in';
import { type Json } from './support/api-call';
import { pdfBytes, postToBucket } from './support/market-deals';

/**
 * The FCO terms an inquiry accepts, against the local gateway, DynamoDB Local and s3rver: who may read
 * an item's FCO before inquiring (the item route and the file download), and the FCO a deal was opened
 * on as a document of the deal (listed from the first group, downloaded through the deal's route).
 */
const local = localStack();
const { user, api } = signedInUsers(local);
const s3 = new S3Client({
  endpoint: local.stack.s3.endpoint,
  region: local.stack.region,
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});
type User = SignedInUser;

let seller: User;
let otherSeller: User;
let buyer: User;
let otherBuyer: User;
let admin: User;

beforeAll(async () => {
  [seller, otherSeller, buyer, otherBuyer, admin] = await Promise.all([
    user('seller'),
    user('seller'),
    user('buyer'),
    user('buyer'),
    user('admin'),
  ]);
});

/** Uploads FCO terms named `fileName` holding `text` (ticket, presigned POST, completion). */
async function uploadTerms(who: User, fileName: string, text: string): Promise<Json> {
  const bytes = pdfBytes(text);
  const ticket = await api(who, 'POST', '/marketplace/uploads', {
    file_name: fileName,
    file_type: 'application/pdf',
    size: bytes.length,
    purpose: 'fco_terms',
  });
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
  await postToBucket(ticket.body, bytes, 'application/pdf');
  const done = await api(who, 'POST', `/marketplace/uploads/${ticket.body.upload_id}/complete`);
  expect(done.status, JSON.stringify(done.body)).toBe(201);
  return done.body;
}

async function createListing(owner: User, fcoId: string): Promise<Json> {
  const res = await api(owner, 'POST', '/marketplace/listings', {
    form: {
      name: 'EN590 Diesel',
      location: 'Rotterdam',
      quantity: 30000,
      unit: 'MT',
      delivery: 'FOB',
      term: 'Spot',
      price: 685.5,
      price_type: 'fixed',
      currency: 'USD',
      accepting_inquiries: 'now',
      industry: 'Energy',
    },
    fco_file_id: fcoId,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** The bytes behind a download answer's link, as text. */
async function fetched(link: { status: number; body: Json }): Promise<string> {
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  const res = await fetch(link.body.url as string);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer()).toString('latin1');
}

describe("an item's FCO terms before an inquiry", () => {
  it('are named on the item and downloadable by whoever may inquire on it, never by another seller', async () => {
    const fco = await uploadTerms(seller, 'Diesel FCO 2026.pdf', 'Listing FCO terms');
    const listing = await createListing(seller, fco.id as string);
    const item = `/marketplace/listings/${listing.id}`;
    const download = `/marketplace/files/${fco.id}/download`;

    for (const reader of [buyer, otherBuyer, admin, seller]) {
      const read = await api(reader, 'GET', item);
      expect(read.status).toBe(200);
      expect(read.body.fco_file).toMatchObject({
        id: fco.id,
        purpose: 'fco_terms',
        file_name: 'Diesel FCO 2026.pdf',
      });
      expect(read.body.fco_file).not.toHaveProperty('file_path');
      const link = await api(reader, 'GET', download);
      expect(await fetched(link)).toContain('Listing FCO terms');
      // the owner stays anonymous: the link names neither its id nor its e-mail
      const url = decodeURIComponent(link.body.url as string).toLowerCase();
      expect(url).not.toContain(seller.userId.toLowerCase());
      expect(url).not.toContain(seller.email.toLowerCase());
    }

    // a seller does not inquire on a listing: the item shows no terms and the file does not exist
    expect((await api(otherSeller, 'GET', item)).body.fco_file).toBeNull();
    expect((await api(otherSeller, 'GET', download)).status).toBe(404);

    // once the listing is inactive, only its owner and admins still read it
    const off = await api(seller, 'POST', `${item}/status`, { status: 'Inactive', version: 1 });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect((await api(buyer, 'GET', download)).status).toBe(404);
    expect((await api(admin, 'GET', download)).status).toBe(200);
  });

  it('stored under an older key that names its owner, are served from a copy that names no one', async () => {
    const fco = await uploadTerms(seller, 'Old FCO.pdf', 'Terms stored long ago');
    await createListing(seller, fco.id as string);
    // the file as it was stored before keys named only their purpose: under its owner's id
    const record = { pk: `USER#${seller.userId}`, sk: `MFILE#${fco.id}` };
    const stored = await local.readItem(record.pk, record.sk);
    const legacyKey = `marketplace/${seller.userId}/${fco.id}/Old FCO.pdf`;
    const bucket = local.stack.s3.bucket;
    await s3.send(
      new CopyObjectCommand({ Bucket: bucket, Key: legacyKey, CopySource: `${bucket}/${stored!.file_path}` }),
    );
    await local.db.send(
      new UpdateCommand({
        TableName: local.table,
        Key: record,
        UpdateExpression: 'SET file_path = :key',
        ExpressionAttributeValues: { ':key': legacyKey },
      }),
    );

    // twice: the second read is served from the copy the first one made
    for (const reader of [buyer, buyer]) {
      const link = await api(reader, 'GET', `/marketplace/files/${fco.id}/download`);
      expect(await fetched(link)).toContain('Terms stored long ago');
      const url = decodeURIComponent(link.body.url as string).toLowerCase();
      expect(url).not.toContain(seller.userId.toLowerCase());
      expect(url).toMatch(/\/unlinked\/[0-9a-f]{64}\.pdf/);
    }
    // nothing is lost: the record keeps the key the file was stored under
    expect((await local.readItem(record.pk, record.sk))?.file_path).toBe(legacyKey);
  });

  it('of a request are read by the sellers who may offer on it; a replaced FCO is no longer served', async () => {
    const first = await uploadTerms(buyer, 'Request terms.pdf', 'Request terms v1');
    const form = {
      name: 'Jet Fuel A1',
      location: 'Houston',
      quantity: 1000,
      unit: 'MT',
      delivery: 'FOB',
      term: 'Net 30',
      price_type: 'fixed',
      currency: 'USD',
      accepting_inquiries: 'now',
      industry: 'Energy',
    };
    const created = await api(buyer, 'POST', '/marketplace/requests', { form, fco_file_id: first.id });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const request = created.body;
    const firstLink = `/marketplace/files/${first.id}/download`;
    expect(await fetched(await api(otherSeller, 'GET', firstLink))).toContain('Request terms v1');
    expect((await api(otherBuyer, 'GET', firstLink)).status).toBe(404);

    const second = await uploadTerms(buyer, 'Request terms v2.pdf', 'Request terms v2');
    const edited = await api(buyer, 'PUT', `/marketplace/requests/${request.id}`, {
      form,
      fco_file_id: second.id,
      version: request.version,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(
      (await api(otherSeller, 'GET', `/marketplace/requests/${request.id}`)).body.fco_file,
    ).toMatchObject({
      id: second.id,
    });
    expect((await api(otherSeller, 'GET', firstLink)).status).toBe(404);
    expect((await api(buyer, 'GET', firstLink)).status).toBe(200);
  });
});

describe('the FCO a deal was opened on', () => {
  it("is the deal's first document for both parties and admins, downloaded through the deal", async () => {
    const fco = await uploadTerms(seller, 'Diesel FCO.pdf', 'Deal FCO terms');
    const listing = await createListing(seller, fco.id as string);
    const sent = await api(buyer, 'POST', `/marketplace/listings/${listing.id}/inquiries`, { quantity: 250 });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const accepted = await api(seller, 'POST', `/marketplace/inquiries/${sent.body.id}/accept`);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const dealId = accepted.body.deal_id as string;

    for (const reader of [buyer, seller, admin]) {
      const deal = await api(reader, 'GET', `/deals/${dealId}`);
      expect(deal.status).toBe(200);
      expect(deal.body.group).toBe('deal-initiated');
      const documents = deal.body.documents as Json[];
      expect(documents.filter((d) => d.document_type === 'fco')).toHaveLength(1);
      expect(documents[0]).toMatchObject({
        source: 'seller',
        document_type: 'fco',
        title: 'Full Corporate Offer (FCO)',
        document_id: fco.id,
        file_name: 'Diesel FCO.pdf',
        uploader_label: listing.owner_label,
        review_status: null,
        downloadable: true,
      });
      const link = await api(reader, 'GET', `/deals/${dealId}/documents/${fco.id}/download`);
      expect(await fetched(link)).toContain('Deal FCO terms');
      expect(decodeURIComponent(link.body.url as string).toLowerCase()).not.toContain(
        seller.userId.toLowerCase(),
      );
    }
    // a user with no part in the deal reads neither the deal nor its FCO through it
    expect((await api(otherBuyer, 'GET', `/deals/${dealId}/documents/${fco.id}/download`)).status).toBe(404);
  });
});
