/** A node's text with '|' where an explicit line-break opportunity (`<wbr>`) lies: where an address may wrap. */
export function lineBreaks(node: Node): string {
  if (node.nodeName === 'WBR') return '|';
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  return [...node.childNodes].map(lineBreaks).join('');
}
