import { Window } from 'happy-dom';
import { SAFE_HTML_ALLOWLIST } from '../allowlist.ts';

const window = new Window({
  settings: {
    disableJavaScriptEvaluation: true,
    disableJavaScriptFileLoading: true,
    disableCSSFileLoading: true,
  },
});
const ORIGIN = 'https://support.example';
const TAGS = new Set<string>(SAFE_HTML_ALLOWLIST.allowedTags);
const ATTRS: Record<string, readonly string[]> = SAFE_HTML_ALLOWLIST.allowedAttributes;
const SCHEMES = new Set<string>(SAFE_HTML_ALLOWLIST.allowedSchemes.map((s) => `${s}:`));

// In the markup (not the text): a scheme that runs or embeds, a handler, a host the corpus uses for attacks.
const UNSAFE_IN_MARKUP = /javascript:|vbscript:|data:|evil\.example|\bon[a-z]+\s*=|__pwned/i;

/**
 * Reasons the HTML is not inert, as a browser would parse it (innerHTML of a div): an element or
 * attribute outside the allowlist, an event handler, a link with another scheme or to another host
 * by a protocol-relative URL, a new-tab link without noopener. Empty when it is safe to render.
 */
export function inertnessProblems(html: string): string[] {
  const problems: string[] = [];
  for (const tag of html.match(/<[^>]*>/g) ?? []) {
    if (UNSAFE_IN_MARKUP.test(tag)) problems.push(`${tag} has ${UNSAFE_IN_MARKUP.exec(tag)?.[0]}`);
  }
  const host = window.document.createElement('div');
  host.innerHTML = html;
  for (const el of host.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    if (!TAGS.has(tag)) problems.push(`<${tag}> is not allowed`);
    const allowed = [...(ATTRS[tag] ?? []), ...(ATTRS['*'] ?? [])];
    for (const { name, value } of el.attributes) {
      if (/^on/i.test(name)) problems.push(`<${tag} ${name}> is an event handler`);
      else if (!allowed.includes(name)) problems.push(`<${tag} ${name}> is not allowed`);
      if (name === 'href') problems.push(...hrefProblems(value ?? ''));
    }
    if (el.getAttribute('target') === '_blank' && el.getAttribute('rel') !== 'noopener noreferrer')
      problems.push(`<${tag} target=_blank> without rel="noopener noreferrer"`);
  }
  return problems;
}

function hrefProblems(href: string): string[] {
  // What the URL parser sees: it drops leading and trailing C0 controls and spaces, and tabs and newlines anywhere.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the URL parser strips exactly these characters.
  const seen = href.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (/^[/\\]{2}/.test(seen)) return [`href ${JSON.stringify(href)} is protocol-relative`];
  let url: URL;
  try {
    url = new URL(seen, `${ORIGIN}/support/article/x/KM0000000`);
  } catch {
    return [`href ${JSON.stringify(href)} is not a URL`];
  }
  if (!SCHEMES.has(url.protocol)) return [`href ${JSON.stringify(href)} uses ${url.protocol}`];
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(seen);
  if (!hasScheme && url.origin !== ORIGIN) return [`relative href ${JSON.stringify(href)} leaves the site`];
  return [];
}
