"""Layering: every import inside ``msgraph`` points to the same layer or a lower one.

The layers and what each may import are the table ``LAYERS`` below (documented in
docs/architecture.md, "Layers").  Every module of ``msgraph/`` is parsed with ``ast``: module-level
imports, imports inside functions (the usual way to hide a cycle) and
``importlib.import_module("msgraph....")`` / ``__import__`` with a string all count.  An import of a
higher (or unrelated) layer fails the test unless ``ALLOWED`` lists that exact edge with its reason.

``python tests/test_layering.py`` prints the layer of every package, every upward edge (allowed or
not), the longest chain of upward imports and the largest import cycle.
"""
from __future__ import annotations

import ast
import os
import sys
from collections import defaultdict
from typing import Dict, Iterable, List, Optional, Sequence, Set, Tuple

import pytest

ROOT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "msgraph")

# --------------------------------------------------------------------------------------------------
# The layers, bottom to top: (name, module prefixes, the layers directly below it).  A module may import
# its own layer and everything reachable downward from it.  A module belongs to the layer of its
# longest matching prefix.
# --------------------------------------------------------------------------------------------------
LAYERS: List[Tuple[str, Tuple[str, ...], Tuple[str, ...]]] = [
    ("base", ("msgraph.errors", "msgraph.log", "msgraph._crypto", "msgraph._version"), ()),
    # configuration read by everything: the context and the auto-parallel context it re-exports
    ("context", ("msgraph.context", "msgraph.ps_context", "msgraph.parallel", "msgraph.parallel._auto_parallel_context",
                 "msgraph.parallel._cost_model_context"), ("base",)),
    ("common", ("msgraph.common", "msgraph._checkparam"), ("context",)),
    ("ir", ("msgraph.ir",), ("common",)),
    # the MPI transport of the collective ops (and MindSpore's parallel._utils, which reads rank/size)
    ("communication", ("msgraph.communication", "msgraph.parallel._utils"), ("common",)),
    # eager autodiff sits with the ops it differentiates (ops.registry records on the tape; ops exposes
    # GradOperation/grad/value_and_grad as MindSpore does): the tape, the bprop contract and reverse
    # sweep, the loop-tape ops and the grad API import nothing above ops
    ("ops", ("msgraph.ops", "msgraph.autodiff"), ("ir", "communication")),
    # Graph mode: source -> IR, with the lowering of gradient calls and of Cells with a custom bprop
    ("frontend", ("msgraph.frontend", "msgraph.autodiff.grad_call", "msgraph.autodiff.custom_bprop"), ("ops",)),
    # the graph expansion of grad nodes (autodiff/expand.py) is a pass
    ("passes", ("msgraph.passes", "msgraph.autodiff.expand", "msgraph.autodiff.graph_call"), ("frontend",)),
    # the kernel build services in runtime/ (Numba setup, the on-disk kernel cache, the child compile
    # process) belong to code generation: the generators call them, the Executable never does
    ("codegen", ("msgraph.codegen", "msgraph.runtime.numba_env", "msgraph.runtime.disk_cache",
                 "msgraph.runtime.compile_process"), ("passes",)),
    ("runtime", ("msgraph.runtime",), ("codegen",)),
    ("compiler", ("msgraph.compiler",), ("runtime",)),
    ("api", ("msgraph.api", "msgraph.jit_class", "msgraph.common.api", "msgraph.common._pijit_context"), ("compiler",)),
    # the eager side: Cells reach Graph mode only through common.hooks (installed by api)
    ("nn", ("msgraph.nn",), ("ops",)),
    ("numpy", ("msgraph.numpy",), ("ops",)),
    ("scipy", ("msgraph.scipy",), ("ops",)),  # h-scipy: mindspore.scipy (compositions of ops)
    # MindSpore's MindRecord file format (writer, reader): numpy and sqlite only; the dataset reads it
    ("mindrecord", ("msgraph.mindrecord",), ("base",)),
    ("dataset", ("msgraph.dataset",), ("ops", "mindrecord")),
    ("profiler", ("msgraph.profiler",), ("common",)),
    ("amp", ("msgraph.amp",), ("nn", "api")),
    # mindspore.experimental.optim: PyTorch-style optimizers (Cells) and lr schedulers, eager
    ("experimental", ("msgraph.experimental",), ("nn",)),
    # mindspore.rewrite: a Cell's construct source as editable nodes, printed and rebuilt (h-rt3)
    ("rewrite", ("msgraph.rewrite",), ("nn",)),
    ("train", ("msgraph.train",), ("amp", "dataset")),
    # ``import msgraph``: the public facade over everything
    ("package", ("msgraph",), ("train", "numpy", "profiler", "experimental")),
    # developer tools on top of the public API
    ("tools", ("msgraph.testing", "msgraph.tools", "msgraph.check", "msgraph.compat", "msgraph.run",
               "msgraph.utils"),
     ("package",)),
]

