/**
 * The image zoom's margin on phones. medium-zoom fits a zoomed image inside the viewport less this margin on each
 * side; the 24 px that suits a desktop made a diagram zoomed on a 390 px phone 342 px wide, smaller than the 358 px
 * it had on the page. Below the mobile breakpoint (996 px, the spec's) the margin is 0, so a tap opens the diagram
 * at the full width of the screen.
 *
 * docusaurus-plugin-image-zoom hands this very object to medium-zoom each time it sets the zoom up, 1000 ms after
 * start-up and after each route change, so setting it here, on start-up and on each route update (both before
 * that timer fires), changes nothing else of the zoom's behaviour.
 */
import siteConfig from '@generated/docusaurus.config';

const zoom = (siteConfig.themeConfig as {zoom?: {config?: {margin?: number}}}).zoom;
const desktopMargin = zoom?.config?.margin ?? 0;

function setMargin(): void {
  if (typeof window === 'undefined' || !zoom?.config) return;
  zoom.config.margin = window.matchMedia('(max-width: 996px)').matches ? 0 : desktopMargin;
}

setMargin();

export function onRouteUpdate(): void {
  setMargin();
}
