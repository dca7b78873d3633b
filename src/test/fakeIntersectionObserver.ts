/**
 * A controllable IntersectionObserver for tests: the test says which observed targets intersect
 * (`report`). The last one made is `FakeIntersectionObserver.last`; reset it between tests.
 */
export class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | undefined;
  readonly targets = new Set<Element>();
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.last = this;
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.disconnected = true;
    this.targets.clear();
  }
  report(target: Element, isIntersecting: boolean) {
    if (!this.targets.has(target)) return;
    this.callback([{ isIntersecting, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}
