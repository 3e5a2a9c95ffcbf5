export type { Box, PopoverAlign, PopoverPosition, PopoverProps } from './popover.tsx';
export { POPOVER, Popover, placePopover, scrollDeltaToReveal } from './popover.tsx';
