// Placeholders the owner replaces with the real scheduling, ticketing and partner addresses.
export const external = {
  /** The $25 discovery call and other consultations. */
  scheduling: "https://calendly.com/bteconsulting/discovery-call",
  /** Google reviews of the company. */
  reviews: "https://www.google.com/search?q=BTE+Consulting+reviews",
  /** Ticketing page of the events. */
  tickets: "https://www.eventbrite.com/o/bte-consulting",
  /** Form to request the founder as a speaker. */
  speakerRequest: "https://forms.gle/bte-consulting-speaker-request",
  /** The partner's virtual mailbox sign-up (affiliate link). */
  virtualMailbox: "https://www.anytimemailbox.com/?ref=BTE15",
  /** The business directory the directory-support page prepares listings for. */
  businessDirectory: "https://www.blkbizlink.com",
} as const;
