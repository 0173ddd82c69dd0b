import { describe, expect, it } from 'vitest';
import {
  cardAction,
  progressStage,
  registerPath,
  stageProgress,
  statusBadge,
  storeStage,
} from './registration-status';

describe('progressStage', () => {
  it('any submitted -> due-diligence, else any approved -> approved, else application', () => {
    expect(progressStage(['not_registered', 'not_registered', 'not_registered'])).toBe('application');
    expect(progressStage(['draft', 'rejected', 'not_registered'])).toBe('application');
    expect(progressStage(['approved', 'not_registered', 'not_registered'])).toBe('approved');
    expect(progressStage(['approved', 'submitted', 'not_registered'])).toBe('due-diligence');
    expect(progressStage(['submitted', 'draft', 'approved'])).toBe('due-diligence');
  });
  it('maps stages to 0 / 50 / 100', () => {
    expect(stageProgress).toEqual({ application: 0, 'due-diligence': 50, approved: 100 });
  });
});

describe('cardAction', () => {
  it('per status', () => {
    expect(cardAction('buyer', 'not_registered')).toEqual({ kind: 'register', label: 'Register as Buyer' });
    expect(cardAction('mandate', 'not_registered').label).toBe('Register as Mandate');
    expect(cardAction('seller', 'draft')).toEqual({ kind: 'continue', label: 'Continue Registration' });
    expect(cardAction('seller', 'submitted')).toEqual({ kind: 'disabled', label: 'In Review' });
    expect(cardAction('seller', 'approved')).toEqual({ kind: 'disabled', label: 'Approved' });
    expect(cardAction('seller', 'rejected')).toEqual({ kind: 'apply-again', label: 'Apply Again' });
  });
  it('badges and paths', () => {
    expect(statusBadge('submitted').label).toBe('In Review');
    expect(statusBadge('draft').label).toBe('Draft');
    expect(registerPath('seller')).toBe('/register/seller');
  });
});

describe('storeStage', () => {
  it('writes registration_status and ignores storage errors', () => {
    const saved: Record<string, string> = {};
    storeStage('due-diligence', { setItem: (k, v) => void (saved[k] = v) });
    expect(saved).toEqual({ registration_status: 'due-diligence' });
    expect(() =>
      storeStage('approved', {
        setItem: () => {
          throw new Error('quota');
        },
      }),
    ).not.toThrow();
  });
});
