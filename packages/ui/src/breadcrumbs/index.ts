export type {
  BreadcrumbItem,
  BreadcrumbLinkAnalytics,
  BreadcrumbsProps,
  BreadcrumbsVariant,
} from './breadcrumbs.tsx';
export {
  BREADCRUMBS,
  Breadcrumbs,
  breadcrumbListJsonLd,
  resolveBreadcrumbs,
  textFromUrl,
} from './breadcrumbs.tsx';
