import { namedIcon } from '../../../components/ui/icons.tsx';

/** Icons only the plan page uses; their drawings are in the shared icon-paths.ts. */
export const ChevronLeftIcon = namedIcon('chevronLeft');
export const ChevronRightIcon = namedIcon('chevronRight');
export const ShareIcon = namedIcon('share');
export const ExpandIcon = namedIcon('expand');
