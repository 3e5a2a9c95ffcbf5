/**
 * Content for the rich-text example, as an editor might paste it: a script, an event handler, a
 * javascript: link and an image with onerror. The gallery route sanitises it on the server and passes
 * the result to `BasicsGallery` (a client component), as a real page would.
 */
export const RICH_TEXT_SAMPLE_SOURCE =
  '<h4>Your first bill</h4><p onclick="alert(1)">It covers a <strong>partial month</strong> plus the <em>next month</em> in advance.</p>' +
  '<script>alert("xss")</script><ul><li>Prorated charges</li><li>One-time fees</li></ul>' +
  '<p><a href="javascript:alert(1)">A javascript: link (its URL is removed)</a> · <a href="#basics-rich-text">A safe link</a></p>' +
  '<img src="x" onerror="alert(1)">';
