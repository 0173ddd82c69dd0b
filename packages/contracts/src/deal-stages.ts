/**
 * The deal flow's one stage table: the ten groups a deal passes through, their stage values (entry value
 * first), labels and progress, who acts in each, the documents each needs and the platform documents
 * each generates, how a group is left, and the display rules derived from progress (columns, bar tones,
 * party markers). No zod here, so a remote can load it cheaply; the server's state machine and the
 * client both read these lists, and nothing else spells them.
 */

export const dealPartyRoles = ['buyer', 'seller'] as const;
export type DealPartyRole = (typeof dealPartyRoles)[number];
/** Who can act in a stage: a party, or the platform through an admin. */
export type DealActingRole = DealPartyRole | 'admin';
/** Who can look at a deal: its parties, admins and the parties' confirmed mandates (read-only). */
export type DealActorRole = DealActingRole | 'mandate';

export const dealStatusLabels = {
  active: 'In Progress',
  closed: 'Completed',
  cancelled: 'Cancelled',
} as const;
export type DealStatus = keyof typeof dealStatusLabels;

// ---------------------------------------------------------------------------------------------------
// Files

/** The file formats deal documents may have, by extension. */
export const dealFileFormats = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  zip: 'application/zip',
} as const;
export type DealFileExtension = keyof typeof dealFileFormats;

export interface AcceptedDealFiles {
  extensions: readonly DealFileExtension[];
  mimeTypes: readonly string[];
}

const accepts = (...extensions: DealFileExtension[]): AcceptedDealFiles => ({
  extensions,
  mimeTypes: [...new Set(extensions.map((extension) => dealFileFormats[extension]))],
});

/** The upload lists: one file at a time, of these formats. */
export const dealFileAccepts = {
  default: accepts('pdf', 'doc', 'docx'),
  paymentInstructions: accepts('pdf', 'doc', 'docx', 'txt'),
  proofDocuments: accepts('pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png', 'zip'),
  proofOfFunds: accepts('pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png'),
  buyerPaymentConfirmations: accepts('pdf', 'jpg', 'jpeg', 'png'),
  inspectionReport: accepts('pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png', 'zip'),
} as const satisfies Record<string, AcceptedDealFiles>;

/** The `accept` attribute of a file input for these formats ('.pdf,.doc,.docx'). */
export const acceptAttribute = (files: AcceptedDealFiles) =>
  files.extensions.map((extension) => `.${extension}`).join(',');

// ---------------------------------------------------------------------------------------------------
// Groups and stage values

export const dealGroupIds = [
  'deal-initiated',
  'initial-spa',
  'proof-documents',
  'verification',
  'final-spa',
  'icpo',
  'commercial-invoice',
  'payment',
  'title-transfer',
  'closing',
] as const;
export type DealGroupId = (typeof dealGroupIds)[number];

/** Every stage value in timeline order; within a group the entry value ("this group is open") comes first. */
export const dealStageValues = [
  'inquiry-submitted',
  'fco-tc-accepted',
  'sanitized-spa-submitted',
  'sanitized-spa-accepted',
  'proof-docs-uploaded',
  'proof-docs-confirmed',
  'information-exchange',
  'final-spa-uploaded',
  'final-spa-countersigned',
  'icpo-uploaded',
  'icpo-countersigned',
  'invoice-uploaded',
  'invoice-countersigned',
  'payment-proof-issued',
  'seller-payment-confirmed',
  'serval-payment-confirmed',
  'inspection-report-submitted',
  'product-transferred',
  'buyer-confirms-receipt',
  'deal-closed',
] as const;
export type DealStage = (typeof dealStageValues)[number];

export const isDealStage = (value: string): value is DealStage =>
  (dealStageValues as readonly string[]).includes(value);

/** Documents a party uploads and the platform reviews. */
export const dealDocumentTypeIds = [
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
] as const;
export type DealDocumentType = (typeof dealDocumentTypeIds)[number];

export const isDealDocumentType = (value: string): value is DealDocumentType =>
  (dealDocumentTypeIds as readonly string[]).includes(value);

/**
 * The documents that commit the uploading company (its order, signatures, payments and where money
 * goes): under a company's four-eyes setting they wait for a second member's release before the
 * platform or the counterparty sees them.
 */
