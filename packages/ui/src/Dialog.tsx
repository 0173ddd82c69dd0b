import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

const StyledDialog = styled.dialog`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: 1.5rem;
  width: min(32rem, calc(100vw - 2rem));
  max-height: calc(100vh - 2rem);
  overflow: auto;
  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
  }
`;
const Title = styled.h2`
  font-size: 1.2rem;
  margin: 0 2rem 0.25rem 0;
`;
const Description = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;
const Close = styled.button`
  position: absolute;
  top: 0.75rem;
  right: 0.75rem;
  background: transparent;
  border: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.4rem;
  line-height: 1;
  cursor: pointer;
  padding: 0.25rem 0.5rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;
/** A section title inside a dialog (h3 under the dialog's h2 title). */
export const DialogHeading = styled.h3`
  font-size: 1rem;
  margin: 1rem 0 0.5rem;
`;

export const DialogFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;
  margin-top: 1.25rem;
`;

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
}

/**
 * Modal dialog on the native <dialog> element (focus trap, Escape, backdrop), named by its title:
 * getByRole('dialog', { name: title }). Close button is named 'Close'.
 */
export function Dialog({ open, onClose, title, description, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);
  return (
    <StyledDialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // a click on the backdrop lands on the <dialog> itself, outside its box
        const dialog = ref.current;
        if (event.target !== dialog || !dialog) return;
        const box = dialog.getBoundingClientRect();
        const inside =
          event.clientX >= box.left &&
          event.clientX <= box.right &&
          event.clientY >= box.top &&
          event.clientY <= box.bottom;
        if (!inside) onClose();
      }}
    >
      {open ? (
        <>
          <Title id={titleId}>{title}</Title>
          {description ? <Description id={descriptionId}>{description}</Description> : null}
          <Close type="button" aria-label="Close" onClick={onClose}>
            ×
          </Close>
          {children}
        </>
      ) : null}
    </StyledDialog>
  );
}
