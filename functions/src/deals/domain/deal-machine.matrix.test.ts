import { describe, expect, it } from 'vitest';
import { dealStageValues, type DealDocumentType, type DealStage } from '@portal/contracts/deal-stages';
import { DomainError } from '../../platform/errors';
import type { AvailableAction, DealActor, DealCommand } from './deal-commands';
import { availableActions } from './deal-actions';
import { transition } from './deal-machine';
import type { DealState } from './deal-state';
import {
  admin,
  buyer,
  buyerMandate,
  dueDays,
  seller,
  stranger,
  uploadCommand,
  walkedToTheEnd,
} from '../../../test/support/deal-fixtures';

/**
 * Every stage value × every kind of actor × every command, on the state the deal rests in when it
 * first reaches that value on the happy path (the three values a deal only passes through are set by
 * hand). The expectations are written out below: what is allowed and where it leads, and for the rest
 * which refusal with which sentence.
 */

// ---------------------------------------------------------------------------------------------------
// The states

const walk = walkedToTheEnd();

function reached(stage: DealStage): DealState {
  const state = walk.reached.get(stage);
  if (!state) throw new Error(`the happy path never rests at ${stage}`);
  return state;
}

/** A deal found resting at a value it normally passes through (an old record, a crash between writes). */
function restingAt(from: DealState, stage: DealStage, progress: number, change?: (deal: DealState) => void) {
  const deal = structuredClone(from);
  deal.stage = stage;
  deal.progress = progress;
  deal.status = 'active';
  deal.closed_at = null;
  change?.(deal);
  return deal;
}

const states: Record<DealStage, DealState> = Object.fromEntries(
  dealStageValues.map((stage) => {
    switch (stage) {
      case 'sanitized-spa-accepted':
        return [
          stage,
          restingAt(reached('sanitized-spa-submitted'), stage, 20, (deal) => {
            deal.documents['initial-spa']![0]!.review = {
              status: 'approved',
              by: admin.userId,
              at: '2025-06-15T12:00:00.000Z',
              comment: null,
            };
            deal.confirmations.buyer_spa_review = {
              by: buyer.userId,
              at: '2025-06-15T13:00:00.000Z',
              version: 1,
              decision: 'accept',
              comment: null,
            };
          }),
        ];
      case 'proof-docs-confirmed':
        return [stage, restingAt(reached('information-exchange'), stage, 30)];
      case 'buyer-confirms-receipt':
        return [stage, restingAt(reached('deal-closed'), stage, 90)];
      default:
        return [stage, reached(stage)];
    }
  }),
) as Record<DealStage, DealState>;

// ---------------------------------------------------------------------------------------------------
// The commands

const partyDocumentTypes: DealDocumentType[] = [
  'initial-spa',
  'proof-documents',
  'proof-of-funds',
  'final-spa',
  'final-spa-signed',
  'icpo',
  'icpo-signed',
  'commercial-invoice',
  'seller-invoice-signed',
  'serval-invoice-signed',
  'payment-instructions',
  'seller-payment-confirmation',
  'serval-payment-confirmation',
  'inspection-report',
];

/** The document an admin's review is tried on: the first awaiting review, else the last one uploaded. */
function reviewTarget(deal: DealState): string {
  const live = partyDocumentTypes.flatMap((type) => deal.documents[type]?.slice(-1) ?? []);
  return (live.find((v) => v.review.status === 'pending') ?? live.at(-1))?.document_id ?? 'no-such-document';
}

