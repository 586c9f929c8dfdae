"""``mindspore._Function``: a custom autograd function in PyTorch's form (PyNative only).

``class F(_Function)`` defines ``forward(ctx, *args)`` and ``backward(ctx, *grad_outputs)``;
``F.apply(*args)`` runs ``forward`` with the tape paused and records one tape node whose rule calls
``backward``.  ``ctx`` is an instance of ``F``: ``save_for_backward`` / ``saved_tensors``,
``needs_input_grad``, ``mark_dirty``, ``mark_non_differentiable``, ``set_materialize_grads`` and any
attribute the user sets.  A ``setup_context(ctx, inputs, output)`` static method, when defined,
takes the context instead (``forward`` then has no ``ctx``).

The gradients ``backward`` returns are checked as MindSpore 2.10's custom function does (errors are
RuntimeErrors with its messages), cast to the input's dtype and summed down to the input's shape.
"""
from __future__ import annotations

from typing import Any, List, Sequence, Tuple

from ..common import views as _views
from ..common.tensor import Tensor
from ..errors import GraphAttributeError
from . import tape as _tape

__all__ = ["_Function"]


class _FunctionPrim:
    """The tape's view of a custom function (its readable name; douts kept None where absent)."""

    __slots__ = ("name", "keep_missing_dout")

    def __init__(self, name: str, keep_missing_dout: bool) -> None:
        self.name = name
        self.keep_missing_dout = keep_missing_dout


def _grad_shape_error(g: Any, want: Tuple[int, ...]) -> RuntimeError:
    def vec(s: Sequence[int]) -> str:
        return "[const vector]{" + ", ".join(str(int(d)) for d in s) + "}"
    return RuntimeError("For grad interface or custom function, grad tensor should be broadcast to expected "
                        f"shape, but got {vec(g.shape)} vs {vec(want)}")


def _fit(g: Any, like: Tensor) -> Any:
    """``g`` cast to ``like``'s dtype and summed over the axes it was broadcast along."""
    from ..ops import functional as F

    want = tuple(like.shape)
    have = tuple(g.shape)
    if g.dtype != like.dtype and str(g.dtype) == "Bool":   # cast before summing: a bool sum counts the Trues
        g = F.cast(g, like.dtype)
    if have != want:
        lead = len(have) - len(want)
        if lead < 0:
            raise _grad_shape_error(g, want)
        axes = list(range(lead))
        for i, (h, w) in enumerate(zip(have[lead:], want)):
            if h == w:
                continue
            if w != 1:
                raise _grad_shape_error(g, want)
            axes.append(lead + i)
        if axes:
            g = F.reduce_sum(g, tuple(axes))
        g = F.reshape(g, want)
    if g.dtype != like.dtype:
        g = F.cast(g, like.dtype)
    return g


