import type { SeedUser } from '../types';

export const users: SeedUser[] = [
  {
    email: 'dealer@example.com',
    phone: '+7 (912) 345-67-89',
    password: 'dealer2026',
    name: 'Алексей',
    lastName: 'Смирнов',
    secondName: 'Викторович',
    city: 'Екатеринбург',
    company: 'ООО «Мебель-Урал»',
    role: 'dealer',
  },
  {
    // The dealer's assistant: access code bm_user, which never gets the priority modal (spec §6).
    email: 'assistant@example.com',
    phone: '+7 (912) 345-67-90',
    password: 'assistant2026',
    name: 'Ольга',
    lastName: 'Белова',
    secondName: 'Андреевна',
    city: 'Екатеринбург',
    company: 'ООО «Мебель-Урал»',
    role: 'dealer',
    accessCode: 'bm_user',
  },
  {
    email: 'manager@example.com',
    phone: '+7 (495) 123-45-60',
    password: 'manager2026',
    name: 'Ирина',
    lastName: 'Ковалёва',
    secondName: 'Сергеевна',
    city: 'Москва',
    company: 'ООО «Фабрика фасадов „Фасадия“»',
    role: 'manager',
  },
];
