/**
 * The studio's JSON view (what was the schema playground, issue 13): the screen file in Monaco with
 * the meta-schema attached (completion of keys and values, hover help from the format's
 * descriptions) and the checker's problems as error markers placed by their JSON pointer, the
 * sentence as `npm run schemas:check` prints it. Edits go into the same draft as the forms'.
 */
import Editor from '@monaco-editor/react';
import { Spin } from 'antd';
import { useEffect, useState } from 'react';
import type { Problem } from '@/engine/format/check';
import { loadJsonMonaco, type JsonMonaco as Monaco } from './loadMonacoJson';
import type { T } from './parts';
import { pointerRange } from './pointer';

export default function JsonView(props: { path: string; text: string; onChange: (text: string) => void; locale: string; t: T; problems?: Problem[] }) {
  const { path, text, problems } = props;
  const [monaco, setMonaco] = useState<Monaco | null>(null);
  const [editor, setEditor] = useState<any>(null);
  useEffect(() => {
    void loadJsonMonaco(props.locale).then((m) => setMonaco(() => m));
  }, [props.locale]);

  // The checker's problems as markers: a problem in a base or fragment the file uses at its start, named by that file.
  useEffect(() => {
    const model = editor?.getModel();
    if (!monaco || !model || !problems) return;
    const file = `schemas/${path}`;
    const markers = problems.map((p) => {
      const own = p.file === file || !p.file;
      const r = own ? pointerRange(text, p.pointer) : { offset: 0, length: 1 };
      const a = model.getPositionAt(r.offset);
      const b = model.getPositionAt(r.offset + Math.max(r.length, 1));
      return {
        severity: monaco.MarkerSeverity.Error,
        message: `${own ? '' : `${p.file}: `}${p.pointer || '/'}: ${p.message}`,
        startLineNumber: a.lineNumber,
        startColumn: a.column,
        endLineNumber: b.lineNumber,
        endColumn: b.column,
        source: 'schemas:check',
      };
    });
    monaco.editor.setModelMarkers(model, 'schemas-check', markers);
  }, [monaco, editor, problems, text, path]);

  if (!monaco) return <Spin />;
  return (
    <div data-testid="studio-json" style={{ height: 'calc(100vh - 300px)', minHeight: 360 }}>
      <Editor
        path={`inmemory://schemas/${path}`}
        language="json"
        value={text}
        onChange={(v) => props.onChange(v ?? '')}
        onMount={setEditor}
        // minimap and editContext off as in the IDE: both are left out of the build (src/pages/ide/monacoUnused.js).
        options={{
          minimap: { enabled: false },
          editContext: false,
          fontSize: 13,
          tabSize: 2,
          automaticLayout: true,
          scrollBeyondLastLine: false,
          ariaLabel: props.t('studio.tab.json'),
        }}
      />
    </div>
  );
}
