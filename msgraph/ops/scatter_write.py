"""In-place scatter ops: ``ScatterUpdate``, ``ScatterAdd``, ``ScatterSub`` (rows of ``input_x`` at
``indices`` along axis 0).

Like ``Assign`` they write their first input (``OpDef.writes_input = 0``): PyNative stores the new
value into the Parameter or Tensor and returns it; Graph mode threads it as state (a Parameter, or a
Tensor argument written back to the caller, see ``ir/argref.py``).  They have no ``combine`` rule: in
Graph mode the op itself is the node computing the new value.

Gradients (MindSpore 2.10's bprops): ScatterUpdate/ScatterMax/ScatterMin give the written input the whole
``dout`` and the updates ``gather(dout, indices)`` (no masking by which value won); ScatterAdd/Sub/Mul/Div have
no bprop: a gradient reaching their output is a RuntimeError (a write whose output no gradient reaches is fine).
"""
from __future__ import annotations

from typing import Any

import numpy as np

from ..autodiff import tape as _tape
from ..common.aval import Aval
from ..common.tensor import Parameter, Tensor
from ..errors import DTypeError, KernelValueError, ShapeError
from ._helpers import fmt_shape, no_bprop, shape_of, zeros_grad
from .registry import OpKind, apply, bprop_getters, define_op, op_function, prim

__all__ = ["ScatterUpdate", "ScatterAdd", "ScatterSub", "scatter_update", "scatter_add", "scatter_sub",
           "ScatterMul", "ScatterDiv", "ScatterMax", "ScatterMin", "scatter_mul", "scatter_div", "scatter_max",
           "scatter_min"]


def check_inplace_dtype(name: str, x_dtype: Any, upd_dtype: Any, arg: str = "x") -> None:
    """MindSpore's rule for an in-place op's written input: ``updates`` converts to its dtype only where their
    promotion is that dtype (float16 into float32); otherwise the input would have to change: a TypeError."""
    from ..common.dtype import from_numpy, mindspore_result_type

    xt, ut = np.dtype(x_dtype), np.dtype(upd_dtype)
    if xt == ut or xt.kind == "c" or ut.kind == "c":
        return
    joined = mindspore_result_type(np.empty(0, xt), np.empty(0, ut))
    if joined is not None and np.dtype(joined) != xt:
        raise DTypeError(f"Data type conversion is not supported for a 'Parameter', nor for the input tensor of an "
                         f"in-place operator, the argument[{arg}]'s data type of primitive[{name}] is "
                         f"{from_numpy(xt)}, which cannot be converted to data type {from_numpy(np.dtype(joined))} "
                         f"automatically.")


def _check(name: str, x_shape: Any, idx_shape: Any, upd_shape: Any, idx_dtype: Any) -> None:
    if np.dtype(idx_dtype).kind not in "iu":
        raise DTypeError(f"For '{name}', the 'indices' must be an int32 or int64 Tensor, but got {np.dtype(idx_dtype)}.")
    want = tuple(idx_shape) + tuple(x_shape[1:])
    if tuple(upd_shape) != want:
        raise ShapeError(f"For '{name}', updates.shape must be indices.shape + input_x.shape[1:] = "
                         f"{fmt_shape(want)}, but got {fmt_shape(tuple(upd_shape))}.")


