// Wraps the desktop sidebar's content to name the area the reader is in (the spec's six sidebar labels).
import type {ReactNode} from 'react';
import Content from '@theme-original/DocSidebar/Desktop/Content';
import type ContentType from '@theme/DocSidebar/Desktop/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';

import {areaOfSidebar} from '@site/src/data/siteAreas';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const sidebar = useDocsSidebar();
  const label = sidebar ? areaOfSidebar(sidebar.name)?.label : undefined;
  return (
    <>
      {label && (
        <p className="vs-sidebar-title" data-sidebar={sidebar?.name}>
          {label}
        </p>
      )}
      <Content {...props} />
    </>
  );
}
