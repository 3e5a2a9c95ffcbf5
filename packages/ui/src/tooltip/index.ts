export type { TooltipPlacement, TooltipProps } from './tooltip.tsx';
export { placeTooltip, TOOLTIP, Tooltip, tooltipViewportMargin } from './tooltip.tsx';
