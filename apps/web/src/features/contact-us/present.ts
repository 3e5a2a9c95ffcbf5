/**
 * Seed 001 §5: a value is present unless undefined, null, empty, or the strings "undefined" or
 * "null" (content and query values arrive as text, so those words mean "nothing here"). Blank
 * text counts as empty.
 */
export function isPresent(value: unknown): value is string | number | boolean | object {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') {
    const v = value.trim();
    return v !== '' && v !== 'undefined' && v !== 'null';
  }
  return true;
}

/** The text when present (trimmed), else undefined: for "the feed's label, else our default". */
export function presentText(value: unknown): string | undefined {
  return typeof value === 'string' && isPresent(value) ? value.trim() : undefined;
}
