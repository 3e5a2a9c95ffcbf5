import { OverlayLink } from '#ui/overlay-link';
import { AppBadges } from '../app-badges/index.ts';
import { LinkClickReporter } from './link-click-reporter.tsx';
import { type LinkProps, linkParts } from './link-parts.tsx';

export { type LinkClickDetail, reportLinkClick } from './link-analytics.ts';
export {
  LINK,
  LINK_FUNCTIONS,
  LINK_VARIANTS,
  type LinkFunction,
  type LinkVariant,
} from './link-constants.ts';
export type { LinkConfigs, LinkProps, VideoBackgroundData } from './link-parts.tsx';

/**
 * The site's link (seed 001 §3 "Link", WAI-ARIA APG "Link"), a server component: a navigating or
 * new-tab link is a native `<a>` whose only script is the click report (`LinkClickReporter`).
 * A link that opens a modal or a video, or that is given `onPress`, is the client `OverlayLink`
 * on React Aria (a modal or video link is a button in the accessibility tree: it opens a dialog).
 */
export function Link(props: LinkProps) {
  const {
    text,
    appsDownload = false,
    appleStoreAltText,
    googleStoreAltText,
    additionalAnalyticsData = {},
    margin,
    onPress,
    id,
    className,
  } = props;
  if (appsDownload) {
    return (
      <div id={id} className={className} style={{ margin }}>
        <AppBadges
          label={text}
          appleStoreAltText={appleStoreAltText}
          googleStoreAltText={googleStoreAltText}
        />
      </div>
    );
  }

  const { linkFunction, target, newTab, content, shared } = linkParts(props);
  if (linkFunction === 'modal' || linkFunction === 'video' || onPress) return <OverlayLink {...props} />;

  return (
    <LinkClickReporter link={{ href: target ?? '', name: text }} extra={additionalAnalyticsData}>
      <a
        {...shared}
        href={target}
        hrefLang={props.hrefLang}
        target={newTab ? '_blank' : undefined}
        rel={newTab ? 'noopener noreferrer' : undefined}
      >
        {content}
      </a>
    </LinkClickReporter>
  );
}
