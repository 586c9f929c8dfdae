"""A generated program as data: statements in pairs (msgraph text, numpy text), rendered to a module.

:class:`Program` holds the helper functions, sub-Cells and ``Net`` as :class:`Func` s whose bodies
are trees of :class:`Stmt`; :meth:`Program.source` renders the whole module -- the prelude, the
Cells, ``Loss`` and ``GradNet``, the numpy reference (``net_ref``, ``loss_ref``) and ``make_data``.
The shrinker edits these trees, so the msgraph code and its reference stay in step.
"""
from __future__ import annotations

import copy
from typing import Any, Dict, List, Optional, Sequence, Tuple

from .prelude import PRELUDE

__all__ = ["Stmt", "Func", "Program"]


class Stmt:
    """One statement: msgraph text and numpy text; blocks have ``body`` (and ``orelse``).

    ``fixed`` statements are never deleted by the shrinker (loop counters).
    """

    def __init__(self, ms: str, np_: str, body: Optional[List["Stmt"]] = None,
                 orelse: Optional[List["Stmt"]] = None, fixed: bool = False, kind: str = "assign",
                 elif_: bool = False):
        self.ms = ms
        self.np = np_
        self.body = body
        self.orelse = orelse
        self.fixed = fixed
        self.kind = kind
        self.elif_ = elif_   # orelse is one ``if`` statement rendered as ``elif``

    def render(self, side: str, indent: str, out: List[str]) -> None:
        head = self.ms if side == "ms" else self.np
        out.append(indent + head)
        if self.body is None:
            return
        body = self.body or [Stmt("pass", "pass")]
        for s in body:
            s.render(side, indent + "    ", out)
        if self.orelse:
            if self.elif_ and len(self.orelse) == 1 and self.orelse[0].kind == "if":
                sub: List[str] = []
                self.orelse[0].render(side, indent, sub)
                sub[0] = indent + "el" + sub[0].lstrip()
                out.extend(sub)
            else:
                out.append(indent + "else:")
                for s in self.orelse:
                    s.render(side, indent + "    ", out)


class Func:
    """A helper function, a sub-Cell or the Net (construct + reference)."""

    def __init__(self, kind: str, name: str, args: Sequence[str], prefix: str = ""):
        self.kind = kind              # "helper" | "cell" | "net"
        self.name = name
        self.args = list(args)
        self.prefix = prefix          # parameter key prefix ("sub0.")
        self.body: List[Stmt] = []
        self.ret_ms = ""
        self.ret_np = ""
        self.params: List[Tuple[str, str, Tuple[int, ...], float]] = []   # (attr, key, shape, scale)
        self.attrs: Dict[str, Any] = {}     # Python-constant Cell attributes
        self.cells: List[Tuple[str, str]] = []   # (attr, class name) of sub-Cells (Net only)


