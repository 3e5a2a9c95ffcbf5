/**
 * What a browser downloads to show a page, gzip level 6: the HTML, the scripts it loads
 * (<script src> under /_next/static; `nomodule` scripts are skipped, as modern browsers skip them),
 * the stylesheets (<link rel=stylesheet>) and the CSS inlined in <style>. A stylesheet in <head> is render-blocking unless
 * its media query cannot match a screen (print, speech, not all).
 */
import { gzipSync } from 'node:zlib';
import { findTags, inlineStyles, type Tag } from './html-tags.ts';
import { get } from './load.ts';

export interface PageWeight {
  htmlGz: number;
  jsGz: number;
  jsFiles: number;
  cssGz: number;
  cssFiles: number;
  /** CSS inside <style> elements: part of the HTML, gzipped on its own here to show its share. */
  inlineCssGz: number;
  blockingCss: number;
  /** Assets that did not answer 200. */
  missing: string[];
}

const gz = (text: string) => gzipSync(Buffer.from(text), { level: 6 }).length;
const NON_SCREEN_MEDIA = /^(print|speech|not all)$/i;

export function isRenderBlockingStylesheet(t: Tag): boolean {
  const rel = (t.attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
  if (t.name !== 'link' || !rel.includes('stylesheet') || rel.includes('alternate')) return false;
  if (t.attrs.has('disabled')) return false;
  const media = t.attrs.get('media')?.trim();
  return t.inHead && !(media && NON_SCREEN_MEDIA.test(media));
}

export function assetsOf(html: string) {
  const tags = findTags(html);
  const scripts = tags
    .filter((t) => t.name === 'script' && !t.attrs.has('nomodule'))
    .map((t) => t.attrs.get('src'))
    .filter((src): src is string => src?.startsWith('/_next/static/') === true);
  const stylesheets = tags
    .filter(
      (t) =>
        t.name === 'link' && (t.attrs.get('rel') ?? '').toLowerCase().split(/\s+/).includes('stylesheet'),
    )
    .map((t) => t.attrs.get('href'))
    .filter((href): href is string => Boolean(href));
  return {
    scripts: [...new Set(scripts)],
    stylesheets: [...new Set(stylesheets)],
    blockingCss: tags.filter(isRenderBlockingStylesheet).length,
  };
}

/** `cache` keeps gzip sizes by URL across pages (chunks are shared). */
export async function pageWeight(
  origin: string,
  html: string,
  cache: Map<string, number | null>,
): Promise<PageWeight> {
  const { scripts, stylesheets, blockingCss } = assetsOf(html);
  const inline = inlineStyles(html);
  const missing: string[] = [];
  const size = async (path: string) => {
    const url = new URL(path, origin).href;
    if (!cache.has(url)) {
      const res = await get(url);
      cache.set(url, res.status === 200 ? gz(res.body) : null);
    }
    const n = cache.get(url);
    if (n == null) missing.push(path);
    return n ?? 0;
  };
  let jsGz = 0;
  for (const s of scripts) jsGz += await size(s);
  let cssGz = 0;
  for (const s of stylesheets) cssGz += await size(s);
  return {
    htmlGz: gz(html),
    jsGz,
    jsFiles: scripts.length,
    cssGz,
    cssFiles: stylesheets.length,
    inlineCssGz: inline.length > 0 ? gz(inline.join('\n')) : 0,
    blockingCss,
    missing,
  };
}
