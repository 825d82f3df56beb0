/**
 * Inside every <video> of the site, for browsers that cannot play it. A module of its own: the
 * consultant introductions show it without the VideoPlayer, which would otherwise come along.
 */
export const VIDEO_UNSUPPORTED_TEXT = "Your browser does not support the video tag.";
