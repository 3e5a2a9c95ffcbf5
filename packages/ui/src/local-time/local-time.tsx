'use client';

import { useEffect, useState } from 'react';

const PARTS: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/** A time in UTC, said so: what the server can write, as it does not know the visitor's time zone. */
export function formatUtcTime(iso: string, locale = 'en-US'): string {
  return `${new Date(iso).toLocaleString(locale, { ...PARTS, timeZone: 'UTC' })} UTC`;
}

/** A time in the browser's own time zone, named ("Nov 23, 1:00 PM CST"). */
export function formatLocalTime(iso: string, locale = 'en-US', timeZone?: string): string {
  return new Date(iso).toLocaleString(locale, { ...PARTS, timeZone, timeZoneName: 'short' });
}

export interface LocalTimeProps {
  /** An ISO 8601 date and time. Required. */
  dateTime: string;
  /** Locale of the words. Default `en-US`. */
  locale?: string;
}

/**
 * A `<time>` in the visitor's time zone: sent in UTC (said so), then, once the page's script runs,
 * in the browser's zone with its name. Without the script the UTC time stays, still true.
 */
export function LocalTime({ dateTime, locale = 'en-US' }: LocalTimeProps) {
  const [text, setText] = useState(() => formatUtcTime(dateTime, locale));
  useEffect(() => {
    setText(formatLocalTime(dateTime, locale));
  }, [dateTime, locale]);
  return <time dateTime={dateTime}>{text}</time>;
}
