import type {ReactNode} from 'react';
import clsx from 'clsx';
import {usePluginData} from '@docusaurus/useGlobalData';
import Img from '@theme/MDXComponents/Img';

import type {DiagramInfo, Panel} from '@site/build-tools/diagrams';
import {variantName} from '@site/build-tools/diagrams';

interface Props {
  /** /img/<area>/Name.svg, the source drawing. */
  readonly src: string;
  readonly alt: string;
  /** The page's first diagram: a drawing without variants loads at once, with high priority. */
  readonly first?: boolean;
}

/**
 * A diagram with its dark version and, where it has them, its phone panels (build-tools/diagrams.ts, written by
 * plugins/diagram-variants, placed here by plugins/remark-diagrams). src/css/custom.css shows the version for the
 * colour mode and the screen; the others never load. Each is an image, so the image zoom works on each. The first
 * panel carries the alt text; the later ones continue the same drawing and have an empty alt.
 *
 * A phone panel zooms like every image, but a zoomed panel is only a little larger than on the page, so the panels
 * end with a link, "Open the whole drawing": the wide drawing in the browser's own image view, where a reader
 * pinches and pans over all of it.
 *
 * Every variant loads lazily, the first diagram's too: the browser fetches a lazy image once layout shows it, and
 * never fetches one that the colour mode or the screen hides. Eager variants, with high priority, made a page fetch
 * all of them (up to 8 at high priority on the Logs screen) before the one on screen (issue #43).
 */
export default function Diagram({src, alt, first = false}: Props): ReactNode {
  const diagrams = usePluginData('diagram-variants') as Record<string, DiagramInfo> | undefined;
  const info = diagrams?.[src];
  if (!info)
    return <Img src={src} alt={alt} {...(first ? {loading: 'eager', fetchPriority: 'high'} : {loading: 'lazy'})} />;
  const loading = {loading: 'lazy', decoding: 'async'} as const;
  const folder = src.slice(0, src.lastIndexOf('/') + 1);
  const base = src.slice(folder.length);
  const whole = {light: folder + (info.light ?? base), dark: folder + variantName(base, {dark: true})};
  const image = (file: string, imageAlt: string, className: string, box: Pick<Panel, 'width' | 'height'>) => (
    <Img
      key={file}
      className={className}
      src={folder + file}
      alt={imageAlt}
      width={box.width}
      height={box.height}
      {...loading}
    />
  );
  return (
    <span
      className={clsx(
        'vs-diagram',
        info.panels.length > 0 && 'vs-diagram--split',
        // A screen of the Moderation UI is one frame: its panels meet, so the frame's sides run on unbroken.
        src.startsWith('/img/moderation-ui/') && 'vs-diagram--screen',
      )}
    >
      {image(info.light ?? base, alt, 'vs-diagram__wide vs-diagram__light', info)}
      {image(variantName(base, {dark: true}), alt, 'vs-diagram__wide vs-diagram__dark', info)}
      {info.panels.length > 0 && (
        <span className="vs-diagram__phone">
          {info.panels.flatMap((panel, index) => [
            image(variantName(base, {panel: index + 1}), index === 0 ? alt : '', 'vs-diagram__light', panel),
            image(variantName(base, {panel: index + 1, dark: true}), index === 0 ? alt : '', 'vs-diagram__dark', panel),
          ])}
          <a className="vs-diagram__whole vs-diagram__light" href={whole.light}>
            Open the whole drawing
          </a>
          <a className="vs-diagram__whole vs-diagram__dark" href={whole.dark}>
            Open the whole drawing
          </a>
        </span>
      )}
    </span>
  );
}
