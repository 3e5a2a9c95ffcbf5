/**
 * Browser, OS and device for the reporting signal (seed 000 §3 browser_name, os_name, os_device)
 * from navigator.userAgent: a few ordered tests, enough for reporting, no library.
 */

export interface UserAgentInfo {
  browser: string;
  os: string;
  device: 'Mobile' | 'Tablet' | 'Desktop';
}

/** Order matters: Edge and Opera also say Chrome, Chrome also says Safari. */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'Chrome OS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'Mac OS'],
  [/\bLinux\b/, 'Linux'],
];

export function parseUserAgent(ua: string): UserAgentInfo {
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1] ?? 'Other';
  const os = SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? 'Other';
  const device = /\biPad\b|\bTablet\b|Android(?!.*\bMobile\b)/.test(ua)
    ? 'Tablet'
    : /\bMobi|\biPhone\b|\biPod\b/.test(ua)
      ? 'Mobile'
      : 'Desktop';
  return { browser, os, device };
}
