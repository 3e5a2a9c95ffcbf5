export { formatLocalTime, formatUtcTime, LocalTime, type LocalTimeProps } from './local-time.tsx';