export const companyCommittingDocumentTypes: readonly DealDocumentType[] = [
  'icpo',
  'icpo-signed',
  'final-spa-signed',
  'seller-invoice-signed',
  'serval-invoice-signed',
  'payment-instructions',
  'seller-payment-confirmation',
  'serval-payment-confirmation',
];
export const commitsCompany = (type: DealDocumentType): boolean =>
  companyCommittingDocumentTypes.includes(type);

/** Documents the platform generates from the deal when their group opens. */
export const platformDocumentTypeIds = [
  'initial-spa-template',
  'serval-invoice',
  'platform-payment-instructions',
  'closing-dossier',
] as const;
export type PlatformDocumentType = (typeof platformDocumentTypeIds)[number];

export const isPlatformDocumentType = (value: string): value is PlatformDocumentType =>
  (platformDocumentTypeIds as readonly string[]).includes(value);

export interface DealDocumentTypeInfo {
  type: DealDocumentType;
  /** 'Signed Final SPA': headings, buttons ('{title} uploaded successfully'). */
  title: string;
  /** 'signed final SPA': inside sentences ('Waiting for the buyer to upload the signed final SPA'). */
  noun: string;
  uploadedBy: DealPartyRole;
  group: DealGroupId;
  accepts: AcceptedDealFiles;
  /** Every party document is reviewed (Approve, Deny, Request Changes) before the other party sees it. */
  reviewedByPlatform: true;
}

const partyDocument = (
  type: DealDocumentType,
  title: string,
  noun: string,
  uploadedBy: DealPartyRole,
  group: DealGroupId,
  accepted: AcceptedDealFiles = dealFileAccepts.default,
): DealDocumentTypeInfo => ({
  type,
  title,
  noun,
  uploadedBy,
  group,
  accepts: accepted,
  reviewedByPlatform: true,
});

export const dealDocumentTypes: Readonly<Record<DealDocumentType, DealDocumentTypeInfo>> = {
  'initial-spa': partyDocument(
    'initial-spa',
    'Sanitized Initial SPA',
    'sanitized initial SPA',
    'seller',
    'initial-spa',
  ),
  'proof-documents': partyDocument(
    'proof-documents',
    'Proof of Product',
    'proof of product',
    'seller',
    'proof-documents',
    dealFileAccepts.proofDocuments,
  ),
  'proof-of-funds': partyDocument(
    'proof-of-funds',
    'Proof of Funds',
    'proof of funds',
    'buyer',
    'proof-documents',
    dealFileAccepts.proofOfFunds,
  ),
  'final-spa': partyDocument('final-spa', 'Final SPA', 'final SPA', 'seller', 'final-spa'),
  'final-spa-signed': partyDocument(
    'final-spa-signed',
    'Signed Final SPA',
    'signed final SPA',
    'buyer',
    'final-spa',
  ),
  icpo: partyDocument('icpo', 'ICPO', 'ICPO', 'buyer', 'icpo'),
  'icpo-signed': partyDocument('icpo-signed', 'Signed ICPO', 'signed ICPO', 'seller', 'icpo'),
  'commercial-invoice': partyDocument(
    'commercial-invoice',
    'Commercial Invoice',
    'commercial invoice',
    'seller',
    'commercial-invoice',
  ),
  'seller-invoice-signed': partyDocument(
    'seller-invoice-signed',
    'Signed Seller Invoice',
    'signed seller invoice',
    'buyer',
    'commercial-invoice',
  ),
  'serval-invoice-signed': partyDocument(
    'serval-invoice-signed',
    'Signed Platform Fee Invoice',
    'signed platform fee invoice',
    'buyer',
    'commercial-invoice',
  ),
  'payment-instructions': partyDocument(
    'payment-instructions',
    'Payment Instructions',
    'payment instructions',
    'seller',
    'payment',
    dealFileAccepts.paymentInstructions,
  ),
  'seller-payment-confirmation': partyDocument(
    'seller-payment-confirmation',
    'Seller Payment Confirmation',
    'seller payment confirmation',
    'buyer',
    'payment',
    dealFileAccepts.buyerPaymentConfirmations,
  ),
  'serval-payment-confirmation': partyDocument(
    'serval-payment-confirmation',
    'Platform Fee Payment Confirmation',
    'platform fee payment confirmation',
    'buyer',
    'payment',
    dealFileAccepts.buyerPaymentConfirmations,
  ),
  'inspection-report': partyDocument(
    'inspection-report',
    'Inspection Report',
    'inspection report',
    'buyer',
    'payment',
    dealFileAccepts.inspectionReport,
  ),
};

