import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import Spinner from '../components/Spinner';
import { isChunkLoadError, recoverFromChunkError, reportProblem } from './crashReporting';
import ErrorPage from './ErrorPage';

interface Props {
  children: ReactNode;
  /**
   * The boundary around the whole app (src/main.tsx): its error page stands alone, as the page's
   * main landmark, since the navbars it replaces may be what failed. Layout's boundary around
   * each page leaves the navbars and footer in place.
   */
  standalone?: boolean;
}

interface State {
  error: unknown;
  /** A missing chunk: the page reloads once (a spinner meanwhile), or shows the error page. */
  recovery: 'reloading' | 'failed' | null;
}

/** Catches render errors: a friendly page instead of a white screen, and a report to the clinic. */
export default class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, recovery: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown render error') };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    if (isChunkLoadError(error)) {
      this.setState({ recovery: recoverFromChunkError(error) });
      return;
    }
    void reportProblem(error, info.componentStack ?? '');
  }

  render() {
    const { error, recovery } = this.state;
    if (!error) return this.props.children;
    if (isChunkLoadError(error) && recovery !== 'failed') {
      // Its own Suspense: the spinner's label is a text that may still be loading.
      return (
        <Suspense fallback={null}>
          <Spinner />
        </Suspense>
      );
    }
    return this.props.standalone ? (
      <main id="main" tabIndex={-1}>
        <ErrorPage />
      </main>
    ) : (
      <ErrorPage />
    );
  }
}
