import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ReviewFormLoader } from '@/components/forms/review-form-loader';
import { buildMetadata } from '@/lib/seo';
import styles from './review.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Forms');
  return buildMetadata(undefined, { title: t('titles.review'), description: t('reviewIntro'), path: '/review' });
}

export const revalidate = 300;

/** 'Написать отзыв' from the header and the mobile menu (spec §2). */
export default async function ReviewPage() {
  const t = await getTranslations('Forms');
  return (
    <main id="content" className={`container ${styles.page}`}>
      <h1>{t('titles.review')}</h1>
      <p className={styles.intro}>{t('reviewIntro')}</p>
      <div className={styles.card}>
        <ReviewFormLoader />
      </div>
    </main>
  );
}