const commands: Record<string, (deal: DealState) => DealCommand> = {
  proceed: () => ({ type: 'proceed' }),
  ...Object.fromEntries(
    partyDocumentTypes.map((type) => [`upload:${type}`, () => uploadCommand(type, 'matrix-doc', 99)]),
  ),
  'upload:initial-spa-template': () => ({
    ...(uploadCommand('initial-spa', 'matrix-doc', 99) as Extract<DealCommand, { type: 'upload-document' }>),
    documentType: 'initial-spa-template',
  }),
  'review-document': (deal) => ({
    type: 'review-document',
    documentId: reviewTarget(deal),
    decision: 'approve',
  }),
  'review-spa': () => ({ type: 'review-spa', decision: 'accept' }),
  'complete-verification': () => ({ type: 'complete-verification', note: 'Company registries checked.' }),
  'confirm-seller-payment': () => ({ type: 'confirm-seller-payment' }),
  'confirm-fee-payment': () => ({ type: 'confirm-fee-payment' }),
  'submit-inspection-details': () => ({
    type: 'submit-inspection-details',
    latitude: '51.9244',
    longitude: '4.4777',
    instructions: 'Terminal gate 3, ask for the surveyor.',
  }),
  'confirm-title-transfer': () => ({ type: 'confirm-title-transfer' }),
  'confirm-receipt': () => ({ type: 'confirm-receipt' }),
  'override-stage': (deal) => ({
    type: 'override-stage',
    stage: deal.stage.startsWith('icpo') ? 'final-spa-uploaded' : 'icpo-uploaded',
    reason: 'The parties exchanged these documents outside the platform.',
  }),
  cancel: () => ({ type: 'cancel', reason: 'The buyer withdrew.' }),
  'reissue:initial-spa-template': () => ({
    type: 'reissue-platform-document',
    documentType: 'initial-spa-template',
  }),
  'reissue:serval-invoice': () => ({ type: 'reissue-platform-document', documentType: 'serval-invoice' }),
  'reissue:platform-payment-instructions': () => ({
    type: 'reissue-platform-document',
    documentType: 'platform-payment-instructions',
  }),
};

const actors: Record<string, DealActor> = { buyer, seller, admin, mandate: buyerMandate, stranger };

// ---------------------------------------------------------------------------------------------------
// The expectations, written out

type Allowed = [command: string, to: DealStage, actions: string[]];

const adminAlways = (stage: DealStage, reissues: string[]): Allowed[] => [
  ['override-stage', stage.startsWith('icpo') ? 'final-spa-uploaded' : 'icpo-uploaded', ['stage-overridden']],
  ['cancel', stage, ['deal-cancelled']],
  ...reissues.map((type): Allowed => [`reissue:${type}`, stage, ['platform-document-issued']]),
];
const template = ['initial-spa-template'];
const templateAndInvoice = ['initial-spa-template', 'serval-invoice'];
const allThree = ['initial-spa-template', 'serval-invoice', 'platform-payment-instructions'];

const allowed: Record<DealStage, Partial<Record<'buyer' | 'seller' | 'admin', Allowed[]>>> = {
  'inquiry-submitted': {
    buyer: [['proceed', 'fco-tc-accepted', ['buyer-proceeded', 'group-entered', 'platform-document-issued']]],
    admin: adminAlways('inquiry-submitted', []),
  },
  'fco-tc-accepted': {
    seller: [['upload:initial-spa', 'sanitized-spa-submitted', ['document-uploaded']]],
    admin: adminAlways('fco-tc-accepted', template),
  },
  'sanitized-spa-submitted': {
    admin: [
      ['review-document', 'sanitized-spa-submitted', ['document-approved']],
      ...adminAlways('sanitized-spa-submitted', template),
    ],
  },
  'sanitized-spa-accepted': { admin: adminAlways('sanitized-spa-accepted', template) },
  'proof-docs-uploaded': {
    seller: [['upload:proof-documents', 'proof-docs-uploaded', ['document-uploaded']]],
    buyer: [['upload:proof-of-funds', 'proof-docs-uploaded', ['document-uploaded']]],
    admin: adminAlways('proof-docs-uploaded', template),
  },
  'proof-docs-confirmed': { admin: adminAlways('proof-docs-confirmed', template) },
  'information-exchange': {
    admin: [
      ['complete-verification', 'final-spa-uploaded', ['verification-completed', 'group-entered']],
      ...adminAlways('information-exchange', template),
    ],
  },
  'final-spa-uploaded': {
    seller: [['upload:final-spa', 'final-spa-uploaded', ['document-uploaded']]],
    admin: adminAlways('final-spa-uploaded', template),
  },
  'final-spa-countersigned': {
    admin: [
      ['review-document', 'icpo-uploaded', ['document-approved', 'group-entered']],
      ...adminAlways('final-spa-countersigned', template),
    ],
  },
  'icpo-uploaded': {
    buyer: [['upload:icpo', 'icpo-uploaded', ['document-uploaded']]],
    admin: adminAlways('icpo-uploaded', template),
  },
  'icpo-countersigned': {
    admin: [
      [
        'review-document',
        'invoice-uploaded',
        ['document-approved', 'group-entered', 'platform-document-issued'],
      ],
      ...adminAlways('icpo-countersigned', template),
    ],
  },
  'invoice-uploaded': {
    seller: [['upload:commercial-invoice', 'invoice-uploaded', ['document-uploaded']]],
    buyer: [['upload:serval-invoice-signed', 'invoice-uploaded', ['document-uploaded']]],
    admin: adminAlways('invoice-uploaded', templateAndInvoice),
  },
  'invoice-countersigned': {
    admin: [
      ['review-document', 'invoice-countersigned', ['document-approved']],
      ...adminAlways('invoice-countersigned', templateAndInvoice),
    ],
  },
  'payment-proof-issued': {
    seller: [['upload:payment-instructions', 'payment-proof-issued', ['document-uploaded']]],
    buyer: [['upload:serval-payment-confirmation', 'payment-proof-issued', ['document-uploaded']]],
    admin: adminAlways('payment-proof-issued', allThree),
  },
  'seller-payment-confirmed': {
    admin: [
      ['confirm-fee-payment', 'serval-payment-confirmed', ['fee-payment-confirmed']],
      ...adminAlways('seller-payment-confirmed', allThree),
    ],
  },
  'serval-payment-confirmed': {
    seller: [['submit-inspection-details', 'serval-payment-confirmed', ['inspection-details-submitted']]],
    admin: adminAlways('serval-payment-confirmed', allThree),
  },
  'inspection-report-submitted': {
    admin: [
      ['review-document', 'product-transferred', ['document-approved', 'group-entered']],
      ...adminAlways('inspection-report-submitted', allThree),
    ],
  },
  'product-transferred': {
    seller: [['confirm-title-transfer', 'product-transferred', ['title-transfer-confirmed']]],
    admin: adminAlways('product-transferred', allThree),
  },
  'buyer-confirms-receipt': { admin: adminAlways('buyer-confirms-receipt', allThree) },
  'deal-closed': {},
};