export interface PlatformDocumentTypeInfo {
  type: PlatformDocumentType;
  title: string;
  noun: string;
  /** Generated when this group opens; an admin can issue it again after a correction. */
  group: DealGroupId;
  /** The parties it is addressed to (a party not named here does not see it). */
  audience: readonly DealPartyRole[];
}

export const platformDocumentTypes: Readonly<Record<PlatformDocumentType, PlatformDocumentTypeInfo>> = {
  'initial-spa-template': {
    type: 'initial-spa-template',
    title: 'Initial SPA Template',
    noun: 'initial SPA template',
    group: 'initial-spa',
    audience: ['seller'],
  },
  'serval-invoice': {
    type: 'serval-invoice',
    title: 'Platform Fee Invoice',
    noun: 'platform fee invoice',
    group: 'commercial-invoice',
    audience: ['buyer'],
  },
  'platform-payment-instructions': {
    type: 'platform-payment-instructions',
    title: 'Platform Payment Instructions',
    noun: 'platform payment instructions',
    group: 'payment',
    audience: ['buyer'],
  },
  // the record of the whole deal for both parties: specification, parties, approved documents with
  // their hashes, every step; its own hash goes into the deal's history
  'closing-dossier': {
    type: 'closing-dossier',
    title: 'Closing Dossier',
    noun: 'closing dossier',
    group: 'closing',
    audience: ['buyer', 'seller'],
  },
};

export interface DealStageInfo {
  value: DealStage;
  label: string;
  /** 1..10: the group's place on the timeline. */
  step: number;
  /** step × 10. */
  progress: number;
  group: DealGroupId;
  /** The group's first value: the group is open and nothing of it is done yet. */
  entry: boolean;
  /** Who may have something to do while the deal rests at this value. */
  actingRoles: readonly DealActingRole[];
  /** The party documents that may be uploaded at this value (first uploads or new versions). */
  uploads: readonly DealDocumentType[];
}

export interface DealGroupInfo {
  id: DealGroupId;
  label: string;
  step: number;
  progress: number;
  /** Its stage values, entry value first. */
  stages: readonly DealStage[];
  entry: DealStage;
  actingRoles: readonly DealActingRole[];
  /** The party documents of the group. */
  documents: readonly DealDocumentType[];
  /** The platform documents generated when the group opens. */
  generates: readonly PlatformDocumentType[];
  /** What each side does in the group. */
  tasks: { seller: string; buyer: string; platform: string };
  /** When the deal leaves the group for the next one. */
  exit: string;
  /** The B/S markers of the group's timeline row (hidden where only the platform or nobody acts). */
  showsPartyMarkers: boolean;
}

type StageRow = [
  value: DealStage,
  label: string,
  actingRoles: readonly DealActingRole[],
  uploads: readonly DealDocumentType[],
];

interface GroupRow extends Omit<DealGroupInfo, 'step' | 'progress' | 'stages' | 'entry' | 'documents'> {
  stageRows: readonly StageRow[];
}

