"""File-weighted coverage of the MindSpore APIs that the public model zoo references.

``API_USAGE.tsv`` (a copy of ``shared/API_USAGE.tsv``) lists each API with the number of model-zoo
files that reference it.  An API resolves when the same path exists under msgraph:
``ms.X`` -> ``msgraph.X``, ``nn.X`` -> ``msgraph.nn.X``, ``ops.X`` -> ``msgraph.ops.X`` and
``import mindspore.a.b.C`` -> module ``msgraph.a.b`` with attribute ``C`` (or module
``msgraph.a.b.C``).  ``python tests/api/api_coverage.py`` prints the figure and the missing APIs,
most-used first.
"""
from __future__ import annotations

import csv
import importlib
import os
import sys
from typing import List, Tuple

HERE = os.path.dirname(os.path.abspath(__file__))
TSV = os.path.join(HERE, "API_USAGE.tsv")


def rows() -> List[Tuple[int, int, str]]:
    with open(TSV, encoding="utf-8") as f:
        r = csv.reader(f, delimiter="\t")
        next(r)
        return [(int(a), int(b), c) for a, b, c in r]


def _resolve_attrs(obj, parts) -> bool:
    for p in parts:
        try:
            obj = getattr(obj, p)
        except Exception:  # noqa: BLE001 - any failure means "does not resolve"
            return False
    return True


def _module_then_attrs(dotted: str) -> bool:
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        name = ".".join(parts[:cut])
        try:
            mod = importlib.import_module(name)
        except Exception:  # noqa: BLE001
            continue
        return _resolve_attrs(mod, parts[cut:])
    return False


def resolves(api: str) -> bool:
    if api.startswith("import "):
        path = api[len("import "):]
        if not (path == "mindspore" or path.startswith("mindspore.")):
            return False  # mindspore_gs, mindspore_serving...: other packages
        return _module_then_attrs("msgraph" + path[len("mindspore"):])
    head, _, rest = api.partition(".")
    base = {"ms": "msgraph", "nn": "msgraph.nn", "ops": "msgraph.ops"}.get(head)
    if base is None:
        return False
    return _module_then_attrs(base + "." + rest) if rest else _module_then_attrs(base)


def coverage() -> Tuple[float, List[Tuple[int, str]]]:
    total = hit = 0
    missing = []
    for files, _uses, api in rows():
        total += files
        if resolves(api):
            hit += files
        else:
            missing.append((files, api))
    return hit / total, missing


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.dirname(HERE)))
    cov, miss = coverage()
    print(f"file-weighted coverage: {cov:.1%} ({len(rows()) - len(miss)} of {len(rows())} APIs)")
    for files, api in sorted(miss, reverse=True):
        print(f"{files:5d}  {api}")
