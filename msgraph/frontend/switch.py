"""Calls whose callee is chosen by a Tensor (MindSpore's ``switch_layer`` and function joins).

* ``self.layers[i](x)`` with ``i`` a 0-d integer Tensor indexing a tuple/list of Cells, primitives
  or functions: each candidate is lowered in its own branch of a chain of Tensor ``if`` nodes
  (``i == 0``, ``i == 1``, ...), and their results join like the branches of an ``if``.
* ``g = f1 if <Tensor cond> else f2`` (or assigned in the two branches of a Tensor ``if``): the
  joined name is a :class:`SwitchFn` too; calling it lowers both calls under the same condition.
* ``vals[i]`` for a tuple/list of numbers or same-shaped Tensors: the values are stacked and
  gathered at ``i``.
"""
from __future__ import annotations

from typing import Any, Callable, Dict, List, Optional, Sequence

import operator

import numpy as np

from ..common.tensor import Tensor
from ..ir.nodes import Block
from . import syntax
from .flow import F
from .loop_return import ReturnSlot
from .symbolic import is_sym


class SwitchFn:
    """A callee selected at run time: ``fns[k]`` where ``cond(k)`` (the last one otherwise)."""

    def __init__(self, fns: Sequence[Any], cond: Callable[[int], Any]):
        self.fns = list(fns)
        self.cond = cond

    def __repr__(self) -> str:
        return f"<one of {len(self.fns)} functions, chosen by a Tensor>"


class _Env:
    def __init__(self) -> None:
        self.env: Dict[str, Any] = {}


def lower_branches(low: Any, cond: Any, then_fn: Callable[[], Any], else_fn: Callable[[], Any]) -> Any:
    """The joined value of ``then_fn()`` / ``else_fn()``, each lowered in one branch of an ``if``."""
    before = dict(low.param_state)
    blocks: List[Block] = []
    vals: List[Any] = []
    states: List[Dict[int, Any]] = []
    loc = low.b.loc
    low.tensor_cf += 1
    raised: List[bool] = []
    try:
        for thunk in (then_fn, else_fn):
            low.param_state = dict(before)
            low.call_raised = False
            with low.b.block(Block()) as blk:
                vals.append(_pending_as_slot(thunk))
            raised.append(getattr(low, "call_raised", False))
            blocks.append(blk)
            states.append(low.param_state)
    finally:
        low.tensor_cf -= 1
    low.b.loc = loc
    if all(isinstance(v, _Pending) for v in vals):
        raise vals[0].exc
    frame = _Env()
    if all(raised):
        # Every callee raises: only Parameter state joins; the result is never read.
        low.join_into(frame, low.cond_of(cond), blocks, [{}, {}], states, {})
        low.call_raised = True
        return ReturnSlot()
    low.call_raised = False
    # a callee that raises (or a recursion being probed) yields nothing: the other side's value
    vals = [ReturnSlot() if isinstance(v, _Pending) or r else v for v, r in zip(vals, raised)]
    low.join_into(frame, low.cond_of(cond), blocks, [{"__switch__": vals[0]}, {"__switch__": vals[1]}], states, {})
    return frame.env["__switch__"]


def switch_call(low: Any, fn: SwitchFn, args: Sequence[Any], kwargs: Dict[str, Any], loc: Any) -> Any:
    returns: Dict[int, Any] = {}

    def call_k(k: int) -> Any:
        low.call_return_loc = None
        out = low.call(fn.fns[k], args, kwargs, loc)
        returns[k] = getattr(low, "call_return_loc", None)
        return out

    def from_k(k: int) -> Any:
        if k == len(fn.fns) - 1:
            return call_k(k)
        return lower_branches(low, fn.cond(k), lambda: call_k(k), lambda: from_k(k + 1))
    from ..errors import MsGraphError

    try:
        return from_k(0)
    except MsGraphError as exc:
        if getattr(exc, "code", None) != "MSG401" or getattr(exc, "_switch_named", False) or not returns:
            raise
        # Name every candidate's return statement, as MindSpore's switch_layer join error does
        # ("branch1: ... In file F:L  return self.relu(input)").
        where = [f"  branch{k + 1} returns at {r}: {r.source_line().strip()}"
                 for k, r in sorted(returns.items()) if r is not None]
        if where:
            MsGraphError.__init__(exc, exc.raw_message + "\n" + "\n".join(where), exc.loc, exc.hint)
        exc._switch_named = True
        raise


