/** Seed 000 §9 / seed 001 §9 breakpoints, in CSS px. */
export const MOBILE_MAX = 767;
export const TABLET_MIN = 768;
export const TABLET_MAX = 1024;
export const DESKTOP_MIN = 1025;
export const TEXT_SIZES = ['lg', 'base', 'basePadding', 'sm', 'xs', 'xxs'] as const;
export const LINE_HEIGHTS = ['loose', 'normal', 'tight'] as const;
