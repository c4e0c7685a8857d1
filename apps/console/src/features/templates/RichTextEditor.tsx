import { useEffect, useRef, useState } from 'react';
import type Quill from 'quill';
import { cx } from '../../ui/cx';
import { Skeleton } from '../../ui/Skeleton';
import './rich-text.css';

/** The bubble toolbar shown over selected text. */
const TOOLBAR = [
  ['bold', 'italic', 'underline', 'strike'],
  [{ header: 2 }, { header: 3 }],
  [{ list: 'ordered' }, { list: 'bullet' }],
  [{ align: [] }, { color: [] }],
  ['link', 'clean'],
];

/**
 * A Quill 2 editor with the bubble theme (select text to format it). Quill and its styles load
 * only when the editor is first shown. `value` is HTML; outside changes (a form reset) are
 * applied, the editor's own changes are not echoed back.
 */
export function RichTextEditor({
  value,
  onChange,
  placeholder,
  labelledBy,
  describedBy,
  invalid,
  testId,
}: {
  value: string;
  onChange(html: string): void;
  placeholder?: string;
  labelledBy?: string;
  describedBy?: string | undefined;
  invalid?: boolean;
  testId?: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  const quill = useRef<Quill | null>(null);
  const emitted = useRef<string | null>(null);
  const latest = useRef({ value, onChange });
  const [ready, setReady] = useState(false);

  useEffect(() => {
    latest.current = { value, onChange };
  });

  useEffect(() => {
    let cancelled = false;
    const root = host.current;
    if (!root) return;
    const mount = document.createElement('div');
    root.appendChild(mount);
    void Promise.all([import('quill'), import('quill/dist/quill.bubble.css')]).then(
      ([{ default: QuillClass }]) => {
        if (cancelled) return;
        const editor = new QuillClass(mount, {
          theme: 'bubble',
          placeholder: placeholder ?? '',
          bounds: root,
          modules: { toolbar: TOOLBAR },
        });
        const initial = latest.current.value;
        editor.setContents(editor.clipboard.convert({ html: initial }), 'silent');
        emitted.current = initial;
        editor.on('text-change', () => {
          const html =
            editor.getText().trim() === '' && !editor.root.querySelector('img')
              ? ''
              : editor.root.innerHTML;
          emitted.current = html;
          latest.current.onChange(html);
        });
        quill.current = editor;
        setReady(true);
      },
    );
    return () => {
      cancelled = true;
      quill.current = null;
      mount.remove();
    };
    // The editor is created once; later placeholder changes are not worth a rebuild.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A value set from outside (load, reset) replaces the content.
  useEffect(() => {
    const editor = quill.current;
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.setContents(editor.clipboard.convert({ html: value }), 'silent');
  }, [value, ready]);

  // Accessible name and state on the editable area itself.
  useEffect(() => {
    const editable = quill.current?.root;
    if (!editable) return;
    editable.setAttribute('role', 'textbox');
    editable.setAttribute('aria-multiline', 'true');
    if (labelledBy) editable.setAttribute('aria-labelledby', labelledBy);
    if (describedBy) editable.setAttribute('aria-describedby', describedBy);
    else editable.removeAttribute('aria-describedby');
    if (invalid) editable.setAttribute('aria-invalid', 'true');
    else editable.removeAttribute('aria-invalid');
    if (testId) editable.setAttribute('data-testid', testId);
  }, [ready, labelledBy, describedBy, invalid, testId]);

  return (
    <div
      className={cx(
        'rte relative rounded-lg border bg-white shadow-sm focus-within:ring-2',
        invalid
          ? 'border-red-400 focus-within:ring-red-200'
          : 'border-slate-300 focus-within:border-primary-500 focus-within:ring-primary-200',
      )}
    >
      <div ref={host} />
      {ready ? null : (
        <div className="space-y-2 p-3">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      )}
    </div>
  );
}
