"""``vmap``: map a function over an axis of its inputs (``mindspore.vmap`` / ``ops.vmap``).

MindSpore batches each primitive by a VmapRule; its results are those of calling the function once
per index of the mapped axis and stacking the results.  msgraph does exactly that: the arguments
are sliced (``x[:, i]`` for ``in_axes=1``), ``fn`` runs on each slice (each Cell of a ``CellList``
on its own slice: model ensembling), and every output is stacked along its ``out_axes``.

The same code serves both modes.  PyNative calls ``fn`` on eager Tensors (so the tape records the
slicing and stacking, and ``ms.grad`` of a vmapped function works); in graph code the call is lowered
through ``__msgraph_lower__``: ``fn`` is inlined once per index of the (static) batch size, so
``grad`` of ``vmap`` and ``vmap`` of ``grad`` compose in both modes.  A vmapped function called
directly in GRAPH_MODE is compiled, as MindSpore compiles it.

Axes are checked as MindSpore checks them, with its error classes (RuntimeError; ValueError for a
CellList whose size differs from the batch size).  An output mapped onto ``out_axes`` None is an
error: in graph code msgraph sees whether the output depends on a mapped input; in PyNative an
output whose slices differ is mapped (one equal on every slice is taken as unmapped).
"""
from __future__ import annotations

import inspect
from typing import Any, Callable, Dict, List, Optional, Sequence

import numpy as np

from ..common import hooks
from ..common.tensor import Tensor
from ..context import GRAPH_MODE, get_context

__all__ = ["vmap", "VmapFunction"]


def vmap(fn: Any, in_axes: Any = 0, out_axes: Any = 0) -> "VmapFunction":
    """The vectorized version of ``fn``: maps it over axis ``in_axes`` of its arguments and puts the
    mapped axis of its results at ``out_axes`` (ints, None, or tuples/lists nested like the
    arguments/results)."""
    return VmapFunction(fn, in_axes, out_axes)


def _is_cell_list(fn: Any) -> bool:
    return hooks.is_cell(fn) and any(c.__name__ == "CellList" for c in type(fn).__mro__)


def _is_axis(a: Any) -> bool:
    return a is None or (isinstance(a, (int, np.integer)) and not isinstance(a, (bool, np.bool_)))


def _is_tensor(x: Any) -> bool:
    return isinstance(x, Tensor) or type(x).__name__ == "Sym"


def _abstract(x: Any) -> str:
    """MindSpore's words for a value in its error messages (approximate)."""
    if isinstance(x, bool):
        return f"AbstractScalar(Type: Bool, Value: {str(x).lower()}, Shape: NoShape)"
    if isinstance(x, int):
        return f"AbstractScalar(Type: Int64, Value: {x}, Shape: NoShape)"
    if isinstance(x, float):
        return f"AbstractScalar(Type: Float32, Value: {x}, Shape: NoShape)"
    if isinstance(x, str):
        return f"AbstractScalar(Type: String, Value: {x}, Shape: NoShape)"
    return repr(x)


def _check_axis_leaf(a: Any, which: str) -> None:
    if _is_axis(a):
        return
    if isinstance(a, float):
        raise RuntimeError(f"The axis in vmap's '{which}' should be a None or a scalar of type Int64Imm, "
                           f"but got a {a}.")
    raise RuntimeError(f"The axis in vmap`s '{which}' can only be of type Int or None, but got {_abstract(a)}.")


def _axis_leaves(axes: Any) -> List[Any]:
    if isinstance(axes, (tuple, list)):
        out: List[Any] = []
        for a in axes:
            out.extend(_axis_leaves(a))
        return out
    return [axes]


class _Batch:
    """The batch size seen so far (the first mapped argument decides it)."""

    def __init__(self) -> None:
        self.size: Optional[int] = None

    def see(self, n: int) -> None:
        if self.size is None:
            self.size = n
        elif self.size != n:
            raise RuntimeError(f"The 'axis_size' of each argument in the scope of 'vmap' should be equal, "
                               f"but got {self.size} and {n}.")