const groupRows: readonly GroupRow[] = [
  {
    id: 'deal-initiated',
    label: 'Deal Initiated',
    stageRows: [['inquiry-submitted', 'Deal Initiated', ['buyer'], []]],
    actingRoles: ['buyer'],
    generates: [],
    tasks: {
      seller: 'Waits; the panel summarises the accepted inquiry.',
      buyer: 'Presses Proceed, accepting the FCO terms and conditions of the deal.',
      platform: 'Nothing.',
    },
    exit: 'The buyer proceeded.',
    showsPartyMarkers: false,
  },
  {
    id: 'initial-spa',
    label: 'Initial SPA',
    stageRows: [
      ['fco-tc-accepted', 'Initial SPA - Terms & Conditions Accepted', ['seller'], ['initial-spa']],
      ['sanitized-spa-submitted', 'Initial SPA - Submitted', ['seller', 'buyer', 'admin'], ['initial-spa']],
      ['sanitized-spa-accepted', 'Initial SPA - Accepted', [], []],
    ],
    actingRoles: ['seller', 'buyer', 'admin'],
    generates: ['initial-spa-template'],
    tasks: {
      seller: 'Downloads the initial SPA template and uploads the sanitized initial SPA.',
      buyer:
        'Reviews the approved sanitized initial SPA: Submit Review accepts it, or requests changes with a comment.',
      platform: 'Generates the initial SPA template and approves the upload before the buyer sees it.',
    },
    exit: 'The buyer accepted the sanitized initial SPA.',
    showsPartyMarkers: true,
  },
  {
    id: 'proof-documents',
    label: 'Proof Documents',
    stageRows: [
      [
        'proof-docs-uploaded',
        'Proof Documents Uploaded',
        ['seller', 'buyer', 'admin'],
        ['proof-documents', 'proof-of-funds'],
      ],
      ['proof-docs-confirmed', 'Proof Documents Confirmed', [], []],
    ],
    actingRoles: ['seller', 'buyer', 'admin'],
    generates: [],
    tasks: {
      seller: 'Uploads the proof of product.',
      buyer: 'Uploads the proof of funds (bank statement or attestation letter): Submit Proof of Funds.',
      platform: 'Reviews both.',
    },
    exit: 'The platform approved the proof of product and the proof of funds.',
    showsPartyMarkers: true,
  },
  {
    id: 'verification',
    label: 'Verification',
    stageRows: [['information-exchange', 'Document Verification', ['admin'], []]],
    actingRoles: ['admin'],
    generates: [],
    tasks: {
      seller: 'Waits while the documents are verified.',
      buyer: 'Waits while the documents are verified.',
      platform:
        'Verifies the parties and their proofs, records a verification note and completes verification.',
    },
    exit: 'The platform completed the verification.',
    showsPartyMarkers: false,
  },
  {
    id: 'final-spa',
    label: 'Final SPA',
    stageRows: [
      [
        'final-spa-uploaded',
        'Final SPA Uploaded',
        ['seller', 'buyer', 'admin'],
        ['final-spa', 'final-spa-signed'],
      ],
      ['final-spa-countersigned', 'Final SPA Countersigned', ['buyer', 'admin'], ['final-spa-signed']],
    ],
    actingRoles: ['seller', 'buyer', 'admin'],
    generates: [],
    tasks: {
      seller: 'Uploads the final SPA.',
      buyer: 'Downloads the approved final SPA and uploads it signed: Submit Signed Agreement.',
      platform: 'Reviews both.',
    },
    exit: 'The platform approved the signed final SPA.',
    showsPartyMarkers: true,
  },
  {
    id: 'icpo',
    label: 'ICPO',
    stageRows: [
      ['icpo-uploaded', 'ICPO Uploaded', ['buyer', 'seller', 'admin'], ['icpo', 'icpo-signed']],
      ['icpo-countersigned', 'ICPO Countersigned', ['seller', 'admin'], ['icpo-signed']],
    ],
    actingRoles: ['buyer', 'seller', 'admin'],
    generates: [],
    tasks: {
      seller: "Downloads the buyer's approved ICPO and uploads it signed.",
      buyer: "Sees the seller's company name, addresses the ICPO to it and uploads it: Submit ICPO.",
      platform: 'Reviews both.',
    },
    exit: 'The platform approved the signed ICPO.',
    showsPartyMarkers: true,
  },
  {
    id: 'commercial-invoice',
    label: 'Commercial Invoice',
    stageRows: [
      [
        'invoice-uploaded',
        'Commercial Invoice Uploaded',
        ['seller', 'buyer', 'admin'],
        ['commercial-invoice', 'seller-invoice-signed', 'serval-invoice-signed'],
      ],
      [
        'invoice-countersigned',
        'Commercial Invoice Countersigned',
        ['buyer', 'admin'],
        ['seller-invoice-signed', 'serval-invoice-signed'],
      ],
    ],
    actingRoles: ['seller', 'buyer', 'admin'],
    generates: ['serval-invoice'],
    tasks: {
      seller: 'Uploads the commercial invoice.',
      buyer:
        "Downloads the seller's invoice and the platform's fee invoice and uploads both signed: Submit Signed Invoices.",
      platform: 'Issues its platform fee invoice and reviews the uploads.',
    },
    exit: 'The platform approved both signed invoices.',
    showsPartyMarkers: true,
  },
  {
    id: 'payment',
    label: 'Payment',
    stageRows: [
      [
        'payment-proof-issued',
        'Payment Instructions Issued',
        ['seller', 'buyer', 'admin'],
        ['payment-instructions', 'seller-payment-confirmation', 'serval-payment-confirmation'],
      ],
      [
        'seller-payment-confirmed',
        'Seller Payment Confirmed',
        ['buyer', 'admin'],
        ['seller-payment-confirmation', 'serval-payment-confirmation'],
      ],
      [
        'serval-payment-confirmed',
        'Platform Fee Payment Confirmed',
        ['seller', 'buyer'],
        ['inspection-report'],
      ],
      [
        'inspection-report-submitted',
        'Inspection Report Submitted',
        ['buyer', 'admin'],
        ['inspection-report'],
      ],
    ],
    actingRoles: ['seller', 'buyer', 'admin'],
    generates: ['platform-payment-instructions'],
    tasks: {
      seller:
        "Uploads its payment instructions, confirms receipt of the buyer's payment, then submits the inspection details.",
      buyer:
        "Downloads the seller's and the platform's payment instructions, uploads the seller payment confirmation and the platform fee payment confirmation, then uploads the inspection report.",
      platform:
        "Approves the seller's payment instructions before the buyer sees them, issues its own payment instructions, reviews the payment confirmations, confirms the fee payment and reviews the inspection report.",
    },
    exit: 'The platform approved the inspection report.',
    showsPartyMarkers: true,
  },
  {
    id: 'title-transfer',
    label: 'Title Transfer',
    stageRows: [
      ['product-transferred', 'Product Transferred', ['seller', 'buyer'], []],
      ['buyer-confirms-receipt', 'Buyer Confirmed Receipt', [], []],
    ],
    actingRoles: ['seller', 'buyer'],
    generates: [],
    tasks: {
      seller: 'Confirms delivery and title transfer.',
      buyer: 'Confirms receipt and title transfer (final): Confirm Receipt & Title Transfer.',
      platform: 'Nothing.',
    },
    exit: 'The buyer confirmed receipt and title transfer.',
    showsPartyMarkers: true,
  },
  {
    id: 'closing',
    label: 'Closing',
    stageRows: [['deal-closed', 'Deal Closed', [], []]],
    actingRoles: [],
    generates: ['closing-dossier'],
    tasks: {
      seller: 'Sees the congratulations summary and the closing dossier.',
      buyer: 'Sees the congratulations summary and the closing dossier.',
      platform: 'Nothing.',
    },
    exit: 'None: the deal is closed.',
    showsPartyMarkers: false,
  },
];

