import { marketFileTypes, maxMarketFileBytes } from '@portal/contracts/marketplace-catalogue';
import type { UploadPurpose } from './ticket';

/** The FCO terms & conditions of a listing, a request or a seller's inquiry: PDF or Word, 10 MB. */
export const marketFcoTerms: UploadPurpose = {
  name: 'market-fco-terms',
  allowedTypes: marketFileTypes,
  maxBytes: maxMarketFileBytes,
};

/** The product specifications a seller attaches to an inquiry on a request: PDF or Word, 10 MB. */
export const marketProductSpecifications: UploadPurpose = {
  name: 'market-product-specifications',
  allowedTypes: marketFileTypes,
  maxBytes: maxMarketFileBytes,
};