/** What the deal waits for at each state: the sentence of every out-of-order refusal there. */
const waitingFor: Record<DealStage, string> = {
  'inquiry-submitted':
    'The deal is waiting for the buyer to proceed, accepting the FCO terms and conditions.',
  'fco-tc-accepted': 'The deal is waiting for the seller to upload the sanitized initial SPA.',
  'sanitized-spa-submitted': 'The deal is waiting for the platform to review the sanitized initial SPA.',
  'sanitized-spa-accepted': 'The deal is waiting for the platform to move the deal to the next stage.',
  'proof-docs-uploaded':
    'The deal is waiting for the seller to upload the proof of product and the buyer to upload the proof of funds.',
  'proof-docs-confirmed': 'The deal is waiting for the platform to move the deal to the next stage.',
  'information-exchange': 'The deal is waiting for the platform to complete the verification.',
  'final-spa-uploaded': 'The deal is waiting for the seller to upload the final SPA.',
  'final-spa-countersigned': 'The deal is waiting for the platform to review the signed final SPA.',
  'icpo-uploaded': 'The deal is waiting for the buyer to upload the ICPO.',
  'icpo-countersigned': 'The deal is waiting for the platform to review the signed ICPO.',
  'invoice-uploaded':
    'The deal is waiting for the seller to upload the commercial invoice and the buyer to upload the signed platform fee invoice.',
  'invoice-countersigned':
    'The deal is waiting for the platform to review the signed seller invoice and the signed platform fee invoice.',
  'payment-proof-issued':
    'The deal is waiting for the seller to upload the payment instructions and the buyer to upload the platform fee payment confirmation.',
  'seller-payment-confirmed': 'The deal is waiting for the platform to confirm the platform fee payment.',
  'serval-payment-confirmed': 'The deal is waiting for the seller to submit the inspection details.',
  'inspection-report-submitted': 'The deal is waiting for the platform to review the inspection report.',
  'product-transferred': 'The deal is waiting for the seller to confirm delivery and title transfer.',
  'buyer-confirms-receipt': 'The deal is waiting for the platform to move the deal to the next stage.',
  'deal-closed': 'This deal is closed.',
};

