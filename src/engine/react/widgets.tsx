/**
 * The React side of the registry: one Formily component per widget name (compile.ts
 * `formComponent`). Components get value / onChange / disabled from Formily.
 */
import { DatePicker, FormGrid, FormItem, NumberPicker, Password } from '@formily/antd-v5';
import { App, Button, Cascader, Checkbox, Input, Radio, Select, Switch, Tree, TreeSelect, Upload, Avatar, Space } from 'antd';
import type { UploadFile } from 'antd';
import { DeleteOutlined, PlusOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import React, { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'umi';
import { useQuery } from '@tanstack/react-query';
import { fetchCall, queryClient, useRead, type ReadKey } from '@/services/query';
import { useApi, useSandbox } from '@/services/sandbox';
import { sanitizeHtml } from '@/utils/sanitize';
import { flatOptions, formDependencies, useOptions, useOptionsState, waitingFor, type Option } from './options';
import { resolve, text } from '../format/runtime';
import { observer, useField, useForm } from '@formily/react';
import type { FormComponentName } from '../format/names/components';
import type { Field, UploadRule } from '../format/types';
import { checkUpload, fileNameOf, maxCountOf, splitLinks, UPLOAD_MESSAGES, uploadedFile, type UploadKind } from '../format/upload';

type Source = Pick<Field, 'dict' | 'options' | 'optionsFrom' | 'widget'>;
interface BaseProps<V = any> {
  value?: V;
  onChange?: (v: V) => void;
  onBlur?: (e?: any) => void;
  onFocus?: (e?: any) => void;
  disabled?: boolean;
  readOnly?: boolean;
  source?: Source;
  [k: string]: any;
}

/** Text input trimmed when the user leaves it (spec 5). */
export function TrimInput({ value, onChange, onBlur, ...rest }: BaseProps<string>) {
  return (
    <Input
      {...rest}
      value={value ?? ''}
      onChange={(e) => onChange?.(e.target.value)}
      onBlur={(e) => {
        const t = (value ?? '').trim();
        if (t !== (value ?? '')) onChange?.(t);
        onBlur?.(e);
      }}
      allowClear={!rest.disabled}
    />
  );
}

export function TextArea({ value, onChange, onBlur, ...rest }: BaseProps<string>) {
  return (
    <Input.TextArea
      {...rest}
      value={value ?? ''}
      onChange={(e) => onChange?.(e.target.value)}
      onBlur={(e) => {
        const t = (value ?? '').trim();
        if (t !== (value ?? '')) onChange?.(t);
        onBlur?.(e);
      }}
    />
  );
}

export function CodeInput(props: BaseProps<string>) {
  return <TextArea {...props} rows={props.rows ?? 6} style={{ fontFamily: 'monospace' }} />;
}

/** Switch stored as 0 / 1 (spec: isSealed 0 no, 1 yes). */
export function Switch01({ value, onChange, disabled, readOnly }: BaseProps<number>) {
  return <Switch checked={Number(value) === 1} disabled={disabled || readOnly} onChange={(c) => onChange?.(c ? 1 : 0)} />;
}

export function Hidden() {
  return null;
}

/** The locale the console is shown in: a change of language re-renders the option inputs in it. */
const useLocale = () => useIntl().locale;

const isBlank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && !v.length);

/**
 * The options of a form input: its source's, asked with the form's values where the source names
 * them (`optionsFrom.params` "$form.<field>": the contracts of the sub-chain chosen above). Until
 * that field has a value the input offers nothing and says which field to fill first (`waiting`:
 * 请先选择 and its label); a choice the new options no longer hold is cleared. Components using it are
 * observers, so they follow the field they depend on.
 */
function useInputOptions(source: Source | undefined, value: unknown, onChange?: (v: any) => void): { opts: Option[]; waiting?: string } {
  const form = useForm();
  const intl = useIntl();
  const dependent = formDependencies(source?.optionsFrom).length > 0 && Boolean(form);
  const ctx = dependent ? { form: form.values } : {};
  const { options, settled } = useOptionsState(source, useLocale(), true, ctx);
  const waiting = dependent && source ? waitingFor(source, ctx) : undefined;
  const chosen = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',').filter(Boolean) : isBlank(value) ? [] : [value];
  const stale = dependent && settled && chosen.some((v) => !flatOptions(options).some((o) => String(o.value) === String(v)));
  useEffect(() => {
    if (stale) onChange?.(undefined);
  }, [stale, onChange]);
  const label = waiting ? form.query(waiting).take()?.title : undefined;
  return { opts: options, waiting: waiting ? intl.formatMessage({ id: 'engine.chooseFirst' }, { label: String(label ?? waiting) }) : undefined };
}

