import { RouterLink, type RouterLinkProps } from 'shared-ui';

/** A link in running text or a form's footer: blue and underlined on hover, so it reads as a link, not a label. */
export function TextLink(props: RouterLinkProps) {
  return <RouterLink color="blue.700" _hover={{ textDecoration: 'underline', color: 'blue.800' }} {...props} />;
}