def _all_callables(items: Any) -> bool:
    """Whether a sequence holds only Cells or functions (what MindSpore's switch_layer picks from)."""
    return all(callable(v) and not is_sym(v) and not isinstance(v, Tensor) for v in items)


def index_by_tensor(low: Any, seq: Any, idx: Any, check: bool = True) -> Optional[Any]:
    """``seq[idx]`` for a Python tuple/list and a 0-d integer Tensor ``idx``; None if unsupported.  A sequence
    of numbers gives a Python number (MindSpore's RealTupleGetItem: ``(1, 2, 3)[mutable(1)]`` is the int 2);
    ``check``: an index outside [-n, n) raises when the graph runs, as MindSpore's kernel does."""
    if is_sym(idx) and len(seq) and idx.aval.size == 1 and idx.aval.dtype.kind != "b" \
            and str(idx.aval.dtype) != "int32" and _all_callables(seq):
        from ..common import dtype as mstype
        from ..errors import GraphValueError

        # MindSpore's switch_layer (Cells or functions picked by a Tensor) takes an int32 index only
        raise GraphValueError(f"switch_layer index must be an int32, but got {mstype.from_numpy(idx.aval.dtype)}",
                              low.b.loc)
    if not is_sym(idx) or idx.aval.dtype.kind not in "iub" or idx.aval.size != 1:
        return None
    if not len(seq):
        from ..common.mutable import is_dynamic_len
        from ..errors import GraphRuntimeError, GraphValueError

        if is_dynamic_len(seq):   # MindSpore's classes and messages, while compiling
            raise GraphRuntimeError("Getitem can not get element from an empty dynamic length sequence.", low.b.loc)
        prim = "list_getitem" if isinstance(seq, list) else "TupleGetItem"
        raise GraphValueError(f"For primitive:'{prim}', cannot get item by index from an empty sequence.",
                              low.b.loc)
    if idx.aval.dtype.kind == "b":   # a bool index is 0 or 1, as in Python
        from ..common import dtype as mstype

        idx = F().cast(idx, mstype.int32)
    items = list(seq)
    n = len(items)
    if idx.shape != ():
        idx = F().reshape(idx, ())
    if _all_callables(items):
        _check_switch_index(low, idx, n)
        # in-range negative indices count from the end, as Python's
        pos = F().select(F().less(idx, 0), F().add(idx, n), idx)
        return SwitchFn(items, lambda k: F().equal(pos, k))
    if all(type(v) in (tuple, list) for v in items) and len({(type(v), len(v)) for v in items}) == 1 \
            and len(items[0]):
        # a sequence of same-length sequences (``[[1, 2], [4, 5]][i]``): the sequence at ``i``, picked element
        # by element (each a number or Tensor gathered at ``i``; MindSpore's runtime getitem gives the same values)
        picked = []
        if check:
            _check_sequence_index(low, seq, idx, n)
        for j in range(len(items[0])):
            col = [v[j] for v in items]
            p = index_by_tensor(low, col, idx, check=False)
            if p is None or isinstance(p, SwitchFn):
                return None
            if is_sym(p) and all(isinstance(c, (int, float)) and not isinstance(c, bool) for c in col):
                p = low.as_python_number(p)   # numbers stay numbers (returned as Python ints/floats)
            picked.append(p)
        return type(items[0])(picked)
    if all(is_sym(v) or isinstance(v, (Tensor, bool, int, float, np.number)) for v in items):
        numbers = all(isinstance(v, (bool, int, float)) or (is_sym(v) and v.aval.weak) for v in items)
        if all(isinstance(v, (bool, int, float, np.number)) for v in items):
            arr = np.asarray(items)
            arr = arr.astype(np.float32) if arr.dtype.kind == "f" else arr
            stacked = low.materialize(Tensor(arr))
        else:
            shapes = {tuple(v.shape) if hasattr(v, "shape") else () for v in items}
            if len(shapes) != 1:
                return None
            stacked = F().stack([low.materialize(v) if not is_sym(v) else v for v in items], 0)
        if numbers and len({_number_kind(v) for v in items}) > 1:
            # numbers of several types (``(1, 2.5, True)[i]``): MindSpore picks the item itself when the graph
            # runs (PyExecute: True stays a bool, 1 an int; an index out of range is Python's IndexError)
            from .fallback import OnTensors, runtime_call

            return runtime_call(low, OnTensors(_pick_number), [tuple(items), idx], {}, "operator.getitem",
                                object_result=True)
        if check:
            _check_sequence_index(low, seq, idx, n)
        if not idx.aval.weak and low.level is not syntax.Level.STRICT and low.__dict__.get("grad_depth"):
            # a Tensor index (not a mutable int) under a gradient: MindSpore 2.10 (LAX) picks the item with a
            # PyExecute node, where the gradient stops ("The gradient will be stopped from propagating at the
            # PyExecute node"), and the ops on its result run as PyExecute too (recorded:
            # st_compiler15/tensor_index_sequence_grad)
            from .fallback import OnTensors, runtime_call

            return runtime_call(low, OnTensors(operator.getitem), [tuple(items), idx], {}, "operator.getitem",
                                object_result=True)
        picked = F().getitem(stacked, idx)
        return low.as_python_number(picked) if numbers else picked
    return None


