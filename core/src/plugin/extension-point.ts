/** Something contributed to an extension point: it has an id unique within that point. */
export interface Extension {
  id: string;
}

export type Disposer = () => void;

export class DuplicateExtension extends Error {
  constructor(point: string, id: string, owner: string, existingOwner: string) {
    super(`extension point '${point}' already has '${id}' (from ${existingOwner}); ${owner} cannot add it again`);
  }
}

/**
 * A typed registry owned by one module (`checkers`, `languages`, `submissionContexts`, ...).
 * Duplicate ids are rejected; registering returns a disposer so a plugin can be switched off.
 */
export class ExtensionPoint<T extends Extension> {
  private readonly items = new Map<string, { item: T; owner: string }>();

  constructor(
    readonly name: string,
    /** Module that defines the point and reads from it. */
    readonly owner: string,
    readonly description: string,
  ) {}

  register(item: T, owner: string): Disposer {
    const existing = this.items.get(item.id);
    if (existing) throw new DuplicateExtension(this.name, item.id, owner, existing.owner);
    const entry = { item, owner };
    this.items.set(item.id, entry);
    return () => {
      if (this.items.get(item.id) === entry) this.items.delete(item.id);
    };
  }

  get(id: string): T | undefined {
    return this.items.get(id)?.item;
  }

  has(id: string): boolean {
    return this.items.has(id);
  }

  list(): T[] {
    return [...this.items.values()].map((e) => e.item);
  }

  ownerOf(id: string): string | undefined {
    return this.items.get(id)?.owner;
  }
}

/** All extension points of a site, by name. A plugin contributes to a point only if it exists. */
export class ExtensionPoints {
  private readonly points = new Map<string, ExtensionPoint<Extension>>();

  define<T extends Extension>(point: ExtensionPoint<T>): ExtensionPoint<T> {
    if (this.points.has(point.name)) throw new Error(`extension point '${point.name}' is already defined by ${this.points.get(point.name)?.owner}`);
    this.points.set(point.name, point as unknown as ExtensionPoint<Extension>);
    return point;
  }

  get(name: string): ExtensionPoint<Extension> | undefined {
    return this.points.get(name);
  }

  names(): string[] {
    return [...this.points.keys()];
  }
}
