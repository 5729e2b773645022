import { getTranslations } from 'next-intl/server';
import styles from './cabinet.module.css';

/** /profile/calculator-guide. */
export async function CalculatorGuide() {
  const t = await getTranslations('Account.guide');
  // Numbered keys rather than an array: next-intl's precompiled catalogues hold messages, not lists.
  const steps = Object.values(t.raw('steps') as Record<string, string>);
  return (
    <section aria-labelledby="guide-title">
      <h1 id="guide-title">{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p>{t('import')}</p>
      <p>{t('help')}</p>
    </section>
  );
}
