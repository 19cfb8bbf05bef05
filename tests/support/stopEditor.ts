import type { RunningEditor } from '../../src/editor/server/editorServer.ts';

/** Stops an editor a test started: its open connections cut (a browser's keep-alive would hold it), its server closed, then its preview's renderer. */
export async function stopEditor(editor: RunningEditor) {
  editor.server.closeAllConnections();
  await new Promise((resolve) => editor.server.close(resolve));
  await editor.close();
}
