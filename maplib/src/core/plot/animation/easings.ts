// Easing functions of plot animations, by the names of the original's timeline (anime.js's): progress 0…1 → 0…1.
const bounceOut = (t: number): number => {
  const n = 7.5625;
  const d = 2.75;
  if (t < 1 / d) return n * t * t;
  if (t < 2 / d) return n * (t -= 1.5 / d) * t + 0.75;
  if (t < 2.5 / d) return n * (t -= 2.25 / d) * t + 0.9375;
  return n * (t -= 2.625 / d) * t + 0.984375;
};

const inOut = (easeIn: (t: number) => number) => (t: number) => (t < 0.5 ? easeIn(2 * t) / 2 : 1 - easeIn(2 - 2 * t) / 2);
const out = (easeIn: (t: number) => number) => (t: number) => 1 - easeIn(1 - t);

const sineIn = (t: number) => 1 - Math.cos((t * Math.PI) / 2);
const circIn = (t: number) => 1 - Math.sqrt(1 - t * t);
const quadIn = (t: number) => t * t;
const bounceIn = (t: number) => 1 - bounceOut(1 - t);

export const EASINGS = {
  linear: (t: number) => t,
  easeInQuad: quadIn,
  easeOutQuad: out(quadIn),
  easeInOutQuad: inOut(quadIn),
  easeInSine: sineIn,
  easeOutSine: out(sineIn),
  easeInOutSine: inOut(sineIn),
  easeInCirc: circIn,
  easeOutCirc: out(circIn),
  easeInOutCirc: inOut(circIn),
  easeInBounce: bounceIn,
  easeOutBounce: bounceOut,
  easeInOutBounce: inOut(bounceIn),
} satisfies Record<string, (t: number) => number>;

export type EasingName = keyof typeof EASINGS;
export const EASING_NAMES = Object.keys(EASINGS) as EasingName[];
