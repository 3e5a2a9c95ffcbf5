export { RICH_TEXT_ALLOWLIST, RichText, type RichTextProps, sanitizeRichText } from './rich-text.tsx';
