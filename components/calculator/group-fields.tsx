'use client';

import { useTranslations } from 'next-intl';
import type { CalcDraft, CalculatorReference, ColorLib } from '@/api-client/schemas/calculator';
import styles from './calculator.module.css';

type Group = CalcDraft['group'];
type Props = {
  reference: CalculatorReference;
  nti: number | null;
  group: Group;
  ralColors: ColorLib['colors'];
  onType: (nti: number | null) => void;
  onChange: (change: Partial<Group>) => void;
};

const idOf = (value: string) => (value === '' ? null : Number(value));

/** The group's shared attributes in the spec's info-attribute order; what does not fit is disabled and says why. */
export function GroupFields({ reference, nti, group, ralColors, onType, onChange }: Props) {
  const t = useTranslations('Orders.calculator');
  const model = reference.order_models.find((item) => item.id === group.model);
  const models = reference.order_models.filter((item) => nti === null || item.typeId === nti);
  const material = model?.materials.find((item) => item.id === group.material);
  const colorOf = (id: number) => reference.order_colors.find((item) => item.id === id);
  const color = material?.colors.find((item) => item.id === group.color);
  const layouts = reference.order_glassinsert_variants.filter((variant) => model?.layouts.includes(variant.id));
  const glassIds = new Set(layouts.map((variant) => variant.glass));
  const takesRal = reference.order_materials.find((item) => item.id === group.material)?.ral ?? false;
  const glassReason = !model ? t('chooseModelFirst') : glassIds.size === 0 ? t('noGlassReason') : null;
  const patinaReason = !color ? t('chooseModelFirst') : color.patinas.length === 0 ? t('noPatinaReason') : null;
  const varnishReason = !model ? t('chooseModelFirst') : model.varnishes.length === 0 ? t('noVarnishReason') : null;
  const reasonId = (name: string) => `calc-${name}-reason`;
  const reason = (name: string, text: string | null) =>
    text ? (
      <small id={reasonId(name)} className={styles.reason}>
        {text}
      </small>
    ) : null;

  return (
    <fieldset className={styles.group}>
      <legend>{t('group')}</legend>
      <label>
        {t('type')}
        <select value={nti ?? ''} onChange={(event) => onType(idOf(event.target.value))}>
          <option value="">—</option>
          {reference.new_order_types.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('model')}
        <select value={group.model ?? ''} onChange={(event) => onChange({ model: idOf(event.target.value) })}>
          <option value="">{t('choose')}</option>
          {models.map((item) => (
            <option key={item.id} value={item.id}>
              {item.title}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('glass')}
        <select value={group.glass ?? ''} disabled={glassReason !== null} aria-describedby={glassReason ? reasonId('glass') : undefined} onChange={(event) => onChange({ glass: idOf(event.target.value) })}>
          {glassReason ? <option value="">{t('noGlass')}</option> : null}
          {reference.order_glass_models
            .filter((glass) => glassIds.has(glass.id))
            .map((glass) => (
              <option key={glass.id} value={glass.id}>
                {glass.title}
              </option>
            ))}
        </select>
        {reason('glass', glassReason)}
      </label>
      <label>
        {t('material')}
        <select value={group.material ?? ''} disabled={!model} onChange={(event) => onChange({ material: idOf(event.target.value) })}>
          {!model ? <option value="">{t('chooseModelFirst')}</option> : null}
          {model
            ? reference.order_materials.map((item) => {
                const fits = model.materials.some((own) => own.id === item.id);
                return (
                  <option key={item.id} value={item.id} disabled={!fits}>
                    {fits ? item.title : `${item.title} — ${t('notForModel')}`}
                  </option>
                );
              })
            : null}
        </select>
      </label>
      <label>
        {t('layout')}
        <select value={group.layout ?? ''} disabled={glassReason !== null} aria-describedby={glassReason ? reasonId('glass') : undefined} onChange={(event) => onChange({ layout: idOf(event.target.value) })}>
          <option value="">{t('noLayout')}</option>
          {layouts.map((variant) => (
            <option key={variant.id} value={variant.id} disabled={variant.glass !== group.glass}>
              {variant.glass === group.glass ? variant.title : `${variant.title} — ${t('notForGlass')}`}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('color')}
        <span className={styles.colorField}>
          <span className={styles.swatch} style={{ background: colorOf(group.color ?? 0)?.hex ?? 'transparent' }} aria-hidden="true" />
          <select value={group.color ?? ''} disabled={!material} onChange={(event) => onChange({ color: idOf(event.target.value) })}>
            {!material ? <option value="">{t('chooseModelFirst')}</option> : null}
            {material?.colors.map((item) => (
              <option key={item.id} value={item.id}>
                {colorOf(item.id)?.title}
              </option>
            ))}
          </select>
        </span>
      </label>
      {takesRal ? (
        <label>
          {t('ral')}
          <input list="calc-ral-colors" value={group.ral} placeholder={t('ralHint')} maxLength={20} onChange={(event) => onChange({ ral: event.target.value })} />
          <datalist id="calc-ral-colors">
            {ralColors.map((item) => (
              <option key={item.code} value={item.code}>
                {item.title}
              </option>
            ))}
          </datalist>
        </label>
      ) : null}
      <label>
        {t('varnish')}
        <select value={group.varnish ?? ''} disabled={varnishReason !== null} aria-describedby={varnishReason ? reasonId('varnish') : undefined} onChange={(event) => onChange({ varnish: idOf(event.target.value) })}>
          <option value="">{t('noVarnish')}</option>
          {reference.order_finishlak_variants
            .filter((variant) => model?.varnishes.includes(variant.id))
            .map((variant) => (
              <option key={variant.id} value={variant.id}>
                {variant.title}
              </option>
            ))}
        </select>
        {reason('varnish', varnishReason)}
      </label>
      <label>
        {t('patina')}
        <select value={group.patina ?? ''} disabled={patinaReason !== null} aria-describedby={patinaReason ? reasonId('patina') : undefined} onChange={(event) => onChange({ patina: idOf(event.target.value) })}>
          <option value="">{t('noPatina')}</option>
          {color?.patinas.map((id) => (
            <option key={id} value={id}>
              {reference.order_patinas.find((item) => item.id === id)?.title}
            </option>
          ))}
        </select>
        {reason('patina', patinaReason)}
      </label>
      <label>
        {t('packaging')}
        <select value={group.packaging ?? ''} onChange={(event) => onChange({ packaging: event.target.value || null })}>
          {reference.order_pack_variants.map((variant) => (
            <option key={variant.code} value={variant.code}>
              {variant.perPiece > 0 ? t('packagingPrice', { title: variant.title, price: variant.perPiece }) : variant.title}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
