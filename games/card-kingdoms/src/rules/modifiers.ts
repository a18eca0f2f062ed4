/** What lasting keys may change in costs (each key module says which; `modifiersOf` in economy.ts adds them up). */

/** What lasting keys change: the hire surcharge waived, gold off hires and builds, a monster's strength and magic, goods and tomes, paying a hire with strength. */
export interface CostModifiers {
  waiveHireSurcharge: boolean;
  hireGold: number;
  hireWithStrength: boolean;
  buildGold: number;
  slayStrength: number;
  slayMagic: number;
  tomeGold: number;
  goodsGold: number;
  waiveNobleWild: boolean;
}

export const NO_MODIFIERS: Readonly<CostModifiers> = Object.freeze({
  waiveHireSurcharge: false,
  hireGold: 0,
  hireWithStrength: false,
  buildGold: 0,
  slayStrength: 0,
  slayMagic: 0,
  tomeGold: 0,
  goodsGold: 0,
  waiveNobleWild: false,
});