# --------------------------------------------------------------------------------------------------
# The upward imports that remain, each with its reason: (importing module, imported module) -> why.
# An entry that no longer matches an upward import fails test_allow_list_is_current (delete it then).
# --------------------------------------------------------------------------------------------------
ALLOWED: Dict[Tuple[str, str], str] = {}


# --------------------------------------------------------------------------------------------------
# Parsing
# --------------------------------------------------------------------------------------------------
class Edge:
    __slots__ = ("src", "dst", "line", "kind")

    def __init__(self, src: str, dst: str, line: int, kind: str):
        self.src, self.dst, self.line, self.kind = src, dst, line, kind

    def __repr__(self) -> str:
        return f"{self.src} -> {self.dst} ({self.kind}, line {self.line})"


def find_modules(root: str = ROOT, package: str = "msgraph") -> Dict[str, str]:
    """Every module under ``root``: dotted name -> file path (a package is its ``__init__.py``)."""
    mods: Dict[str, str] = {}
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d != "__pycache__" and not d.startswith("."))
        rel = os.path.relpath(dirpath, root)
        parts = [package] + ([] if rel == "." else rel.split(os.sep))
        for f in sorted(filenames):
            if f.endswith(".py"):
                name = parts if f == "__init__.py" else parts + [f[:-3]]
                mods[".".join(name)] = os.path.join(dirpath, f)
    return mods


def _resolve(name: str, mods: Dict[str, str]) -> Optional[str]:
    """The module that importing ``name`` (a module or ``module.attribute``) reaches."""
    while name and name not in mods:
        name = name.rpartition(".")[0]
    return name or None


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or \
        (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _walk(tree: ast.AST, in_function: bool = False) -> Iterable[Tuple[ast.AST, bool]]:
    """Nodes with whether they sit inside a function; ``if TYPE_CHECKING:`` bodies are skipped."""
    for child in ast.iter_child_nodes(tree):
        if isinstance(child, ast.If) and _is_type_checking(child.test):
            for sub in child.orelse:
                yield sub, in_function
                yield from _walk(sub, in_function)
            continue
        yield child, in_function
        yield from _walk(child, in_function or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef,
                                                                  ast.Lambda)))


def module_imports(mod: str, path: str, mods: Dict[str, str], package: str = "msgraph") -> List[Edge]:
    """The imports of ``mod`` that reach another module of ``package``."""
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read(), path)
    pkg = mod if os.path.basename(path) == "__init__.py" else mod.rpartition(".")[0]
    edges: List[Edge] = []

    def add(target: str, node: ast.AST, kind: str) -> None:
        if target.split(".")[0] != package:
            return
        dst = _resolve(target, mods)
        if dst is not None and dst != mod:
            edges.append(Edge(mod, dst, node.lineno, kind))

    for node, in_fn in _walk(tree):
        kind = "function" if in_fn else "module"
        if isinstance(node, ast.Import):
            for a in node.names:
                add(a.name, node, kind)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base_parts = pkg.split(".")[:len(pkg.split(".")) - node.level + 1]
                base = ".".join(base_parts + ([node.module] if node.module else []))
            else:
                base = node.module or ""
            for a in node.names:
                full = f"{base}.{a.name}"
                add(full if full in mods else base, node, kind)
        elif isinstance(node, ast.Call) and node.args:
            f = node.func
            fname = f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", "")
            arg = node.args[0]
            if fname in ("import_module", "__import__") and isinstance(arg, ast.Constant) \
                    and isinstance(arg.value, str):
                target = arg.value
                if target.startswith("."):   # import_module(".x", __name__ / __package__)
                    level = len(target) - len(target.lstrip("."))
                    anchor = pkg if len(node.args) > 1 else ""
                    base_parts = anchor.split(".")[:len(anchor.split(".")) - level + 1]
                    target = ".".join(base_parts + [target.lstrip(".")])
                add(target, node, "string")
    return edges


