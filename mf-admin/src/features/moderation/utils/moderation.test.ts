import { describe, expect, it } from 'vitest';
import { apiKey } from '@portal/web/api';
import { kindLabel, moderationParams, queueKey, rejectionReasonProblem } from './moderation';
import { marketplace } from '../../../lib/api/routes';

const moderationPath = (item: { kind: 'listing' | 'request'; id: string }, action: 'approve' | 'reject') =>
  apiKey(action === 'approve' ? marketplace.approveItem : marketplace.rejectItem, {
    params: moderationParams(item),
  });

describe('the moderation queue', () => {
  it('names kinds and builds the approve / reject paths of each', () => {
    expect(kindLabel('listing')).toBe('Listing');
    expect(kindLabel('request')).toBe('Request');
    expect(moderationPath({ kind: 'listing', id: 'a1' }, 'approve')).toBe(
      '/admin/marketplace/listings/a1/approve',
    );
    expect(moderationPath({ kind: 'request', id: 'b 2' }, 'reject')).toBe(
      '/admin/marketplace/requests/b%202/reject',
    );
    expect(queueKey({ kind: 'request', id: 'x' })).toBe('request:x');
  });

  it('requires a rejection reason of at most 500 characters', () => {
    expect(rejectionReasonProblem('   ')).toBe('Please give a reason');
    expect(rejectionReasonProblem('x'.repeat(501))).toBe('At most 500 characters');
    expect(rejectionReasonProblem(' The FCO is unsigned. ')).toBeNull();
  });
});
