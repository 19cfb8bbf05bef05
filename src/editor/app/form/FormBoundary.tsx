import { Component, type ReactNode } from 'react';

/**
 * A form that fails to draw (a shape of the schema RJSF cannot show) says so in its place; the
 * rest of the editor, and every edit made, stay (the draft is kept apart from the form).
 */
export class FormBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert">
        <p>
          This part cannot be shown as a form ({this.state.error.message}). Your other changes are kept: choose another part, or edit this
          one in a text editor.
        </p>
      </div>
    );
  }
}
