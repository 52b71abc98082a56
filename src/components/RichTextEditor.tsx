/**
 * The rich-text editor of forms: tiptap (ProseMirror), a maintained editor, in place of the old
 * contentEditable + document.execCommand one. Loaded only by forms that have a richText field
 * (its own chunk, see the RichText widget). HTML is sanitised with DOMPurify on the way in and
 * on every change, so what is stored is what the detail view may show.
 */
import { BoldOutlined, ItalicOutlined, OrderedListOutlined, RedoOutlined, UnderlineOutlined, UndoOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Tooltip } from 'antd';
import React, { useEffect } from 'react';
import { useIntl } from 'umi';
import { sanitizeHtml } from '@/utils/sanitize';
import './RichTextEditor.less';

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  /** The field's label: the editable area's accessible name. */
  'aria-label'?: string;
}

/** What the form stores: sanitised HTML, or '' for an empty document (so "required" works). */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : sanitizeHtml(editor.getHTML()));

type Mark = 'bold' | 'italic' | 'underline' | 'orderedList' | 'bulletList';
const TOOLS: { key: Mark | 'undo' | 'redo'; icon: React.ReactNode; run: (e: Editor) => void }[] = [
  { key: 'bold', icon: <BoldOutlined />, run: (e) => e.chain().focus().toggleBold().run() },
  { key: 'italic', icon: <ItalicOutlined />, run: (e) => e.chain().focus().toggleItalic().run() },
  { key: 'underline', icon: <UnderlineOutlined />, run: (e) => e.chain().focus().toggleUnderline().run() },
  { key: 'orderedList', icon: <OrderedListOutlined />, run: (e) => e.chain().focus().toggleOrderedList().run() },
  { key: 'bulletList', icon: <UnorderedListOutlined />, run: (e) => e.chain().focus().toggleBulletList().run() },
  { key: 'undo', icon: <UndoOutlined />, run: (e) => e.chain().focus().undo().run() },
  { key: 'redo', icon: <RedoOutlined />, run: (e) => e.chain().focus().redo().run() },
];

export default function RichTextEditor({ value, onChange, onBlur, disabled, 'aria-label': label }: RichTextEditorProps) {
  const intl = useIntl();
  const editor = useEditor({
    // Links and code blocks are not offered: the toolbar is the whole feature set.
    extensions: [StarterKit.configure({ link: false, codeBlock: false, heading: { levels: [3, 4] } })],
    content: sanitizeHtml(value ?? ''),
    editable: !disabled,
    editorProps: {
      attributes: {
        'data-testid': 'rich-text',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label ?? intl.formatMessage({ id: 'richText.content' }),
        class: 'bbn-rich-text-area',
      },
    },
    onUpdate: ({ editor: e }) => onChange?.(htmlOf(e)),
    onBlur: () => onBlur?.(),
  });

  // The form may set the value from outside (edit dialog loading, reset): show it.
  useEffect(() => {
    if (!editor) return;
    const next = sanitizeHtml(value ?? '');
    if (next !== htmlOf(editor)) editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      Object.fromEntries((['bold', 'italic', 'underline', 'orderedList', 'bulletList'] as Mark[]).map((m) => [m, e?.isActive(m) ?? false])),
  });

  return (
    <div className={`bbn-rich-text${disabled ? ' is-disabled' : ''}`}>
      {!disabled && (
        <div className="bbn-rich-text-toolbar" role="toolbar" aria-label={intl.formatMessage({ id: 'richText.toolbar' })}>
          {TOOLS.map((tool) => {
            const name = intl.formatMessage({ id: `richText.${tool.key}` });
            const pressed = tool.key in (active ?? {}) ? Boolean(active?.[tool.key]) : undefined;
            return (
              <Tooltip title={name} key={tool.key}>
                <Button
                  size="small"
                  type={pressed ? 'primary' : 'text'}
                  ghost={pressed}
                  icon={tool.icon}
                  aria-label={name}
                  aria-pressed={pressed}
                  data-testid={`rich-text-${tool.key}`}
                  // Keep the selection in the editor: act on mouse down, not after focus moved.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => editor && tool.run(editor)}
                />
              </Tooltip>
            );
          })}
        </div>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