def call_write(p: Any, input_x: Any, indices: Any, updates: Any) -> Any:
    """PyNative call of an in-place scatter primitive ``p``: the new value is stored into ``input_x``, which is
    returned; while a gradient is taken its new version is the op's output on the tape (Graph mode: the op's node
    is the Parameter's next value, ``frontend.calls.emit_write``).  An op without a bprop is recorded even when no
    input is tracked: MindSpore raises once a gradient reaches its output, whatever its inputs."""
    from .control import _write_back

    res = apply(p, (input_x, indices, updates))
    node = getattr(res, "_node", None)
    if _tape.STATE.depth and node is None and p.name not in GRAD_DEFINED and type(res) is Tensor:
        node = _tape.TapeNode(p, (input_x, indices, updates), res)
    if _tape.STATE.depth and isinstance(input_x, Parameter) and type(res) is Tensor:
        # A Parameter written in place: its later reads are the Parameter itself (dout to the version read
        # before), the updates get no gradient through them; the op's output keeps the op's bprop (MindSpore
        # 2.10 PyNative: ScatterAdd on a Parameter then ``x * self.p``: a gradient, no bprop error; adapt37ctl)
        pnode = _tape.pre_update(input_x, updates, lambda d: (d, None))
        _write_back(input_x, res)
        if pnode is not None:
            input_x._node = pnode
        input_x._add_alias(res)   # (its value follows the Parameter's later writes, as MindSpore's PyNative output)
        return res
    out = _write_back(input_x, res)
    if _tape.STATE.depth and out is input_x and isinstance(input_x, Tensor):
        if node is not None:
            node.out = input_x   # (the recorded output is the written Tensor itself)
        input_x._node = node
    return out


# MindSpore 2.10 defines a gradient for these in-place scatters only (the others: no_bprop).
GRAD_DEFINED = ("ScatterUpdate", "ScatterMax", "ScatterMin", "ScatterNdUpdate")


def register_write_bprop(cls: Any, name: str, take: Any) -> None:
    """The bprop of in-place scatter ``name``: ``dout`` to the written input, ``take(dout, indices)`` (the rows the
    updates went to) to the updates; none for those outside GRAD_DEFINED."""
    if name not in GRAD_DEFINED:
        bprop_getters.register(cls)(lambda self: no_bprop(name))
        return

    def bprop(input_x: Any, indices: Any, updates: Any, out: Any, dout: Any) -> tuple:
        return dout, zeros_grad(indices), take(dout, indices)
    bprop_getters.register(cls)(lambda self: bprop)


def _F() -> Any:
    from . import functional

    return functional


def _no_bool(name: str, dtype: Any) -> None:
    """MindSpore 2.10's ScatterAdd / Mul / Div / Update / Max / Min refuse a bool input_x (a TypeError; msgraph wrote
    it; ScatterSub's subtract refused it already)."""
    if name != "ScatterSub" and np.dtype(dtype) == np.bool_:
        from ..errors import DTypeError

        raise DTypeError(f"For primitive[{name}], the input argument[input_x type] must be a type of number "
                         f"Tensors, but got Tensor[Bool].")


def _define(name: str, write: Any, doc: str):
    op = define_op(name, OpKind.EFFECT, attrs={"use_locking": False}, doc=doc)
    op.writes_input = 0

    @op.def_impl
    def impl(input_x: Any, indices: Any, updates: Any, use_locking: bool = False) -> np.ndarray:
        x = np.asarray(input_x)
        idx = np.asarray(indices)
        upd = np.asarray(updates)
        check_inplace_dtype(name, x.dtype, upd.dtype, "input_x" if name == "ScatterSub" else "x")
        _no_bool(name, x.dtype)
        _check(name, x.shape, idx.shape, upd.shape, idx.dtype)
        shape = x.shape
        if x.ndim == 0:   # a 0-d input is one row (MindSpore's kernels, h-gpub)
            x = x.reshape(1)
        if name == "ScatterDiv" and upd.size and not upd.all():   # (MindSpore's CPU kernel, every dtype; before
            raise KernelValueError("For 'ScatterDiv', updates must not contain 0")   # the indices' range check)
        if idx.size and (idx.min() < 0 or idx.max() >= x.shape[0]):   # (negative too: MindSpore 2.10, adapt34b)
            from ..errors import OpRuntimeError

            bad = idx.reshape(-1)[(idx.reshape(-1) < 0) | (idx.reshape(-1) >= x.shape[0])][0]
            raise OpRuntimeError(f"For '{name}', the value of indices should be in [0, {x.shape[0]}), but got "
                                 f"'{int(bad)}' in indices.")
        out = np.array(x, copy=True)
        write(out, idx.reshape(-1), upd.reshape((-1,) + x.shape[1:]).astype(x.dtype, copy=False))
        return out.reshape(shape)

    @op.def_infer
    def infer(input_x: Aval, indices: Any, updates: Any, use_locking: bool = False) -> Aval:
        idx_dtype = indices.dtype if isinstance(indices, Aval) else np.asarray(indices).dtype
        upd_dtype = updates.dtype if isinstance(updates, Aval) else np.asarray(updates).dtype
        check_inplace_dtype(name, input_x.dtype, upd_dtype, "input_x" if name == "ScatterSub" else "x")
        _no_bool(name, input_x.dtype)
        _check(name, input_x.shape, shape_of(indices), shape_of(updates), idx_dtype)
        return Aval(input_x.shape, input_x.dtype)

    cls = op.prim_class

    def __call__(self: Any, input_x: Any, indices: Any, updates: Any) -> Any:
        return call_write(self, input_x, indices, updates)

    cls.__call__ = __call__
    register_write_bprop(cls, name, lambda dout, indices: _F().gather(dout, indices, 0))
    return op, cls


