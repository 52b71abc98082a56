import { Button, Result } from 'antd';
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
    return (
      <Result
        status="error"
        title={<FormattedMessage id="boundary.title" />}
        subTitle={
          <>
            <FormattedMessage id="boundary.desc" />
            <pre style={{ whiteSpace: 'pre-wrap', textAlign: 'left', maxWidth: 720, margin: '12px auto', color: '#909399' }}>
              {this.state.error.message}
            </pre>
          </>
        }
        extra={
          <Button type="primary" onClick={() => (this.setState({ error: null }), history.back())}>
            <FormattedMessage id="common.back" />
          </Button>
        }
      />
    );
  }
}