export const OptionSelect = observer(function OptionSelect({ source, value, onChange, mode, ...rest }: BaseProps) {
  const { opts, waiting } = useInputOptions(source, value, onChange);
  const v = mode === 'multiple' && typeof value === 'string' ? value.split(',').filter(Boolean) : value;
  return (
    <Select
      {...rest}
      placeholder={waiting ?? rest.placeholder}
      mode={mode}
      allowClear
      showSearch
      optionFilterProp="label"
      options={opts.map((o) => ({ label: o.label, value: o.value }))}
      value={v === '' ? undefined : matchValue(v, opts)}
      onChange={(x) => onChange?.(x)}
    />
  );
});

/** The gateway sends "1" where a dictionary key is 1: select the option either way. */
function matchValue(v: any, opts: Option[]): any {
  if (v === undefined || v === null) return v;
  if (Array.isArray(v)) return v.map((x) => matchValue(x, opts));
  const hit = opts.find((o) => String(o.value) === String(v));
  return hit ? hit.value : v;
}

export const OptionRadio = observer(function OptionRadio({ source, value, onChange, disabled }: BaseProps) {
  const { opts, waiting } = useInputOptions(source, value, onChange);
  if (waiting) return <span className="ant-form-text">{waiting}</span>;
  return (
    <Radio.Group
      disabled={disabled}
      options={opts.map((o) => ({ label: o.label, value: o.value }))}
      value={matchValue(value, opts)}
      onChange={(e) => onChange?.(e.target.value)}
    />
  );
});

export const OptionCheckbox = observer(function OptionCheckbox({ source, value, onChange, disabled }: BaseProps) {
  const { opts, waiting } = useInputOptions(source, value, onChange);
  const v = typeof value === 'string' ? value.split(',').filter(Boolean) : (value ?? []);
  if (waiting) return <span className="ant-form-text">{waiting}</span>;
  return (
    <Checkbox.Group
      disabled={disabled}
      options={opts.map((o) => ({ label: o.label, value: o.value }))}
      value={matchValue(v, opts)}
      onChange={(x) => onChange?.(x)}
    />
  );
});

const toTree = (list: Option[]): any[] =>
  list.map((o) => ({ title: o.label, value: o.value, key: o.value, children: o.children ? toTree(o.children) : undefined }));

export const OptionTreeSelect = observer(function OptionTreeSelect({ source, value, onChange, disabled, placeholder }: BaseProps) {
  const { opts, waiting } = useInputOptions(source, value === '0' || value === 0 ? undefined : value, onChange);
  const tree = useMemo(() => toTree(opts), [opts]);
  return (
    <TreeSelect
      style={{ width: '100%' }}
      disabled={disabled}
      placeholder={waiting ?? placeholder}
      allowClear
      treeDefaultExpandAll
      treeData={tree}
      value={value === '' || value === '0' || value === 0 ? undefined : value}
      onChange={(x) => onChange?.(x)}
    />
  );
});

