import { describe, expect, it } from 'vitest';
import { scrollLeftToReveal } from './scroll';

describe('scrollLeftToReveal', () => {
  const box = { scrollLeft: 0, width: 300 };
  it('leaves a visible child where it is', () => {
    expect(scrollLeftToReveal(box, { start: 100, size: 80 })).toBe(0);
  });
  it('scrolls right just enough to show a child cut off on the right (the active last tab)', () => {
    expect(scrollLeftToReveal(box, { start: 280, size: 100 })).toBe(280 + 100 + 16 - 300);
  });
  it('scrolls left to show a child cut off on the left, never below 0', () => {
    expect(scrollLeftToReveal({ scrollLeft: 200, width: 300 }, { start: 150, size: 80 })).toBe(134);
    expect(scrollLeftToReveal({ scrollLeft: 200, width: 300 }, { start: 5, size: 80 })).toBe(0);
  });
  it('aligns a child wider than the box to its start', () => {
    expect(scrollLeftToReveal(box, { start: 400, size: 320 })).toBe(384);
  });
});