def _number_kind(v: Any) -> str:
    """'b', 'i' or 'f': the kind of a Python number or of a graph number's (weak) dtype."""
    if is_sym(v):
        return v.aval.dtype.kind.replace("u", "i")
    return "b" if isinstance(v, (bool, np.bool_)) else "f" if isinstance(v, (float, np.floating)) else "i"


def _pick_number(items: Any, idx: Any) -> Any:
    """``items[idx]`` when the graph runs, each item a Python number again (a 0-d Tensor of a mutable one)."""
    item = items[int(idx)]
    if isinstance(item, Tensor) and item.ndim == 0:
        item = item.asnumpy().item()
    return item


def _check_sequence_index(low: Any, seq: Any, idx: Any, n: int) -> None:
    """MindSpore's error for a tuple/list index outside [-n, n) known when the graph runs: a ValueError from
    its RealTupleGetItem kernel (an IndexError naming its evaluator for a dynamic-length sequence)."""
    from ..common.mutable import is_dynamic_len

    if is_dynamic_len(seq):
        _raise_out_of_range(low, idx, n, IndexError, ["RealTupleGetItem evaluator index should be in "
                                                      f"range[-{n}, {n}), but got ", (None, ""), "."])
    else:
        _raise_out_of_range(low, idx, n, ValueError, [f"For RealTupleGetItem, index is out of range: [-{n}, {n}), "
                                                      "but got ", (None, ""), "."])


def _check_switch_index(low: Any, idx: Any, n: int) -> None:
    """MindSpore's switch_layer IndexError when the index leaves [-n, n), checked when the graph runs."""
    _raise_out_of_range(low, idx, n, IndexError, ["Given index ", (None, ""), " out of range. Please make sure the "
                                                  f"value of index in [-{n}, {n}), and the type is int32."])


def _raise_out_of_range(low: Any, idx: Any, n: int, exc: type, parts: Any) -> None:
    """Raise ``exc`` when the graph runs if ``idx`` leaves [-n, n); ``parts``: the message, the index's place
    marked (an f-string's parts, fallback._Formatter)."""
    from ..ops.pyexecute import PyExecute
    from .fallback import _aval_of_result, _Formatter
    from .symbolic import emit_prim

    bad = F().logical_or(F().less(idx, -n), F().greater_equal(idx, n))
    # the message names the index, formatted when the graph runs (msgraph's own PyExecute: at every syntax level)
    fmt = _Formatter(parts)
    msg = emit_prim(PyExecute(fn=fmt, out=_aval_of_result(fmt(np.int32(0))), kwargs=None, scalar=False), [idx])
    low.emit_raise(exc, msg, low.cond_of(bad))


class _Pending:
    """A branch that made a recursive call whose type is being probed (frontend/recursion.py)."""

    def __init__(self, exc: BaseException):
        self.exc = exc


def _pending_as_slot(thunk: Callable[[], Any]) -> Any:
    from .recursion import RecursionPending

    try:
        return thunk()
    except RecursionPending as exc:
        return _Pending(exc)