def _arr() -> Any:
    from . import array_extra

    return array_extra


def _put(out: np.ndarray, idx: np.ndarray, upd: np.ndarray) -> None:
    out[idx] = upd


SCATTER_UPDATE, ScatterUpdate = _define("ScatterUpdate", _put,
                                        "ScatterUpdate()(input_x, indices, updates): input_x[indices] = updates.")
SCATTER_ADD, ScatterAdd = _define("ScatterAdd", lambda o, i, u: np.add.at(o, i, u),
                                  "ScatterAdd()(input_x, indices, updates): input_x[indices] += updates "
                                  "(repeated indices accumulate).")
SCATTER_SUB, ScatterSub = _define("ScatterSub", lambda o, i, u: np.subtract.at(o, i, u),
                                  "ScatterSub()(input_x, indices, updates): input_x[indices] -= updates.")


SCATTER_MUL, ScatterMul = _define("ScatterMul", lambda o, i, u: np.multiply.at(o, i, u),
                                  "ScatterMul()(input_x, indices, updates): input_x[indices] *= updates.")
def _div_at(o: np.ndarray, i: np.ndarray, u: np.ndarray) -> None:
    """o[i] /= u, repeated indices in turn; integers divide truncating toward 0 (MindSpore's CPU kernel: -7 / 2 is
    -3, numpy's floor_divide -4)."""
    if o.dtype.kind in "fc":
        np.divide.at(o, i, u)
        return
    for k, j in enumerate(i):
        a, b = o[j], u[k]
        q = a // b
        if o.dtype.kind == "i":
            q = q + ((a % b != 0) & ((a < 0) != (b < 0))).astype(o.dtype)
        o[j] = q


SCATTER_DIV, ScatterDiv = _define("ScatterDiv", _div_at,
                                  "ScatterDiv()(input_x, indices, updates): input_x[indices] /= updates.")
SCATTER_MAX, ScatterMax = _define("ScatterMax", lambda o, i, u: _arr()._GT_MAX(o, i, u),
                                  "ScatterMax()(input_x, indices, updates): input_x[indices] = max(it, updates).")
SCATTER_MIN, ScatterMin = _define("ScatterMin", lambda o, i, u: _arr()._STD_MIN(o, i, u),
                                  "ScatterMin()(input_x, indices, updates): input_x[indices] = min(it, updates).")


@op_function
def scatter_mul(input_x: Any, indices: Any, updates: Any) -> Any:
    """input_x[indices] *= updates, in place; returns input_x."""
    return prim(SCATTER_MUL)(input_x, indices, updates)


@op_function
def scatter_div(input_x: Any, indices: Any, updates: Any) -> Any:
    """input_x[indices] /= updates, in place; returns input_x."""
    return prim(SCATTER_DIV)(input_x, indices, updates)


