import { describe, expect, it } from 'vitest';
import { roleRefusal } from '@portal/contracts/company-roles';
import {
  admin,
  buyer,
  buyerMandate,
  dueDays,
  seller,
  uploadCommand,
  Walk,
} from '../../../test/support/deal-fixtures';
import { availableActions } from './deal-actions';
import type { DealActor } from './deal-commands';
import { awaiting, selfReleaseMessage, transition } from './deal-machine';
import { awaitsPlatformReview } from './deal-state';
import { eventPersonSeen, eventSeen, visibleDocuments } from './deal-visibility';

/** The buyer's company: its operations clerk uploads, its approver releases (four-eyes). */
const clerk: DealActor = { ...buyer, personId: 'clerk-sub', companyRole: 'operations' };
const approver: DealActor = { ...buyer, personId: 'approver-sub', companyRole: 'approver' };
const viewer: DealActor = { ...buyer, personId: 'viewer-sub', companyRole: 'viewer' };

/** A deal at the ICPO group, the buyer's ICPO uploaded by its clerk under four-eyes. */
function heldIcpo() {
  const walk = new Walk();
  for (const step of [
    (w: Walk) => w.run(buyer, { type: 'proceed' }),
    (w: Walk) => w.approved('initial-spa'),
    (w: Walk) => w.run(buyer, { type: 'review-spa', decision: 'accept' }),
    (w: Walk) => w.approved('proof-documents'),
    (w: Walk) => w.approved('proof-of-funds'),
    (w: Walk) => w.run(admin, { type: 'complete-verification', note: 'Verified.' }),
    (w: Walk) => w.approved('final-spa'),
    (w: Walk) => w.approved('final-spa-signed'),
  ])
    step(walk);
  const stage = walk.deal.stage;
  const result = transition(walk.deal, uploadCommand('icpo', 'icpo-1'), clerk, walk.at, {
    dueDays,
    fourEyes: true,
  });
  return { walk, stage, deal: result.deal, events: result.events };
}

const run = (deal: Walk['deal'], actor: DealActor, command: Parameters<typeof transition>[1]) =>
  transition(deal, command, actor, new Date('2026-01-01T00:00:00.000Z'), { dueDays });

describe("a document held for its company's approval", () => {
  it('stays with the uploading company: the stage waits, the platform and the counterparty see nothing', () => {
    const { deal, stage, events } = heldIcpo();
    expect(deal.stage).toBe(stage);
    expect(events.map((e) => [e.action, e.actor])).toEqual([['document-held', 'clerk-sub']]);
    const version = deal.documents.icpo![0]!;
    expect(version.company_hold).toEqual({ status: 'held', by: null, at: null, reason: null });
    expect(awaitsPlatformReview(version)).toBe(false);
    expect(visibleDocuments(deal, buyer).find((d) => d.document_type === 'icpo')?.company_hold).toEqual({
      status: 'held',
      reason: null,
    });
    expect(visibleDocuments(deal, seller).some((d) => d.document_type === 'icpo')).toBe(false);
    expect(visibleDocuments(deal, admin).some((d) => d.document_type === 'icpo')).toBe(false);
    expect(awaiting(deal).buyer).toBe('Waiting for the buyer to release the ICPO');
    const held = events[0]!;
    expect([
      eventSeen(deal, buyer, held),
      eventSeen(deal, seller, held),
      eventSeen(deal, admin, held),
    ]).toEqual([true, false, false]);
    // who did it is named to the uploader's own company and the platform, not to the other side
    expect(
      [viewer, seller, admin, buyerMandate].map((who) => eventPersonSeen(deal, who, { actor_role: 'buyer' })),
    ).toEqual([true, false, true, false]);
    expect(() =>
      run(deal, admin, { type: 'review-document', documentId: 'icpo-1', decision: 'approve' }),
    ).toThrow("Version 1 of the ICPO awaits its company's approval.");
  });

  it('is released by a second member with the right, never by its uploader', () => {
    const { deal } = heldIcpo();
    expect(() => run(deal, clerk, { type: 'release-document', documentId: 'icpo-1' })).toThrow(
      roleRefusal('operations'),
    );
    const selfApprover = { ...approver, personId: 'clerk-sub' };
    expect(() => run(deal, selfApprover, { type: 'release-document', documentId: 'icpo-1' })).toThrow(
      selfReleaseMessage,
    );
    expect(() => run(deal, viewer, { type: 'release-document', documentId: 'icpo-1' })).toThrow(
      roleRefusal('viewer'),
    );
    expect(() => run(deal, seller, { type: 'release-document', documentId: 'icpo-1' })).toThrow(
      'There is no document with this id in the deal.',
    );
    expect(availableActions(deal, approver).map((a) => a.type)).toContain('release-document');
    expect(availableActions(deal, clerk).map((a) => a.type)).not.toContain('release-document');

    const released = run(deal, approver, { type: 'release-document', documentId: 'icpo-1' });
    const version = released.deal.documents.icpo![0]!;
    expect(version.company_hold).toMatchObject({ status: 'released', by: 'approver-sub' });
    expect(awaitsPlatformReview(version)).toBe(true);
    expect(released.events.map((e) => [e.action, e.actor])).toEqual([['document-released', 'approver-sub']]);
    expect(visibleDocuments(released.deal, admin).some((d) => d.document_type === 'icpo')).toBe(true);
    expect(awaiting(released.deal).platform).toBe('Waiting for the platform to review the ICPO');
  });

  it('is refused with a reason, and the uploader uploads a new version', () => {
    const { deal } = heldIcpo();
    expect(() => run(deal, approver, { type: 'refuse-document', documentId: 'icpo-1', reason: ' ' })).toThrow(
      'Please give a reason for refusing the document.',
    );
    const refused = run(deal, approver, {
      type: 'refuse-document',
      documentId: 'icpo-1',
      reason: 'Wrong quantity',
    });
    const version = refused.deal.documents.icpo![0]!;
    expect(version).toMatchObject({
      superseded: true,
      company_hold: { status: 'refused', reason: 'Wrong quantity' },
    });
    expect(refused.events[0]).toMatchObject({ action: 'document-refused', comment: 'Wrong quantity' });
    expect(visibleDocuments(refused.deal, seller).some((d) => d.document_type === 'icpo')).toBe(false);
    const again = run(refused.deal, clerk, uploadCommand('icpo', 'icpo-2', 2));
    expect(again.deal.documents.icpo).toHaveLength(2);
  });

  it('is not held when the company has four-eyes off, nor a document that does not commit it', () => {
    const walk = new Walk();
    walk.run(buyer, { type: 'proceed' });
    const proof = transition(
      walk.deal,
      uploadCommand('initial-spa', 's-1'),
      { ...seller, personId: 'x' },
      walk.at,
      {
        dueDays,
        fourEyes: true,
      },
    );
    expect(proof.deal.documents['initial-spa']![0]!.company_hold).toBeUndefined();
  });
});
