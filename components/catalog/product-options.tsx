'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useProductChoiceStore } from '@/lib/stores/product-choice-store';
import type { Mcp, OptionItem } from '@/api-client/schemas/catalog';
import styles from './product-options.module.css';
import { StaticImage } from '@/components/ui/static-image';

export type ProductOptionsLabels = {
  materials: string;
  colors: string;
  patinas: string;
  glasses: string;
  noPatina: string;
  noGlass: string;
  finishCoating: string;
  choice: string;
};

type Glass = { id: number; title: string; img: { original: string } };
type Named = { id: number; title: string };

type ProductOptionsProps = {
  mcp: Mcp;
  materials: OptionItem[];
  colors: OptionItem[];
  patinas: OptionItem[];
  glasses: Glass[];
  finishCoatings: Named[];
  labels: ProductOptionsLabels;
};

/** A material is available when mcp lists it; colours follow the material, patinas the colour (spec §3). */
export function ProductOptions({ mcp, materials, colors, patinas, glasses, finishCoatings, labels }: ProductOptionsProps) {
  const available = new Set(mcp.map((entry) => entry.id));
  const firstMaterial = materials.find((material) => available.has(material.id))?.id ?? null;
  const [materialId, setMaterialId] = useState<number | null>(firstMaterial);
  const [colorId, setColorId] = useState<number | null>(null);
  const [patinaId, setPatinaId] = useState<number | null>(null);
  const [glassId, setGlassId] = useState<number | null>(null);
  const [coatingId, setCoatingId] = useState<number | null>(finishCoatings[0]?.id ?? null);

  const materialColors = mcp.find((entry) => entry.id === materialId)?.colors ?? [];
  // Colours arrive with the product's defaults first: this material's are shown in that order, the first preselected.
  const colorChoices = colors.filter((color) => materialColors.some((entry) => entry.id === color.id));
  const preferredColor = colorChoices[0];
  const currentColor =
    materialColors.find((entry) => entry.id === (colorId ?? preferredColor?.id)) ?? materialColors[0];
  const patinaChoices = patinas.filter((patina) => currentColor?.patinas.includes(patina.id));

  const chooseMaterial = (id: number) => {
    setMaterialId(id);
    setColorId(null);
    setPatinaId(null);
  };
  const chooseColor = (id: number) => {
    setColorId(id);
    setPatinaId(null);
  };

  const choice = [
    materials.find((material) => material.id === materialId)?.title,
    colors.find((color) => color.id === currentColor?.id)?.title,
    patinas.find((patina) => patina.id === patinaId)?.title,
    glasses.find((glass) => glass.id === glassId)?.title,
    finishCoatings.find((coating) => coating.id === coatingId)?.title,
  ]
    .filter(Boolean)
    .join(', ');
  // The request about this product names the choice; another page has none.
  useEffect(() => useProductChoiceStore.setState({ choice }), [choice]);
  useEffect(() => () => useProductChoiceStore.setState({ choice: '' }), []);

  return (
    <div className={styles.options}>
      {materials.length > 0 ? (
        <Group legend={labels.materials}>
          {materials.map((material) => (
            <Swatch
              key={material.id}
              name="material"
              item={material}
              checked={material.id === materialId}
              disabled={!available.has(material.id)}
              onChange={() => chooseMaterial(material.id)}
            />
          ))}
        </Group>
      ) : null}
      {colorChoices.length > 0 ? (
        <Group legend={labels.colors}>
          {colorChoices.map((color) => (
            <Swatch
              key={color.id}
              name="color"
              item={color}
              checked={color.id === (currentColor?.id ?? null)}
              onChange={() => chooseColor(color.id)}
            />
          ))}
        </Group>
      ) : null}
      {patinaChoices.length > 0 ? (
        <Group legend={labels.patinas}>
          <label className={styles.plain}>
            <input type="radio" name="patina" checked={patinaId === null} onChange={() => setPatinaId(null)} />
            <span>{labels.noPatina}</span>
          </label>
          {patinaChoices.map((patina) => (
            <Swatch
              key={patina.id}
              name="patina"
              item={patina}
              checked={patina.id === patinaId}
              onChange={() => setPatinaId(patina.id)}
            />
          ))}
        </Group>
      ) : null}
      {glasses.length > 0 ? (
        <Group legend={labels.glasses}>
          <label className={styles.plain}>
            <input type="radio" name="glass" checked={glassId === null} onChange={() => setGlassId(null)} />
            <span>{labels.noGlass}</span>
          </label>
          {glasses.map((glass) => (
            <Swatch
              key={glass.id}
              name="glass"
              item={glass}
              checked={glass.id === glassId}
              onChange={() => setGlassId(glass.id)}
            />
          ))}
        </Group>
      ) : null}
      {finishCoatings.length > 0 ? (
        <Group legend={labels.finishCoating}>
          {finishCoatings.map((coating) => (
            <label key={coating.id} className={styles.plain}>
              <input type="radio" name="finish" checked={coating.id === coatingId} onChange={() => setCoatingId(coating.id)} />
              <span>{coating.title}</span>
            </label>
          ))}
        </Group>
      ) : null}
      <p className={styles.choice} aria-live="polite">
        <span>{labels.choice}</span> {choice}
      </p>
    </div>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      <div className={styles.items}>{children}</div>
    </fieldset>
  );
}

type SwatchProps = {
  name: string;
  item: Pick<OptionItem, 'title' | 'img'>;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
};

function Swatch({ name, item, checked, disabled, onChange }: SwatchProps) {
  return (
    <label className={styles.swatch} title={item.title}>
      <input type="radio" name={name} checked={checked} disabled={disabled} onChange={onChange} />
      <StaticImage src={item.img.original} alt="" width={40} height={40} />
      <span>{item.title}</span>
    </label>
  );
}
