/**
 * The studio's panes (issue 34: at 1440 px the three panes were cramped; at 1280 the centre table
 * showed three of its columns and the preview hid the column being changed). Side by side when
 * the studio is wide enough for both the forms and the preview (WIDE); narrower, the preview goes
 * under the forms at their full width. Either way, the preview brings into view the column whose
 * field is being changed in the forms (the engine marks each header cell with its field).
 */
import { useSize } from 'ahooks';
import React, { useEffect, useRef } from 'react';

/** Studio width (px) from which the forms and the preview sit side by side, each about 640 px or more. */
export const WIDE = 1500;
const LIST = 200;
const GAP = 12;

/** The field an input of the forms belongs to: the column table's and the property panel's boxes name it in their test id. */
const FIELD_BOX = /^(?:label-zh|label-en|width|display|copy|ellipsis|dict|inlist|search|remove|field-name)-(.+)$/;

export function StudioPanes(props: { list: React.ReactNode; designer: React.ReactNode; preview: React.ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const width = useSize(root)?.width ?? 0;
  const side = width >= WIDE;
  const designer = useRef<HTMLDivElement>(null);
  const preview = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const forms = designer.current;
    if (!forms) return undefined;
    const follow = (e: Event) => {
      const box = (e.target as HTMLElement).closest('[data-testid]');
      const m = FIELD_BOX.exec(box?.getAttribute('data-testid') ?? '');
      if (!m) return;
      const th = preview.current?.querySelector<HTMLElement>(`th[data-field="${CSS.escape(m[1])}"]`);
      // The table's own scroller, sideways only: the page does not jump.
      const scroller = th?.closest<HTMLElement>('.ant-table-content, .ant-table-body, .ant-table-header');
      if (!th || !scroller) return;
      const left = th.offsetLeft;
      if (left < scroller.scrollLeft || left + th.offsetWidth > scroller.scrollLeft + scroller.clientWidth)
        scroller.scrollLeft = Math.max(0, left - (scroller.clientWidth - th.offsetWidth) / 2);
      th.setAttribute('data-following', 'true');
      setTimeout(() => th.removeAttribute('data-following'), 1500);
    };
    forms.addEventListener('focusin', follow);
    return () => forms.removeEventListener('focusin', follow);
  }, []);
  return (
    <div
      ref={root}
      data-testid="studio-panes"
      data-layout={side ? 'side' : 'stacked'}
      style={{
        display: 'grid',
        gap: GAP,
        alignItems: 'start',
        gridTemplateColumns: side ? `${LIST}px minmax(0, 1fr) minmax(0, 1fr)` : `${LIST}px minmax(0, 1fr)`,
      }}
    >
      <div style={{ gridRow: side ? undefined : 'span 2', minWidth: 0 }}>{props.list}</div>
      <div ref={designer} style={{ minWidth: 0 }}>
        {props.designer}
      </div>
      <div ref={preview} style={{ minWidth: 0, gridColumn: side ? undefined : 2 }}>
        {props.preview}
      </div>
    </div>
  );
}