def import_graph(root: str = ROOT, package: str = "msgraph") -> Tuple[Dict[str, str], List[Edge]]:
    mods = find_modules(root, package)
    edges: List[Edge] = []
    for mod, path in mods.items():
        edges.extend(module_imports(mod, path, mods, package))
    return mods, edges


# --------------------------------------------------------------------------------------------------
# Layers
# --------------------------------------------------------------------------------------------------
def layer_of(mod: str, layers: Sequence = LAYERS) -> Optional[str]:
    best, best_len = None, -1
    for name, prefixes, _ in layers:
        for p in prefixes:
            if (mod == p or mod.startswith(p + ".")) and len(p) > best_len:
                best, best_len = name, len(p)
    return best


def reachable_below(layers: Sequence = LAYERS) -> Dict[str, Set[str]]:
    """Each layer -> itself and every layer below it."""
    below = {name: set(under) for name, _, under in layers}
    out: Dict[str, Set[str]] = {}

    def close(name: str, seen: Tuple[str, ...] = ()) -> Set[str]:
        if name in out:
            return out[name]
        if name in seen:
            raise ValueError(f"the layer table has a cycle through {name!r}")
        acc = {name}
        for b in below[name]:
            acc |= close(b, seen + (name,))
        out[name] = acc
        return acc

    for name in below:
        close(name)
    return out


def height(layers: Sequence = LAYERS) -> Dict[str, int]:
    """0 for the bottom layer, else one more than the highest layer directly below."""
    below = {name: under for name, _, under in layers}
    h: Dict[str, int] = {}

    def go(n: str) -> int:
        if n not in h:
            h[n] = 1 + max((go(b) for b in below[n]), default=-1)
        return h[n]

    for n in below:
        go(n)
    return h


def upward_edges(edges: Sequence[Edge], layers: Sequence = LAYERS) -> List[Edge]:
    """The imports whose target layer is not at or below the importer's layer."""
    ok = reachable_below(layers)
    return [e for e in edges
            if layer_of(e.src, layers) and layer_of(e.dst, layers)
            and layer_of(e.dst, layers) not in ok[layer_of(e.src, layers)]]


def _dedup(edges: Iterable[Edge]) -> Dict[Tuple[str, str], Edge]:
    out: Dict[Tuple[str, str], Edge] = {}
    for e in edges:
        out.setdefault((e.src, e.dst), e)
    return out


def longest_upward_chain(edges: Sequence[Edge], layers: Sequence = LAYERS) -> List[Edge]:
    """The longest path made of upward imports only (each module visited once)."""
    up = _dedup(upward_edges(edges, layers))
    succ: Dict[str, List[Edge]] = defaultdict(list)
    for e in up.values():
        succ[e.src].append(e)
    best: List[Edge] = []

    def dfs(node: str, path: List[Edge], seen: Set[str]) -> None:
        nonlocal best
        if len(path) > len(best):
            best = list(path)
        for e in succ.get(node, ()):
            if e.dst not in seen:
                seen.add(e.dst)
                path.append(e)
                dfs(e.dst, path, seen)
                path.pop()
                seen.discard(e.dst)

    for start in sorted(succ):
        dfs(start, [], {start})
    return best


