'use client';

import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import { Modal } from '../modal/index.ts';
import { reportLinkClick } from './link-analytics.ts';
import { LINK } from './link-constants.ts';
import { type LinkProps, linkParts } from './link-parts.tsx';

/**
 * The link's client part, on React Aria: a link that opens a modal or a video (a button in the
 * accessibility tree: it opens a dialog, it does not navigate), or a link given `onPress`.
 * `Link` renders it only for those; every other link is a server-rendered `<a>`.
 */
export function OverlayLink(props: LinkProps) {
  const {
    text,
    configs = {},
    modalContent,
    videoBackgroundData,
    additionalAnalyticsData = {},
    onPress,
  } = props;
  const { linkFunction, target, newTab, content, shared } = linkParts(props);
  const report = (from: EventTarget | null) =>
    reportLinkClick(from, { href: target ?? '', name: text }, additionalAnalyticsData);

  if (linkFunction === 'modal' || linkFunction === 'video') {
    const size = configs.modalSize ?? LINK.DEFAULT_MODAL_SIZE;
    const video = videoBackgroundData;
    return (
      <Modal
        openedBy="link"
        trigger={
          <AriaButton
            {...shared}
            onPress={(event) => {
              report(event.target);
              onPress?.(event);
            }}
          >
            {content}
          </AriaButton>
        }
        title={(linkFunction === 'video' && video?.title) || text}
        size={size}
      >
        {linkFunction === 'modal' ? (
          modalContent
        ) : video ? (
          // biome-ignore lint/a11y/useMediaCaption: a track is added whenever the content provides captions.
          <video controls preload="none" poster={video.poster}>
            <source src={video.src} type={video.type ?? 'video/mp4'} />
            {video.captionsSrc ? (
              <track kind="captions" src={video.captionsSrc} srcLang={video.captionsLang ?? 'en'} default />
            ) : null}
          </video>
        ) : null}
      </Modal>
    );
  }

  return (
    <AriaLink
      {...shared}
      href={target}
      hrefLang={props.hrefLang}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
      onPress={onPress}
      // The native click, not onPress: an in-page link moves focus on Enter before the key is
      // released, and React Aria then never calls onPress; the click always comes first.
      onClickCapture={(event) => report(event.currentTarget)}
    >
      {content}
    </AriaLink>
  );
}