/** The ten groups in timeline order. */
export const dealGroups: readonly DealGroupInfo[] = groupRows.map(({ stageRows, ...row }, index) => ({
  ...row,
  step: index + 1,
  progress: (index + 1) * 10,
  stages: stageRows.map(([value]) => value),
  entry: stageRows[0]![0],
  documents: [...new Set(stageRows.flatMap(([, , , uploads]) => uploads))],
}));

/** Every stage value with its label, step, progress and group, in timeline order. */
export const dealStages: readonly DealStageInfo[] = dealGroups.flatMap((group, index) =>
  groupRows[index]!.stageRows.map(([value, label, actingRoles, uploads]) => ({
    value,
    label,
    step: group.step,
    progress: group.progress,
    group: group.id,
    entry: value === group.entry,
    actingRoles,
    uploads,
  })),
);

const stagesByValue = new Map(dealStages.map((stage) => [stage.value as string, stage]));
const groupsById = new Map(dealGroups.map((group) => [group.id as string, group]));

export function dealGroup(id: DealGroupId): DealGroupInfo {
  return groupsById.get(id)!;
}

/** The stage value's row, or undefined for a value outside the table. */
export function dealStage(value: string): DealStageInfo | undefined {
  return stagesByValue.get(value);
}

export interface StageSummary {
  label: string;
  step: number;
  progress: number;
  group: DealGroupId | null;
}

