// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
import { theme } from './theme';

// React's act() warns unless the environment says it runs under a test
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const defaults: ConfirmDialogProps = {
  open: true,
  title: 'Accept the FCO terms?',
  statement: 'You accept the FCO terms of the listing.',
  facts: [
    { label: 'Deal', value: '25,000 MT EN590 10ppm' },
    { label: 'Value', value: 'USD 17,137,500.00' },
  ],
  confirmLabel: 'Accept FCO Terms',
  busyLabel: 'Accepting...',
  onClose: () => undefined,
  onConfirm: () => Promise.resolve(),
};

function show(props: Partial<ConfirmDialogProps> = {}) {
  act(() =>
    root.render(
      <ThemeProvider theme={theme}>
        <ConfirmDialog {...defaults} {...props} />
      </ThemeProvider>,
    ),
  );
}

const button = (name: string) => {
  const found = [...container.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
const click = async (name: string) => {
  await act(async () => {
    button(name).click();
    await Promise.resolve();
  });
};

describe('ConfirmDialog', () => {
  it('states the act, what is agreed and a confirm button naming it, with Cancel focused', () => {
    show();
    const dialog = container.querySelector('dialog')!;
    const title = document.getElementById(dialog.getAttribute('aria-labelledby')!);
    expect(title?.textContent).toBe('Accept the FCO terms?');
    expect(dialog.textContent).toContain('You accept the FCO terms of the listing.');
    const facts = [...dialog.querySelectorAll('dt')].map(
      (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
    );
    expect(facts).toEqual(['Deal: 25,000 MT EN590 10ppm', 'Value: USD 17,137,500.00']);
    expect(button('Accept FCO Terms').type).toBe('submit');
    expect(document.activeElement).toBe(button('Cancel'));
  });

  it('closes on Cancel without performing the act', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    show({ onConfirm, onClose });
    await click('Cancel');
    expect(onClose).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('performs the act once while busy, then closes', async () => {
    let finish: () => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onClose = vi.fn();
    show({ onConfirm, onClose });
    await click('Accept FCO Terms');
    expect(button('Accepting...').disabled).toBe(true);
    expect(button('Accepting...').getAttribute('aria-busy')).toBe('true');
    expect(button('Cancel').disabled).toBe(true);
    // a second submit while the first runs (e.g. Enter pressed twice) does nothing
    await act(async () => {
      container.querySelector('form')!.requestSubmit();
      await Promise.resolve();
    });
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => finish());
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("shows the act's refusal in the dialog and stays open for another try", async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('The deal has moved on.')));
    const onClose = vi.fn();
    show({ onConfirm, onClose });
    await click('Accept FCO Terms');
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('The deal has moved on.');
    expect(onClose).not.toHaveBeenCalled();
    expect(button('Accept FCO Terms').disabled).toBe(false);
  });

  it("names the failed request's reference under the refusal, for support", async () => {
    const cause = Object.assign(new Error('409'), { requestId: 'req-7f3a' });
    const onConfirm = vi.fn(() => Promise.reject(new Error('The deal has moved on.', { cause })));
    show({ onConfirm, onClose: vi.fn() });
    await click('Accept FCO Terms');
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'The deal has moved on.Reference: req-7f3a',
    );
  });
});
