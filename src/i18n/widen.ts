/** A dictionary's shape with every text widened to string: what the other language must match exactly. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