/** An admin's review where nothing awaits review: the document tried was reviewed already (or none exists). */
const reviewRefusal: Partial<Record<DealStage, [kind: string, message: string]>> = {
  'inquiry-submitted': ['invalid', 'There is no document with this id in the deal.'],
  'fco-tc-accepted': ['invalid', 'There is no document with this id in the deal.'],
  'sanitized-spa-accepted': ['conflict', 'Version 1 of the sanitized initial SPA was already approved.'],
  'proof-docs-uploaded': ['conflict', 'Version 1 of the sanitized initial SPA was already approved.'],
  'proof-docs-confirmed': ['conflict', 'Version 1 of the proof of funds was already approved.'],
  'information-exchange': ['conflict', 'Version 1 of the proof of funds was already approved.'],
  'final-spa-uploaded': ['conflict', 'Version 1 of the proof of funds was already approved.'],
  'icpo-uploaded': ['conflict', 'Version 1 of the signed final SPA was already approved.'],
  'invoice-uploaded': ['conflict', 'Version 1 of the signed ICPO was already approved.'],
  'payment-proof-issued': ['conflict', 'Version 1 of the signed platform fee invoice was already approved.'],
  'seller-payment-confirmed': [
    'conflict',
    'Version 1 of the platform fee payment confirmation was already approved.',
  ],
  'serval-payment-confirmed': [
    'conflict',
    'Version 1 of the platform fee payment confirmation was already approved.',
  ],
  'product-transferred': ['conflict', 'Version 1 of the inspection report was already approved.'],
  'buyer-confirms-receipt': ['conflict', 'Version 1 of the inspection report was already approved.'],
};

/** Reissuing a platform document before its group opened. */
const notYetGenerated: Record<string, string> = {
  'reissue:initial-spa-template':
    'The platform generates the initial SPA template when the Initial SPA stage opens.',
  'reissue:serval-invoice':
    'The platform generates the platform fee invoice when the Commercial Invoice stage opens.',
  'reissue:platform-payment-instructions':
    'The platform generates the platform payment instructions when the Payment stage opens.',
};

/** Who may issue each command at all, and the refusal everyone else gets. */
const onlyFor: Record<string, [roles: string[], refusal: string]> = {
  proceed: [['buyer'], 'Only the buyer can proceed with the deal.'],
  'review-document': [['admin'], 'Only an admin can review documents.'],
  'review-spa': [['buyer'], 'Only the buyer reviews the sanitized initial SPA.'],
  'complete-verification': [['admin'], 'Only an admin can complete the verification.'],
  'confirm-seller-payment': [['seller'], "Only the seller confirms receipt of the buyer's payment."],
  'confirm-fee-payment': [['admin'], 'Only an admin can confirm the platform fee payment.'],
  'submit-inspection-details': [['seller'], 'Only the seller submits the inspection details.'],
  'confirm-title-transfer': [['seller'], 'Only the seller confirms delivery and title transfer.'],
  'confirm-receipt': [['buyer'], 'Only the buyer confirms receipt and title transfer.'],
  'override-stage': [['admin'], 'Only an admin can move a deal to another stage.'],
  cancel: [['admin'], 'Only an admin can cancel a deal.'],
  'reissue:initial-spa-template': [['admin'], 'Only an admin can issue a platform document again.'],
  'reissue:serval-invoice': [['admin'], 'Only an admin can issue a platform document again.'],
  'reissue:platform-payment-instructions': [['admin'], 'Only an admin can issue a platform document again.'],
  'upload:initial-spa-template': [[], 'The platform generates the initial SPA template.'],
};
const uploadedBy: Record<DealDocumentType, 'buyer' | 'seller'> = {
  'initial-spa': 'seller',
  'proof-documents': 'seller',
  'proof-of-funds': 'buyer',
  'final-spa': 'seller',
  'final-spa-signed': 'buyer',
  icpo: 'buyer',
  'icpo-signed': 'seller',
  'commercial-invoice': 'seller',
  'seller-invoice-signed': 'buyer',
  'serval-invoice-signed': 'buyer',
  'payment-instructions': 'seller',
  'seller-payment-confirmation': 'buyer',
  'serval-payment-confirmation': 'buyer',
  'inspection-report': 'buyer',
};
const nouns: Record<DealDocumentType, string> = {
  'initial-spa': 'sanitized initial SPA',
  'proof-documents': 'proof of product',
  'proof-of-funds': 'proof of funds',
  'final-spa': 'final SPA',
  'final-spa-signed': 'signed final SPA',
  icpo: 'ICPO',
  'icpo-signed': 'signed ICPO',
  'commercial-invoice': 'commercial invoice',
  'seller-invoice-signed': 'signed seller invoice',
  'serval-invoice-signed': 'signed platform fee invoice',
  'payment-instructions': 'payment instructions',
  'seller-payment-confirmation': 'seller payment confirmation',
  'serval-payment-confirmation': 'platform fee payment confirmation',
  'inspection-report': 'inspection report',
};
for (const type of partyDocumentTypes) {
  onlyFor[`upload:${type}`] = [
    [uploadedBy[type]],
    `Only the ${uploadedBy[type]} uploads the ${nouns[type]}.`,
  ];
}

