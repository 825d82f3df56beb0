import { Link } from "react-router";
import { catalogueLinks } from "~/content/navigation";

export function BookServiceLink({ className }: { className: string }) {
  return (
    <Link to={catalogueLinks.bookNow.path} className={className} prefetch="intent">
      {catalogueLinks.bookNow.label}
    </Link>
  );
}
