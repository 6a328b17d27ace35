/** The one typed source of the site's settings; every page and script reads these from here. */
interface NavLink {
  label: string;
  href: string;
}

// Every page's JavaScript carries this object: a field no page renders belongs elsewhere (the API's
// hosts are the OpenAPI document's servers).
export interface SiteConfig {
  siteTitle: string;
  /** The welcome page's title in `<title>` (its heading is the site title, which the title ends with anyway). */
  welcomeTitle: string;
  /** Joins the page title and the site title in `<title>`. */
  titleDelimiter: string;
  url: string;
  contactEmail: string;
  locale: { code: string; label: string };
  company: {
    name: string;
    address: string;
    email: string;
    phone: string;
  };
  announcement: {
    /** Change the id to show a new announcement to readers who dismissed the old one. */
    id: string;
    text: string;
    href?: string;
    linkLabel?: string;
  };
  navLinks: NavLink[];
  urls: {
    portal: string;
  };
}

export const siteConfig: SiteConfig = {
  siteTitle: 'Paymora Developers',
  welcomeTitle: 'Welcome',
  titleDelimiter: ' | ',
  url: 'https://developers.paymora.example',
  contactEmail: 'developers@paymora.example',
  locale: { code: 'en', label: 'English' },
  company: {
    name: 'Paymora Payments Ltd',
    address: '1 Example Quay, London EX1 2MP, United Kingdom',
    email: 'support@paymora.example',
    phone: '+44 20 7946 0000',
  },
  announcement: {
    id: 'payment-links-api-2026',
    text: 'The payment links API is live: create, update and disable links from your own server.',
    href: '/payment-gateway/payment-links/api/create-payment-link',
    linkLabel: 'Read the guide',
  },
  navLinks: [
    { label: 'Get started', href: '/category/lets-get-started' },
    { label: 'Hosted checkout', href: '/category/hosted-checkout' },
    { label: 'Payment gateway', href: '/category/payment-gateway' },
    { label: 'Webhooks', href: '/category/webhooks' },
    { label: 'Resources', href: '/category/resources' },
  ],
  urls: {
    portal: 'https://portal.paymora.example',
  },
};

/** `Page title | Paymora Developers`, on every page (the welcome page's title is `welcomeTitle`). */
export function pageTitle(title: string): string {
  return `${title}${siteConfig.titleDelimiter}${siteConfig.siteTitle}`;
}

/** Absolute canonical URL of a route; routes end in `/` like the exported files. */
export function canonicalUrl(route: string): string {
  return `${siteConfig.url}${route}`;
}
