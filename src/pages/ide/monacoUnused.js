/**
 * Stand-ins for Monaco modules the IDE never runs, swapped in at build time (config/monacoBuild.ts,
 * `MONACO_UNUSED`), so the IDE route does not download them (issue 12):
 * - the diff editor and the multi-file diff editor: Monaco's API module links them for
 *   `createDiffEditor` / `createMultiFileDiffEditor`, which the IDE does not call;
 * - the WebGPU renderer: created only with `experimentalGpuAcceleration: 'on'`, never set;
 * - the quick input (command palette, quick pick): no IDE command opens it. Services that receive
 *   it get an object that answers "nothing picked" instead of a palette;
 * - go to definition, inlay hints and the colour picker: the IDE registers no definition, inlay
 *   hint or colour provider; the hover only asks whether they are there (`get`, `instanceof`), and
 *   linking them pulled the peek view, its trees and the workbench lists;
 * - the workbench list service: it tracks the workbench's list and tree widgets (and links their
 *   classes); the editor's own lists (suggestions, menus) never register with it;
 * - the select box: drawn only for a menu entry shown as a drop-down, which no editor menu has;
 * - the quick-fix menu (code actions) and the paste-as menu: the IDE registers no code action and
 *   no paste provider, so both menus could only ever be empty. A problem's hover still offers
 *   查看问题 and says 没有可用的快速修复; the editor's copy, cut and paste are unchanged;
 * - the tree-sitter tokenizer: a model uses it only for a language the tree-sitter library service
 *   supports, and the standalone editor's service supports none (Monarch colours Solidity).
 * - the minimap and the native EditContext input: every editor turns them off (minimap disabled,
 *   `editContext: false`, the textarea input Firefox and Safari always use);
 * - the editor worker's in-page fallback (the worker always starts), the observable debugger (VS
 *   Code development builds only) and the inline suggestions' toolbar (no inline completions).
 * Each stand-in says what is missing if a future change starts using it. Plain JavaScript:
 * webpack gives it the loaders of the Monaco file it replaces.
 */
import { createFastDomNode } from 'monaco-editor/base/browser/fastDomNode.js';
import { ViewPart } from 'monaco-editor/editor/browser/view/viewPart.js';
import { EditorOptions } from 'monaco-editor/editor/common/config/editorOptions.js';
import { createDecorator } from 'monaco-editor/platform/instantiation/common/instantiation.js';

const missing = (what) => new Error(`Monaco's ${what} is not bundled in this IDE (see src/pages/ide/monacoUnused.js)`);

export class DiffEditorWidget {
  constructor() {
    throw missing('diff editor');
  }
}
export function toLineChanges() {
  throw missing('diff editor');
}
export class MultiDiffEditorWidget {
  constructor() {
    throw missing('multi-file diff editor');
  }
}

export class ViewGpuContext {
  constructor() {
    throw missing('GPU renderer');
  }
}
export class ViewLinesGpu extends ViewGpuContext {}
export class GpuMarkOverlay extends ViewGpuContext {}
export class RulersGpu extends ViewGpuContext {}

export class StandaloneQuickInputService {
  currentQuickInput = undefined;
  quickAccess = undefined;
  pick() {
    return Promise.resolve(undefined);
  }
  input() {
    return Promise.resolve(undefined);
  }
  createQuickPick() {
    throw missing('quick input');
  }
  createInputBox() {
    throw missing('quick input');
  }
  toggle() {}
  toggleHover() {}
}
export class QuickInputEditorContribution {}
export class QuickInputEditorWidget {}

/** The hover's "go to definition" action asks the editor for this contribution: there is none. */
export class GotoDefinitionAtPositionEditorContribution {
  static get() {
    return null;
  }
}
/** The hover tells inlay-hint and colour parts from its own by `instanceof`: nothing is one. */
export class InlayHintsHover {}
export class ColorHover {}
export class HoverColorPickerParticipant {}
export function isOnColorDecorator() {
  return false;
}

/** The same service id as Monaco's (createDecorator returns the registered one). */
export const IListService = createDecorator('listService');
export class ListService {
  lastFocusedList = undefined;
  register() {
    return { dispose() {} };
  }
  dispose() {}
}

export class SelectBox {
  constructor() {
    throw missing('select box');
  }
}
export const SeparatorSelectOption = Object.freeze({ text: '\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500', isDisabled: true });

/** Asked for by the problem hover and by paste: there is no such contribution. */
export class CodeActionController {
  static get() {
    return null;
  }
}
export class CopyPasteController {
  static get() {
    return null;
  }
}
export const changePasteTypeCommandId = 'editor.changePasteType';

export class TreeSitterSyntaxTokenBackend {
  constructor() {
    throw missing('tree-sitter tokenizer');
  }
}

/**
 * The minimap: every editor of the console turns it off (`minimap: { enabled: false }`), and Monaco
 * then only keeps its hidden part in the view. The stand-in is that hidden part.
 */
export class Minimap extends ViewPart {
  constructor(context) {
    super(context);
    if (context.configuration.options.get(EditorOptions.minimap.id).enabled) throw missing('minimap');
    this._domNode = createFastDomNode(document.createElement('div'));
    this._domNode.setDisplay('none');
  }
  getDomNode() {
    return this._domNode;
  }
  prepareRender() {}
  render() {}
}

/**
 * The native EditContext input path: every editor of the console sets `editContext: false`, so
 * Monaco takes its hidden-textarea input path, the one Firefox and Safari (no EditContext API)
 * always take. `instanceof NativeEditContext` in the view stays false.
 */
export class NativeEditContext {
  constructor() {
    throw missing('native EditContext input (set editContext: false)');
  }
}

/**
 * The editor worker's in-page fallback: Monaco runs the worker's code on the page only when the
 * worker cannot start. Both editors start it (MonacoEnvironment.getWorker, a webpack worker chunk,
 * which the browser tests see running); without the fallback a page whose worker fails has no
 * word-based suggestions or links, and the console says why.
 */
export class EditorWorker {
  constructor() {
    throw missing('in-page editor worker (the editor worker did not start)');
  }
}

/**
 * The observable debugger's logger: Monaco adds it only in VS Code's development builds
 * (VSCODE_DEV_DEBUG_OBSERVABLES), for a debugging extension of VS Code.
 */
export class DevToolsLogger {
  static getInstance() {
    throw missing('observable debugger');
  }
}

/**
 * The inline suggestions' hint toolbar: shown with an inline (ghost text) completion, and the
 * console registers no inline completion provider. The hover only asks whether its menu is open.
 */
export class InlineSuggestionHintsContentWidget {
  static dropDownVisible = false;
}
