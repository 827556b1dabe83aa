/** The share of a package's price an extra build licence costs until staff set another (admin settings). */
export const EXTRA_BUILD_SHARE_DEFAULT = 40;
