import { type ReactNode, useId } from 'react';

/**
 * A value the gallery shows as a block reports it: an `<output>` named by its visible label, so a
 * screen reader (and every accessibility checker) knows what the value is.
 */
export function Shown({
  label,
  id,
  inline = false,
  children,
}: {
  label: string;
  id?: string;
  /** In a line of other content (a span), not a paragraph of its own. */
  inline?: boolean;
  children: ReactNode;
}) {
  const generated = useId();
  const outputId = id ?? generated;
  const Tag = inline ? 'span' : 'p';
  return (
    <Tag>
      <label htmlFor={outputId}>{label}</label> <output id={outputId}>{children}</output>
    </Tag>
  );
}