def _plan_arg(x: Any, axis: Any, batch: _Batch) -> Any:
    """``x`` with the axis it is mapped along: a tree of (leaf, normalized axis or None)."""
    if isinstance(axis, (tuple, list)):
        if not isinstance(x, (tuple, list)):
            raise RuntimeError(f"The 'in_axes' {tuple(axis)} of vmap is a tuple or list but its corresponding "
                               f"argument is not: {_abstract(x)}.")
        if len(axis) != len(x):
            raise RuntimeError(f"The size of vmap's 'in_axes' should be equal to the number of elements of the "
                               f"argument: {len(x)}, but got size: {len(axis)}.")
        return type(x)(_plan_arg(e, a, batch) for e, a in zip(x, axis))
    if isinstance(x, (tuple, list)) and not _is_tensor(x):
        return type(x)(_plan_arg(e, axis, batch) for e in x)
    if axis is None:
        return _Leaf(x, None)
    if not _is_tensor(x):
        raise RuntimeError(f"The orig_abs should be AbstractTensor when corresponding axis is {axis}, but got a "
                           f"{_abstract(x)}. Tip: Please check the correspondence between vmap's 'in_axes' and "
                           f"inputs. You may want to explicitly specify the 'in_axes' corresponding to "
                           f"{_abstract(x)} as 'None' to solve this problem.")
    ndim = len(x.shape)
    if not -ndim <= axis < ndim:
        raise RuntimeError(f"The axis: {axis} in 'in_axes' is out of bounds for array of dimension "
                           f"[{-ndim},{ndim}).")
    axis = int(axis) % ndim
    batch.see(int(x.shape[axis]))
    return _Leaf(x, axis)


class _Leaf:
    __slots__ = ("x", "axis")

    def __init__(self, x: Any, axis: Optional[int]):
        self.x = x
        self.axis = axis


def _take(leaf: "_Leaf", i: int) -> Any:
    s = leaf.x[(slice(None),) * leaf.axis + (i,)]
    d = getattr(s, "__dict__", None)
    if d is not None and "_vparent" in d:
        d["_vmapslot"] = True   # (ops.assign on the slot is vmap's in-place write, not a refused write to a view)
    return s


def _slice(plan: Any, i: int, by_leaf: Dict[int, Any]) -> Any:
    if isinstance(plan, _Leaf):
        if plan.axis is None:
            return plan.x
        return by_leaf[id(plan)]
    return type(plan)(_slice(p, i, by_leaf) for p in plan)


def _current(s: Any, low: Any) -> Any:
    """A slice's value after the call (graph code: the in-place writes the lowerer recorded)."""
    if low is None:
        return s
    return low.ref_current(s) if type(s).__name__ == "Sym" else s


def _write_back(leaf: "_Leaf", finals: List[Any], low: Any) -> None:
    from ..ops import functional as F

    x = leaf.x
    if low is None:
        new = F.stack(finals, axis=leaf.axis)
        x[...] = new
        return
    if type(x).__name__ != "Sym":
        return
    new = F.stack(finals, axis=leaf.axis)
    ref = low.ref_of(x)
    if ref is None:          # (never 'or': a Parameter's truth value is its element's)
        ref = low.local_ref(x)
    low.write_param(ref, new)


def _mapped_inputs(plan: Any, out: List[Any]) -> List[Any]:
    if isinstance(plan, _Leaf):
        if plan.axis is not None:
            out.append(plan)
    else:
        for p in plan:
            _mapped_inputs(p, out)
    return out


class VmapFunction:
    """``fn`` vectorized by :func:`vmap`: call it like ``fn``."""

    def __init__(self, fn: Any, in_axes: Any = 0, out_axes: Any = 0):
        self.fn = fn
        self.in_axes = in_axes
        self.out_axes = out_axes
        self.__name__ = "vmap_" + str(getattr(fn, "__name__", type(fn).__name__))
        # graph code lowers the call with the compiler's own call (inlining fn once per index)
        self.__msgraph_lower__ = self._lower

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if get_context("mode") == GRAPH_MODE:
            return hooks.run_graph(self, args, kwargs)
        return self.call_eager(*args, **kwargs)

    def call_eager(self, *args: Any, **kwargs: Any) -> Any:
        return _run(self, args, kwargs, lambda f, a: f(*a), graph=False)

    def _lower(self, low: Any, args: Sequence[Any], kwargs: Dict[str, Any], loc: Any) -> Any:
        return _run(self, tuple(args), dict(kwargs), lambda f, a: low.call(f, list(a), {}, loc), graph=True, low=low)


