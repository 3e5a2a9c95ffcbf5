export {
  CAROUSEL,
  Carousel,
  type CarouselBreakpoint,
  type CarouselProps,
  dotLabel,
  dotWindowStart,
  emblaDurationFor,
  emblaSettleMs,
  matchBreakpoint,
  slideLabel,
} from './carousel.tsx';
