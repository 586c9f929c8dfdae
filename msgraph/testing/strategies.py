"""Hypothesis strategies for property tests of msgraph code (and msgraph itself).

::

    from hypothesis import given, settings
    from msgraph.testing import assert_modes_equal
    from msgraph.testing import strategies as mst

    @settings(settings.get_profile("msgraph-compile"))
    @given(mst.programs_with_inputs())
    def test_random_programs_agree(prog_args):
        program, args = prog_args
        assert_modes_equal(program, *args)

Strategies: :func:`dtypes` (and :func:`float_dtypes`, :func:`int_dtypes`), :func:`shapes`,
:func:`broadcastable_shapes` / :func:`broadcast_shape_pairs`, :func:`arrays` and
:func:`tensors` (finite, bounded values), :func:`elementwise_ops`, :func:`programs` (small
random straight-line programs over the op registry's elementwise ops) and
:func:`programs_with_inputs`.

Importing this module registers the hypothesis settings profile ``"msgraph-compile"``
(``deadline=None``: a first call compiles; modest ``max_examples``; no too-slow health
check).  Load it with ``settings.load_profile("msgraph-compile")``, ``pytest
--hypothesis-profile=msgraph-compile`` or per test with
``@settings(settings.get_profile("msgraph-compile"))``.
"""
from __future__ import annotations

import itertools
import linecache
import threading
from typing import Any, Dict, List, Optional, Sequence, Tuple

import numpy as np
from hypothesis import HealthCheck, Phase, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from ..common import dtype as _dt
from ..common.tensor import Tensor

__all__ = [
    "PROFILE", "register_profile", "dtypes", "float_dtypes", "int_dtypes", "shapes", "broadcastable_shapes",
    "broadcast_shape_pairs", "arrays", "tensors", "elementwise_ops", "OpInfo", "Program", "programs",
    "programs_with_inputs",
]

PROFILE = "msgraph-compile"


def register_profile(max_examples: int = 25) -> None:
    """(Re-)register the ``"msgraph-compile"`` hypothesis profile."""
    settings.register_profile(
        PROFILE,
        deadline=None,                      # the first example of each signature compiles
        max_examples=max_examples,          # compiles are expensive: fewer, larger examples
        # ms_mode (the plugin's fixture) is function-scoped on purpose: one mode for all examples.
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                               HealthCheck.function_scoped_fixture],
        # No "explain" phase: it re-runs (and so re-compiles) failing examples many times.
        phases=[Phase.explicit, Phase.reuse, Phase.generate, Phase.target, Phase.shrink],
        print_blob=True,
    )


register_profile()


# ---------------------------------------------------------------------------------------
# dtypes and shapes
# ---------------------------------------------------------------------------------------
def float_dtypes(half: bool = False) -> st.SearchStrategy:
    """``ms.float32`` / ``ms.float64`` (and ``ms.float16`` with ``half=True``)."""
    return st.sampled_from(([_dt.float16] if half else []) + [_dt.float32, _dt.float64])


def int_dtypes(signed: bool = True, unsigned: bool = False) -> st.SearchStrategy:
    """Integer msgraph dtypes (signed by default)."""
    out = []
    if signed:
        out += [_dt.int8, _dt.int16, _dt.int32, _dt.int64]
    if unsigned:
        out += [_dt.uint8, _dt.uint16, _dt.uint32, _dt.uint64]
    if not out:
        raise ValueError("int_dtypes: ask for signed and/or unsigned dtypes")
    return st.sampled_from(out)


def dtypes(floating: bool = True, integer: bool = False, boolean: bool = False,
           half: bool = False, unsigned: bool = False) -> st.SearchStrategy:
    """msgraph dtypes of the requested kinds (default: float32 and float64)."""
    out: List[Any] = []
    if floating:
        out += ([_dt.float16] if half else []) + [_dt.float32, _dt.float64]
    if integer:
        out += [_dt.int8, _dt.int16, _dt.int32, _dt.int64]
        if unsigned:
            out += [_dt.uint8, _dt.uint16, _dt.uint32, _dt.uint64]
    if boolean:
        out.append(_dt.bool_)
    if not out:
        raise ValueError("dtypes: no dtype kind selected")
    return st.sampled_from(out)