@op_function
def scatter_max(input_x: Any, indices: Any, updates: Any) -> Any:
    """input_x[indices] = maximum(input_x[indices], updates), in place; returns input_x."""
    return prim(SCATTER_MAX)(input_x, indices, updates)


@op_function
def scatter_min(input_x: Any, indices: Any, updates: Any) -> Any:
    """input_x[indices] = minimum(input_x[indices], updates), in place; returns input_x."""
    return prim(SCATTER_MIN)(input_x, indices, updates)


@op_function
def scatter_update(input_x: Any, indices: Any, updates: Any) -> Any:
    """input_x[indices] = updates, in place; returns input_x."""
    return prim(SCATTER_UPDATE)(input_x, indices, updates)


@op_function
def scatter_add(input_x: Any, indices: Any, updates: Any) -> Any:
    """input_x[indices] += updates, in place; returns input_x."""
    return prim(SCATTER_ADD)(input_x, indices, updates)


@op_function
def scatter_sub(input_x: Any, indices: Any, updates: Any) -> Any:
    """input_x[indices] -= updates, in place; returns input_x."""
    return prim(SCATTER_SUB)(input_x, indices, updates)


# --- UpdateCache (operations._embedding_cache_ops) -----------------------------------------------------------
# MindSpore 2.10: ``UpdateCache()(input_x, indices, updates, max_num)`` writes the rows of the Parameter input_x at
# ``indices`` (an index < 0 or >= max_num is skipped, like ScatterNdUpdate otherwise) and returns a one-element
# Tensor of input_x's dtype holding 0 (the Parameter is what changes).
UPDATE_CACHE = define_op("UpdateCache", OpKind.EFFECT, const_inputs=(3,),   # (a bprop that raises, as the scatters)
                         doc="UpdateCache()(input_x, indices, updates, max_num): writes input_x's rows at indices in "
                             "[0, max_num) and returns Tensor([0]) of input_x's dtype.")
UPDATE_CACHE.writes_input = 0


def _update_cache_result(new: Any) -> Tensor:
    """The op's output: ``[0]`` of the written Parameter's dtype (for both modes)."""
    dtype = new.aval.dtype if hasattr(new, "aval") else np.asarray(new).dtype
    return Tensor(np.zeros(1, np.dtype(dtype)))


UPDATE_CACHE.write_result = _update_cache_result


def _update_cache_check(idx_dtype: Any) -> None:
    if np.dtype(idx_dtype).kind not in "iu":
        raise DTypeError(f"For 'UpdateCache', the 'indices' must be an int Tensor, but got {np.dtype(idx_dtype)}.")


@UPDATE_CACHE.def_impl
def _update_cache_impl(input_x: Any, indices: Any, updates: Any, max_num: Any) -> np.ndarray:
    x = np.asarray(input_x)
    idx = np.asarray(indices)
    _update_cache_check(idx.dtype)
    rows = idx.reshape(-1)
    upd = np.asarray(updates).reshape((rows.size,) + x.shape[1:]).astype(x.dtype, copy=False)
    out = np.array(x, copy=True)
    limit = min(int(max_num), x.shape[0])
    for i, j in enumerate(rows.tolist()):
        if 0 <= j < limit:
            out[j] = upd[i]
    return out


@UPDATE_CACHE.def_infer
def _update_cache_infer(input_x: Aval, indices: Any, updates: Any, max_num: Any) -> Aval:
    _update_cache_check(indices.dtype if isinstance(indices, Aval) else np.asarray(indices).dtype)
    return Aval(input_x.shape, input_x.dtype)


UpdateCache = UPDATE_CACHE.prim_class


def _update_cache_call(self: Any, input_x: Any, indices: Any, updates: Any, max_num: Any) -> Any:
    from .control import _write_back

    _write_back(input_x, apply(self, (input_x, indices, updates, max_num)))
    return _update_cache_result(input_x)


UpdateCache.__call__ = _update_cache_call
bprop_getters.register(UpdateCache)(lambda self: no_bprop("UpdateCache"))