const progressOf: Record<DealStage, number> = {
  'inquiry-submitted': 10,
  'fco-tc-accepted': 20,
  'sanitized-spa-submitted': 20,
  'sanitized-spa-accepted': 20,
  'proof-docs-uploaded': 30,
  'proof-docs-confirmed': 30,
  'information-exchange': 40,
  'final-spa-uploaded': 50,
  'final-spa-countersigned': 50,
  'icpo-uploaded': 60,
  'icpo-countersigned': 60,
  'invoice-uploaded': 70,
  'invoice-countersigned': 70,
  'payment-proof-issued': 80,
  'seller-payment-confirmed': 80,
  'serval-payment-confirmed': 80,
  'inspection-report-submitted': 80,
  'product-transferred': 90,
  'buyer-confirms-receipt': 90,
  'deal-closed': 100,
};

/** The refusal expected where the table allows nothing. */
function expectedRefusal(stage: DealStage, role: string, command: string): [kind: string, message: string] {
  if (role === 'stranger') return ['not_found', 'Deal not found'];
  if (role === 'mandate') return ['forbidden', 'A mandate follows the deal read-only.'];
  if (command === 'upload:initial-spa-template' && role === 'admin')
    return [
      'forbidden',
      'Only the buyer and the seller upload deal documents; the platform generates its own.',
    ];
  const [roles, refusal] = onlyFor[command]!;
  if (command.startsWith('upload:') && role === 'admin')
    return [
      'forbidden',
      'Only the buyer and the seller upload deal documents; the platform generates its own.',
    ];
  if (!roles.includes(role)) return ['forbidden', refusal];
  if (stage === 'deal-closed') return ['conflict', 'This deal is closed.'];
  if (command === 'review-document') return reviewRefusal[stage]!;
  if (command.startsWith('reissue:')) return ['conflict', notYetGenerated[command]!];
  return ['conflict', waitingFor[stage]];
}

/** Checks of the flag or record each allowed command leaves, beyond stage and events. */
const leaves: Record<string, (before: DealState, after: DealState, actor: DealActor) => void> = {
  proceed: (_b, after) => expect(after.confirmations.buyer_proceeded?.by).toBe(buyer.userId),
  upload: (before, after, actor) => {
    const added = partyDocumentTypes.find(
      (type) => (after.documents[type]?.length ?? 0) !== (before.documents[type]?.length ?? 0),
    )!;
    expect(after.documents[added]!.at(-1)).toMatchObject({
      document_id: 'matrix-doc',
      uploaded_by: actor.userId,
      review: { status: 'pending' },
      superseded: false,
      file: { sha256: '63'.padStart(64, '0') },
    });
  },
  'review-document': (before, after) => {
    const id = reviewTarget(before);
    const version = partyDocumentTypes
      .flatMap((type) => after.documents[type] ?? [])
      .find((v) => v.document_id === id);
    expect(version?.review).toMatchObject({ status: 'approved', by: admin.userId });
  },
  'complete-verification': (_b, after) =>
    expect(after.confirmations.verification).toMatchObject({ note: 'Company registries checked.' }),
  'confirm-fee-payment': (_b, after) =>
    expect(after.confirmations.fee_payment_confirmed?.by).toBe(admin.userId),
  'submit-inspection-details': (_b, after) =>
    expect(after.confirmations.inspection_details).toMatchObject({
      latitude: '51.9244',
      longitude: '4.4777',
    }),
  'confirm-title-transfer': (_b, after) =>
    expect(after.confirmations.seller_title_transfer?.by).toBe(seller.userId),
  'override-stage': (_b, after) => expect(after.status).toBe('active'),
  cancel: (_b, after) => {
    expect(after.status).toBe('cancelled');
    expect(after.cancellation).toMatchObject({ by: admin.userId, reason: 'The buyer withdrew.' });
  },
  reissue: (before, after) => {
    const grew = (
      ['initial-spa-template', 'serval-invoice', 'platform-payment-instructions'] as const
    ).filter(
      (type) =>
        (after.platform_documents[type]?.length ?? 0) > (before.platform_documents[type]?.length ?? 0),
    );
    expect(grew).toHaveLength(1);
  },
};

const leavesOf = (command: string) => leaves[command.split(':')[0]!] ?? leaves[command];