def largest_cycle(mods: Iterable[str], edges: Sequence[Edge]) -> List[str]:
    """The largest strongly connected set of modules in the import graph (all imports count)."""
    succ: Dict[str, Set[str]] = defaultdict(set)
    for e in edges:
        succ[e.src].add(e.dst)
    index: Dict[str, int] = {}
    low: Dict[str, int] = {}
    stack: List[str] = []
    on: Set[str] = set()
    comps: List[List[str]] = []
    counter = [0]
    sys.setrecursionlimit(max(10000, sys.getrecursionlimit()))

    def strong(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in succ.get(v, ()):
            if w not in index:
                strong(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            comps.append(sorted(comp))

    for v in sorted(mods):
        if v not in index:
            strong(v)
    return max(comps, key=len) if comps else []


def describe_chain(chain: Sequence[Edge], mods: Dict[str, str], layers: Sequence = LAYERS) -> str:
    if not chain:
        return "  (no upward import)"
    lines = []
    for e in chain:
        rel = os.path.relpath(mods[e.src], os.path.dirname(ROOT))
        lines.append(f"  {e.src} [{layer_of(e.src, layers)}] -> {e.dst} [{layer_of(e.dst, layers)}]"
                     f"   {rel}:{e.line} ({e.kind} import)")
    return "\n".join(lines)


# --------------------------------------------------------------------------------------------------
# Tests
# --------------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def graph():
    return import_graph()


def test_layer_table_is_a_dag_and_names_known_layers():
    names = [n for n, _, _ in LAYERS]
    assert len(names) == len(set(names))
    for _, _, under in LAYERS:
        assert set(under) <= set(names)
    reachable_below()  # raises on a cycle


def test_every_module_has_a_layer(graph):
    mods, _ = graph
    assert [m for m in mods if layer_of(m) is None] == []


def test_no_upward_imports(graph):
    mods, edges = graph
    up = upward_edges(edges)
    bad = [e for e in _dedup(up).values() if (e.src, e.dst) not in ALLOWED]
    if bad:
        report = "\n".join(f"  {e!r}  [{layer_of(e.src)} imports {layer_of(e.dst)}]" for e in bad)
        chain = longest_upward_chain([e for e in up if (e.src, e.dst) not in ALLOWED])
        pytest.fail(f"{len(bad)} import(s) go up a layer (see LAYERS in tests/test_layering.py and "
                    f"docs/architecture.md):\n{report}\nlongest chain of upward imports:\n"
                    f"{describe_chain(chain, mods)}", pytrace=False)


def test_allow_list_is_current(graph):
    _, edges = graph
    up = set(_dedup(upward_edges(edges)))
    stale = sorted(k for k in ALLOWED if k not in up)
    assert stale == [], f"these ALLOWED entries are no upward import any more: delete them: {stale}"


def test_import_msgraph_stays_light():
    """The layers that register themselves at import do not pull Graph mode or optional extras in."""
    import subprocess

    code = ("import sys, msgraph\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('numba', 'mpi4py', 'google', 'scipy', "
            "'gast') or m in ('msgraph.compiler', 'msgraph.frontend.lower', 'msgraph.codegen.backend')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                         cwd=os.path.dirname(ROOT))
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


def test_checker_sees_function_level_and_string_imports(tmp_path):
    """The checker itself: a lower module importing a higher one in each of the three ways fails."""
    pkg = tmp_path / "fakepkg"
    (pkg / "low").mkdir(parents=True)
    (pkg / "high").mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "high" / "__init__.py").write_text("from ..low import a\n")
    (pkg / "high" / "top.py").write_text("X = 1\n\n\ndef h():\n    from ..low import b\n")
    (pkg / "low" / "__init__.py").write_text("")
    (pkg / "low" / "a.py").write_text(
        "import importlib\n"
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n"
        "    from fakepkg.high import top  # not a run-time import\n"
        "def f():\n"
        "    from ..high.top import X\n"
        "    return X\n"
        "def g():\n"
        "    return importlib.import_module('fakepkg.high.top')\n")
    (pkg / "low" / "b.py").write_text("from . import a\nfrom fakepkg import high\n")
    layers = [("low", ("fakepkg.low",), ()), ("high", ("fakepkg.high", "fakepkg"), ("low",))]
    mods, edges = import_graph(str(pkg), "fakepkg")
    up = upward_edges(edges, layers)
    got = sorted((e.src, e.dst, e.kind, e.line) for e in up)
    assert got == [("fakepkg.low.a", "fakepkg.high.top", "function", 6),
                   ("fakepkg.low.a", "fakepkg.high.top", "string", 9),
                   ("fakepkg.low.b", "fakepkg.high", "module", 2)]
    chain = longest_upward_chain(edges, layers)
    assert len(chain) == 1 and chain[0].src.startswith("fakepkg.low")
    assert largest_cycle(mods, edges) == ["fakepkg.high", "fakepkg.high.top", "fakepkg.low.a", "fakepkg.low.b"]


def cycle_hiding_imports(edges: Sequence[Edge]) -> List[Edge]:
    """The imports inside functions whose target reaches the importing module through module-level imports: each
    hides an import cycle (all within one layer today -- an upward one fails the tests above).  Listed by ``main``
    so that the easy ones can be removed (move the code down, or pass the dependency in)."""
    adj: Dict[str, Set[str]] = defaultdict(set)
    for e in edges:
        if e.kind == "module":
            adj[e.src].add(e.dst)
    reach: Dict[str, Set[str]] = {}

    def reached(a: str) -> Set[str]:
        if a not in reach:
            seen, todo = set(), [a]
            while todo:
                for n in adj[todo.pop()]:
                    if n not in seen:
                        seen.add(n)
                        todo.append(n)
            reach[a] = seen
        return reach[a]

    return [e for e in edges if e.kind == "function" and e.src in reached(e.dst)]


def test_cycle_hiding_imports_are_found(tmp_path):
    pkg = tmp_path / "cyc"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from . import b\n")
    (pkg / "b.py").write_text("def f():\n    from . import a\n\n\ndef g():\n    from . import c\n")
    (pkg / "c.py").write_text("X = 1\n")
    _, edges = import_graph(str(pkg), "cyc")
    assert [(e.src, e.dst) for e in cycle_hiding_imports(edges)] == [("cyc.b", "cyc.a")]


def test_no_module_level_import_cycle(graph):
    """No cycle among msgraph's module-level imports (session 50 broke the last two: ops/functional with the five
    modules that imported it at module level while it star-imports them, and msgraph with msgraph.version).  A module
    that ops/functional re-exports takes the functions it calls from the modules that define them, or imports
    functional inside the function that uses it (the imports inside functions are listed by ``main``)."""
    mods, edges = graph
    cyc = largest_cycle(mods, [e for e in edges if e.kind == "module"])
    assert len(cyc) <= 1, ("a module-level import cycle: " + ", ".join(cyc) + "\n" + "\n".join(
        f"  {e!r}" for e in sorted(_dedup(edges).values(), key=lambda e: (e.src, e.dst))
        if e.kind == "module" and e.src in cyc and e.dst in cyc))


def main(root: str = ROOT) -> None:
    mods, edges = import_graph(root)
    h = height()
    print("layers (height: layer <- directly below: prefixes):")
    for name, prefixes, under in LAYERS:
        print(f"  {h[name]:2d} {name:14s} <- {', '.join(under) or '-':22s} {', '.join(prefixes)}")
    up = _dedup(upward_edges(edges))
    print(f"\n{len(mods)} modules, {len(_dedup(edges))} import edges "
          f"({sum(e.kind == 'function' for e in _dedup(edges).values())} inside functions), "
          f"{len(up)} upward ({sum(k in ALLOWED for k in up)} allowed):")
    for (s, d), e in sorted(up.items()):
        tag = "allowed" if (s, d) in ALLOWED else "UPWARD "
        print(f"  {tag} {e!r}  [{layer_of(s)} -> {layer_of(d)}]")
    chain = longest_upward_chain(edges)
    climb = h[layer_of(chain[-1].dst)] - h[layer_of(chain[0].src)] if chain else 0
    print(f"\nlongest chain of upward imports ({len(chain)} edge(s), {climb} layer(s) up):\n"
          f"{describe_chain(chain, mods)}")
    for label, es in (("all imports", edges), ("module-level imports only", [e for e in edges if e.kind == "module"])):
        cyc = largest_cycle(mods, es)
        print(f"\nlargest import cycle ({label}): {len(cyc) if len(cyc) > 1 else 0} modules"
              + (f": {', '.join(cyc)}" if 1 < len(cyc) <= 40 else ""))
    hiding = _dedup(cycle_hiding_imports(edges))
    print(f"\nimports inside functions that hide a module-level cycle: {len(hiding)} module pairs")
    for (s, d), e in sorted(hiding.items()):
        print(f"  {e!r}  [{layer_of(s)}]")


if __name__ == "__main__":
    main(*sys.argv[1:])
