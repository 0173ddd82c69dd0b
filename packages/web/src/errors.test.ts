import { describe, expect, it } from 'vitest';
import { ApiError } from '@portal/web/api';
import { errorText, isStatus, serverField, serverMessage } from './errors';

describe('API error texts', () => {
  it("prefers the server's sentence, then the error's, then the fallback", () => {
    expect(errorText(new ApiError(409, 'You have reached your monthly limit of 10 inquiries.'))).toBe(
      'You have reached your monthly limit of 10 inquiries.',
    );
    expect(errorText(new Error('offline'))).toBe('offline');
    expect(errorText('x')).toBe('An unexpected error occurred');
    expect(errorText(new ApiError(500, ' '), 'Try again')).toBe('Try again');
  });

  it("reads the server's message, field and status only from an API error", () => {
    expect(serverMessage(new ApiError(400, 'Too long'))).toBe('Too long');
    expect(serverMessage(new Error('offline'))).toBeUndefined();
    expect(serverField(new ApiError(400, 'Too long', { message: 'Too long', field: 'name' }))).toBe('name');
    expect(serverField(new ApiError(400, 'Too long', { field: 3 }))).toBeUndefined();
    expect(isStatus(new ApiError(404, 'Not found'), 404)).toBe(true);
    expect(isStatus(new Error('404'), 404)).toBe(false);
  });
});