def _check_axes(vf: VmapFunction, n_args: int, cell_list: bool) -> None:
    in_axes, out_axes = vf.in_axes, vf.out_axes
    for a in _axis_leaves(in_axes):
        _check_axis_leaf(a, "in_axes")
    for a in _axis_leaves(out_axes):
        _check_axis_leaf(a, "out_axes")
    if isinstance(in_axes, (tuple, list)) and len(in_axes) != n_args:
        raise RuntimeError(f"When vmap`s 'in_axes' is a tuple or list, and its size must be equal to the number of "
                           f"arguments of 'fn': {n_args}, but got size: {len(in_axes)}.")
    if not cell_list:
        if in_axes is None:
            raise RuntimeError("The 'in_axes' of 'vmap' cannot be a single None while 'fn' is not a 'CellList'.")
        if all(a is None for a in _axis_leaves(in_axes)):
            raise RuntimeError(f"The 'in_axes' of 'vmap' cannot be all None while 'fn' is not a 'CellList', "
                               f"but got {_axes_text(in_axes)}.")
    if out_axes is None:
        raise RuntimeError("The 'out_axes' of 'vmap' cannot be a single None while 'fn' is not a 'CellList'.")
    if not cell_list and all(a is None for a in _axis_leaves(out_axes)):
        raise RuntimeError(f"The 'out_axes' of 'vmap' cannot be all None while 'fn' is not a 'CellList', "
                           f"but got {_axes_text(out_axes)}.")


