// DocumentTree (图层目录): the map's layers as a tree, with its document API and the pure tree model.
export {
  DocumentTree,
  type DocumentTreeProps,
  type DocumentVisibilityEvent,
  type DocumentOpacityEvent,
  type DocumentOrderEvent,
  type DocumentZoomEvent,
  type DocumentToggleEvent,
} from './documentTree.ts';
export { LayerDocument, type LayerComInfo } from './layerDocument.ts';
export { treeRows, treeKey, moveTo, moveBy, dropIndex, rowKey, type TreeRow, type TreeKeyAction, type LayerMove } from './treeModel.ts';
