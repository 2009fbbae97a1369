// Registers the components that remark plugins emit into every page (the designed marker), so pages need no import.
import MDXComponents from '@theme-original/MDXComponents';

import DesignedBadge from '@site/src/components/DesignedBadge';

export default {...MDXComponents, DesignedBadge};
