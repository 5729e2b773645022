import Link from 'next/link';
import { MegaMenuItem } from './mega-menu-item';
import type { MegaMenuPanelLabels } from './mega-menu-panel';
import { hasPanel, type NavNode } from './menu-items';
import styles from './mega-menu.module.css';

export type MegaMenuLabels = MegaMenuPanelLabels & { nav: string };

/**
 * The desktop menu. Each item with a panel is a small hover/click island that draws its panel (also on the
 * server) from the compact tree the mobile drawer shares, so the page's data does not repeat the panel's markup.
 */
export function MegaMenu({ tree, labels }: { tree: NavNode[]; labels: MegaMenuLabels }) {
  const panelLabels = { more: labels.more, products: labels.products };
  return (
    <nav aria-label={labels.nav} className={styles.nav}>
      <ul className={styles.items}>
        {tree.map((node) =>
          hasPanel(node) ? (
            <MegaMenuItem key={`${node.href} ${node.title}`} node={node} labels={panelLabels} />
          ) : (
            <li key={`${node.href} ${node.title}`} className={styles.item}>
              <Link href={node.href} className={styles.trigger}>
                {node.title}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
