"""Gradients through Python run when the graph runs on Tensors whose rank is known only then.

A Tensor ``if`` whose branches give one name Tensors of one dtype and different ranks (``out = Tensor(0.0)``,
``if lim < 3: out = x * out + x``) is MindSpore's dynamic-rank Tensor; msgraph joins it as a Python object made
when the graph runs (frontend/branches.py ``join_at_run_time``: a ``PyExecute`` in each branch) and runs the Python
that uses it then too (frontend/fallback.py ``runtime_call``: ``out * 2``, ``out.sum()``).  MindSpore differentiates
through its dynamic rank as through any Tensor, so these nodes carry a :class:`RunTimeGrad` function and
autodiff/expand.py differentiates them when the graph runs:

* the join (``RunTimeGrad(..., identity=True)``) passes its adjoint to the branch that was taken, as a Tensor of
  that branch's shape and dtype (:class:`AsInput`: a node with a declared abstract value);
* any other such node (``out * x``) takes the vector-Jacobian product of its Python function on the eager tape
  (:class:`RunVjp`), recomputing it on fresh leaves; :class:`AsInput` picks each input's gradient out.

Adjoints of object-typed values are objects too (:class:`RunAdd`, :class:`RunOnesLike`, :class:`RunZerosLike`).
Other PyExecute nodes (numpy on ``x.asnumpy()``) stay non-differentiable, as in MindSpore 2.10 (its gradients
through the JIT fallback are zeros; recorded: st_compiler9/fallback_grad_zero).
"""
from __future__ import annotations

from typing import Any, Optional, Sequence

import numpy as np

from ..common.tensor import Tensor


class RunTimeGrad:
    """A PyExecute function that autodiff differentiates when the graph runs (see the module docstring)."""

    differentiable = True

    def __init__(self, fn: Any, identity: bool = False, vjp_fn: Any = None, nondiff: Sequence[int] = ()) -> None:
        self.fn = fn
        self.identity = identity   # the join of a branch value: its gradient is the adjoint itself
        # ``vjp_fn``: what the tape records for the gradient when ``fn`` only picks a result out of another node's
        # (a Python-run loop's value: the loop run again on fresh leaves); ``nondiff``: input positions no
        # gradient is taken for (that other node's result)
        self.vjp_fn = vjp_fn if vjp_fn is not None else fn
        self.nondiff = tuple(nondiff)
        self.tensor_result = getattr(fn, "tensor_result", False)
        self.__qualname__ = getattr(fn, "__qualname__", None) or getattr(fn, "__name__", repr(fn))

    def __repr__(self) -> str:
        return self.__qualname__

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self.fn(*args, **kwargs)


def is_runtime_differentiable(fn: Any) -> bool:
    return getattr(fn, "differentiable", False) is True and isinstance(fn, RunTimeGrad)


def _tensor(x: Any) -> Any:
    if isinstance(x, Tensor):
        return x
    if isinstance(x, (np.ndarray, np.generic)) and np.asarray(x).dtype != object:
        return Tensor._wrap(np.asarray(x))
    return x