def shapes(min_dims: int = 0, max_dims: int = 3, min_side: int = 1, max_side: int = 4) -> st.SearchStrategy:
    """Shape tuples (small by default: elements cost time, shapes cost compiles)."""
    return hnp.array_shapes(min_dims=min_dims, max_dims=max_dims, min_side=min_side, max_side=max_side)


def broadcastable_shapes(num_shapes: int = 2, min_dims: int = 0, max_dims: int = 3, min_side: int = 1,
                         max_side: int = 4, base_shape: Tuple[int, ...] = ()) -> st.SearchStrategy:
    """Tuples of ``num_shapes`` shapes that broadcast together (numpy rules)."""
    return hnp.mutually_broadcastable_shapes(
        num_shapes=num_shapes, base_shape=base_shape, min_dims=min_dims, max_dims=max_dims,
        min_side=min_side, max_side=max_side).map(lambda b: tuple(tuple(s) for s in b.input_shapes))


def broadcast_shape_pairs(min_dims: int = 0, max_dims: int = 3, min_side: int = 1,
                          max_side: int = 4) -> st.SearchStrategy:
    """``(shape_a, shape_b)`` pairs that broadcast together."""
    return broadcastable_shapes(2, min_dims, max_dims, min_side, max_side)


# ---------------------------------------------------------------------------------------
# arrays and tensors
# ---------------------------------------------------------------------------------------
def _np_dtype(dtype: Any) -> np.dtype:
    return _dt.to_numpy(dtype)


def _representable_bounds(np_dtype: np.dtype, lo: float, hi: float) -> Tuple[float, float]:
    """lo/hi rounded inwards to values exactly representable in ``np_dtype``."""
    t = np_dtype.type
    flo, fhi = t(lo), t(hi)
    if float(flo) < lo:
        flo = np.nextafter(flo, t(np.inf))
    if float(fhi) > hi:
        fhi = np.nextafter(fhi, t(-np.inf))
    return float(flo), float(fhi)


def _elements(np_dtype: np.dtype, min_value: float, max_value: float, allow_subnormal: bool) -> st.SearchStrategy:
    if np_dtype.kind == "f":
        lo, hi = _representable_bounds(np_dtype, min_value, max_value)
        return st.floats(lo, hi, allow_nan=False, allow_infinity=False, width=np_dtype.itemsize * 8,
                         allow_subnormal=allow_subnormal)
    if np_dtype.kind in "iu":
        info = np.iinfo(np_dtype)
        lo = max(int(np.ceil(min_value)), int(info.min))
        hi = min(int(np.floor(max_value)), int(info.max))
        return st.integers(lo, hi)
    if np_dtype.kind == "b":
        return st.booleans()
    raise ValueError(f"unsupported dtype {np_dtype}")


def arrays(dtype: Any = _dt.float32, shape: Any = None, min_value: float = -10.0, max_value: float = 10.0,
           allow_subnormal: bool = False) -> st.SearchStrategy:
    """numpy arrays with finite values in ``[min_value, max_value]``.

    ``dtype`` and ``shape`` may be values or strategies (default shape: :func:`shapes`).
    """
    if min_value > max_value:
        raise ValueError(f"arrays: min_value {min_value} > max_value {max_value}")
    shape_st = shapes() if shape is None else shape if isinstance(shape, st.SearchStrategy) else st.just(tuple(shape))
    dtype_st = dtype if isinstance(dtype, st.SearchStrategy) else st.just(dtype)

    @st.composite
    def build(draw: Any) -> np.ndarray:
        np_dtype = _np_dtype(draw(dtype_st))
        shp = draw(shape_st)
        return draw(hnp.arrays(np_dtype, shp, elements=_elements(np_dtype, min_value, max_value, allow_subnormal)))

    return build()


