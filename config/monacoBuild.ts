/**
 * umi plugin: how Monaco is built for the IDE and the schema playground (issue 12: the IDE
 * route's JavaScript). Measured with `npm run bench`; history in docs/ide.md.
 */
import path from 'path';
import type { IApi } from 'umi';

/**
 * Monaco modules the IDE never runs, replaced by the stand-ins of src/pages/ide/monacoUnused.js
 * (which says why for each): diff editors, the WebGPU renderer, the quick input, go to definition,
 * inlay hints and colour pickers in hovers, the workbench list service and its trees, menus'
 * select boxes, the quick-fix and paste-as menus. Paths under monaco-editor/esm/vs/.
 */
export const MONACO_UNUSED = [
  'editor/browser/widget/diffEditor/diffEditorWidget',
  'editor/browser/widget/multiDiffEditor/multiDiffEditorWidget',
  'editor/browser/gpu/viewGpuContext',
  'editor/browser/viewParts/viewLinesGpu/viewLinesGpu',
  'editor/browser/viewParts/gpuMark/gpuMark',
  'editor/browser/viewParts/rulersGpu/rulersGpu',
  'editor/standalone/browser/quickInput/standaloneQuickInputService',
  'editor/contrib/gotoSymbol/browser/link/goToDefinitionAtPosition',
  'editor/contrib/inlayHints/browser/inlayHintsHover',
  'editor/contrib/colorPicker/browser/hoverColorPicker/hoverColorPicker',
  'editor/contrib/colorPicker/browser/hoverColorPicker/hoverColorPickerParticipant',
  'platform/list/browser/listService',
  'base/browser/ui/selectBox/selectBox',
  'editor/contrib/codeAction/browser/codeActionController',
  'editor/contrib/dropOrPasteInto/browser/copyPasteController',
];

const SEP = '[\\\\/]';

export default (api: IApi) => {
  api.chainWebpack((memo) => {
    memo.plugin('monaco-unused').use(require('@umijs/bundler-webpack/compiled/webpack').NormalModuleReplacementPlugin, [
      new RegExp(`monaco-editor${SEP}esm${SEP}vs${SEP}(${MONACO_UNUSED.join('|').replace(/\//g, SEP)})\\.js$`),
      path.resolve(__dirname, '../src/pages/ide/monacoUnused.js'),
    ]);
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
