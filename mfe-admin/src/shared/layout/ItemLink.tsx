import { RouterLink, type RouterLinkProps } from 'shared-ui';

/** A link to one item (a table's first column, a tile's title): blue like every link, so it reads as one. */
export function ItemLink(props: RouterLinkProps) {
  return <RouterLink color="blue.700" fontWeight="medium" {...props} />;
}
