import React from 'react';
import { FormattedMessage, history } from 'umi';
import { addErrorLog } from '@/stores/errorLog';

/** A crashing component shows a way back instead of a blank page; the error goes to the log. */
export default class ErrorBoundary extends React.Component<{ children: React.ReactNode; resetKey?: string }, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: React.ErrorInfo) {
    addErrorLog('component', Object.assign(error, { stack: `${error.stack ?? ''}\n${info.componentStack ?? ''}` }));
  }

  componentDidUpdate(prev: { resetKey?: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  render() {
    if (!this.state.error) return this.props.children;
    // Plain markup on purpose: this wraps every page, so it must not pull UI libraries into the first load.
    return (
      <div role="alert" data-testid="error-boundary" style={{ textAlign: 'center', padding: '64px 16px' }}>
        <h2 style={{ color: '#f56c6c', margin: 0 }}>
          <FormattedMessage id="boundary.title" />
        </h2>
        <p style={{ color: '#606266' }}>
          <FormattedMessage id="boundary.desc" />
        </p>
        <pre style={{ whiteSpace: 'pre-wrap', maxWidth: 720, margin: '12px auto', color: '#909399' }}>{this.state.error.message}</pre>
        <button
          type="button"
          onClick={() => (this.setState({ error: null }), history.back())}
          style={{ background: '#1a6cc8', color: '#fff', border: 0, borderRadius: 4, padding: '8px 20px', cursor: 'pointer' }}
        >
          <FormattedMessage id="common.back" />
        </button>
      </div>
    );
  }
}
