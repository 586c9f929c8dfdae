"""Every import cycle among msgraph's modules: the strongly connected sets of the import graph that
tests/test_layering.py builds, once over module-level imports only (with the edges inside each set) and once over all
imports (imports inside functions included: sizes only).  ``python tests/test_layering.py`` lists the imports
inside functions that hide a module-level cycle.  Usage: python tests/conformance/tools/debt50_sweep/import_cycles.py
"""
from __future__ import annotations

import os
import sys
from collections import defaultdict
from typing import Dict, List, Set

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".."))
import test_layering as L  # noqa: E402


def cycles(mods: List[str], edges: List[L.Edge]) -> List[List[str]]:
    """The strongly connected sets of more than one module, largest first (Tarjan, iterative)."""
    succ: Dict[str, List[str]] = defaultdict(list)
    for e in edges:
        succ[e.src].append(e.dst)
    index: Dict[str, int] = {}
    low: Dict[str, int] = {}
    stack: List[str] = []
    on: Set[str] = set()
    out: List[List[str]] = []
    for root in sorted(mods):
        if root in index:
            continue
        work = [(root, iter(sorted(set(succ[root]))))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on.add(root)
        while work:
            v, it = work[-1]
            w = next(it, None)
            if w is not None:
                if w not in index:
                    index[w] = low[w] = len(index)
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(set(succ[w])))))
                elif w in on:
                    low[v] = min(low[v], index[w])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                comp = []
                while True:
                    x = stack.pop()
                    on.discard(x)
                    comp.append(x)
                    if x == v:
                        break
                if len(comp) > 1:
                    out.append(sorted(comp))
    return sorted(out, key=len, reverse=True)


def main() -> None:
    mods, edges = L.import_graph()
    module_level = [e for e in edges if e.kind == "module"]
    for label, es in (("module-level imports", module_level), ("all imports", edges)):
        cs = cycles(list(mods), es)
        print(f"{label}: {len(cs)} cycle(s), sizes {[len(c) for c in cs]}")
        if es is module_level:
            for c in cs:
                print("  " + ", ".join(c))
                for e in sorted(L._dedup(es).values(), key=lambda e: (e.src, e.dst)):
                    if e.src in c and e.dst in c:
                        print(f"    {e!r}")


if __name__ == "__main__":
    main()