class RunVjp:
    """``fn``'s vector-Jacobian product at run time: called with ``fn``'s inputs then the output's adjoint;
    returns the adjoints of the inputs at positions ``want`` (None where none reaches it)."""

    tensor_result = False

    def __init__(self, fn: Any, kwargs: Optional[dict], want: Sequence[int], template: Any = None) -> None:
        self.fn, self.kwargs, self.want = fn, dict(kwargs or {}), list(want)
        self.template = template   # the forward node's structured arguments (None: its flat inputs)
        self.__qualname__ = f"gradient of {getattr(fn, '__qualname__', repr(fn))}"

    def __repr__(self) -> str:
        return self.__qualname__

    def __call__(self, *args: Any) -> Any:
        from . import tape

        *ins, dout = args
        ins = list(ins)
        leaves: dict = {}   # input position -> its leaf (a Tensor) or its leaves' structure (a tuple / list)
        flat: list = []     # (position, leaf) for every leaf
        if dout is None:   # (the sensitivity of a value that is no Tensor: nothing flows back)
            return tuple(None for _ in self.want)
        for k in self.want:
            t = _tensor(ins[k])
            if isinstance(t, Tensor):
                leaf = Tensor._wrap(np.asarray(t._data))   # a fresh leaf per input position
                ins[k] = leaves[k] = leaf
                flat.append((k, leaf))
            elif _tensor_method(t):   # ``out.sum`` (then called): the method of a leaf; its adjoint is its Tensor's
                leaf = Tensor._wrap(np.asarray(t.__self__._data))
                ins[k] = getattr(leaf, t.__name__)
                leaves[k] = leaf
                flat.append((k, leaf))
            elif _has_tensor(t):   # a tuple / list holding Tensors (a run-time sequence): a leaf per Tensor in it
                got: list = []
                ins[k] = leaves[k] = _leaves_of(t, got)
                flat.extend((k, g) for g in got)
        if not flat:
            return tuple(None for _ in self.want)
        if self.template is not None:
            from ..ir.nodes import map_arg

            it = iter(ins)
            ins = [map_arg(a, lambda _: next(it)) for a in self.template]
        with tape.recording([g for _, g in flat]):
            out = self.fn(*ins, **self.kwargs)
        outs, sens = [], []
        for o, d in _pairs(_tensor(out), dout):
            if _tensor_method(o):   # ``getattr(out, "sum")``: the adjoint of a Tensor's method is its Tensor's
                o = o.__self__
            if not isinstance(o, Tensor) or d is None or (getattr(o, "_node", None) is None
                                                          and not any(o is g for _, g in flat)):
                continue
            outs.append(o)
            sens.append(_fit(_tensor(d), np.asarray(o._data)))
        if not outs:
            return tuple(None for _ in self.want)
        got = dict(zip([id(g) for _, g in flat], tape.backward(outs, sens, [g for _, g in flat])))
        return tuple(_grads_of(leaves[k], got) if k in leaves else None for k in self.want)


def _has_tensor(x: Any) -> bool:
    if isinstance(x, (tuple, list)):
        return any(_has_tensor(v) for v in x)
    if type(x) is dict:   # a dict a Tensor ``while`` grew (adapt44ctl/runtime_dict_grad): its values
        return any(_has_tensor(v) for v in x.values())
    return isinstance(_tensor(x), Tensor)


def _leaves_of(x: Any, got: list) -> Any:
    """``x`` (a tuple / list, nested) with each Tensor in it replaced by a fresh leaf (appended to ``got``)."""
    if isinstance(x, (tuple, list)):
        return type(x)(_leaves_of(v, got) for v in x)
    if type(x) is dict:
        return {k: _leaves_of(v, got) for k, v in x.items()}
    t = _tensor(x)
    if isinstance(t, Tensor):
        leaf = Tensor._wrap(np.asarray(t._data))
        got.append(leaf)
        return leaf
    return x


def _grads_of(leaf: Any, got: dict) -> Any:
    """The adjoint of an input: its leaf's gradient, or (a structure of leaves) a tuple of theirs (None for an item
    that is no Tensor or that no gradient reached)."""
    if isinstance(leaf, (tuple, list)):
        return tuple(_grads_of(v, got) for v in leaf)
    if type(leaf) is dict:
        return {k: _grads_of(v, got) for k, v in leaf.items()}
    return got.get(id(leaf)) if isinstance(leaf, Tensor) else None


def _pairs(out: Any, dout: Any) -> Any:
    """(output Tensor, its adjoint) for ``out`` and each Tensor in it (a tuple / list with a structured adjoint)."""
    if isinstance(out, (tuple, list)):
        if isinstance(dout, (tuple, list)) and len(dout) == len(out):
            for o, d in zip(out, dout):
                yield from _pairs(_tensor(o), d)
        return
    if type(out) is dict:   # a dict with a dict adjoint: key by key
        if type(dout) is dict:
            for k, o in out.items():
                if k in dout:
                    yield from _pairs(_tensor(o), dout[k])
        return
    yield out, dout


def _tensor_method(m: Any) -> bool:
    import inspect

    return inspect.ismethod(m) and isinstance(m.__self__, Tensor)


def _fit(g: Any, like: np.ndarray) -> Any:
    """The adjoint ``g`` as a Tensor of ``like``'s shape and dtype."""
    arr = np.asarray(g._data if isinstance(g, Tensor) else g)
    if arr.dtype != like.dtype:
        arr = arr.astype(like.dtype)
    return Tensor._wrap(np.ascontiguousarray(_to_shape(arr, like.shape)))


