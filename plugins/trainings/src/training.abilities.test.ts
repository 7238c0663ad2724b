import { trainingAbilityRules } from './training.abilities';
import { trainingMessages } from './training.messages';

describe('the trainings rules on the admin roles page', () => {
  it('each has its Chinese description beside the English one it declares', () => {
    for (const rule of trainingAbilityRules) {
      expect(rule.description).toBeTruthy();
      expect((trainingMessages['zh-CN'] as Record<string, string>)[`ability.${rule.id}`]).toBeTruthy();
    }
  });
});