class Program:
    """One generated program; :meth:`source` renders the whole module."""

    def __init__(self, seed: int, dtype: str):
        self.seed = seed
        self.dtype = dtype
        self.consts: Dict[str, Any] = {}
        self.helpers: List[Func] = []
        self.cells: List[Func] = []
        self.net: Func = Func("net", "Net", [])
        self.inputs: List[Tuple[str, Tuple[int, ...]]] = []   # Tensor inputs
        self.pyargs: List[Tuple[str, Any]] = []               # Python-constant inputs
        self.out_paths: List[Tuple[Tuple[int, ...], Tuple[int, ...]]] = []  # (path, shape) of float outputs
        self.features: set = set()
        self.data_seed = seed

    def copy(self) -> "Program":
        return copy.deepcopy(self)

    # -- rendering ---------------------------------------------------------------------
    def all_params(self) -> List[Tuple[str, Tuple[int, ...], float]]:
        out = [(k, s, sc) for _, k, s, sc in self.net.params]
        for c in self.cells:
            out += [(k, s, sc) for _, k, s, sc in c.params]
        return out

    def source(self, header: str = "") -> str:
        L: List[str] = []
        L.append(f"# msgraph fuzz program: seed={self.seed} dtype={self.dtype}")
        if header:
            L.extend("# " + ln if ln else "#" for ln in header.splitlines())
        L.append(PRELUDE)
        L.append(f"NDT = np.{self.dtype}")
        L.append(f"DT = ms.{self.dtype}")
        for k, v in self.consts.items():
            L.append(f"{k} = {v!r}")
        L.append("")
        for h in self.helpers:
            L += ["", ""] + _render_helper(h, "ms")
        for c in self.cells:
            L += ["", ""] + _render_cell(c)
        L += ["", ""] + _render_cell(self.net)
        L += ["", ""] + self._render_loss()
        L += ["", ""] + self._render_gradnet()
        L += ["", "", "# ---- numpy reference (same random choices) ----"]
        for h in self.helpers:
            L += ["", ""] + _render_helper(h, "np")
        for c in self.cells:
            L += ["", ""] + _render_ref(c)
        L += ["", ""] + _render_ref(self.net)
        L += ["", ""] + self._render_loss_ref()
        L += ["", ""] + self._render_data()
        return "\n".join(L) + "\n"

    def _call_args(self) -> str:
        return ", ".join([n for n, _ in self.inputs] + [n for n, _ in self.pyargs])

    def _render_loss(self) -> List[str]:
        args = self._call_args()
        L = ["class Loss(nn.Cell):", "    def __init__(self, net, S):", "        super().__init__()",
             "        self.net = net"]
        for i in range(len(self.out_paths)):
            L.append(f"        self.s{i} = ms.Tensor(S[{i}])")
        L += [f"    def construct(self, {args}):", f"        out = self.net({args})"]
        terms = [f"(out{''.join(f'[{j}]' for j in p)} * self.s{i}).sum()"
                 for i, (p, _) in enumerate(self.out_paths)]
        L.append("        return " + (" + ".join(terms) if terms else "out * 0.0"))
        return L

    def _render_gradnet(self) -> List[str]:
        args = self._call_args()
        has_w = bool(self.all_params())
        L = ["class GradNet(nn.Cell):", "    def __init__(self, loss):", "        super().__init__()",
             "        self.loss = loss"]
        if has_w:
            L += ["        self.weights = ms.ParameterTuple(loss.trainable_params())",
                  "        self.grad = ops.GradOperation(get_all=True, get_by_list=True)",
                  f"    def construct(self, {args}):",
                  f"        return self.grad(self.loss, self.weights)({args})"]
        else:
            L += ["        self.grad = ops.GradOperation(get_all=True)",
                  f"    def construct(self, {args}):",
                  f"        return self.grad(self.loss)({args})"]
        return L

    def _render_loss_ref(self) -> List[str]:
        args = self._call_args()
        L = [f"def loss_ref(P, S, {args}):", f"    out = net_ref(P, {args})", "    total = np.float64(0.0)"]
        for i, (p, _) in enumerate(self.out_paths):
            L.append(f"    total = total + np.sum(np.asarray(out{''.join(f'[{j}]' for j in p)}, np.float64) * S[{i}])")
        L.append("    return total")
        return L

    def _render_data(self) -> List[str]:
        L = [f"DATA_SEED = {self.data_seed}", "TENSOR_INPUTS = " + repr([n for n, _ in self.inputs]),
             "PY_INPUTS = " + repr(dict(self.pyargs)), "", "",
             "def make_data(seed=DATA_SEED):",
             '    """(P, inputs, S): Parameter values by key, the construct arguments, output weights."""',
             "    P = {}"]
        for k, s, sc in self.all_params():
            L.append(f"    P[{k!r}] = _draw(seed, {k!r}, {s!r}, NDT, {sc!r})")
        ins = [f"_draw(seed, {n!r}, {s!r}, NDT)" for n, s in self.inputs] + [repr(v) for _, v in self.pyargs]
        L.append(f"    inputs = ({', '.join(ins)}{',' if len(ins) == 1 else ''})")
        sens = [f"_draw(seed, 'S{i}', {s!r}, np.float64)" for i, (_, s) in enumerate(self.out_paths)]
        L.append(f"    S = [{', '.join(sens)}]")
        L.append("    return P, inputs, S")
        return L


def _render_helper(h: Func, side: str) -> List[str]:
    name = h.name if side == "ms" else h.name + "_ref"
    L = [f"def {name}({', '.join(h.args)}):"]
    for s in h.body:
        s.render(side, "    ", L)
    L.append("    return " + (h.ret_ms if side == "ms" else h.ret_np))
    return L


def _render_cell(c: Func) -> List[str]:
    L = [f"class {c.name}(nn.Cell):", "    def __init__(self, P):", "        super().__init__()"]
    for attr, key, _, _ in c.params:
        L.append(f"        self.{attr} = ms.Parameter(ms.Tensor(P[{key!r}]), name={attr!r})")
    for attr, cls in c.cells:
        L.append(f"        self.{attr} = {cls}(P)")
    for k, v in c.attrs.items():
        L.append(f"        self.{k} = {v!r}")
    L.append(f"    def construct(self, {', '.join(c.args)}):")
    body: List[str] = []
    for s in c.body:
        s.render("ms", "        ", body)
    L += body
    L.append("        return " + c.ret_ms)
    return L


def _render_ref(c: Func) -> List[str]:
    name = "net_ref" if c.kind == "net" else c.name.lower() + "_ref"
    L = [f"def {name}(P, {', '.join(c.args)}):"]
    for s in c.body:
        s.render("np", "    ", L)
    L.append("    return " + c.ret_np)
    return L


def _touch_params(f: Func, cells: Sequence[Func] = ()) -> None:
    """Read every Parameter (the sub-Cells' too) at the top of construct.

    Avoids KNOWN_ISSUES['nested_if_param'].
    """
    items = [(f"self.{attr}", key) for attr, key, _, _ in f.params]
    by_name = {c.name: c for c in cells}
    for cattr, cls in f.cells:
        c = by_name.get(cls)
        if c is not None:
            items += [(f"self.{cattr}.{attr}", key) for attr, key, _, _ in c.params]
    if not items:
        return
    ms_t = ", ".join(m for m, _ in items)
    np_t = ", ".join(f"P[{key!r}]" for _, key in items)
    comma = "," if len(items) == 1 else ""
    f.body.insert(0, Stmt(f"_params = ({ms_t}{comma})", f"_params = ({np_t}{comma})", fixed=True, kind="touch"))
