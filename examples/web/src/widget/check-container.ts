/** Warns during development when the chat's container collapses: the most common reason for a chat that seems missing. */
export function watchChatContainer(selector: string): ResizeObserver | undefined {
  const container = document.querySelector<HTMLElement>(selector);
  if (!container) {
    console.warn(`Virtual Stadium: no element matches ${selector}`);
    return undefined;
  }
  const observer = new ResizeObserver((entries) => {
    for (const entry of entries) {
      const {width, height} = entry.contentRect;
      if (height < 1 || width < 1) {
        console.warn(`Virtual Stadium container ${selector} is ${width}x${height}px; give it a definite height.`);
      }
    }
  });
  observer.observe(container);
  return observer;
}
