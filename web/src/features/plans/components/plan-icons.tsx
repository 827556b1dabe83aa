import type { IconDrawing } from '../../../components/ui/icon-paths.ts';
import { namedIcon } from '../../../components/ui/icons.tsx';

const chevronLeft: IconDrawing = 'M15 5l-7 7 7 7';
const chevronRight: IconDrawing = 'M9 5l7 7-7 7';
const share: IconDrawing =
  'M15.5 5a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0zM3.5 12a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0zM15.5 19a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0zM8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4';
const expand: IconDrawing = 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5';

/** Icons only the plan page uses; their drawings are in the shared icon-paths.ts. */
export const ChevronLeftIcon = /* @__PURE__ */ namedIcon(chevronLeft);
export const ChevronRightIcon = /* @__PURE__ */ namedIcon(chevronRight);
export const ShareIcon = /* @__PURE__ */ namedIcon(share);
export const ExpandIcon = /* @__PURE__ */ namedIcon(expand);
