export {
  PAGINATION,
  Pagination,
  type PaginationItem,
  type PaginationProps,
  pageHref,
  paginationItems,
} from './pagination.tsx';
