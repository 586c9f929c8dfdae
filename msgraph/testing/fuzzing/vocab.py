"""The generator's vocabulary: op templates, limits, open and fixed compiler issues, its value types.

Each template is a pair (msgraph text, numpy text) with ``{0}``/``{1}`` for the operands; the
numpy side records margins through ``_M`` (see :mod:`.prelude`).  :class:`Var` (a named value),
:class:`E` (an expression) and :class:`Ctx` (the variables in scope in one function body) carry a
sample value alongside both texts, so every generated expression is evaluated as it is drawn.
"""
from __future__ import annotations

from typing import Any, Dict, List, Optional, Tuple

import numpy as np

from .program import Func

__all__ = ["KNOWN_ISSUES", "FIXED_ISSUES", "MAX_SIZE", "MAX_MAG", "SCALARS", "UNARY", "BINARY", "INT_OK_BINARY",
           "OP_TAGS", "Var", "E", "Ctx"]


class Var:
    __slots__ = ("ms", "np", "value", "local", "param")

    def __init__(self, ms: str, np_: str, value: Any, local: bool = True, param: bool = False):
        self.ms = ms
        self.np = np_
        self.value = np.asarray(value) if not isinstance(value, np.ndarray) else value
        self.local = local     # a plain local name (can be reassigned)
        self.param = param

    @property
    def shape(self) -> Tuple[int, ...]:
        return tuple(self.value.shape)

    @property
    def dtype(self) -> np.dtype:
        return self.value.dtype

    @property
    def is_float(self) -> bool:
        return self.value.dtype.kind == "f"


class E:
    """A generated expression: msgraph text, numpy text, sample value."""

    __slots__ = ("ms", "np", "value")

    def __init__(self, ms: str, np_: str, value: Any):
        self.ms = ms
        self.np = np_
        self.value = value


class Ctx:
    def __init__(self, func: Func, vars_: List[Var], depth: int = 0, in_loop: bool = False,
                 no_temps: bool = False):
        self.func = func
        self.vars = vars_
        self.depth = depth
        self.in_loop = in_loop
        self.no_temps = no_temps

    def child(self, in_loop: Optional[bool] = None, no_temps: bool = False) -> "Ctx":
        return Ctx(self.func, list(self.vars), self.depth + 1, self.in_loop if in_loop is None else in_loop,
                   self.no_temps or no_temps)


# Forms that hit an open (reported, not yet fixed) compiler issue: the generator avoids them unless
# asked for (``known=``), so that campaigns keep finding new bugs.  When an issue is fixed its entry
# moves to FIXED_ISSUES and the generator produces the form again (a regression is then caught).
KNOWN_ISSUES: Dict[str, str] = {}

FIXED_ISSUES = {
    "loop_while_temp": "a name first assigned inside a Tensor while loop that sits in an unrolled loop (for, or "
                       "a counter while) was rejected on the second iteration: GraphTypeError MSG410 'changes "
                       "from a Undefined to another value' -- 7e7e091",
    "zeros_while_counter": "a Tensor while loop whose counter starts as ops.zeros(()) was rejected "
                           "('a while condition changed from a Python constant to a Tensor') -- 15c78ca",
    "loop_block_temp": "a name first assigned inside a Tensor if that sits in an unrolled loop was "
                       "rejected on the second iteration (JoinError MSG401) -- 15c78ca",
    "nested_if_param": "a Parameter first read inside a Tensor if nested in another one's else branch "
                       "(an elif, or any Tensor if after a Tensor-if early return): invalid IR, and an "
                       "UnboundLocalError at run time when the outer branch was taken -- 15c78ca",
}

MAX_SIZE = 192
MAX_MAG = 25.0
SCALARS = [0.5, 1.5, 2.0, -1.0, 0.25, 3.0, 2, -0.75, 0.125, 1]