def _n_params(fn: Any) -> Optional[int]:
    """How many positional arguments ``fn`` (a Cell: its construct) takes; None with ``*args`` or unknown."""
    target = hooks.cell_construct(fn) if hooks.is_cell(fn) else fn
    try:
        params = list(inspect.signature(target).parameters.values())
    except (TypeError, ValueError):
        return None
    if hooks.is_cell(fn) and params and params[0].name == "self" and not inspect.ismethod(target):
        params = params[1:]
    if any(p.kind is p.VAR_POSITIONAL for p in params):
        return None
    positional = [p for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    return len(positional) if all(p.default is p.empty for p in positional) else None


def _check_fn(fn: Any, cell_list: bool, n_args: int) -> None:
    """MindSpore's checks of vmap's ``fn`` against the call, before the axes (its words; both modes)."""
    from ..common.lambda_source import lambda_source_problem
    from ..ops.primitive import Primitive

    if cell_list:
        cells = list(fn)
        if len(cells) <= 1:
            raise RuntimeError("In the model ensembling parallel training scenario ('VmapOperation' arg0 is a "
                               f"'CellList'), the size of 'CellList' must be greater than 1, but got {len(cells)}.")
        if len({_n_params(c) for c in cells}) > 1:
            raise RuntimeError("'VmapOperation' arg0 is a CellList, whose elements's inputs should be consistent.")
        return
    if isinstance(fn, Primitive):
        raise RuntimeError(f"'VmapOperation' arg0 PrimitiveAbstractClosure: S_Prim_{fn.name} cast to "
                           "'FuncGraphAbstractClosure' failed.")
    if getattr(getattr(fn, "__code__", None), "co_name", "") == "<lambda>":
        problem = lambda_source_problem(fn)
        if problem is not None:
            raise problem[0](problem[1])
    n = _n_params(fn)
    if n == 0 and n_args == 0:
        raise RuntimeError("Failed to get 'axis_size' within the scope of vmap.")
    if n is not None and n_args and n != n_args:
        raise TypeError(f"The parameters number of the function is {n}, but the number of provided arguments "
                        f"is {n_args}.")


def _axes_text(axes: Any) -> str:
    return str(tuple(axes)) if isinstance(axes, list) else str(axes)


def _run(vf: VmapFunction, args: tuple, kwargs: Dict[str, Any], call: Callable[[Any, Sequence[Any]], Any],
         graph: bool, low: Any = None) -> Any:
    fn = vf.fn
    cell_list = _is_cell_list(fn)
    if not cell_list and not (callable(fn) or type(fn).__name__ == "StagedFunction"):
        raise RuntimeError(f"'VmapOperation' arg0 must be a 'Function' or 'Cell', but got {_abstract(fn)}.")
    if kwargs:
        raise RuntimeError(f"Got an unexpected keyword argument '{next(iter(kwargs))}'")
    _check_fn(fn, cell_list, len(args))
    if not args:
        raise TypeError("The parameters number of the function is at least 1, but the number of provided "
                        "arguments is 0.")
    _check_axes(vf, len(args), cell_list)
    in_axes = vf.in_axes
    axes = tuple(in_axes) if isinstance(in_axes, (tuple, list)) else (in_axes,) * len(args)
    batch = _Batch()
    plan = tuple(_plan_arg(x, a, batch) for x, a in zip(args, axes))
    cells = list(fn) if cell_list else None
    if cells is not None:
        if batch.size is None:
            batch.size = len(cells)
        elif batch.size != len(cells):
            raise ValueError(f"If you want to execute the model ensembling parallel training, please make sure "
                             f"the 'axis_size' in the scope of vmap consistent with the cell size of the input "
                             f"'CellList', otherwise, please do not enter 'CellList' as the first argument, but we "
                             f"get axis_size: {batch.size} and the cell size: {len(cells)}.")
    n = batch.size
    assert n is not None
    mapped = _mapped_inputs(plan, [])
    results = []
    track = not graph and cells is None and _has_none(vf.out_axes)
    dependent: set = set()   # ids of the outputs computed from a slice (track)
    finals: List[List[Any]] = [[] for _ in mapped]   # each mapped input's slices after each call
    written = [False] * len(mapped)
    for i in range(n):
        f = cells[i] if cells is not None else fn
        slices = [_take(leaf, i) for leaf in mapped]
        before = [None if graph else (s._data, np.array(s._data)) for s in slices]
        by_leaf = {id(leaf): s for leaf, s in zip(mapped, slices)}
        hooks.vmap_depth[0] += 1
        hooks.vmap_slice_axes.append({id(s): leaf.axis for leaf, s in zip(mapped, slices)})
        try:
            if track:
                # (PyNative with an out_axes None: the tape tells which outputs are computed from the slices)
                from . import tape as _tape

                with _tape.recording(slices):
                    results.append(call(f, _slice(plan, i, by_leaf)))
                _note_dependent(results[-1], {id(s) for s in slices}, dependent)
            else:
                results.append(call(f, _slice(plan, i, by_leaf)))
        finally:
            hooks.vmap_depth[0] -= 1
            hooks.vmap_slice_axes.pop()
        for k, s in enumerate(slices):
            # An op that writes its input in place (Assign, ApplyGradientDescent...) on a slice writes
            # that slice of the mapped argument, as MindSpore's vmap does.
            now = _current(s, low)
            if graph:
                changed = now is not s
            else:
                data, copy = before[k]
                changed = s._data is not data or not np.array_equal(s._data, copy, equal_nan=True)
            written[k] = written[k] or changed
            finals[k].append(now)
    for k, leaf in enumerate(mapped):
        if written[k]:
            _write_back(leaf, finals[k], low)
    if not results:
        # a mapped axis of size 0: MindSpore 2.10 unstacks it into an empty tuple and fails to index it
        raise ValueError("For primitive:'TupleGetItem', cannot get item by index from an empty sequence.")
    sources = [leaf.x for leaf in _mapped_inputs(plan, [])]
    if cells is not None:
        sources = None   # every output of a model ensemble is mapped (the Cells' parameters differ)
    _DEPENDENT.append(dependent)
    try:
        return _combine(results, vf.out_axes, n, sources, graph, top=True)
    finally:
        _DEPENDENT.pop()


def _combine(results: List[Any], out_axes: Any, n: int, sources: Optional[List[Any]], graph: bool,
             top: bool = False) -> Any:
    first = results[0]
    if isinstance(first, dict):   # MindSpore 2.10: a RuntimeError in both modes
        raise RuntimeError(f"The outputs of vmap's 'fn' should be consisting of tensors or constants, but got "
                           f"AbstractDictionary{{{', '.join(repr(k) for k in first)}}}.")
    if isinstance(first, (tuple, list)) and not _is_tensor(first):
        if isinstance(out_axes, (tuple, list)):
            if len(out_axes) != len(first):
                raise RuntimeError(f"The size of vmap's 'out_axes' should be equal to the number of results of "
                                   f"'fn': {len(first)}, but got size: {len(out_axes)}.")
            axes = list(out_axes)
        else:
            axes = [out_axes] * len(first)
        parts = [_combine([r[k] for r in results], axes[k], n, sources, graph) for k in range(len(first))]
        return tuple(parts)   # MindSpore 2.10: a list output comes back as a tuple (both modes)
    if isinstance(out_axes, (tuple, list)):
        if top and len(out_axes) == 1:
            out_axes = out_axes[0]
        else:
            raise RuntimeError(f"The size of vmap's 'out_axes' should be equal to the number of results of "
                               f"'fn': 1, but got size: {len(out_axes)}.")
    if out_axes is None:
        if _is_mapped(results, sources, graph):
            raise RuntimeError("It is invalid that source is not None and dst is None.")
        return first
    if first is None or isinstance(first, str):
        return first
    if all(isinstance(r, (bool, int, float, np.number, np.bool_)) for r in results):
        arr = np.array(results)
        if arr.dtype == np.float64:
            arr = arr.astype(np.float32)
        _check_out_axis(out_axes, 0)
        return Tensor(np.moveaxis(arr, 0, out_axes))
    from ..ops import functional as F

    leaves = [r if _is_tensor(r) else Tensor(_scalar_array(r)) for r in results]
    _check_out_axis(out_axes, len(leaves[0].shape))
    return F.stack(leaves, axis=int(out_axes))


def _scalar_array(r: Any) -> Any:
    arr = np.array(r)
    return arr.astype(np.float32) if arr.dtype == np.float64 else arr


def _check_out_axis(axis: int, rank: int) -> None:
    nd = rank + 1
    if not -nd <= axis < nd:
        raise RuntimeError(f"The axis: {axis} in 'out_axes' is out of bounds for array of dimension [{-nd},{nd}).")


def _is_mapped(results: List[Any], sources: Optional[List[Any]], graph: bool) -> bool:
    """Whether an output depends on the mapped inputs (``out_axes`` None is then an error)."""
    if sources is None:
        return True
    first = results[0]
    if all(r is first for r in results):
        return False
    if not all(_is_tensor(r) for r in results):
        return not all(_same_value(r, first) for r in results)
    syms = [r for r in results if type(r).__name__ == "Sym"]
    if not graph and not syms and _DEPENDENT and any(id(r) in _DEPENDENT[-1] for r in results):
        return True   # (PyNative: computed from a mapped input, even where equal on every slice; left38)
    if graph and len(syms) == len(results):
        if all(r.value is first.value for r in syms):
            return False
        return any(_depends_on(r, sources) for r in syms)
    if syms:
        return True
    return not all(_same_value(r, first) for r in results[1:])


#: per running PyNative vmap (innermost last): the ids of its outputs computed from a mapped input's slice
#: (``_note_dependent``), read by ``_is_mapped``
_DEPENDENT: List[set] = []


def _has_none(out_axes: Any) -> bool:
    if isinstance(out_axes, (tuple, list)):
        return any(_has_none(a) for a in out_axes)
    return out_axes is None


def _note_dependent(result: Any, slice_ids: set, dependent: set) -> None:
    """Record which Tensors of ``result`` the tape reaches from a slice (MindSpore 2.10 raises for an out_axes None
    on such an output, whatever its values: "It is invalid that source is not None and dst is None")."""
    from .tape import _toposort

    if isinstance(result, (tuple, list)):
        for r in result:
            _note_dependent(r, slice_ids, dependent)
        return
    if not isinstance(result, Tensor):
        return
    if id(result) in slice_ids or any(id(inp) in slice_ids for node in _toposort([result], set())
                                      for inp in node.inputs):
        dependent.add(id(result))


def _same_value(a: Any, b: Any) -> bool:
    try:
        xa = a.asnumpy() if isinstance(a, Tensor) else np.asarray(a)
        xb = b.asnumpy() if isinstance(b, Tensor) else np.asarray(b)
        return xa.shape == xb.shape and bool(np.array_equal(xa, xb))
    except Exception:   # noqa: BLE001 - not comparable: take it as mapped
        return False


def _depends_on(out: Any, sources: List[Any]) -> bool:
    """Graph code: whether the IR value of ``out`` is computed from one of ``sources`` (graph values)."""
    targets = {id(s.value) for s in sources if type(s).__name__ == "Sym"}
    if not targets:
        return False
    seen: Dict[int, bool] = {}
    stack = [out.value]
    while stack:
        v = stack.pop()
        if id(v) in targets:
            return True
        if id(v) in seen:
            continue
        seen[id(v)] = True
        node = getattr(v, "node", None)
        if node is None:
            continue
        stack.extend(i for i in node.inputs if hasattr(i, "node"))
        for blk in node.blocks:
            for inner in blk.walk():
                stack.extend(i for i in inner.inputs if hasattr(i, "node"))
    return False
