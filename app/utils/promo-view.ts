export type PromoView = {
  title: string;
  description: string;
  link: string;
};
