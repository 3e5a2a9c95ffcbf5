import { FIXED_ARTICLE_LINKS, type OutageService } from '@support/contracts';

const article = (service: string, id: string, text: string) => ({
  href: `/support/article/${service}/${id}`,
  text,
});
const INTERNET_HELP = [
  { href: FIXED_ARTICLE_LINKS.gatewayRestart.url, text: FIXED_ARTICLE_LINKS.gatewayRestart.text },
  article('u-verse-high-speed-internet', 'KM1000055', 'What the lights on your gateway mean'),
  article('u-verse-high-speed-internet', 'KM1000053', 'Fix slow home internet'),
];

/** Troubleshooting articles for each outage service (seed 001 §9 labels). */
export const TROUBLESHOOTING: Record<OutageService, { href: string; text: string }[]> = {
  Internet: INTERNET_HELP,
  'AT&T Internet': INTERNET_HELP,
  'Digital home phone': [
    article('u-verse-voice', 'KM1000075', 'Home phone has no dial tone'),
    article('u-verse-voice', 'KM1000080', 'Keep phone service in a power outage'),
  ],
  'U-verse TV': [
    article('u-verse-tv', 'KM1000068', 'Restart or reset your TV receiver'),
    article('u-verse-tv', 'KM1000069', 'TV shows no picture or a signal error'),
  ],
};

/** With no known outage: a first step for each service. */
export const NO_OUTAGE_HELP = [
  { href: FIXED_ARTICLE_LINKS.gatewayRestart.url, text: 'Internet: restart your Wi-Fi gateway' },
  article('u-verse-tv', 'KM1000068', 'TV: restart your receiver'),
  article('u-verse-voice', 'KM1000075', 'Home phone: no dial tone'),
  article('wireless', 'KM1000038', 'Wireless: phone shows No Service or SOS only'),
];
