"""Function-level imports between msgraph's packages that hide an import cycle (debt52).

For each import inside a function from one package of msgraph to another (``msgraph.ops`` -> ``msgraph.frontend``,
packages = the first two name parts, ``msgraph.autodiff.grad_call`` counted with its layer's package), this says
whether the imported module reaches the importing one through module-level imports: then the import sits in the
function to break a cycle ("cycle"); else a module-level import would load the same modules with no cycle ("free";
often kept lazy for import time: numba, the compiler).  Uses tests/test_layering.py's parser.

    python tests/conformance/tools/debt52_sweep/import_cycles.py [--all]
"""
from __future__ import annotations

import os
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", ".."))
from test_layering import import_graph, layer_of  # noqa: E402


def package(mod: str) -> str:
    return ".".join(mod.split(".")[:2])


def main() -> None:
    mods, edges = import_graph()
    module_level = defaultdict(set)
    for e in edges:
        if e.kind == "module":
            module_level[e.src].add(e.dst)
    # a module imported at module level also runs its package __init__ chain
    for m in list(mods):
        parts = m.split(".")
        for i in range(2, len(parts)):
            parent = ".".join(parts[:i])
            if parent in mods:
                module_level[m].add(parent)

    reach_cache: dict = {}

    def reaches(a: str, b: str) -> bool:
        if a not in reach_cache:
            seen, stack = set(), [a]
            while stack:
                x = stack.pop()
                for y in module_level.get(x, ()):
                    if y not in seen:
                        seen.add(y)
                        stack.append(y)
            reach_cache[a] = seen
        return b in reach_cache[a]

    rows = []
    for e in edges:
        if e.kind != "function" or package(e.src) == package(e.dst):
            continue
        cyc = reaches(e.dst, e.src)
        rows.append((("cycle" if cyc else "free"), e.src, e.dst, e.line, layer_of(e.src), layer_of(e.dst)))
    rows.sort()
    counts = defaultdict(int)
    for r in rows:
        counts[r[0]] += 1
    show_all = "--all" in sys.argv
    for kind, src, dst, line, ls, ld in rows:
        if kind == "cycle" or show_all:
            print(f"{kind:5} {src}:{line} -> {dst}  ({ls} -> {ld})")
    print(dict(counts))


if __name__ == "__main__":
    main()
