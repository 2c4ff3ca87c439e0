// Pointer modes: the Interaction base and the per-map InteractionManager (`view.interactions`).
export { Interaction, type InteractionOptions, type LayerEventPolicy, type MapHandlerName } from './interaction.ts';
export { InteractionManager, type ModeChangeEvent } from './interactionManager.ts';
export * from './draw/index.ts';
export * from './measure/index.ts';
export * from './plot/index.ts';