/** Checkable tree (grants): value is the list of checked keys. */
export function OptionTree({ source, value, onChange, disabled }: BaseProps) {
  const opts = useOptions(source, useLocale(), true);
  const tree = useMemo(() => toTree(opts), [opts]);
  const checked = typeof value === 'string' ? value.split(',').filter(Boolean) : (value ?? []);
  return (
    <div style={{ maxHeight: 360, overflow: 'auto', border: '1px solid #f0f0f0', borderRadius: 4, padding: 8 }}>
      <Tree
        checkable
        defaultExpandAll
        disabled={disabled}
        treeData={tree}
        checkedKeys={checked.map(String)}
        onCheck={(k: any) => onChange?.((Array.isArray(k) ? k : k.checked).map(String))}
      />
    </div>
  );
}

/** Province / city / district from the region tree, root code '00' (spec 2.3). Value: codes comma-joined. */
export function RegionCascader({ value, onChange, disabled, placeholder }: BaseProps<string>) {
  const sandbox = useSandbox();
  // One level of the tree: a read of the query layer, kept until a write to the regions.
  const load = async (parentCode: string) => {
    const res = await queryClient.fetchQuery({
      queryKey: ['GET /sfbn-system/region/lazy-tree', { parentCode }, sandbox] as ReadKey,
      queryFn: fetchCall,
      staleTime: Infinity,
    });
    return ((res as any)?.data ?? []).map((r: any) => ({ value: r.code, label: r.name, isLeaf: !r.hasChildren || Number(r.regionLevel) >= 3 }));
  };
  // The root, with the path of the value the input opened with, so its labels show.
  const [path] = useState(() => splitLinks(value).slice(0, -1));
  const opened = useQuery({
    queryKey: ['GET /sfbn-system/region/lazy-tree', { parentCode: '00', open: path }, sandbox] as ReadKey,
    queryFn: async () => {
      const root = await load('00');
      let level = root;
      for (const c of path) {
        const node = level.find((o: any) => o.value === c);
        if (!node) break;
        node.children = await load(c);
        level = node.children;
      }
      return root;
    },
    gcTime: 0,
    staleTime: Infinity,
    structuralSharing: false,
  });
  // The cascader adds the children it loads to the tree it shows.
  const [grown, setGrown] = useState<any[] | null>(null);
  const options = grown ?? opened.data ?? [];
  return (
    <Cascader
      style={{ width: '100%' }}
      disabled={disabled}
      placeholder={placeholder}
      changeOnSelect
      options={options}
      value={splitLinks(value)}
      loadData={async (sel: any[]) => {
        const target = sel[sel.length - 1];
        target.children = await load(target.value);
        setGrown([...options]);
      }}
      onChange={(v: any) => onChange?.((v ?? []).join(','))}
    />
  );
}

export function DateRangePicker(props: BaseProps) {
  return <DatePicker.RangePicker {...(props as any)} />;
}

// ---------------------------------------------------------------------------------------------
// Uploads

const UPLOAD_TIMEOUT_MS = 50_000;

function useUploader(kind: UploadKind, rule: UploadRule & { fieldName?: string }) {
  const { message } = App.useApp();
  const locale = useLocale();
  const { postMultipart } = useApi();
  const api = rule.api ?? (kind === 'avatar' ? 'POST /sfbn-resource/oss/endpoint/put-file' : 'POST /sfbn-resource/attach/upload');
  const path = api.replace(/^\w+\s+/, '');
  return {
    locale,
    message,
    /** The uploaded file's link (shown) and id (sent instead when the rule's value is "id"). */
    async upload(file: File): Promise<{ link: string; id?: string; data: Record<string, any> }> {
      const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), UPLOAD_TIMEOUT_MS));
      const res: any = await Promise.race([postMultipart(path, { file }), timeout]);
      const kept = uploadedFile(res, rule);
      if (!kept) throw new Error(res?.msg || 'upload failed');
      return { ...kept, data: res.data };
    },
  };
}

