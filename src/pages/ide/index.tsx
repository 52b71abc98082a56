/**
 * /development/index: the contract IDE (spec 2.5). Left the project's files with their status,
 * centre Monaco with open-file tabs, compile result and problems, right compile / deploy / call /
 * export. Query parameters: id, type (1 project, 2 template, else tool), contractProjectName, cz
 * (absent: read-only), Mask / Mask2 (read-only overlay, no context menu), bushu (1: refresh the
 * files every 10 s), paths (back button), createTime, name (file opened first).
 * The status gates of spec 4 decide which actions are enabled.
 */
import './locale';
import { ArrowLeftOutlined, FileOutlined, FolderOutlined, UploadOutlined } from '@ant-design/icons';
import Editor, { type OnMount } from '@monaco-editor/react';
import { App, Button, Input, Menu, Modal, Select, Space, Spin, Tabs, Tag, Tooltip, Tree, Upload } from 'antd';
import type { DataNode } from 'antd/es/tree';
import React, { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { history, useIntl, useSearchParams } from 'umi';
import { webConfig } from '@/config/web';
import { CONTRACT_CALLS, contractApi, fromBase64, toBase64, type ContractFile, type Diagnostic } from '@/services/contract';
import { fetchCall, invalidate, parseSpec, queryClient, useRead, type ReadKey } from '@/services/query';
import type { ApiResult } from '@/services/request';
import { loadMonaco, SOLIDITY, type Monaco } from './loadMonaco';
import { setProjectAbis } from './solidityIntel';
import ProjectPicker from './ProjectPicker';
import { CallPanel, DeployPanel, ExportPanel, ProblemsPanel, ResultPanel, type CompileOutput } from './panels';
import './ide.less';

const FILE_NAME = /^[A-Za-z]+$/;
const FILE_NAME_MAX = 20;
const REFRESH_MS = 10_000;
const STATUS_COLOR: Record<number, string> = { 1: 'default', 2: 'blue', 3: 'purple', 4: 'orange', 5: 'green' };

const NO_FILES: ContractFile[] = [];
const filesOf = (r: ApiResult<ContractFile[]> | undefined): ContractFile[] => (r?.code === 200 && Array.isArray(r.data) ? r.data : NO_FILES);
const detailOf = (r: ApiResult<any> | undefined) => (r?.code === 200 ? r.data : null);

/** Monaco, once loadMonaco() has loaded it (the IDE renders only then). */
let monaco: Monaco;

const modelPath = (f: ContractFile) => `file:///${f.relationType}/${f.relationId}/${f.contractName}.sol`;
const modelOf = (f: ContractFile) => monaco.editor.getModel(monaco.Uri.parse(modelPath(f)));
/** The text the server keeps for a file. */
const savedText = (f: ContractFile) => fromBase64(f.contractSource);

/**
 * Call and export (spec 4: every file deployed). A file that is only imported (a library,
 * abstract contract or interface, `deployable` false after a compile) has nothing to deploy and
 * does not hold the gate; at least one file must be deployed. The mock applies the same rule.
 */
export function callGate(files: ContractFile[]): boolean {
  return files.some((f) => f.contractStatus === 5) && files.every((f) => f.contractStatus === 5 || (f.contractStatus === 4 && f.deployable === false));
}

export default function IdePage() {
  const [q] = useSearchParams();
  const { locale } = useIntl();
  const hasProject = Boolean(q.get('id'));
  const [ready, setReady] = useState(Boolean(monaco));
  useEffect(() => {
    if (!hasProject || monaco) return;
    void loadMonaco(locale).then((m) => {
      monaco = m;
      setReady(true);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Monaco loads once, in the language of that moment (its messages cannot change once loaded)
  }, [hasProject]);
  // The menu entry opens the IDE without a project: pick one (or create one) first.
  if (!hasProject) return <ProjectPicker />;
  if (!ready) return <Spin style={{ display: 'block', margin: '80px auto' }} data-testid="ide-loading" />;
  // Another project or view (same route, other query) starts afresh: its own files, tabs and drafts.
  return <Ide key={q.toString()} />;
}

function Ide() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, any>) => intl.formatMessage({ id }, values);
  const { message, modal } = App.useApp();
  const [q] = useSearchParams();
  const projectId = q.get('id') ?? '';
  const type = q.get('type');
  const relationType = type === '1' ? 1 : type === '2' ? 2 : 3;
  const projectName = q.get('contractProjectName') ?? '';
  const masked = q.has('Mask') || q.has('Mask2');
  const readOnly = !q.get('cz') || masked;

  // The project's files and its detail: reads of the query layer (docs/queries.md). A write of the
  // IDE (save, delete, compile, deploy) changes their resource, so they are asked again by
  // themselves; bushu=1 also follows deployments made elsewhere every 10 s.
  const filesKey: ReadKey = [CONTRACT_CALLS.chainContract_list, { relationId: projectId, relationType }];
  const filesRead = useRead(projectId ? filesKey : null, { select: filesOf, refetchInterval: q.get('bushu') === '1' ? REFRESH_MS : false });
  const files = filesRead.data ?? NO_FILES;
  const loaded = filesRead.isSuccess;
  const project =
    useRead(relationType === 1 && projectId ? [CONTRACT_CALLS.chainContractProject_detail, { id: projectId }] : null, { select: detailOf }).data ?? null;
  const [openIds, setOpenIds] = useState<string[]>([]);
  const [activeId, setActiveId] = useState<string>();
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [diagnostics, setDiagnostics] = useState<Diagnostic[]>([]);
  const [lastCompile, setLastCompile] = useState<CompileOutput | null>(null);
  const [bottomTab, setBottomTab] = useState('result');
  const [rightTab, setRightTab] = useState('compile');
  const [network, setNetwork] = useState(1);
  const [busy, setBusy] = useState<string | null>(null);
  const [menu, setMenu] = useState<{ x: number; y: number; node: 'root' | ContractFile } | null>(null);
  const editorRef = useRef<Parameters<OnMount>[0] | null>(null);
  const [editorReady, setEditorReady] = useState(false);
  /**
   * The editor takes the size of its box, measured on the box and handed to it (`layout`), never
   * measured by Monaco itself: @monaco-editor/react creates the editor in a hidden element and
   * shows it a frame later, so with Monaco's automaticLayout its text went through 0x0 and a
   * partial size before the right one (seen on opening a project), each a relayout, and a click on
   * the text waited for it to be visible and still (a flake of the browser tests on a busy machine).
   */
  const editorBox = useRef<HTMLDivElement>(null);
  const fitEditor = useCallback(() => {
    const box = editorBox.current;
    const ed = editorRef.current;
    if (box && ed?.getDomNode()?.isConnected) ed.layout({ width: box.clientWidth, height: box.clientHeight });
  }, []);
  useEffect(() => {
    const box = editorBox.current;
    if (!box) return undefined;
    const observer = new ResizeObserver(fitEditor);
    observer.observe(box);
    return () => observer.disconnect();
  }, [fitEditor]);
  const filesRef = useRef(files);
  filesRef.current = files;

  /** The files as the gateway has them now (a call already under way is shared), e.g. after a compile changed their statuses. */
  const refresh = useCallback(async (): Promise<ContractFile[]> => {
    if (!projectId) return [];
    const [answer] = await Promise.all([
      queryClient.fetchQuery({ queryKey: filesKey, queryFn: fetchCall<ContractFile[]>, staleTime: 0, gcTime: 0 }),
      relationType === 1 ? invalidate([parseSpec(CONTRACT_CALLS.chainContractProject_detail)[1]]) : null,
    ]);
    return filesOf(answer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- filesKey is a new array each render; projectId and relationType name it
  }, [projectId, relationType]);

  // First answer: open the file named by `name`, else the first one.
  const opened = useRef(false);
  useEffect(() => {
    if (!filesRead.isSuccess || opened.current) return;
    opened.current = true;
    const first = files.find((f) => f.contractName === q.get('name')) ?? files[0];
    if (!first) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the first answer of the file list opens a tab once; the tabs are the user's from then on
    setOpenIds([first.id]);
    setActiveId(first.id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the file named in the address opens on the first answer only
  }, [filesRead.isSuccess]);

  const active = files.find((f) => f.id === activeId);

  // Completion and hover know the project's contracts from its last compile: a file whose ABI
  // went with an edit keeps the names of its last build until the next one.
  const knownAbis = useRef(new Map<string, string>());
  useEffect(() => {
    for (const f of files) if (f.contractAbi) knownAbis.current.set(f.contractName, f.contractAbi);
    const names = new Set(files.map((f) => f.contractName));
    setProjectAbis([...knownAbis.current].filter(([n]) => names.has(n)).map(([contractName, abi]) => ({ contractName, abi })));
  }, [files]);
  const textOf = (f: ContractFile) => drafts[f.id] ?? savedText(f);
  const locked = (f?: ContractFile) => readOnly || !f || f.contractStatus >= 3;
  const lockedRef = useRef(locked);
  lockedRef.current = locked;
  const dirty = (f: ContractFile) => drafts[f.id] !== undefined && drafts[f.id] !== savedText(f);
  const dirtyFiles = files.filter(dirty);

  /**
   * Every file has its own Monaco model (its path); the editor shows the active one. A change is
   * a draft of the file whose model changed, never of another one, and never in a locked file.
   */
  const onEdit = useCallback((text: string | undefined) => {
    const uri = editorRef.current?.getModel()?.uri.toString();
    const f = filesRef.current.find((x) => monaco.Uri.parse(modelPath(x)).toString() === uri);
    if (!f || lockedRef.current(f)) return;
    setDrafts((d) => {
      if ((text ?? '') === savedText(f)) {
        const { [f.id]: _same, ...rest } = d;
        return rest;
      }
      return { ...d, [f.id]: text ?? '' };
    });
  }, []);

  // A model without a draft shows what the server keeps (after a save, a refresh, a discard, or a
  // model left over from an earlier visit).
  useEffect(() => {
    if (!editorReady) return;
    for (const f of files) {
      const model = modelOf(f);
      if (model && drafts[f.id] === undefined && model.getValue() !== savedText(f)) model.setValue(savedText(f));
    }
  }, [files, drafts, editorReady]);

  // The models belong to this page: gone with it, so the next visit starts from the server's text.
  useEffect(
    () => () => {
      for (const m of monaco.editor.getModels()) if (m.uri.scheme === 'file') m.dispose();
    },
    [],
  );

  // Leaving the page (reload, closing the browser tab) with unsaved edits asks first.
  useEffect(() => {
    if (!dirtyFiles.length) return undefined;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirtyFiles.length]);

  /** Runs `then` at once, or after the user agrees to drop the unsaved edits of `ids`. */
  const confirmDiscard = (ids: string[], then: () => void) => {
    const names = files.filter((f) => ids.includes(f.id) && dirty(f)).map((f) => `${f.contractName}.sol`);
    if (!names.length) {
      then();
      return;
    }
    modal.confirm({
      title: t('ide.unsaved.title'),
      content: t('ide.unsaved.content', { names: names.join('、') }),
      okText: t('ide.unsaved.discard'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'discard-ok' } as any,
      cancelButtonProps: { 'data-testid': 'discard-cancel' } as any,
      onOk: () => {
        setDrafts((d) => Object.fromEntries(Object.entries(d).filter(([id]) => !ids.includes(id))));
        then();
      },
    });
  };

  const statuses = files.map((f) => f.contractStatus);
  const all = (pred: (s: number) => boolean) => statuses.length > 0 && statuses.every(pred);
  const gates = {
    compile: !readOnly && all((s) => s === 1 || s === 2),
    publish: !readOnly && relationType === 1 && all((s) => s === 2),
    deploy: !readOnly && files.some((f) => f.contractStatus === 4 && f.deployable !== false),
    call: !readOnly && callGate(files),
  };

  // The compile result shown: the last compile of this file, else what the file keeps.
  const result: CompileOutput | null = useMemo(() => {
    if (!active || active.contractStatus < 2 || !active.contractAbi) return null;
    if (lastCompile && lastCompile.contractAbi === active.contractAbi) return lastCompile;
    return { contractName: active.contractName, contractAbi: active.contractAbi, byteCodeBin: active.byteCodeBin };
  }, [active, lastCompile]);

  // Markers: every open model gets the diagnostics of its file. The effect runs again whenever the
  // file list is refetched (a compile refreshes statuses two or three times); setting the same
  // markers again makes Monaco remove and redraw every squiggle, which flickers under the user's
  // mouse (a hover lost its marker), so a model's markers are set only when they change.
  const shownMarkers = useRef(new Map<string, string>());
  useEffect(() => {
    if (!editorReady) return;
    for (const f of files) {
      const model = monaco.editor.getModel(monaco.Uri.parse(modelPath(f)));
      if (!model) continue;
      const markers = diagnostics
        .filter((d) => d.file === `${f.contractName}.sol`)
        .map((d) => ({
          startLineNumber: d.line,
          startColumn: d.column,
          endLineNumber: d.endLine,
          endColumn: d.endColumn,
          message: `${d.type}: ${d.message}`,
          severity:
            d.severity === 'error' ? monaco.MarkerSeverity.Error : d.severity === 'warning' ? monaco.MarkerSeverity.Warning : monaco.MarkerSeverity.Info,
        }));
      const key = JSON.stringify(markers);
      const uri = model.uri.toString();
      // A model made anew (a file reopened) starts without markers: compare against what it shows.
      if (shownMarkers.current.get(uri) === key && monaco.editor.getModelMarkers({ resource: model.uri, owner: 'solc' }).length === markers.length) continue;
      shownMarkers.current.set(uri, key);
      monaco.editor.setModelMarkers(model, 'solc', markers);
    }
  }, [diagnostics, files, activeId, editorReady]);

  const open = (f: ContractFile) => {
    setOpenIds((ids) => (ids.includes(f.id) ? ids : [...ids, f.id]));
    setActiveId(f.id);
  };

  const closeNow = (id: string) => {
    const next = openIds.filter((x) => x !== id);
    setOpenIds(next);
    if (activeId === id) setActiveId(next[next.length - 1]);
  };
  /** Closing a tab with unsaved edits asks first; agreeing drops them. */
  const close = (id: string) => confirmDiscard([id], () => closeNow(id));

  /**
   * Saves a file's draft. Quiet: no message, and nothing sent when there is no change (used before
   * a compile). A read-only view or a published file never sends a write.
   */
  const saveFile = async (f: ContractFile, quiet: boolean): Promise<boolean> => {
    if (locked(f)) {
      if (!quiet) message.warning(t('ide.gate.readOnly'));
      return false;
    }
    const text = textOf(f);
    if (!text.trim()) {
      message.error(quiet ? t('ide.msg.emptySaveFile', { name: `${f.contractName}.sol` }) : t('ide.msg.emptySave'));
      return false;
    }
    if (quiet && text === savedText(f)) return true;
    const r = await contractApi.save({ id: f.id, contractSource: toBase64(text), contractRowNumber: text.split('\n').length, contractName: f.contractName });
    if (r.code !== 200) return false;
    if (!quiet) message.success(t('ide.msg.submitted'));
    // The saved text becomes the file's text and its draft goes, in one render (the model keeps it).
    queryClient.setQueryData<ApiResult<ContractFile[]>>(filesKey, (r) =>
      r && Array.isArray(r.data) ? { ...r, data: r.data.map((x) => (x.id === f.id ? { ...x, contractSource: toBase64(text) } : x)) } : r,
    );
    setDrafts((d) => {
      const { [f.id]: _saved, ...rest } = d;
      return d[f.id] === text ? rest : d;
    });
    return true;
  };

  /** Saves the open file (button and Ctrl+S). */
  const save = async (): Promise<boolean> => {
    if (!active) {
      message.error(t('ide.msg.createFirst'));
      return false;
    }
    const done = await saveFile(active, false);
    if (done) await refresh();
    return done;
  };

  const saveRef = useRef(save);
  saveRef.current = save;

  const compile = async () => {
    if (!active) {
      message.error(t('ide.msg.createFirst'));
      return;
    }
    setBusy('compile');
    try {
      // The compile covers every file of the project: it compiles what the tabs show, so every
      // unsaved tab is saved first (saving also marks the files that import a changed one 未编译).
      for (const f of files.filter(dirty)) {
        if (!(await saveFile(f, true))) {
          await refresh();
          return;
        }
      }
      const r = await contractApi.compile(active.id, active.contractName);
      setDiagnostics(r.data?.diagnostics ?? []);
      if (r.code === 200) {
        message.success(t('ide.msg.compiled'));
        setLastCompile({ contractName: r.data.contractName, contractAbi: r.data.contractAbi, byteCodeBin: r.data.byteCodeBin });
        setBottomTab(r.data.diagnostics?.length ? 'problems' : 'result');
      } else {
        setBottomTab('problems');
        const first = (r.data?.diagnostics ?? []).find((d: Diagnostic) => d.severity === 'error');
        if (first) reveal(first);
      }
      await refresh();
    } finally {
      setBusy(null);
    }
  };
  // The spec's compile debounce (1000 ms) as a visible pause: the button stays disabled for that
  // long after a click, so a second click is never silently swallowed (a user, and a test, see
  // when the button takes clicks again).
  const [compileCooling, setCompileCooling] = useState(false);
  const coolTimer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(coolTimer.current), []);
  const compileClicked = () => {
    setCompileCooling(true);
    coolTimer.current = setTimeout(() => setCompileCooling(false), webConfig.compileDebounce);
    void compile();
  };

  const publish = () =>
    modal.confirm({
      title: t('ide.publish'),
      content: t('ide.publishConfirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        const r = await contractApi.publish(projectId);
        if (r.code === 200) {
          message.success(t('ide.msg.published'));
          await refresh();
        }
      },
    });

  /** Opens the file of a diagnostic and puts the cursor on it. */
  const reveal = (d: Diagnostic) => {
    const f = files.find((x) => `${x.contractName}.sol` === d.file);
    if (f) open(f);
    setTimeout(() => {
      const ed = editorRef.current;
      if (!ed) return;
      ed.revealLineInCenter(d.line);
      ed.setPosition({ lineNumber: d.line, column: d.column });
      ed.focus();
    }, 50);
  };

  const fileNameError = (name: string): string | null => {
    const n = name.trim();
    if (!n) return t('ide.msg.fileNameRequired');
    if (!FILE_NAME.test(n)) return t('ide.msg.fileNameLetters');
    if (n.length > FILE_NAME_MAX) return t('ide.msg.fileNameMax');
    if (files.some((f) => f.contractName === n)) return t('ide.msg.fileNameDuplicate');
    return null;
  };

  const createFile = async (name: string, text: string): Promise<boolean> => {
    const bad = fileNameError(name);
    if (bad) {
      message.error(bad);
      return false;
    }
    const r = await contractApi.save({
      contractName: name.trim(),
      contractSource: toBase64(text),
      contractRowNumber: text ? text.split('\n').length : 0,
      relationType,
      relationId: projectId,
    });
    if (r.code !== 200) return false;
    message.success(t('ide.msg.saved'));
    await refresh();
    open(r.data);
    return true;
  };

  const [newName, setNewName] = useState<string | null>(null);
  // Controlled: the root stays open when files arrive after the first render.
  const [rootOpen, setRootOpen] = useState(true);
  const newFile = () => setNewName('');
  const confirmNewFile = async () => {
    if (await createFile(newName ?? '', '')) setNewName(null);
  };

  const deleteFile = (f: ContractFile) =>
    modal.confirm({
      title: t('ide.delete'),
      content: t('ide.deleteConfirm', { name: f.contractName }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'delete-file-ok' } as any,
      onOk: async () => {
        const r = await contractApi.remove(f.id);
        if (r.code === 200) {
          message.success(t('ide.msg.deleted'));
          // The file is gone, and its draft with it: no question.
          closeNow(f.id);
          setDrafts(({ [f.id]: _gone, ...rest }) => rest);
          await refresh();
        }
      },
    });

  const upload = async (file: File) => {
    if (!/\.sol$/i.test(file.name)) {
      message.error(t('ide.msg.solOnly'));
      return false;
    }
    await createFile(file.name.replace(/\.sol$/i, ''), await file.text());
    return false;
  };

  const canMenu = !readOnly && (relationType !== 1 || !files.some((f) => f.contractStatus >= 3));
  const treeData: DataNode[] = [
    {
      key: 'root',
      title: <span data-testid="tree-root">{projectName || t('ide.files')}</span>,
      icon: <FolderOutlined />,
      children: files.map((f) => ({
        key: f.id,
        icon: <FileOutlined />,
        isLeaf: true,
        title: (
          <span className="ide-file" data-testid={`file-${f.contractName}`} title={`${f.contractName}.sol`}>
            <span className="ide-file-name">{f.contractName}.sol</span>
            <Tag color={STATUS_COLOR[f.contractStatus]} data-testid={`status-${f.contractName}`}>
              {t(`ide.status.${f.contractStatus}`)}
            </Tag>
          </span>
        ),
      })),
    },
  ];

  useEffect(() => {
    if (!menu) return undefined;
    // Closed by a click anywhere or Escape (not by scrolling: the editor scrolls itself while it lays out).
    const hide = () => setMenu(null);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && hide();
    window.addEventListener('click', hide);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('click', hide);
      window.removeEventListener('keydown', onKey);
    };
  }, [menu]);

  const back = () =>
    confirmDiscard(
      files.map((f) => f.id),
      () => {
        const to = q.get('paths');
        if (to) history.push(to);
        else history.back();
      },
    );

  const auditNote =
    project && project.auditStatus > 0 ? (
      <Tag color={project.auditStatus === 2 ? 'success' : project.auditStatus === 3 ? 'error' : 'processing'} data-testid="audit-status">
        {t(`ide.audit.${project.auditStatus}`, { reason: project.auditReason })}
      </Tag>
    ) : null;

  const gateHint = (ok: boolean, id: string) => (ok ? undefined : readOnly ? t('ide.gate.readOnly') : t(id));

  return (
    <div className="ide" data-testid="ide">
      <div className="ide-bar">
        <Button icon={<ArrowLeftOutlined />} onClick={back} data-testid="ide-back">
          {t('ide.back')}
        </Button>
        <span className="ide-title">{projectName}</span>
        {q.get('createTime') && (
          <span style={{ color: '#909399' }}>
            {t('ide.createTime')}: {q.get('createTime')}
          </span>
        )}
        {readOnly && <Tag data-testid="ide-readonly">{t('ide.readOnly')}</Tag>}
        {auditNote}
        <span className="ide-spacer" />
        <span>{t('ide.network')}</span>
        <Select
          style={{ width: 120 }}
          value={network}
          onChange={setNetwork}
          options={[1, 2].map((n) => ({ value: n, label: t(`ide.network.${n}`) }))}
          data-testid="ide-network"
        />
      </div>
      <div className="ide-body">
        <div className="ide-left">
          <div className="ide-left-head">
            <span>{t('ide.files')}</span>
            <Upload accept=".sol" showUploadList={false} beforeUpload={upload} disabled={!canMenu}>
              <Button size="small" icon={<UploadOutlined />} disabled={!canMenu} data-testid="ide-upload">
                {t('ide.upload')}
              </Button>
            </Upload>
          </div>
          {loaded && (
            <Tree
              className="ide-tree"
              showIcon
              expandedKeys={rootOpen ? ['root'] : []}
              onExpand={(keys) => setRootOpen(keys.includes('root'))}
              blockNode
              selectedKeys={activeId ? [activeId] : []}
              treeData={treeData}
              onSelect={(keys) => {
                const f = files.find((x) => x.id === keys[0]);
                if (f) open(f);
              }}
              onRightClick={({ event, node }) => {
                event.preventDefault();
                if (!canMenu || masked) return;
                const f = files.find((x) => x.id === node.key);
                setMenu({ x: event.clientX, y: event.clientY, node: node.key === 'root' ? 'root' : f! });
              }}
              data-testid="ide-tree"
            />
          )}
        </div>
        <div className="ide-center">
          {masked && <div className="ide-mask" data-testid="ide-mask" />}
          <Tabs
            className="ide-tabs"
            type="editable-card"
            hideAdd
            size="small"
            activeKey={activeId}
            onChange={setActiveId}
            onEdit={(k, action) => action === 'remove' && close(String(k))}
            items={openIds
              .map((id) => files.find((f) => f.id === id))
              .filter((f): f is ContractFile => Boolean(f))
              .map((f) => ({ key: f.id, label: <span data-testid={`tab-${f.contractName}`}>{`${f.contractName}.sol${dirty(f) ? ' *' : ''}`}</span> }))}
          />
          <div className="ide-editor" data-testid="ide-editor" ref={editorBox}>
            {active ? (
              <Editor
                path={modelPath(active)}
                language={SOLIDITY}
                theme="vs-dark"
                defaultValue={textOf(active)}
                onChange={onEdit}
                options={{
                  tabSize: 2,
                  readOnly: locked(active),
                  // Review (Mask): read, scroll, select and copy, but no context menu.
                  contextmenu: !masked,
                  // Off in every editor, so left out of the build (src/pages/ide/monacoUnused.js).
                  minimap: { enabled: false },
                  editContext: false,
                  fontSize: 13,
                  scrollBeyondLastLine: false,
                }}
                onMount={(ed) => {
                  editorRef.current = ed;
                  // Sized before it is shown: the box is laid out already (the editor's own element is still hidden).
                  fitEditor();
                  // Ctrl+S in the editor saves the file (the browser's own save is blocked globally);
                  // in a read-only view it only says so.
                  ed.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.KeyS, () => void saveRef.current());
                  setEditorReady(true);
                }}
              />
            ) : (
              <div className="ide-empty">{t('ide.noFile')}</div>
            )}
          </div>
          <div className="ide-bottom">
            <Tabs
              size="small"
              activeKey={bottomTab}
              onChange={setBottomTab}
              items={[
                { key: 'result', label: t('ide.tab.result'), children: <ResultPanel result={result} /> },
                {
                  key: 'problems',
                  label: (
                    <span data-testid="tab-problems">
                      {t('ide.tab.problems')}
                      {diagnostics.length > 0 && <Tag style={{ marginLeft: 6 }}>{diagnostics.length}</Tag>}
                    </span>
                  ),
                  children: <ProblemsPanel diagnostics={diagnostics} onPick={reveal} />,
                },
              ]}
            />
          </div>
        </div>
        <div className="ide-right">
          <Tabs
            activeKey={rightTab}
            onChange={setRightTab}
            items={[
              {
                key: 'compile',
                label: <span data-testid="rtab-compile">{t('ide.tab.compile')}</span>,
                children: (
                  <Space direction="vertical" style={{ width: '100%' }}>
                    <Button block onClick={() => void save()} disabled={readOnly || (!!active && locked(active))} data-testid="ide-save">
                      {t('ide.save')}
                    </Button>
                    <Tooltip title={gateHint(gates.compile, 'ide.gate.compile')}>
                      <Button
                        type="primary"
                        block
                        loading={busy === 'compile'}
                        disabled={!gates.compile || compileCooling}
                        onClick={compileClicked}
                        data-testid="ide-compile"
                      >
                        {t('ide.compile')}
                      </Button>
                    </Tooltip>
                    {relationType === 1 && (
                      <Tooltip title={gateHint(gates.publish, 'ide.gate.publish')}>
                        <Button block disabled={!gates.publish} onClick={publish} data-testid="ide-publish">
                          {t('ide.publish')}
                        </Button>
                      </Tooltip>
                    )}
                  </Space>
                ),
              },
              {
                key: 'deploy',
                label: <span data-testid="rtab-deploy">{t('ide.tab.deploy')}</span>,
                children: (
                  <DeployPanel
                    files={files}
                    activeId={activeId}
                    projectId={projectId}
                    network={network}
                    enabled={gates.deploy}
                    disabledReason={gateHint(gates.deploy, 'ide.gate.deploy')}
                    onDone={refresh}
                  />
                ),
              },
              {
                key: 'call',
                label: <span data-testid="rtab-call">{t('ide.tab.call')}</span>,
                children: <CallPanel files={files} activeId={activeId} enabled={gates.call} disabledReason={gateHint(gates.call, 'ide.gate.callExport')} />,
              },
              {
                key: 'export',
                label: <span data-testid="rtab-export">{t('ide.tab.export')}</span>,
                children: <ExportPanel files={files} projectId={projectId} enabled={gates.call} disabledReason={gateHint(gates.call, 'ide.gate.callExport')} />,
              },
            ]}
          />
        </div>
      </div>
      <Modal
        open={newName !== null}
        title={t('ide.newFile')}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        onOk={confirmNewFile}
        onCancel={() => setNewName(null)}
        maskClosable={false}
        destroyOnHidden
        okButtonProps={{ 'data-testid': 'new-file-ok' } as any}
      >
        <Input
          autoFocus
          value={newName ?? ''}
          placeholder={t('ide.fileName.placeholder')}
          onChange={(e) => setNewName(e.target.value)}
          onPressEnter={confirmNewFile}
          data-testid="new-file-name"
        />
      </Modal>
      {menu && (
        <div className="ide-context-menu" style={{ left: menu.x, top: menu.y }} data-testid="ide-context-menu">
          <Menu
            selectable={false}
            items={menu.node === 'root' ? [{ key: 'new', label: t('ide.newFile') }] : [{ key: 'delete', label: t('ide.delete'), danger: true }]}
            onClick={({ key }) => {
              const node = menu.node;
              setMenu(null);
              if (key === 'new') newFile();
              else if (node !== 'root') deleteFile(node);
            }}
          />
        </div>
      )}
    </div>
  );
}