def _to_shape(arr: np.ndarray, shape: tuple) -> np.ndarray:
    """An adjoint of another shape as one of ``shape``: reshaped where the sizes agree, else summed over the
    dimensions a broadcast would have added (a (2,) sensitivity of a 0-d value: its sum, as MindSpore's PyNative
    does), else broadcast."""
    shape = tuple(shape)
    if arr.shape == shape:
        return arr
    if arr.size == int(np.prod(shape)):
        return arr.reshape(shape)
    red = arr
    while red.ndim > len(shape):
        red = red.sum(0)
    axes = tuple(d for d in range(red.ndim) if shape[d] == 1 and red.shape[d] != 1)
    if axes:
        red = red.sum(axis=axes, keepdims=True)
    if red.shape == shape:
        return red
    return np.broadcast_to(arr, shape).copy()


class AsInput:
    """Input ``index``'s adjoint out of a :class:`RunVjp` result (``index`` None: the adjoint itself), as the
    input is: an array of its declared shape and dtype, or (an object input) a Tensor; zeros of the input's
    value where no adjoint reached it."""

    tensor_result = True   # (a gradient returned from the graph as it is: a Tensor, not a numpy array; adapt41cpu)

    def __init__(self, index: Optional[int], shape: Any = None, dtype: Any = None) -> None:
        self.index, self.shape, self.dtype = index, shape, dtype
        self.__qualname__ = "adjoint" if index is None else f"adjoint {index}"

    def __repr__(self) -> str:
        return self.__qualname__

    def __call__(self, grads: Any, x: Any) -> Any:
        g = grads if self.index is None or grads is None else grads[self.index]
        if isinstance(x, (tuple, list)) or type(x) is dict:   # a run-time sequence / dict: its adjoint as it is
            return g
        like = np.asarray(x._data if isinstance(x, Tensor) else x)
        if g is None:
            g = np.zeros_like(like)
        if self.dtype is None:   # an object input: a Tensor of the value it had
            return _fit(g, like) if like.dtype != object else _tensor(g)
        arr = np.asarray(g._data if isinstance(g, Tensor) else g).astype(self.dtype, copy=False)
        return np.array(_to_shape(arr, tuple(self.shape)), self.dtype)


class RunAdd:
    """The sum of two adjoints of an object-typed value (Tensors when the graph runs): the registry's Add."""

    tensor_result = False
    __qualname__ = "adjoint sum"

    def __call__(self, a: Any, b: Any) -> Any:
        if isinstance(a, (tuple, list)) and isinstance(b, (tuple, list)) and len(a) == len(b):
            return tuple(self(u, v) for u, v in zip(a, b))   # two adjoints of a run-time sequence: item by item
        if type(a) is dict and type(b) is dict:   # of a dict: key by key
            return {k: self(a.get(k), b.get(k)) for k in {**a, **b}}
        if a is None or b is None:
            return b if a is None else a
        a, b = _tensor(a), _tensor(b)
        if not isinstance(a, Tensor) or not isinstance(b, Tensor):
            return b if isinstance(b, Tensor) else a
        from ..ops import functional as F

        return F.add(a, b)


class _RunLike:
    """``F.<name>(v)`` of an object-typed value when the graph runs (None for a value that is no Tensor)."""

    tensor_result = False
    __qualname__ = name = ""

    def __call__(self, v: Any) -> Any:
        if isinstance(v, (tuple, list)):   # a run-time sequence: item by item (None where it holds no Tensor)
            items = tuple(self(u) for u in v)
            return items if any(u is not None for u in items) else None
        if type(v) is dict:
            got = {k: self(u) for k, u in v.items()}
            return got if any(u is not None for u in got.values()) else None
        v = _tensor(v)
        if not isinstance(v, Tensor):
            return None
        from ..ops import functional as F

        return getattr(F, self.name)(v)


class RunOnesLike(_RunLike):
    """The default sensitivity of an object-typed output: ones of its value's shape and dtype."""

    __qualname__ = name = "ones_like"


class RunZerosLike(_RunLike):
    """Zeros of an object-typed value's shape and dtype (its adjoint where none reaches it)."""

    __qualname__ = name = "zeros_like"
