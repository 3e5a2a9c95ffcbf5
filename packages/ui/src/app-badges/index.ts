export {
  APP_BADGE_VALUES,
  APP_BADGES,
  AppBadges,
  type AppBadgesProps,
  type AppBadgeValue,
} from './app-badges.tsx';
