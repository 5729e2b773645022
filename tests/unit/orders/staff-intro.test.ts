import { describe, expect, it } from 'vitest';
import { messages } from '@/lib/i18n/messages';

describe("the staff's cabinet introduction", () => {
  const intro = messages.Account.cabinet.staffIntro;

  it('says what the staff do to orders on the site, the same actions the backend lets them take', () => {
    for (const action of ['отметить как проверенный', 'отправить в производство', 'вернуть в черновик']) expect(intro.toLowerCase()).toContain(action);
  });

  it("says the factory's later statuses come from its accounting system, not that the staff move every status here", () => {
    expect(intro).toContain('учётной системы фабрики');
    expect(intro).not.toMatch(/ведёте их по статусам/);
  });
});
