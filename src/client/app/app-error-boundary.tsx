// Catches a render failure (or a page chunk that no longer exists after a deploy) and offers a reload.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { layoutCatalog } from '../components/layout/layout-messages';
import { ErrorPanel } from '../components/ui/error-panel';
import { messagesOf } from '../lib/i18n';

interface State {
  failed: boolean;
}

export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.debug('[app] render failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const text = messagesOf(layoutCatalog);
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-16">
        <h1 className="sr-only">{text.somethingWentWrong}</h1>
        <ErrorPanel
          title={text.somethingWentWrong}
          text={text.pageNotShown}
          onRetry={() => window.location.reload()}
        />
      </div>
    );
  }
}
