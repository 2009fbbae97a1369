// Registers the components that remark plugins emit into every page (the designed marker, diagrams), so pages need
// no import.
import MDXComponents from '@theme-original/MDXComponents';

import DesignedBadge from '@site/src/components/DesignedBadge';
import Diagram from '@site/src/components/Diagram';

export default {...MDXComponents, DesignedBadge, Diagram};
