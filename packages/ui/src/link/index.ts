export {
  LINK,
  LINK_FUNCTIONS,
  LINK_VARIANTS,
  Link,
  type LinkClickDetail,
  type LinkConfigs,
  type LinkFunction,
  type LinkProps,
  type LinkVariant,
  reportLinkClick,
  type VideoBackgroundData,
} from './link.tsx';
