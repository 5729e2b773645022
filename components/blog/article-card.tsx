import Link from 'next/link';
import type { ArticleCard as ArticleCardData } from '@/api-client/schemas/blog';
import { StaticImage } from '@/components/ui/static-image';
import { formatDate } from '@/lib/format';
import cards from '@/components/catalog/cards.module.css';
import styles from './blog.module.css';

export function ArticleCard({ article, priority }: { article: ArticleCardData; priority?: boolean }) {
  return (
    <li className={`${cards.card} ${styles.card}`}>
      <Link href={`/blog/${article.sectionCode}/${article.code}`} className={cards.link}>
        <span className={cards.media}>{article.img ? <StaticImage src={article.img} alt="" width={400} height={300} priority={priority} /> : null}</span>
        <span className={cards.body}>
          <span className={cards.meta}>
            <time dateTime={article.date}>{formatDate(article.date)}</time> · {article.sectionTitle}
          </span>
          <span className={cards.title}>{article.title}</span>
          <span className={styles.preview}>{article.preview}</span>
        </span>
      </Link>
      {article.tags.length > 0 ? <Tags tags={article.tags} /> : null}
    </li>
  );
}

export function Tags({ tags }: { tags: ArticleCardData['tags'] }) {
  return (
    <ul className={styles.tags}>
      {tags.map((tag) => (
        <li key={tag.code}>{`#${tag.title}`}</li>
      ))}
    </ul>
  );
}
