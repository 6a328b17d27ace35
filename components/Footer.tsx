import { AppLink } from '@/components/AppLink';
import { useEntryHref } from '@/components/hooks/useEntryHref';
import { routeUrl } from '@/lib/routes/routes';
import { siteConfig } from '@/site.config';

export function Footer() {
  // The docs sections are the top bar's: they follow the version the reader chose as it does.
  const entry = useEntryHref();
  const { company, contactEmail } = siteConfig;
  return (
    <footer className="border-t border-slate-200 bg-slate-50 text-sm text-slate-600 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-400">
      <div className="mx-auto grid max-w-[90rem] gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <h2 className="mb-2 font-semibold text-slate-900 dark:text-white">{company.name}</h2>
          <address className="not-italic leading-6">
            {company.address}
            <br />
            <a className="underline-offset-2 hover:underline" href={`mailto:${company.email}`}>
              {company.email}
            </a>
            <br />
            <a className="underline-offset-2 hover:underline" href={`tel:${company.phone.replace(/\s+/g, '')}`}>
              {company.phone}
            </a>
          </address>
        </div>
        <div>
          <h2 className="mb-2 font-semibold text-slate-900 dark:text-white">Developers</h2>
          <ul className="space-y-1">
            <li>
              <a className="underline-offset-2 hover:underline" href={`mailto:${contactEmail}`}>
                {contactEmail}
              </a>
            </li>
            <li>
              <a className="underline-offset-2 hover:underline" href={siteConfig.urls.portal}>
                Merchant portal
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="mb-2 font-semibold text-slate-900 dark:text-white">Docs</h2>
          <ul className="space-y-1">
            {siteConfig.navLinks.map((link) => (
              <li key={link.href}>
                <AppLink className="underline-offset-2 hover:underline" href={entry(routeUrl(link.href))}>
                  {link.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="mx-auto max-w-[90rem] px-4 pb-8">© {company.name}. All rights reserved.</p>
    </footer>
  );
}
