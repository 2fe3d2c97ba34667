import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportClientError } from './reportError';
import ErrorPage from './ErrorPage';

interface Props {
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Catches render errors: a friendly page instead of a white screen, and a report to the clinic. */
export default class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    reportClientError(error, info.componentStack ?? '');
  }

  render() {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}
