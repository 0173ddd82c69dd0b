import {
  Component,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { reportClientError } from '@portal/web/error-reporter';
import { loadRemoteModule } from '@portal/web/remotes';
import { Button } from '@portal/ui/Button';
import { LoadingState } from '@portal/ui/Spinner';
import styled from 'styled-components';

/**
 * Renders `<remote>/<module>` (default export) with React.lazy, inside an error boundary with a Retry
 * button: a remote that fails to load or crashes leaves the rest of the portal working.
 */
const cache = new Map<string, ComponentType>();

function lazyRemote(id: string): ComponentType {
  let component = cache.get(id);
  if (!component) {
    component = lazy(async () => {
      let mod: { default?: ComponentType } | ComponentType;
      try {
        mod = await loadRemoteModule<{ default?: ComponentType } | ComponentType>(id);
      } catch (error) {
        reportClientError({
          kind: 'remote-load',
          message: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
          source: id,
          ...(error instanceof Error && error.stack ? { stack: error.stack } : {}),
        });
        throw error;
      }
      const exported = typeof mod === 'function' ? mod : mod.default;
      if (!exported) throw new Error(`${id} has no default export`);
      return { default: exported };
    });
    cache.set(id, component);
  }
  return component;
}

const Failure = styled.div`
  margin: 2rem auto;
  max-width: 32rem;
  padding: 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerBg};
  border-radius: ${({ theme }) => theme.radius.lg};
  text-align: center;
  & h2 {
    font-size: 1.1rem;
  }
  & p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

interface BoundaryProps {
  id: string;
  onRetry: () => void;
  children: ReactNode;
}

export class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shell] remote ${this.props.id} failed`, error, info.componentStack);
    // a failed load was reported where it failed (once); this reports a remote that crashed rendering
    reportClientError({
      kind: 'error',
      message: `${error.name}: ${error.message}`,
      source: this.props.id,
      ...(error.stack ? { stack: error.stack } : {}),
    });
  }

  override render() {
    if (this.state.error) {
      return (
        <Failure role="alert" data-testid="remote-error">
          <h2>This section could not be loaded</h2>
          <p>
            Something went wrong while loading this part of the portal. The rest of the portal keeps working.
          </p>
          <Button
            onClick={() => {
              this.setState({ error: null });
              this.props.onRetry();
            }}
          >
            Retry
          </Button>
        </Failure>
      );
    }
    return this.props.children;
  }
}

export function RemotePage({ id }: { id: string }) {
  const [attempt, setAttempt] = useState(0);
  const Remote = lazyRemote(id);
  return (
    <RemoteErrorBoundary
      key={attempt}
      id={id}
      onRetry={() => {
        cache.delete(id);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<LoadingState />}>
        <Remote />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