UNARY = [
    ("ops.tanh({0})", "np.tanh({0})"),
    ("ops.sin({0})", "np.sin({0})"),
    ("ops.cos({0})", "np.cos({0})"),
    ("{0}.tanh()", "np.tanh({0})"),
    ("{0}.sin()", "np.sin({0})"),
    ("ops.sigmoid({0})", "(1.0 / (1.0 + np.exp(-{0})))"),
    ("ops.exp(ops.tanh({0}))", "np.exp(np.tanh({0}))"),
    ("ops.log(ops.abs({0}) + 1.0)", "np.log(np.abs(_M.kink({0})) + 1.0)"),
    ("ops.log1p(ops.abs({0}))", "np.log1p(np.abs(_M.kink({0})))"),
    ("ops.sqrt(ops.square({0}) + 1.0)", "np.sqrt(np.square({0}) + 1.0)"),
    ("ops.rsqrt(ops.square({0}) + 0.5)", "(1.0 / np.sqrt(np.square({0}) + 0.5))"),
    ("ops.square({0})", "np.square({0})"),
    ("ops.relu({0})", "np.maximum(_M.kink({0}), 0)"),
    ("ops.abs({0})", "np.abs(_M.kink({0}))"),
    ("abs({0})", "np.abs(_M.kink({0}))"),
    ("(-{0})", "(-{0})"),
    ("ops.neg({0})", "(-{0})"),
    ("ops.softplus({0})", "np.log1p(np.exp({0}))"),
    ("ops.clip_by_value({0}, -1.0, 1.0)", "np.clip(_M.clip({0}, -1.0, 1.0), -1.0, 1.0)"),
    ("{0}.clip(-0.5, 0.5)", "np.clip(_M.clip({0}, -0.5, 0.5), -0.5, 0.5)"),
    ("ops.pow({0}, 2)", "np.power({0}, 2)"),
    ("({0} ** 3)", "({0} ** 3)"),
    ("(ops.sign({0}) * {0})", "(np.sign(_M.kink({0})) * {0})"),
    ("ops.floor({0})", "np.floor(_M.near_int({0}))"),
]

# Ops whose float64 result is MindSpore 2.10's float32 kernel's, widened (ops.softplus: act32, docs/differences.md):
# float64 programs, checked against the float64 numpy reference at 1e-8, spell them with float64 ops instead.
F32_KERNEL_UNARY = {"ops.softplus({0})": "ops.log(ops.exp({0}) + 1.0)"}

BINARY = [
    ("({0} + {1})", "({0} + {1})"),
    ("({0} - {1})", "({0} - {1})"),
    ("({0} * {1})", "({0} * {1})"),
    ("ops.add({0}, {1})", "({0} + {1})"),
    ("ops.mul({0}, {1})", "({0} * {1})"),
    ("ops.sub({0}, {1})", "({0} - {1})"),
    ("({0} / (ops.abs({1}) + 1.0))", "({0} / (np.abs(_M.kink({1})) + 1.0))"),
    ("ops.div({0}, ops.square({1}) + 1.0)", "({0} / (np.square({1}) + 1.0))"),
    ("ops.maximum({0}, {1})", "np.maximum(_M.tie({0}, {1}), {1})"),
    ("ops.minimum({0}, {1})", "np.minimum(_M.tie({0}, {1}), {1})"),
    ("ops.where({0} > {1}, {0}, {1} * 0.5)", "np.where(_M.gt({0}, {1}), {0}, {1} * 0.5)"),
    ("ops.where({0} < 0.0, {1}, {0})", "np.where(_M.lt({0}, 0.0), {1}, {0})"),
    ("ops.select({1} > 0.25, {1}, {0})", "np.where(_M.gt({1}, 0.25), {1}, {0})"),
    ("({0} * ops.cast({1} > 0.0, DT))", "({0} * _M.gt({1}, 0.0).astype(NDT))"),
]

INT_OK_BINARY = [0, 1, 2, 3, 4, 5]   # indices of BINARY that accept integer operands


# feature tags of a program: an expression's msgraph text containing one of the needles
OP_TAGS = [
    ("matmul", ("matmul(", " @ ")),
    ("reduce", ("reduce_", ".sum(", ".mean(", ".max(", ".min(", ".prod(", "ops.sum(", "ops.mean(", "ops.amax(",
                "ops.amin(", "ops.prod(")),
    ("reshape", ("reshape(", ".view(", "flatten(", "squeeze(", "expand_dims(", "unsqueeze(")),
    ("transpose", ("transpose(", "permute(", "swapaxes(", ".T")),
    ("broadcast_tile", ("broadcast_to(", "tile(")),
    ("slice", ("[",)),
    ("where", ("where(", "select(")),
    ("concat_stack", ("concat(", "cat(", "stack(")),
    ("cast", ("cast(", "astype(")),
    ("softmax_cumsum", ("softmax(", "cumsum(")),
    ("argmax", ("argmax(", "argmin(")),
]


def _paren(t: str) -> str:
    return t if t.isidentifier() else f"({t})"


def _bcast(a: Tuple[int, ...], b: Tuple[int, ...]) -> Optional[Tuple[int, ...]]:
    try:
        return tuple(np.broadcast_shapes(tuple(a), tuple(b)))
    except ValueError:
        return None


def _factor(size: int, k: int, rng: np.random.Generator) -> Tuple[int, ...]:
    """A random shape of ``k`` dims (or fewer) whose product is ``size``."""
    dims = []
    rest = size
    for _ in range(k - 1):
        divs = [d for d in range(1, rest + 1) if rest % d == 0]
        d = int(divs[int(rng.integers(len(divs)))])
        dims.append(d)
        rest //= d
    dims.append(rest)
    return tuple(dims)
