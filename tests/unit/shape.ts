/** Lists the places where two values differ in shape: keys, array lengths, kinds, empty strings. */
export function shapeDifferences(en: unknown, es: unknown, path = ""): string[] {
  if (typeof en === "string" || typeof es === "string") {
    if (typeof en !== typeof es) return [`${path}: ${typeof en} vs ${typeof es}`];
    return (en as string).trim() && (es as string).trim() ? [] : [`${path}: empty text`];
  }
  if (Array.isArray(en) || Array.isArray(es)) {
    if (!Array.isArray(en) || !Array.isArray(es)) return [`${path}: array vs non-array`];
    if (en.length !== es.length) return [`${path}: ${en.length} items in en, ${es.length} in es`];
    return en.flatMap((item, i) => shapeDifferences(item, es[i], `${path}[${i}]`));
  }
  if (en && es && typeof en === "object" && typeof es === "object") {
    const keys = new Set([...Object.keys(en), ...Object.keys(es)]);
    return [...keys].flatMap((key) => {
      if (!(key in en)) return [`${path}.${key}: missing in en`];
      if (!(key in es)) return [`${path}.${key}: missing in es`];
      return shapeDifferences((en as never)[key], (es as never)[key], `${path}.${key}`);
    });
  }
  return typeof en === typeof es ? [] : [`${path}: ${typeof en} vs ${typeof es}`];
}