def tensors(dtype: Any = _dt.float32, shape: Any = None, min_value: float = -10.0, max_value: float = 10.0,
            allow_subnormal: bool = False) -> st.SearchStrategy:
    """``ms.Tensor`` values: finite, bounded (see :func:`arrays`)."""
    return arrays(dtype, shape, min_value, max_value, allow_subnormal).map(Tensor)


# ---------------------------------------------------------------------------------------
# ops from the registry
# ---------------------------------------------------------------------------------------
class OpInfo:
    """An elementwise op usable in random programs: its registry name and arity."""

    __slots__ = ("name", "arity", "differentiable", "safe", "op", "float64")

    def __init__(self, name: str, arity: int, differentiable: bool, safe: bool, op: Any, float64: bool = True):
        self.name = name
        self.arity = arity
        self.differentiable = differentiable
        self.safe = safe
        self.op = op
        self.float64 = float64   # runs on float64 Tensors (MindSpore's FastGeLU, ... take float16/float32 only)

    def __repr__(self) -> str:
        return f"OpInfo({self.name!r}, arity={self.arity})"


_PROBE = np.array([-100.0, -3.5, -1.0, -0.5, 0.0, 0.25, 1.0, 2.5, 100.0], np.float32)
_table_lock = threading.Lock()
_table: Dict[Tuple[str, ...], List[OpInfo]] = {}


def _probe_args(arity: int) -> List[np.ndarray]:
    grids = np.meshgrid(*([_PROBE] * arity), indexing="ij")
    return [g.reshape(-1).astype(np.float32) for g in grids]


def _bprop_arity(op: Any) -> Optional[int]:
    """Number of inputs the op's bprop rule takes (``bprop(*inputs, out, dout)``), if known."""
    import inspect

    try:
        rule = op.prim_class().get_bprop()
        params = list(inspect.signature(rule).parameters.values())
    except Exception:  # noqa: BLE001 - no bprop, or a primitive that needs attributes
        return None
    if any(p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD) for p in params):
        return None
    n = sum(p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) for p in params) - 2
    return n if n >= 1 else None


def _broadcasts(op: Any, arity: int) -> bool:
    """Whether the op's shape inference accepts inputs of different broadcastable shapes (programs draw
    them: ``SigmoidCrossEntropyWithLogits`` wants its two shapes equal, as MindSpore's check does; ``TanhGrad``'s
    primitive call checks it)."""
    from ..common.aval import Aval

    f32 = np.dtype(np.float32)
    for k in range(arity):
        shapes = [(3,) if i != k else () for i in range(arity)]
        try:
            op.infer(*[Aval(s, f32) for s in shapes])
            op.infer(*[Aval(s[::-1] if i != k else (1, 3), f32) for i, s in enumerate(shapes)])
            if op.call_check is not None:   # a primitive call's own check (TanhGrad's equal shapes: [] and [1])
                for pair in (shapes, [(1,) if i == k else () for i in range(arity)]):
                    op.call_check(None, *[np.ones(s, f32) for s in pair])
        except Exception:  # noqa: BLE001 - a shape check of the op
            return False
    return True