class _Function:
    """Base class of a custom autograd function (``mindspore._Function``); PyNative only."""

    _has_setup_context = False

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.saved_tensors: tuple = ()
        self.dirty_tensors: tuple = ()
        self.non_differentiable: tuple = ()
        self.materialize_grads = True
        self.needs_input_grad: tuple = ()

    @staticmethod
    def forward(ctx: Any, *args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError("forward function should be customized.")

    @staticmethod
    def backward(ctx: Any, *grad_outputs: Any) -> Any:
        raise NotImplementedError("backward function should be customized.")

    @staticmethod
    def setup_context(ctx: Any, inputs: Tuple[Any, ...], output: Any) -> Any:
        """Save context information needed for the backward pass."""
        raise NotImplementedError("setup_context is not implemented.")

    def save_for_backward(self, *tensors: Any) -> None:
        self.saved_tensors = tensors

    def mark_dirty(self, *args: Any) -> None:
        self.dirty_tensors = args

    def mark_non_differentiable(self, *args: Any) -> None:
        self.non_differentiable = args

    def set_materialize_grads(self, value: bool) -> None:
        self.materialize_grads = value

    @classmethod
    def apply(cls, *args: Any, **kwargs: Any) -> Any:
        """Run ``forward`` and, while a gradient is taken, record ``backward`` as its rule."""
        if _tape.STATE.graph_code:   # a jit function run eagerly under a PyNative gradient: still jit code
            _refuse_in_graph(None, args, kwargs, None)
        ctx = cls()
        recording = _tape.STATE.depth > 0
        tracked = [recording and isinstance(a, Tensor) and _tape.is_tracked(a) for a in args]
        ctx.needs_input_grad = tuple(tracked)
        has_setup = cls.setup_context is not _Function.setup_context
        cls._has_setup_context = has_setup
        if has_setup:
            import inspect

            bound = inspect.signature(cls.forward).bind(*args, **kwargs)
            bound.apply_defaults()
            args, kwargs = tuple(bound.args), dict(bound.kwargs)
            tracked = [recording and isinstance(a, Tensor) and _tape.is_tracked(a) for a in args]
            ctx.needs_input_grad = tuple(tracked)
        # Leaves needing a gradient, and the node (its inputs' producers read before forward runs:
        # forward may write an input in place, mark_dirty).
        leaves = {id(a) for a, t in zip(args, tracked) if t and getattr(a, "_node", None) is None}
        node = _tape.TapeNode(_FunctionPrim(cls.__name__, True), args, None) if any(tracked) else None
        with _tape.paused():
            if has_setup:
                out = cls.forward(*args, **kwargs)
                cls.setup_context(ctx, tuple(args), out)
            else:
                out = cls.forward(ctx, *args, **kwargs)
        multi = isinstance(out, tuple)
        outs = list(out) if multi else [out]
        dirty = {id(d) for d in ctx.dirty_tensors}
        if dirty:
            out_ids = {id(o) for o in outs}
            if not dirty <= out_ids:
                raise RuntimeError("The dirty tensors must all be outputs of the forward function.")
            if dirty & leaves:
                raise RuntimeError("A leaf tensor that need grad is being used in an inplace operator.")
            if multi and recording and any(_views.is_view(d) for d in ctx.dirty_tensors):
                raise RuntimeError("A view is one of output for multi output operator, which is forbidden. "
                                   "You can use out-of-place op to repalce.")
        if node is None:
            return out
        non_diff = {id(t) for t in ctx.non_differentiable}
        new_outs: List[Any] = []
        diff_pos: List[int] = []
        for i, o in enumerate(outs):
            if isinstance(o, Tensor):
                if id(o) not in dirty:
                    o = Tensor._wrap(o._data)      # a fresh object: the node must not attach to an input
                if id(outs[i]) not in non_diff:
                    diff_pos.append(i)
                else:
                    o._node = None
            new_outs.append(o)
        if not diff_pos:
            return tuple(new_outs) if multi else new_outs[0]
        diff_outs = tuple(new_outs[i] for i in diff_pos)
        n_out = len(outs)
        n_in = len(args)
        materialize = ctx.materialize_grads
        node.prim.keep_missing_dout = not materialize
        in_args = tuple(args)

        def rule(*rargs: Any) -> tuple:
            from ..ops import functional as F

            dout = rargs[-1]
            douts = list(dout) if len(diff_pos) > 1 else [dout]
            full: List[Any] = [None] * n_out
            for p, d in zip(diff_pos, douts):
                full[p] = d
            if materialize:
                for i, o in enumerate(new_outs):
                    if full[i] is None and isinstance(o, Tensor):
                        full[i] = F.zeros_like(o)
            grads = cls.backward(ctx, *full)
            if not isinstance(grads, tuple):   # (a list is one gradient there: MindSpore 2.10, adapt36gr)
                grads = (grads,)
            if len(grads) < n_in:
                raise RuntimeError(f"Function backward return a wrong number of gradients, expect: {n_in}"
                                   f"but: {len(grads)}")
            res: List[Any] = []
            for i in range(n_in):
                g, a = grads[i], in_args[i]
                if g is None:
                    res.append(None)
                    continue
                if not isinstance(a, Tensor):
                    raise RuntimeError(f"Input is not tensor, but gradient is not none, position: {i} "
                                       f"type: {_type_name(g)}")
                if not isinstance(g, Tensor):
                    raise RuntimeError(f"Gradient should be none or tensor, position: {i} type: {_type_name(g)}")
                res.append(_fit(g, a))
            return tuple(res)

        node.bprop = rule
        node.out = diff_outs if len(diff_outs) > 1 else diff_outs[0]
        for o in diff_outs:
            o._node = node
        return tuple(new_outs) if multi else new_outs[0]


def _type_name(v: Any) -> str:
    t = type(v)
    if isinstance(v, Tensor):
        return "<class 'mindspore.common.tensor.Tensor'>"
    return f"<class '{t.__name__}'>" if t.__module__ == "builtins" else f"<class '{t.__module__}.{t.__qualname__}'>"


def _refuse_in_graph(lowerer: Any, args: Any, kwargs: Any, loc: Any) -> Any:
    """``F.apply(...)`` in graph code (Graph mode, ``@jit``): MindSpore 2.10 cannot compile it (AttributeError
    "'super' object has no attribute '__module__'"); msgraph ran it as a Python call whose result passed no
    gradient back (zeros, silently)."""
    raise GraphAttributeError("a _Function's 'apply' runs in PyNative mode only: MindSpore 2.10's graph compiler "
                              "cannot compile it ('super' object has no attribute '__module__').",
                              loc or (lowerer.b.loc if lowerer is not None else None),
                              hint="call it in PyNative mode, outside @jit")


_Function.apply.__func__.__msgraph_lower__ = _refuse_in_graph  # type: ignore[attr-defined]
