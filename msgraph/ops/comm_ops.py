"""Collective communication primitives: AllReduce, AllGather, ReduceScatter, Broadcast (and ReduceOp).

Each is declared once in the op registry with kind ``EFFECT``: in Graph mode it is always an IR
node (even on constant inputs), and the passes never fold, share (CSE), remove (DCE), fuse or
reorder it -- every rank must issue the same collectives in the same order, and a graph keeps
them in program order (backward collectives in reverse program order, as the tape runs them).
The numpy implementation calls :mod:`msgraph.communication._backend` (MPI through mpi4py, or the
identity in a one-process world), so eager mode, the IR interpreter and the generated Python run
the very same code.  The bprops are MindSpore's (``ops/_grad_experimental/grad_comm_ops.py``):

* ``AllReduce(SUM)``: ``AllReduce(SUM)(dout)``; ``PROD``: ``AllReduce(SUM)(dout * out) / x``;
  ``MAX``/``MIN``: ``AllReduce(SUM)(dout) * (x == out)``;
* ``AllGather``: ``ReduceScatter(SUM)(dout)`` (times ``1/rank_size`` with the ``mean_flag`` attr);
* ``ReduceScatter(SUM)``: ``AllGather(dout)`` (other ops have no bprop: RuntimeError, as MindSpore);
* ``Broadcast``: ``dout`` (MindSpore's rule: each rank keeps its own gradient).
"""
from __future__ import annotations

from typing import Any, Tuple

from ..common.aval import Aval
from ..communication import _backend
from ..errors import ShapeError
from ._helpers import unpack_variadic
from ._helpers import user_type
from .registry import OpKind, apply, bprop_getters, define_op

__all__ = ["ReduceOp", "AllReduce", "AllGather", "ReduceScatter", "Broadcast"]

_WORLD = _backend.HCCL_WORLD_COMM_GROUP


class ReduceOp:
    """The reduction of ``AllReduce``/``ReduceScatter``: ``SUM``, ``MAX``, ``MIN``, ``PROD``."""

    SUM = "sum"
    MAX = "max"
    MIN = "min"
    PROD = "prod"


_REDUCE_OPS = (ReduceOp.SUM, ReduceOp.MAX, ReduceOp.MIN, ReduceOp.PROD)


def _check_str(prim: str, arg: str, v: Any) -> None:
    if not isinstance(v, str):
        raise TypeError(f"For '{prim}', the '{arg}' must be str, but got {user_type(v).__name__}.")


def _check_op(prim: str, op: Any) -> None:
    if op not in _REDUCE_OPS:
        raise ValueError(f"For '{prim}', the 'op' must be one of 'sum', 'max', 'min' and 'prod', but got '{op}'.")


def _same(prim: str, x: Any) -> Aval:
    if not isinstance(x, Aval):
        raise TypeError(f"For '{prim}', the input must be a Tensor, but got {user_type(x).__name__}.")
    return Aval(x.shape, x.dtype)


def _validating_init(cls: type, prim: str, str_attrs: Tuple[str, ...]) -> None:
    """The op's init rule: MindSpore's TypeErrors for the string attributes, and the ``group`` attribute."""
    def init_rule(self: Any, args: Any, kwargs: Any) -> None:
        for a in str_attrs:
            _check_str(prim, a, self.attrs[a])
        self.group = self.attrs["group"]

    cls.op.init_rule = init_rule


# --- AllReduce ----------------------------------------------------------------------------------
ALL_REDUCE = define_op("AllReduce", OpKind.EFFECT, attrs={"op": ReduceOp.SUM, "group": _WORLD},
                       doc="AllReduce(op=ReduceOp.SUM, group=GlobalComm.WORLD_COMM_GROUP)(x): the element-wise "
                           "reduction of x over every rank of the group, on every rank.")
AllReduce = ALL_REDUCE.prim_class
_validating_init(AllReduce, "AllReduce", ("op", "group"))


@ALL_REDUCE.def_impl
def _all_reduce_impl(x: Any, op: str = ReduceOp.SUM, group: str = _WORLD, **_: Any) -> Any:
    _check_op("AllReduce", op)
    return _backend.all_reduce(x, op, group)


@ALL_REDUCE.def_infer
def _all_reduce_infer(x: Any, op: str = ReduceOp.SUM, group: str = _WORLD, **_: Any) -> Aval:
    _check_op("AllReduce", op)
    return _same("AllReduce", x)


def _F() -> Any:
    from . import functional

    return functional


@bprop_getters.register(AllReduce)
def get_bprop_all_reduce(self: Any):
    op = self.attrs["op"]
    grad_reduce = AllReduce(ReduceOp.SUM, self.attrs["group"])

    if op == ReduceOp.SUM:
        def bprop(x, out, dout):
            return (apply(grad_reduce, (dout,)),)
    elif op == ReduceOp.PROD:
        def bprop(x, out, dout):
            F = _F()
            return (F.div(apply(grad_reduce, (F.mul(dout, out),)), x),)
    else:
        def bprop(x, out, dout):
            F = _F()
            dx = apply(grad_reduce, (dout,))
            return (F.mul(dx, F.cast(F.equal(x, out), dx.dtype)),)
    return bprop


# --- AllGather ----------------------------------------------------------------------------------
ALL_GATHER = define_op("AllGather", OpKind.EFFECT, attrs={"group": _WORLD},
                       doc="AllGather(group=GlobalComm.WORLD_COMM_GROUP)(x): every rank's x concatenated along "
                           "axis 0, in rank order, on every rank.")