def _analyze(op: Any) -> Optional[OpInfo]:
    """Arity and safety of a float -> float elementwise op, found by running it (None: unusable).

    The arity is the bprop rule's when there is one (``ClipByValue`` runs with one input in
    numpy, but its real signature is ``(x, min, max)``), else the smallest that runs.
    """
    from ..common.aval import Aval
    from ..ops.registry import RAISING_BPROP, bprop_getters

    if op.impl is None or op.n_outputs != 1 or op.attr_defaults:
        return None
    known = _bprop_arity(op)
    for arity in ((known,) if known is not None else (1, 2, 3)):
        if arity > 3:
            return None
        args = _probe_args(arity)
        try:
            with np.errstate(all="ignore"):
                out = op.impl(*args)
            aval = op.infer(*[Aval((len(args[0]),), np.dtype(np.float32)) for _ in range(arity)])
        except Exception:  # noqa: BLE001 - wrong arity or not float-capable
            continue
        out = np.asarray(out)
        if out.dtype != np.float32 or out.shape != args[0].shape or getattr(aval, "dtype", None) != np.float32:
            return None
        if arity > 1 and not _broadcasts(op, arity):
            return None
        with np.errstate(all="ignore"):
            safe = bool(np.isfinite(out).all())
        diff = bool(op.differentiable and bprop_getters.lookup(op.prim_class) is not None
                    and op.name not in RAISING_BPROP)
        try:
            with np.errstate(all="ignore"):
                op.impl(*[a.astype(np.float64) for a in args])
            f64 = True
        except Exception:  # noqa: BLE001 - a float32-only op (MindSpore's dtype refusal)
            f64 = False
        return OpInfo(op.name, arity, diff, safe, op, f64)
    return None


def _op_table() -> List[OpInfo]:
    from ..ops.registry import OPS, OpKind

    names = tuple(sorted(n for n, op in OPS.items() if op.kind is OpKind.ELEMENTWISE))
    with _table_lock:
        hit = _table.get(names)
    if hit is not None:
        return hit
    infos = [info for info in (_analyze(OPS[n]) for n in names) if info is not None]
    with _table_lock:
        _table[names] = infos
    return infos


def eligible_ops(differentiable: bool = False, safe: bool = True, ops: Optional[Sequence[str]] = None,
                 max_arity: int = 3, float64: bool = False) -> List[OpInfo]:
    """Registry elementwise ops mapping float tensors to a float tensor of the broadcast shape.

    ``safe`` keeps ops whose float32 results are finite for every input in [-100, 100]
    (no log/sqrt of negatives, no division by zero, no exp overflow); ``differentiable``
    keeps ops with a registered bprop; ``ops`` restricts to the given registry names; ``float64``
    keeps ops that accept float64 Tensors.
    """
    table = _op_table()
    if ops is not None:
        known = {i.name: i for i in table}
        unknown = [n for n in ops if n not in known]
        if unknown:
            raise ValueError(f"not usable in random programs (not a float elementwise op of the registry): "
                             f"{', '.join(unknown)}")
        table = [known[n] for n in ops]
    else:
        table = [i for i in table if (i.safe or not safe) and (i.differentiable or not differentiable)]
    table = [i for i in table if i.arity <= max_arity and (i.float64 or not float64)]
    if not table:
        raise ValueError("no registry op matches the requested filters")
    return table


def elementwise_ops(differentiable: bool = False, safe: bool = True, ops: Optional[Sequence[str]] = None,
                    max_arity: int = 3) -> st.SearchStrategy:
    """An :class:`OpInfo` from :func:`eligible_ops` (computed from the registry when called)."""
    return st.sampled_from(eligible_ops(differentiable, safe, ops, max_arity))


# ---------------------------------------------------------------------------------------
# random programs
# ---------------------------------------------------------------------------------------
_counter = itertools.count()


