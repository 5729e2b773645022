import { describe, expect, it } from 'vitest';
import {
  rekDataSchema,
  reklamationSendErrors,
  reklamationStatusRequestSchema,
  saveReklamationStateRequestSchema,
  uploadReklamationFileRequestSchema,
  type RekData,
} from '../../../api-client/schemas/reklamation';
import { detectFileKind } from '../../../backend/lib/files';
import { formFromSaved, serverFieldOf, toRekData, type ClaimFormValues } from '../../../components/reklamation/claim-values';

const draft: RekData = { orderId: 5, rows: [{ num: 2, defect: '', quantity: 1, comment: '' }], demand: 'replace', description: '' };

describe('rek_data', () => {
  it('keeps a half-filled draft: a row without its defect, an empty description', () => {
    expect(rekDataSchema.parse({ orderId: null, rows: [] })).toEqual({ orderId: null, rows: [], demand: 'replace', description: '' });
    expect(rekDataSchema.parse(draft)).toEqual(draft);
  });

  it('refuses what no form can produce', () => {
    const bad = [
      { ...draft, rows: [{ num: 2, defect: 'dust', quantity: 1 }] },
      { ...draft, rows: [{ num: 2, defect: 'color', quantity: 0 }] },
      { ...draft, rows: [{ num: 2, defect: 'color', quantity: 1000 }] },
      { ...draft, rows: [{ num: 2, defect: 'color', quantity: 1.5 }] },
      { ...draft, rows: [{ num: 2, quantity: 1 }, { num: 2, quantity: 1 }] },
      { ...draft, description: 'я'.repeat(5001) },
      { ...draft, demand: 'gift' },
      { ...draft, orderId: -1 },
    ];
    for (const data of bad) expect(rekDataSchema.safeParse(data).success, JSON.stringify(data).slice(0, 60)).toBe(false);
    expect(rekDataSchema.safeParse({ ...draft, rows: [{ num: 2, defect: 'color', quantity: 0 }] }).error?.issues[0]?.message).toBe('Количество не меньше 1');
  });

  it('comes as JSON text in a form field, or as an object', () => {
    expect(saveReklamationStateRequestSchema.parse({ rek_data: JSON.stringify(draft) }).rek_data).toEqual(draft);
    expect(saveReklamationStateRequestSchema.parse({ rek_data: draft, rId: '7' }).rId).toBe(7);
    expect(saveReklamationStateRequestSchema.safeParse({ rek_data: '{broken' }).success).toBe(false);
    expect(saveReklamationStateRequestSchema.safeParse({ rek_data: draft, rId: '../1' }).success).toBe(false);
  });

  it('names every missing part of a claim before it may be sent', () => {
    expect(reklamationSendErrors({ orderId: null, rows: [], demand: 'replace', description: ' ' })).toEqual({
      orderId: 'Выберите отгруженный заказ',
      rows: 'Отметьте хотя бы одну деталь с дефектом',
      description: 'Опишите дефект',
    });
    expect(reklamationSendErrors({ ...draft, description: 'Скол' })).toEqual({ 'rows.0.defect': 'Укажите вид дефекта' });
    expect(reklamationSendErrors({ ...draft, rows: [{ num: 2, defect: 'film', quantity: 1, comment: '' }], description: 'Скол' })).toEqual({});
  });

  it('takes one file or several, and refuses none', () => {
    const file = new File(['x'], 'a.png');
    expect(uploadReklamationFileRequestSchema.parse({ rId: '3', 'add_files[]': file })['add_files[]']).toEqual([file]);
    expect(uploadReklamationFileRequestSchema.parse({ rId: 3, 'add_files[]': [file, file] })['add_files[]']).toHaveLength(2);
    expect(uploadReklamationFileRequestSchema.safeParse({ rId: 3 }).error?.issues[0]?.message).toBe('Прикрепите фото или документ');
    expect(uploadReklamationFileRequestSchema.safeParse({ rId: 3, 'add_files[]': 'x' }).success).toBe(false);
  });

  it('accepts only known statuses for the staff', () => {
    expect(reklamationStatusRequestSchema.parse({ rId: 1, status: 'review' })).toEqual({ rId: 1, status: 'review', comment: '' });
    expect(reklamationStatusRequestSchema.safeParse({ rId: 1, status: 'lost' }).error?.issues[0]?.message).toBe('Такой смены статуса нет');
  });

  it('recognises webp photos by their content', () => {
    const webp = new Uint8Array([...Buffer.from('RIFF'), 20, 0, 0, 0, ...Buffer.from('WEBPVP8 ')]);
    expect(detectFileKind(webp, 'угол.webp')).toBe('webp');
    expect(detectFileKind(webp, 'угол.png')).toBeNull();
    expect(detectFileKind(new Uint8Array([...Buffer.from('RIFF'), 20, 0, 0, 0, ...Buffer.from('WAVEfmt ')]), 'звук.webp')).toBeNull();
  });
});

describe('the claim form values', () => {
  const orders = [{ id: 5, number: 'К-101', date: '', shipped: '', rows: 3 }];

  it('starts from the saved draft, or from the order the page was opened for when it may be claimed', () => {
    expect(formFromSaved({ ...draft, rows: [{ num: 2, defect: 'color', quantity: 2, comment: 'угол' }] }, orders, null)).toEqual({
      orderId: '5',
      rows: { n2: { checked: true, defect: 'color', quantity: 2, comment: 'угол' } },
      demand: 'replace',
      description: '',
    });
    expect(formFromSaved(null, orders, 5).orderId).toBe('5');
    expect(formFromSaved(null, orders, 6).orderId).toBe('');
    expect(formFromSaved({ ...draft, orderId: null }, orders, 5).orderId).toBe('5');
  });

  const values: ClaimFormValues = {
    orderId: '5',
    rows: {
      n3: { checked: true, defect: 'color', quantity: 1, comment: '  оттенок ' },
      n1: { checked: true, defect: '', quantity: 2, comment: '' },
      n2: { checked: false, defect: 'film', quantity: 1, comment: '' },
    },
    demand: 'repair',
    description: ' Скол ',
  };

  it('sends only the ticked rows, in the order of the order, trimmed', () => {
    expect(toRekData(values)).toEqual({
      orderId: 5,
      rows: [
        { num: 1, defect: '', quantity: 2, comment: '' },
        { num: 3, defect: 'color', quantity: 1, comment: 'оттенок' },
      ],
      demand: 'repair',
      description: 'Скол',
    });
    expect(toRekData({ ...values, orderId: '' }).orderId).toBeNull();
  });

  it('puts a server error on its field: a row index counts ticked rows', () => {
    expect(serverFieldOf('rows.0.defect', values)).toBe('rows.n1.defect');
    expect(serverFieldOf('rows.1.quantity', values)).toBe('rows.n3.quantity');
    expect(serverFieldOf('rows.5.defect', values)).toBeNull();
    expect(serverFieldOf('description', values)).toBe('description');
    expect(serverFieldOf('request', values)).toBeNull();
  });
});
