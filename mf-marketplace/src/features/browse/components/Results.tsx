import { SkeletonBar } from '@portal/ui/Skeleton';
import { VisuallyHidden } from '@portal/ui/layout';
import styled from 'styled-components';

export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(17rem, 100%), 1fr));
  gap: 1rem;
  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

const SkeletonCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  padding: 1rem 1.1rem;
  min-height: 16rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

/** Three card-shaped placeholders while the first page loads. */
export function SkeletonCards({ label }: { label: string }) {
  return (
    <CardGrid role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      {[0, 1, 2].map((index) => (
        <SkeletonCard key={index} aria-hidden="true" data-testid="skeleton-card">
          <SkeletonBar $width="70%" $height="1.1rem" />
          <SkeletonBar $width="45%" $height="0.75rem" />
          <SkeletonBar $width="85%" />
          <SkeletonBar $width="60%" />
          <SkeletonBar $width="75%" />
          <SkeletonBar $width="40%" $height="1.3rem" />
          <SkeletonBar $width="100%" $height="2.2rem" />
        </SkeletonCard>
      ))}
    </CardGrid>
  );
}
