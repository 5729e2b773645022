import Link from 'next/link';
import type { CSSProperties } from 'react';
import { getTranslations } from 'next-intl/server';
import { STOCK_BOUNCE_ANIMATION, type StockOffer } from '@/api-client/schemas/info';
import { SanitizedHtml } from '@/components/content/sanitized-html';
import { StockPanelFrame } from './stock-panel-frame';
import styles from './stock-panel.module.css';

function buttonHref(offer: StockOffer): string {
  if (offer.buttonLink.trim()) return offer.buttonLink.trim();
  return `/blog/${offer.sectionSlug}/${offer.slug}`;
}

/** The stock offer above the header; an offer without a blog section is not shown (spec §2). */
export async function StockPanel({ offer, defaultButtonText }: { offer: StockOffer | null; defaultButtonText: string }) {
  if (!offer?.sectionSlug) return null;
  const t = await getTranslations('Header');
  const background: CSSProperties = {
    backgroundColor: offer.bgColor || undefined,
    backgroundImage: offer.bgImage ? `url(${JSON.stringify(offer.bgImage)})` : undefined,
    opacity: offer.bgOpacity,
  };
  const className = [styles.panel, offer.shine ? styles.shine : ''].join(' ');
  return (
    <StockPanelFrame offerId={offer.id} noHide={offer.noHide} label={t('stockPanel')} closeLabel={t('stockClose')} className={className}>
      <div
        className={styles.background}
        style={background}
        data-animation={offer.bgAnimation === STOCK_BOUNCE_ANIMATION ? 'bounce' : undefined}
        aria-hidden="true"
      />
      {offer.bannerLink ? (
        <a href={offer.bannerLink} className={styles.bannerLink} aria-label={offer.title || t('stockPanel')} />
      ) : null}
      <div className={`container ${styles.content}`}>
        <SanitizedHtml html={offer.message} className={styles.message} />
        {offer.showButton ? (
          <Link href={buttonHref(offer)} className={styles.button}>
            {offer.buttonText || defaultButtonText}
          </Link>
        ) : null}
      </div>
    </StockPanelFrame>
  );
}
