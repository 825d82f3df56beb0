import { useLoaderData, type MetaFunction } from "react-router";
import { catalogIconDrawings } from "~/.server/catalog-icons";
import { AvatarServices } from "~/components/avatars/avatar-services";
import { AvatarSteps } from "~/components/avatars/avatar-steps";
import { DiscoveryCall } from "~/components/avatars/discovery-call";
import { CatalogIcons } from "~/components/commerce/catalog-icon";
import { button } from "~/components/ui/button.css";
import { ExternalLink } from "~/components/ui/external-link";
import { PageHero } from "~/components/ui/page-hero";
import { ConsultantIntro } from "~/components/widgets/consultant-intro";
import { avatarCreator, avatarsHero } from "~/content/avatars";
import { avatarOffers } from "~/content/avatars.server";
import { pageMeta } from "~/utils/seo";
import { pageCatalogue } from "~/.server/catalogue";
import type { RouteArgs } from "~/.server/context";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "AI Avatars and Assistants",
    description:
      "Custom AI chatbots, GPT assistants, voice agents and generative avatar videos trained on your business, with ongoing support. Book a $25 discovery call.",
    keywords: [
      "AI avatars",
      "AI chatbot for small business",
      "custom GPT",
      "AI voice agent",
      "AI assistant Charlotte NC",
    ],
  });

/** The catalogue's services and prices are read here, so they are not shipped in the page's code. */
export async function loader({ context }: RouteArgs) {
  const offers = (await pageCatalogue(context)).overlay(avatarOffers);
  return { ...offers, icons: catalogIconDrawings(offers.services) };
}

export default function AiAvatars() {
  const { services, discoveryCall, icons } = useLoaderData<typeof loader>();
  return (
    <CatalogIcons drawings={icons}>
      <PageHero title={avatarsHero.title} eyebrow={avatarsHero.eyebrow} lead={avatarsHero.lead}>
        <ExternalLink href={avatarsHero.consultationUrl} className={button.primary}>
          Book a Consultation
        </ExternalLink>
        <a href="#services" className={button.outlineLight}>
          See Our Services
        </a>
      </PageHero>
      <ConsultantIntro
        name={avatarCreator.name}
        role={avatarCreator.role}
        image={avatarCreator.image}
        text={avatarCreator.text}
        video={avatarCreator.video}
      />
      <AvatarServices services={services} />
      <AvatarSteps />
      <DiscoveryCall call={discoveryCall} />
    </CatalogIcons>
  );
}