export const unknownStage: StageSummary = { label: 'Unknown Stage', step: 0, progress: 0, group: null };

/** Label, step, progress and group of a stage value; 'Unknown Stage' at 0 % for anything else. */
export function stageInfo(value: string): StageSummary {
  const stage = stagesByValue.get(value);
  return stage
    ? { label: stage.label, step: stage.step, progress: stage.progress, group: stage.group }
    : unknownStage;
}

/** The group's place on the timeline, 0-based (-1 for an unknown group). */
export const groupIndex = (id: DealGroupId | null) => (id ? dealGroupIds.indexOf(id) : -1);

// ---------------------------------------------------------------------------------------------------
// Reviews and validation

export const documentReviewStatuses = {
  pending: 'Pending Review',
  approved: 'Approved',
  denied: 'Denied',
  'changes-requested': 'Changes Requested',
} as const;
export type DocumentReviewStatus = keyof typeof documentReviewStatuses;

/** Deny and Request Changes need a comment (trimmed, non-empty); Approve does not. */
export const reviewCommentMessages = {
  deny: 'Please provide feedback when rejecting a document',
  'request-changes': 'Please provide feedback when requesting changes',
} as const;

/** The seller's inspection details form (all text). */
export const inspectionDetailsRules = {
  minInstructionsLength: 10,
  messages: {
    latitude: 'GPS latitude is required',
    longitude: 'GPS longitude is required',
    instructions: 'Please provide detailed instructions (minimum 10 characters)',
  },
} as const;

// ---------------------------------------------------------------------------------------------------
// Display rules

export const dealColumns = [
  { id: 'pending', label: 'Pending', caption: 'Progress of 20% or less' },
  { id: 'ongoing', label: 'Ongoing', caption: 'Progress above 20% and below 100%' },
  { id: 'completed', label: 'Completed', caption: 'Progress of 100%' },
] as const;
export type DealColumn = (typeof dealColumns)[number]['id'];

/** Pending up to 20 %, Completed at 100 %, Ongoing in between. */
export function dealColumnOf(progress: number): DealColumn {
  if (progress <= 20) return 'pending';
  return progress >= 100 ? 'completed' : 'ongoing';
}

export type Tone = 'amber' | 'blue' | 'green' | 'red';

/** Progress bar: amber up to 20 %, blue below 100 %, green at 100 %. */
export function progressTone(progress: number): Exclude<Tone, 'red'> {
  if (progress <= 20) return 'amber';
  return progress >= 100 ? 'green' : 'blue';
}

/** Status badge: completed green, cancelled red, anything else blue. */
export function dealStatusTone(status: string): Exclude<Tone, 'amber'> {
  if (status === 'closed' || status === 'completed') return 'green';
  return status === 'cancelled' ? 'red' : 'blue';
}

// ---- Deal history in words --------------------------------------------------------------------

/** What each recorded deal action did, in the words the History tab and the activity list use. */
const dealActionWords: Record<string, string> = {
  'deal-opened': 'Deal opened',
  'buyer-proceeded': 'Buyer proceeded',
  'document-uploaded': 'Document uploaded',
  'document-held': 'Document held for company approval',
  'document-released': 'Document released by the company',
  'document-refused': 'Document refused by the company',
  'document-approved': 'Document approved',
  'document-denied': 'Document denied',
  'document-changes-requested': 'Changes requested',
  'spa-accepted': 'Initial SPA accepted',
  'spa-changes-requested': 'Changes to the initial SPA requested',
  'verification-completed': 'Verification completed',
  'seller-payment-confirmed': 'Seller payment confirmed',
  'fee-payment-confirmed': 'Platform fee payment confirmed',
  'inspection-details-submitted': 'Inspection details submitted',
  'title-transfer-confirmed': 'Delivery and title transfer confirmed',
  'receipt-confirmed': 'Receipt and title transfer confirmed',
  'group-entered': 'Stage opened',
  'platform-document-issued': 'Platform document issued',
  'stage-overridden': 'Stage changed by an admin',
  'deal-cancelled': 'Deal cancelled',
};

/** 'document-approved' -> 'Document approved'; an action not listed reads as its words. */
export function dealActionText(action: string): string {
  const known = dealActionWords[action];
  if (known) return known;
  const words = action.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
