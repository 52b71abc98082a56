/**
 * umi plugin: how Monaco is built for the IDE and the studio's JSON view (issue 12: the IDE
 * route's JavaScript). Measured with `npm run bench`; history in docs/ide.md.
 */
import path from 'path';
import type { IApi } from 'umi';

/**
 * Monaco modules the IDE never runs, replaced by the stand-ins of src/pages/ide/monacoUnused.js
 * (which says why for each): diff editors, the WebGPU renderer, the quick input, go to definition,
 * inlay hints and colour pickers in hovers, the workbench list service and its trees, menus'
 * select boxes, the quick-fix and paste-as menus, the minimap and the native EditContext input
 * (both turned off in every editor), the editor worker's in-page fallback, the observable debugger
 * and the inline suggestions' toolbar. Each is replaced only where the module named
 * beside it imports it (paths under monaco-editor/esm/vs/): the studio's JSON Monaco has
 * more features (colour decorators, quick input lists...) and they keep the real modules.
 */
export const MONACO_UNUSED: Record<string, string[]> = {
  'editor/browser/widget/diffEditor/diffEditorWidget': ['editor/standalone/browser/standaloneCodeEditor'],
  'editor/browser/widget/multiDiffEditor/multiDiffEditorWidget': ['editor/standalone/browser/standaloneEditor'],
  'editor/browser/gpu/viewGpuContext': ['editor/browser/view'],
  'editor/browser/viewParts/viewLinesGpu/viewLinesGpu': ['editor/browser/view'],
  'editor/browser/viewParts/gpuMark/gpuMark': ['editor/browser/view'],
  'editor/browser/viewParts/rulersGpu/rulersGpu': ['editor/browser/view'],
  'editor/standalone/browser/quickInput/standaloneQuickInputService': ['editor/standalone/browser/standaloneServices'],
  'editor/contrib/gotoSymbol/browser/link/goToDefinitionAtPosition': ['editor/contrib/hover/browser/hoverActions'],
  'editor/contrib/inlayHints/browser/inlayHintsHover': ['editor/contrib/hover/browser/contentHoverRendered'],
  'editor/contrib/colorPicker/browser/hoverColorPicker/hoverColorPicker': ['editor/contrib/hover/browser/contentHoverController'],
  'editor/contrib/colorPicker/browser/hoverColorPicker/hoverColorPickerParticipant': ['editor/contrib/hover/browser/contentHoverRendered'],
  'platform/list/browser/listService': ['editor/standalone/browser/standaloneServices'],
  'base/browser/ui/selectBox/selectBox': ['base/browser/ui/actionbar/actionViewItems', 'platform/actions/browser/menuEntryActionViewItem'],
  'editor/contrib/codeAction/browser/codeActionController': ['editor/contrib/hover/browser/markerHoverParticipant'],
  'editor/contrib/dropOrPasteInto/browser/copyPasteController': ['editor/contrib/clipboard/browser/clipboard'],
  'editor/common/model/tokens/treeSitter/treeSitterSyntaxTokenBackend': ['editor/common/model/tokens/tokenizationTextModelPart'],
  'editor/browser/viewParts/minimap/minimap': ['editor/browser/view'],
  'editor/browser/controller/editContext/native/nativeEditContext': ['editor/browser/view'],
  'editor/common/services/editorWebWorker': ['editor/browser/services/editorWorkerService'],
  'base/common/observableInternal/logging/debugger/devToolsLogger': ['base/common/observableInternal/index'],
  'editor/contrib/inlineCompletions/browser/hintsWidget/inlineCompletionsHintsWidget': ['editor/contrib/hover/browser/contentHoverController'],
};

export const STAND_INS = path.resolve(__dirname, '../src/pages/ide/monacoUnused.js');
export const monacoPath = (file?: string) => /monaco-editor[\\/]esm[\\/]vs[\\/](.+)\.js$/.exec(file ?? '')?.[1].replace(/\\/g, '/');

/** Swaps a module for the stand-ins when its importer is one MONACO_UNUSED names. */
class MonacoStandIns {
  apply(compiler: any) {
    compiler.hooks.normalModuleFactory.tap('MonacoStandIns', (factory: any) => {
      factory.hooks.afterResolve.tap('MonacoStandIns', (data: any) => {
        const { createData } = data;
        const target = monacoPath(createData.resource);
        const importers = target && MONACO_UNUSED[target];
        if (!importers || !importers.includes(monacoPath(data.contextInfo?.issuer) ?? '')) return;
        // A module of its own (webpack keys modules by request): the real one stays for other importers.
        createData.request = createData.request.replace(createData.resource, STAND_INS);
        createData.userRequest = STAND_INS;
        createData.resource = STAND_INS;
      });
    });
  }
}

export default (api: IApi) => {
  api.chainWebpack((memo) => {
    memo.plugin('monaco-stand-ins').use(MonacoStandIns);
    // The texts only a settings or theme editor shows (config/monacoDescriptions.js).
    const descriptions = path.resolve(__dirname, 'monacoDescriptions.js');
    memo.module
      .rule('monaco-descriptions')
      .test(/monaco-editor[\\/]esm[\\/]vs[\\/].+\.js$/)
      .exclude.add(/[\\/]nls[\\/]lang[\\/]/)
      .end()
      .use('descriptions')
      .loader(descriptions);
    memo.module
      .rule('monaco-description-messages')
      .test(/monaco-editor[\\/]esm[\\/]vs[\\/]nls[\\/]lang[\\/][\w-]+\.js$/)
      .use('descriptions')
      .loader(descriptions)
      .options({ table: true });
    // Monaco names its worker's source with `new URL('…/editorWebWorkerMain.js', import.meta.url)`
    // as a fallback; webpack would copy that raw ES module as an asset nobody loads. The IDE gives
    // the worker itself (MonacoEnvironment.getWorker, a bundled worker chunk).
    memo.module
      .rule('monaco-worker-fallback')
      .test(/monaco-editor[\\/]esm[\\/]vs[\\/]editor[\\/]browser[\\/]services[\\/]editorWorkerService\.js$/)
      .parser({ url: false });
    return memo;
  });
};