class Program:
    """A generated straight-line program over registry primitives; call it like a function.

    ``program.source`` is its Python text (shown in ``repr`` so a failing hypothesis
    example prints it); ``program.fn`` is the real function, compiled from that text
    and registered in ``linecache`` so Graph mode can parse it.  ``ms.jit(program)``,
    ``assert_modes_equal(program, ...)`` and calling it from a Cell all work.
    """

    def __init__(self, n_inputs: int, steps: Sequence[Tuple[str, Sequence[int]]], outputs: Sequence[int]):
        from ..ops.registry import OPS

        self.n_inputs = n_inputs
        self.steps = [(name, tuple(args)) for name, args in steps]
        self.outputs = tuple(outputs)
        self.op_names = sorted({name for name, _ in self.steps})
        uid = next(_counter)
        self.name = f"program_{uid}"
        var = [f"x{i}" for i in range(n_inputs)] + [f"v{k}" for k in range(len(self.steps))]
        lines = [f"def {self.name}({', '.join(var[:n_inputs])}):"]
        # Not under "msgraph.": the compiler treats msgraph's own helpers as library code.
        ns: Dict[str, Any] = {"__name__": "msgraph_generated_programs"}
        for k, (name, args) in enumerate(self.steps):
            pname = f"{name}_"
            ns[pname] = OPS[name].prim_class()
            lines.append(f"    {var[n_inputs + k]} = {pname}({', '.join(var[a] for a in args)})")
        outs = [var[o] for o in self.outputs]
        lines.append(f"    return {outs[0]}" if len(outs) == 1 else f"    return {', '.join(outs)}")
        self.source = "\n".join(lines) + "\n"
        self.filename = f"<msgraph-generated>/{self.name}.py"
        linecache.cache[self.filename] = (len(self.source), None, self.source.splitlines(True), self.filename)
        exec(compile(self.source, self.filename, "exec"), ns)  # noqa: S102 - our own generated text
        self.fn = ns[self.name]
        self.__msgraph_jit_fn__ = self.fn
        self.__name__ = self.__qualname__ = self.name

    def __call__(self, *args: Any) -> Any:
        return self.fn(*args)

    def __repr__(self) -> str:
        return f"Program({self.name}, inputs={self.n_inputs}):\n{self.source}"


@st.composite
def programs(draw: Any, min_inputs: int = 1, max_inputs: int = 3, min_steps: int = 1, max_steps: int = 6,
             max_outputs: int = 1, differentiable: bool = False, safe: bool = True,
             ops: Optional[Sequence[str]] = None, float64: bool = False) -> Program:
    """Small random programs: each step applies a registry elementwise op to earlier values.

    Args:
        min_inputs, max_inputs: number of Tensor parameters.
        min_steps, max_steps: number of op applications.
        max_outputs: returns a tuple of up to this many of the last values (1: a Tensor).
        differentiable: only ops with a bprop (for gradient tests).
        safe: only ops that stay finite on bounded inputs (see :func:`eligible_ops`).
        ops: restrict to these registry op names.
        float64: only ops that accept float64 Tensors.
    """
    table = eligible_ops(differentiable, safe, ops, float64=float64)
    n_in = draw(st.integers(min_inputs, max_inputs))
    n_steps = draw(st.integers(min_steps, max_steps))
    steps: List[Tuple[str, List[int]]] = []
    for k in range(n_steps):
        info = draw(st.sampled_from(table))
        n_vals = n_in + k
        # The first operand favours recent values, so programs are chains rather than piles.
        first = draw(st.integers(max(0, n_vals - 3), n_vals - 1))
        rest = [draw(st.integers(0, n_vals - 1)) for _ in range(info.arity - 1)]
        steps.append((info.name, [first] + rest))
    n_out = draw(st.integers(1, max(1, min(max_outputs, n_steps))))
    total = n_in + n_steps
    outputs = list(range(total - n_out, total))
    return Program(n_in, steps, outputs)


@st.composite
def programs_with_inputs(draw: Any, dtype: Any = None, min_value: float = -2.0, max_value: float = 2.0,
                         max_dims: int = 3, max_side: int = 4, **program_kwargs: Any) -> Tuple[Program, tuple]:
    """``(program, args)``: a random :func:`programs` value plus broadcastable input Tensors.

    ``dtype``: a dtype or strategy (default :func:`float_dtypes`); every input has it.
    """
    dt = draw(dtype if isinstance(dtype, st.SearchStrategy) else
              float_dtypes() if dtype is None else st.just(dtype))
    prog = draw(programs(**program_kwargs, float64=dt == _dt.float64))
    shps = draw(broadcastable_shapes(prog.n_inputs, max_dims=max_dims, max_side=max_side))
    args = tuple(draw(tensors(dt, s, min_value, max_value)) for s in shps)
    return prog, args
