// The portfolio's image files and their size, apart from the portfolio itself (portfolio.ts):
// /b-the-brand shows some of these images without the /portfolio page's list of work.

export const PORTFOLIO_IMAGE_SIZE = { width: 600, height: 400 } as const;

export const portfolioImageUrl = (id: string) => `/images/portfolio/${id}.svg`;
