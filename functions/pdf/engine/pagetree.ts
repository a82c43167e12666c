import {
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFPageLeaf,
  PDFPageTree,
  PDFRef,
} from '@cantoo/pdf-lib';

/**
 * Page trees as found in the wild: a root whose /Count claims billions of pages over one real page, intermediate
 * nodes without /Type (pdf-lib then fails with a TypeError), kids that point at missing objects or loop back.
 * Viewers walk the tree and trust only the leaves they reach; so does this. When the tree is not exactly sound
 * it is rebuilt flat (one root, every reachable page a direct kid, inherited attributes copied down), which is
 * what every PDF written from it then carries. With no page reachable at all, pages are found by scanning the
 * objects for `/Type /Page`, as readers do when they rebuild a damaged file.
 */

const inheritable = ['Resources', 'MediaBox', 'CropBox', 'Rotate'] as const;
const maxDepth = 64;

interface Leaf {
  readonly ref: PDFRef;
  readonly dict: PDFDict;
  readonly inherited: ReadonlyMap<string, PDFObject>;
}

export interface PageTreeReport {
  /** What was wrong, for the log; empty when the tree was sound. */
  readonly repairs: readonly string[];
}

export function repairPageTree(doc: PDFDocument): PageTreeReport {
  const { context } = doc;
  const repairs: string[] = [];
  const leaves: Leaf[] = [];
  const seen = new Set<string>();
  let sound = true;

  const walk = (ref: unknown, parent: PDFRef | undefined, inherited: Map<string, PDFObject>, depth: number): number => {
    if (!(ref instanceof PDFRef)) {
      sound = false;
      return 0;
    }
    if (seen.has(ref.toString()) || depth > maxDepth) {
      sound = false;
      repairs.push(`page tree loop at ${ref.toString()}`);
      return 0;
    }
    seen.add(ref.toString());
    const node = context.lookup(ref);
    if (!(node instanceof PDFDict)) {
      sound = false;
      repairs.push(`missing page object ${ref.toString()}`);
      return 0;
    }
    if (parent && node.get(PDFName.of('Parent'))?.toString() !== parent.toString()) sound = false;
    const here = new Map(inherited);
    for (const key of inheritable) {
      const value = node.get(PDFName.of(key));
      if (value !== undefined) here.set(key, value);
    }
    const kids = node.lookup(PDFName.of('Kids'));
    const type = node.get(PDFName.of('Type'));
    if (kids instanceof PDFArray) {
      if (type !== PDFName.of('Pages')) {
        sound = false;
        repairs.push(`page tree node ${ref.toString()} without /Type /Pages`);
      }
      let count = 0;
      for (let i = 0; i < kids.size(); i++) count += walk(kids.get(i), ref, here, depth + 1);
      const declared = node.lookup(PDFName.of('Count'));
      if (!(declared instanceof PDFNumber) || declared.asNumber() !== count) {
        sound = false;
        repairs.push(`/Count ${declared instanceof PDFNumber ? declared.asNumber() : 'missing'} over ${count} pages`);
      }
      return count;
    }
    if (type !== PDFName.of('Page')) {
      sound = false;
      repairs.push(`page ${ref.toString()} without /Type /Page`);
    }
    leaves.push({ ref, dict: node, inherited: here });
    return 1;
  };

  const root = doc.catalog.get(PDFName.of('Pages'));
  walk(root, undefined, new Map<string, PDFObject>(), 0);
  if (root instanceof PDFRef && !(context.lookup(root) instanceof PDFDict)) sound = false;

  if (leaves.length === 0) {
    sound = false;
    repairs.push('no page reachable from the catalog; pages found by scanning the objects');
    for (const [ref, object] of context.enumerateIndirectObjects()) {
      if (object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('Page')) {
        leaves.push({ ref, dict: object, inherited: new Map<string, PDFObject>() });
      }
    }
  }
  if (sound) return { repairs };

  // pdf-lib types page nodes when it parses them (by /Type): untyped ones must be rebuilt as its classes.
  const newRoot = context.nextRef();
  const kids = PDFArray.withContext(context);
  for (const leaf of leaves) {
    const page =
      leaf.dict instanceof PDFPageLeaf
        ? leaf.dict
        : PDFPageLeaf.fromMapWithContext(new Map(leaf.dict.entries()), context);
    for (const [key, value] of leaf.inherited) {
      const name = PDFName.of(key);
      if (!page.has(name)) page.set(name, value);
    }
    page.set(PDFName.of('Type'), PDFName.of('Page'));
    page.set(PDFName.of('Parent'), newRoot);
    if (page !== leaf.dict) context.assign(leaf.ref, page);
    kids.push(leaf.ref);
  }
  const tree = PDFPageTree.withContext(context);
  tree.set(PDFName.of('Kids'), kids);
  tree.set(PDFName.of('Count'), PDFNumber.of(leaves.length));
  context.assign(newRoot, tree);
  doc.catalog.set(PDFName.of('Pages'), newRoot);
  return { repairs };
}