function UploadField({ kind, value, onChange, disabled, upload: rule = {} }: BaseProps & { kind: 'file' | 'image' }) {
  const fieldName = rule.fieldName ?? '';
  const { upload, message, locale } = useUploader(kind, rule);
  const intl = useIntl();
  const form = useForm();
  const field = useField<any>();
  const deferred = Boolean(rule.deferred);
  const [list, setList] = useState<UploadFile[]>(() =>
    deferred ? [] : splitLinks(value).map((l, i) => ({ uid: `v${i}`, name: fileNameOf(l), status: 'done', url: l })),
  );
  const listRef = useRef(list);
  listRef.current = list;
  const max = maxCountOf(kind, fieldName, rule);
  // While a file is on its way the field is in error: the form's save waits with a message under
  // the field rather than sending the form without the file.
  const uploadingError = (next: UploadFile[]) =>
    field?.setSelfErrors?.(next.some((f) => f.status === 'uploading') ? [text(UPLOAD_MESSAGES.uploading, locale)] : []);
  const emit = (next: UploadFile[]) => {
    setList(next);
    uploadingError(next);
    if (deferred) onChange?.(next.map((f) => f.originFileObj).filter(Boolean));
    else
      onChange?.(
        next
          .filter((f) => f.status === 'done' && f.url)
          .map((f) => (rule.value === 'id' ? (f.response?.id ?? f.url) : f.url))
          .join(','),
      );
  };
  return (
    <Upload
      listType={kind === 'image' ? 'picture-card' : 'text'}
      accept={
        kind === 'image'
          ? '.png,.jpg,.jpeg'
          : fieldName === 'installationPackage'
            ? undefined
            : (rule.accept ?? ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt']).map((x: string) => `.${x}`).join(',')
      }
      disabled={disabled}
      fileList={list}
      multiple={max > 1}
      beforeUpload={(file) => {
        const problem = checkUpload(kind, file, fieldName, listRef.current.length, rule);
        if (problem) {
          message.error(text(problem, locale));
          return Upload.LIST_IGNORE;
        }
        if (deferred) {
          const next = [...listRef.current, { uid: file.uid, name: file.name, status: 'done' as const, originFileObj: file as any }];
          listRef.current = next;
          emit(next);
          return false;
        }
        return true;
      }}
      customRequest={async ({ file, onSuccess, onError }) => {
        const f = file as any;
        const entry: UploadFile = { uid: f.uid, name: f.name, status: 'uploading' };
        listRef.current = [...listRef.current, entry];
        setList(listRef.current);
        uploadingError(listRef.current);
        try {
          const { link, id, data } = await upload(f);
          listRef.current = listRef.current.map((x) => (x.uid === f.uid ? { ...x, status: 'done', url: link, thumbUrl: link, response: { id } } : x));
          emit(listRef.current);
          // upload.fill: the answer's values prefill the named fields of the form.
          for (const name of rule.fill ?? []) if (data?.[name] !== undefined && data[name] !== null) form?.setValuesIn(name, data[name]);
          message.success(text(UPLOAD_MESSAGES.success, locale));
          onSuccess?.({ link });
        } catch (e: any) {
          // Spec 5 / 8: the failed entry is removed and the user is told to upload again.
          listRef.current = listRef.current.filter((x) => x.uid !== f.uid);
          emit(listRef.current);
          message.error(text(UPLOAD_MESSAGES.timeout, locale));
          onError?.(e);
        }
      }}
      onRemove={(f) => {
        listRef.current = listRef.current.filter((x) => x.uid !== f.uid);
        emit(listRef.current);
        return false;
      }}
    >
      {disabled || list.length >= max ? null : kind === 'image' ? (
        <div>
          <PlusOutlined />
        </div>
      ) : (
        <Button icon={<UploadOutlined />}>{intl.formatMessage({ id: 'engine.uploadFile' })}</Button>
      )}
    </Upload>
  );
}

export const FileUpload = (p: BaseProps) => <UploadField {...p} kind="file" />;
export const ImageUpload = (p: BaseProps) => <UploadField {...p} kind="image" />;

/** Avatar: jpg / png up to 500kb; removal asks first (spec 5). */
export function AvatarUpload({ value, onChange, disabled, upload: rule = {} }: BaseProps<string>) {
  const { upload, message, locale } = useUploader('avatar', rule);
  const intl = useIntl();
  const { modal } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Space align="center">
      <Avatar size={64} src={value || undefined} icon={<UserOutlined />} />
      <Upload
        showUploadList={false}
        accept=".jpg,.png"
        disabled={disabled || busy}
        beforeUpload={(file) => {
          const problem = checkUpload('avatar', file, rule.fieldName ?? 'avatar', 0, rule);
          if (problem) {
            message.error(text(problem, locale));
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={async ({ file }) => {
          setBusy(true);
          try {
            onChange?.((await upload(file as File)).link);
            message.success(text(UPLOAD_MESSAGES.success, locale));
          } catch {
            message.error(text(UPLOAD_MESSAGES.timeout, locale));
          } finally {
            setBusy(false);
          }
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy} disabled={disabled}>
          {intl.formatMessage({ id: 'engine.uploadAvatar' })}
        </Button>
      </Upload>
      {value && !disabled ? (
        <Button
          icon={<DeleteOutlined />}
          danger
          onClick={() =>
            modal.confirm({
              title: text(UPLOAD_MESSAGES.removeAvatar, locale),
              okText: intl.formatMessage({ id: 'engine.ok' }),
              cancelText: intl.formatMessage({ id: 'engine.cancel' }),
              onOk: () => onChange?.(''),
              onCancel: () => message.info(intl.formatMessage({ id: 'engine.cancelled' })),
            })
          }
        />
      ) : null}
    </Space>
  );
}

// ---------------------------------------------------------------------------------------------
// Rich text: tiptap in its own chunk (src/components/RichTextEditor), loaded by forms that use it.

export const sanitize = sanitizeHtml;
const RichTextEditor = React.lazy(() => import('@/components/RichTextEditor'));

export function RichText(props: BaseProps<string>) {
  return (
    <React.Suspense fallback={<div className="bbn-rich-text-loading" style={{ minHeight: 200, border: '1px solid #d9d9d9', borderRadius: 4 }} />}>
      <RichTextEditor
        value={props.value}
        onChange={props.onChange}
        onBlur={props.onBlur}
        disabled={props.disabled || props.readOnly}
        aria-label={props['aria-label']}
      />
    </React.Suspense>
  );
}

/** "key=value" lines (one attribute a line) to a map and back. */
function parseAttrLines(v: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of String(v ?? '').split(/\r?\n/)) {
    const i = line.indexOf('=');
    if (i > 0) out[line.slice(0, i).trim()] = line.slice(i + 1).trim();
  }
  return out;
}
export const attrLines = (m: Record<string, string>) =>
  Object.entries(m)
    .filter(([, v]) => v !== '')
    .map(([k, v]) => `${k}=${v}`)
    .join('\n');

interface TemplateAttr {
  key: string;
  name: string;
  type?: 'text' | 'number' | 'date';
  required?: boolean;
}

/**
 * Inputs for the attributes of the template chosen in the same form: optionsFrom is called with
 * the form's values ("$form.templateId") and answers [{key, name, type, required}]; one input per
 * attribute. The value is "key=value" lines, as the gateway stores them.
 */
export const TemplateAttrs = observer(function TemplateAttrs({ source, value, onChange, disabled }: BaseProps<string>) {
  const form = useForm();
  const intl = useIntl();
  const sandbox = useSandbox();
  const src = source?.optionsFrom;
  const params = src ? resolve(src.params, { form: form.values }) : {};
  // Every parameter must have its value (the template chosen) before the call.
  const ready = Object.keys(src?.params ?? {}).every((k) => params[k] !== undefined && params[k] !== null && params[k] !== '');
  const read = useRead<TemplateAttr[]>(src && ready ? [src.api, params, sandbox] : null, { select: (r) => (Array.isArray(r?.data) ? r.data : []) });
  const attrs = read.isError ? [] : (read.data ?? null);
  if (!ready)
    return (
      <span className="ant-form-text" style={{ color: 'rgba(0,0,0,0.45)' }}>
        {intl.formatMessage({ id: 'engine.chooseTemplate' })}
      </span>
    );
  if (!attrs) return null;
  const values = parseAttrLines(value);
  const set = (k: string, v: string) => onChange?.(attrLines({ ...values, [k]: v }));
  return (
    <div data-testid="template-attrs" style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 12px', alignItems: 'center', width: '100%' }}>
      {attrs.map((a) => (
        <React.Fragment key={a.key}>
          <label htmlFor={`attr-${a.key}`}>
            {a.required && <span style={{ color: '#cf1322', marginInlineEnd: 4 }}>*</span>}
            {a.name}
          </label>
          <Input
            id={`attr-${a.key}`}
            aria-label={a.name}
            disabled={disabled}
            value={values[a.key] ?? ''}
            maxLength={200}
            placeholder={a.type === 'date' ? 'YYYY-MM-DD' : a.key}
            inputMode={a.type === 'number' ? 'decimal' : undefined}
            onChange={(e) => set(a.key, e.target.value)}
          />
        </React.Fragment>
      ))}
    </div>
  );
});

/**
 * An SMS code (widget smsCode): the input and 获取验证码, which sends a code to the phone typed
 * in the form's `sms.phone` field (then waits 60 s before offering to send again). The check is
 * the form page's, before the step is left (FormScreen).
 */
export const SmsCode = observer(function SmsCode({ sms, value, onChange, disabled, ...rest }: BaseProps<string>) {
  const form = useForm();
  const { call } = useApi();
  const field: any = useField();
  const { message } = App.useApp();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id: `engine.sms.${id}` }, values);
  const [wait, setWait] = useState(0);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);
  const phone = sms?.phone ? String(form.values[sms.phone] ?? '').trim() : '';
  const send = async () => {
    if (!phone) return void message.warning(t('phoneFirst'));
    setSending(true);
    try {
      const r: any = await call(sms.send, { phone });
      if (r?.code === 200) {
        message.success(r.msg || t('sent'));
        setWait(60);
      }
    } catch {
      // the response rules showed the refusal
    } finally {
      setSending(false);
    }
  };
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        {...rest}
        value={value ?? ''}
        disabled={disabled}
        inputMode="numeric"
        onChange={(e) => {
          // A new code clears the last check's refusal (the form page sets it as the field's error).
          if (field) field.selfErrors = [];
          onChange?.(e.target.value.trim());
        }}
      />
      <Button onClick={send} loading={sending} disabled={disabled || wait > 0} data-action="send-code">
        {wait > 0 ? t('resendIn', { n: wait }) : t('send')}
      </Button>
    </Space.Compact>
  );
});

/** Components for createSchemaField: a widget module's `edit` names one (src/engine/format/names/components.ts), plus the form's layout. */
export const formilyComponents = {
  FormItem,
  FormGrid,
  TrimInput,
  TextArea,
  NumberPicker,
  Password,
  Switch01,
  OptionSelect,
  OptionRadio,
  OptionCheckbox,
  OptionTreeSelect,
  OptionTree,
  RegionCascader,
  DatePicker,
  DateRangePicker,
  FileUpload,
  ImageUpload,
  AvatarUpload,
  RichText,
  CodeInput,
  TemplateAttrs,
  SmsCode,
  Hidden,
} satisfies Record<FormComponentName | 'FormItem' | 'FormGrid', unknown>;
