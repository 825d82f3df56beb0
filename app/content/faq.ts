import { site } from "./site";

// The page and its FAQPage structured data are both built from this list.

export type FaqTopic =
  | "services"
  | "clients"
  | "discovery-call"
  | "business-plans"
  | "ai-implementation"
  | "grants"
  | "branding-timeline"
  | "ongoing-consulting"
  | "pay-later"
  | "getting-started";

export type FaqItem = {
  /** Stable anchor of the item on the page (/faq#discovery-call). */
  id: FaqTopic;
  question: string;
  answer: string;
};

const founder = site.founder.firstName;

export const faqItems: readonly FaqItem[] = [
  {
    id: "services",
    question: `What services does ${site.name} offer?`,
    answer: `We help you start, run and grow a business: AI integration and automation, branding and websites, AI avatars and assistants, SBA-standard business plans, start-up packages (LLC and non-profit formation, HR documents), one-to-one consultations and mentorship, grant research and writing, a virtual mailbox, an AI training academy, and speaking and corporate training with our founder, ${founder}.`,
  },
  {
    id: "clients",
    question: "Who do you work with, and do I need to be in Charlotte?",
    answer: `Entrepreneurs, small businesses, non-profits and job seekers, from people with an idea to owners ready to scale. We are based in Charlotte, North Carolina, and most of our work happens online, so we serve clients anywhere in the United States.`,
  },
  {
    id: "discovery-call",
    question: "What is the $25 discovery call?",
    answer:
      "A focused call with our team for $25. We learn about your business, goals and budget, answer your questions, and recommend the services (if any) that fit, so you leave with clear next steps. You book it online at a time that suits you.",
  },
  {
    id: "business-plans",
    question: "Are your business plans SBA-standard?",
    answer:
      "Yes. Every plan follows the SBA (U.S. Small Business Administration) format that lenders and investors expect: executive summary, company description, market analysis, organisation and management, products and services, marketing and sales, funding request and financial projections. Most plans are ready in 7 business days, and we offer 1-, 3- and 5-year financial projections.",
  },
  {
    id: "ai-implementation",
    question: "How do you help a business implement AI?",
    answer:
      "We start with how your business runs today, then choose and set up the AI tools that save the most time: content and e-mail marketing, customer support chatbots, bookkeeping, project management, data dashboards and lead generation. We train your team to use them, and individual services are delivered in 4 business days (packages in 6). No technical background is needed.",
  },
  {
    id: "grants",
    question: "Can you help us find and apply for grants?",
    answer:
      "Yes. Our grant research packages find 3, 6 or 10 grants that match your business or non-profit, and our grant writing service prepares the application with you, usually within 7 business days. The largest grant we have helped a client secure is $65,000. No one can guarantee an award, but a well-matched, well-written application gives you the best chance.",
  },
  {
    id: "branding-timeline",
    question: "How long does a branding project take?",
    answer:
      "Most branding projects take 2 to 4 weeks from kickoff to final files. A logo alone is at the shorter end; a full brand with business cards, a landing page and a website takes longer. The timeline also depends on how quickly we get your feedback on each round of concepts and revisions.",
  },
  {
    id: "ongoing-consulting",
    question: "Do you offer ongoing consulting after a project ends?",
    answer:
      "Yes. Our Monthly Business Mentorship ($125 a month) includes a 60-minute one-on-one consultation every month, unlimited e-mail support and personalised action steps. You can also book one-off consultations whenever you need them, and we offer monthly support plans for the AI assistants we build.",
  },
  {
    id: "pay-later",
    question: "Do you offer buy-now-pay-later or payment plans?",
    answer:
      "Yes. Many services qualify for Buy Now, Pay Later, so you can split the cost into 4 payments instead of paying everything up front, and larger packages can be paid in 4 equal payments. Choose the option at checkout, or ask us on your discovery call which plans apply to the services you need.",
  },
  {
    id: "getting-started",
    question: "How do I get started?",
    answer:
      "Book a $25 discovery call or send us a message through the contact page. We reply within one business day (Monday to Friday, 9 AM to 5 PM Eastern) with a recommendation and a clear quote before any work begins.",
  },
];