const at = new Date('2025-07-01T10:00:00.000Z');

const cases = dealStageValues.flatMap((stage) =>
  Object.keys(actors).flatMap((role) => Object.keys(commands).map((command) => ({ stage, role, command }))),
);

describe('every stage × actor × command', () => {
  it('covers 20 stages × 5 actors × 29 commands', () => {
    expect(cases).toHaveLength(20 * 5 * 29);
  });

  it.each(cases)('$stage: $role $command', ({ stage, role, command }) => {
    const deal = states[stage];
    expect(deal.stage).toBe(stage);
    const actor = actors[role]!;
    const expected = (allowed[stage][role as 'buyer' | 'seller' | 'admin'] ?? []).find(
      ([c]) => c === command,
    );
    const issue = () => transition(deal, commands[command]!(deal), actor, at, { dueDays });

    if (!expected) {
      const [kind, message] = expectedRefusal(stage, role, command);
      let refusal: unknown;
      try {
        issue();
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(DomainError);
      expect({ kind: (refusal as DomainError).kind, message: (refusal as DomainError).message }).toEqual({
        kind,
        message,
      });
      return;
    }

    const [, to, actions] = expected;
    const result = issue();
    expect(result.deal.stage).toBe(to);
    expect(result.deal.progress).toBe(progressOf[to]);
    expect(result.deal.version).toBe(deal.version + 1);
    expect(result.deal.updated_at).toBe(at.toISOString());
    expect(result.events.map((e) => e.action)).toEqual(actions);
    expect(result.events[0]!.from).toBe(stage);
    expect(
      result.events.at(-1)!.to === to || result.events.at(-1)!.action === 'platform-document-issued',
    ).toBe(true);
    for (const [seq, event] of result.events.entries()) {
      expect(event).toMatchObject({
        deal_id: deal.id,
        deal_version: deal.version + 1,
        seq,
        actor: actor.userId,
        actor_role: role,
        at: at.toISOString(),
      });
    }
    leavesOf(command)?.(deal, result.deal, actor);
    // the state passed in is never changed
    expect(states[stage]).toBe(deal);
    expect(deal.version).toBe(result.deal.version - 1);
  });
});

describe('availableActions offers exactly the allowed commands', () => {
  const nameOf = (action: AvailableAction) => {
    switch (action.type) {
      case 'upload-document':
        return `upload:${action.documentType}`;
      case 'reissue-platform-document':
        return `reissue:${action.documentType}`;
      default:
        return action.type;
    }
  };

  it.each(dealStageValues.flatMap((stage) => Object.keys(actors).map((role) => ({ stage, role }))))(
    '$stage: $role',
    ({ stage, role }) => {
      // one review-document entry per document awaiting review: the table counts the command once
      const offered = [...new Set(availableActions(states[stage], actors[role]!).map(nameOf))].sort();
      const expected = (allowed[stage][role as 'buyer' | 'seller' | 'admin'] ?? [])
        .map(([command]) => command)
        .sort();
      expect(offered).toEqual(expected);
    },
  );

  it('offers an admin every group entry as a target, and review decisions with the document', () => {
    const actions = availableActions(states['final-spa-countersigned'], admin);
    expect(actions.find((a) => a.type === 'override-stage')).toEqual({
      type: 'override-stage',
      stages: [
        'inquiry-submitted',
        'fco-tc-accepted',
        'proof-docs-uploaded',
        'information-exchange',
        'final-spa-uploaded',
        'icpo-uploaded',
        'invoice-uploaded',
        'payment-proof-issued',
        'product-transferred',
        'deal-closed',
      ],
    });
    expect(
      availableActions(states['invoice-countersigned'], admin).filter((a) => a.type === 'review-document'),
    ).toEqual([
      {
        type: 'review-document',
        documentId: states['invoice-countersigned'].documents['seller-invoice-signed']![0]!.document_id,
        documentType: 'seller-invoice-signed',
        version: 1,
        decisions: ['approve', 'deny', 'request-changes'],
      },
      {
        type: 'review-document',
        documentId: states['invoice-countersigned'].documents['serval-invoice-signed']![0]!.document_id,
        documentType: 'serval-invoice-signed',
        version: 1,
        decisions: ['approve', 'deny', 'request-changes'],
      },
    ]);
    expect(actions.find((a) => a.type === 'review-document')).toMatchObject({
      documentType: 'final-spa-signed',
      version: 1,
      decisions: ['approve', 'deny', 'request-changes'],
    });
  });
});
