// The home page's promotional pop-up: its flyer, and the text the dashboard starts from. Its own
// module, as the pop-up is in the home page's first load and the page's other text is not.
export const promo = {
  title: "Year-End Strategic Planning Series",
  description:
    "A 4-part year-end strategic planning series to close the year strong and plan the next one. $25 per session.",
  sessions: 4,
  pricePerSessionCents: 2500,
  image: {
    src: "/images/promo/year-end-planning.webp",
    srcSet:
      "/images/promo/year-end-planning-480.webp 480w, /images/promo/year-end-planning.webp 800w",
    sizes: "440px",
    alt: "4-Part Year-End Strategic Planning Series, $25 per session",
    width: 800,
    height: 800,
    /** A wide banner on phones: the square flyer, opening at 2 s, would become the page's LCP. */
    narrow: {
      media: "(max-width: 479px)",
      srcSet:
        "/images/promo/year-end-planning-banner-480.webp 480w, /images/promo/year-end-planning-banner.webp 960w",
      sizes: "92vw",
      width: 960,
      height: 284,
    },
  },
} as const;
