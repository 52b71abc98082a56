/**
 * The search form's pickers (dates, date ranges, trees, numbers): their own chunk, loaded when a
 * user first opens one (SearchForm's LazyPicker), so a list pays for them only when they are used.
 * Each opens at once when it replaces the box the user clicked.
 */
import { DatePicker, InputNumber, TreeSelect } from 'antd';
import React, { useState } from 'react';

interface PickerProps {
  value?: any;
  onChange?: (v: any) => void;
  placeholder?: string;
  'aria-label'?: string;
  /** Open on mount: the user clicked the stand-in box this picker replaces. */
  initiallyOpen?: boolean;
  [k: string]: any;
}

function useOpen(initial?: boolean) {
  const [open, setOpen] = useState(Boolean(initial));
  return { open, setOpen };
}

export function Date({ initiallyOpen, placeholder, ...rest }: PickerProps) {
  const { open, setOpen } = useOpen(initiallyOpen);
  return <DatePicker {...rest} placeholder={placeholder} style={{ width: '100%' }} open={open} onOpenChange={setOpen} autoFocus={initiallyOpen} />;
}

export function DateTime({ initiallyOpen, placeholder, ...rest }: PickerProps) {
  const { open, setOpen } = useOpen(initiallyOpen);
  return <DatePicker {...rest} showTime placeholder={placeholder} style={{ width: '100%' }} open={open} onOpenChange={setOpen} autoFocus={initiallyOpen} />;
}

export function DateTimeRange({ initiallyOpen, placeholder, start, end, ...rest }: PickerProps & { start?: string; end?: string }) {
  const { open, setOpen } = useOpen(initiallyOpen);
  return (
    <DatePicker.RangePicker
      {...rest}
      showTime
      placeholder={[start ?? '', end ?? '']}
      style={{ width: '100%' }}
      open={open}
      onOpenChange={setOpen}
      autoFocus={initiallyOpen}
    />
  );
}

export function Tree({ initiallyOpen, options, ...rest }: PickerProps & { options: any[] }) {
  const { open, setOpen } = useOpen(initiallyOpen);
  return (
    <TreeSelect
      {...rest}
      allowClear
      treeDefaultExpandAll
      treeData={options}
      fieldNames={{ label: 'label', value: 'value', children: 'children' }}
      style={{ width: '100%' }}
      open={open}
      onOpenChange={setOpen}
      autoFocus={initiallyOpen}
    />
  );
}

export function Digit({ initiallyOpen, ...rest }: PickerProps) {
  return <InputNumber {...rest} style={{ width: '100%' }} autoFocus={initiallyOpen} />;
}
