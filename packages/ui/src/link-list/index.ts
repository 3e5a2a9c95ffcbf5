export { LinkList, type LinkListItem, type LinkListProps } from './link-list.tsx';
