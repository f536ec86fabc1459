import { SYSTEM_NAME } from '@cbo/contracts';
import type { ReactNode } from 'react';
import { useLocale, useT } from '../../core/i18n';
import { BrandLogo } from '../brand-logo';
import { LanguageSwitch } from '../language-switch';
import './auth-frame.css';

export interface AuthFrameProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/**
 * The frame of the login and register pages: the brand panel (a top bar under 992 px, spec
 * section 9's mobile breakpoint), the language switch and the form panel.
 */
export function AuthFrame({ title, subtitle, children }: AuthFrameProps) {
  const locale = useLocale();
  const t = useT();
  const copyright = t('app.copyright', { year: new Date().getFullYear() });
  return (
    <div className="cbo-auth">
      <header className="cbo-auth__brand">
        <h1 className="cbo-auth__logo">
          <BrandLogo size={44} />
          <span>{SYSTEM_NAME[locale]}</span>
        </h1>
        <div className="cbo-auth__intro">
          <p className="cbo-auth__slogan">{t('app.slogan')}</p>
          <p className="cbo-auth__description">{t('app.description')}</p>
        </div>
        <div className="cbo-auth__brand-foot">{copyright}</div>
      </header>
      <main className="cbo-auth__main">
        <div className="cbo-auth__toolbar">
          <LanguageSwitch size="small" />
        </div>
        <div className="cbo-auth__center">
          <section className="cbo-auth__panel" aria-labelledby="cbo-auth-title">
            <h2 id="cbo-auth-title" className="cbo-auth__title">
              {title}
            </h2>
            {subtitle && <p className="cbo-auth__subtitle">{subtitle}</p>}
            {children}
          </section>
        </div>
        <footer className="cbo-auth__footer">{copyright}</footer>
      </main>
    </div>
  );
}