AllGather = ALL_GATHER.prim_class
_validating_init(AllGather, "AllGather", ("group",))


@ALL_GATHER.def_impl
def _all_gather_impl(x: Any, group: str = _WORLD, **_: Any) -> Any:
    return _backend.all_gather(x, group)


@ALL_GATHER.def_infer
def _all_gather_infer(x: Any, group: str = _WORLD, **_: Any) -> Aval:
    a = _same("AllGather", x)
    if a.ndim == 0:
        raise ShapeError("For 'AllGather', the input must have at least 1 dimension, but got a scalar.")
    d0 = a.shape[0]
    return Aval((None if d0 is None else d0 * _backend.group_size(group),) + tuple(a.shape[1:]), a.dtype)


@bprop_getters.register(AllGather)
def get_bprop_all_gather(self: Any):
    group = self.attrs["group"]
    scatter = ReduceScatter(ReduceOp.SUM, group)
    mean = bool(self.attrs.get("mean_flag", False))

    def bprop(x, out, dout):
        dx = apply(scatter, (dout,))
        if mean:
            dx = _F().mul(dx, 1.0 / _backend.group_size(group))
        return (dx,)
    return bprop


# --- ReduceScatter ------------------------------------------------------------------------------
REDUCE_SCATTER = define_op("ReduceScatter", OpKind.EFFECT, attrs={"op": ReduceOp.SUM, "group": _WORLD},
                           doc="ReduceScatter(op=ReduceOp.SUM, group=...)(x): reduce x over the ranks, then rank r "
                               "keeps block r of axis 0 (x.shape[0] must be divisible by the group size).")
ReduceScatter = REDUCE_SCATTER.prim_class
_validating_init(ReduceScatter, "ReduceScatter", ("op", "group"))


@REDUCE_SCATTER.def_impl
def _reduce_scatter_impl(x: Any, op: str = ReduceOp.SUM, group: str = _WORLD, **_: Any) -> Any:
    _check_op("ReduceScatter", op)
    return _backend.reduce_scatter(x, op, group)


@REDUCE_SCATTER.def_infer
def _reduce_scatter_infer(x: Any, op: str = ReduceOp.SUM, group: str = _WORLD, **_: Any) -> Aval:
    _check_op("ReduceScatter", op)
    a = _same("ReduceScatter", x)
    size = _backend.group_size(group)
    try:
        _backend.check_reduce_scatter_shape(a.shape, size)
    except ValueError as exc:
        raise ShapeError(str(exc)) from None
    return Aval((a.shape[0] // size,) + tuple(a.shape[1:]), a.dtype)


@bprop_getters.register(ReduceScatter)
def get_bprop_reduce_scatter(self: Any):
    if self.attrs["op"] != ReduceOp.SUM:
        raise RuntimeError("The reducescatter bprop only support ReduceOp.SUM until now.")
    gather = AllGather(self.attrs["group"])

    def bprop(x, out, dout):
        return (apply(gather, (dout,)),)
    return bprop


# --- Broadcast ----------------------------------------------------------------------------------
BROADCAST = define_op("Broadcast", OpKind.EFFECT, attrs={"root_rank": 0, "group": _WORLD}, n_outputs=-1,
                      doc="Broadcast(root_rank, group=...)((x1, x2, ...)): the root rank's tensors, on every rank "
                          "(a tuple, one per input).")
Broadcast = BROADCAST.prim_class
_broadcast_base_init = Broadcast.__init__


def _broadcast_init(self: Any, root_rank: Any, group: Any = _WORLD) -> None:
    if not isinstance(root_rank, int) or isinstance(root_rank, bool):
        raise TypeError(f"For 'Broadcast', the type of 'root_rank' should be 'int', "
                        f"but got type '{user_type(root_rank).__name__}'.")
    _check_str("Broadcast", "group", group)
    _broadcast_base_init(self, root_rank, group)
    self.group = group
    self.root_rank = root_rank


def _broadcast_call(self: Any, *args: Any) -> Any:
    if len(args) == 1 and isinstance(args[0], (tuple, list)):
        args = tuple(args[0])
    return apply(self, args)


Broadcast.__init__ = _broadcast_init
Broadcast.__call__ = _broadcast_call


@BROADCAST.def_impl
def _broadcast_impl(*xs: Any, root_rank: int = 0, group: str = _WORLD, **_: Any) -> Tuple[Any, ...]:
    xs = unpack_variadic(xs)
    if not xs:
        raise ValueError("For 'Broadcast', the input tuple must not be empty.")
    return tuple(_backend.broadcast(x, root_rank, group) for x in xs)


@BROADCAST.def_infer
def _broadcast_infer(*xs: Any, root_rank: int = 0, group: str = _WORLD, **_: Any) -> Tuple[Aval, ...]:
    xs = unpack_variadic(xs)
    if not xs:
        raise ValueError("For 'Broadcast', the input tuple must not be empty.")
    return tuple(_same("Broadcast", x) for x in xs)


@bprop_getters.register(Broadcast)
def get_bprop_broadcast(self: Any):
    def bprop(*args):
        xs, dout = args[:-2], args[-1]
        douts = tuple(dout) if isinstance(dout, (tuple, list)) else (dout,)
        if len(xs) == 1 and isinstance(xs[0], (tuple, list)):
            return (douts,)      # Graph mode: one argument, the tuple
        return douts
    return bprop
