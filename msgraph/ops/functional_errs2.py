"""Function forms MindSpore 2.10 has and msgraph lacked (h-errs2), each a composition of registry ops:
``chunk, inner, narrow, prelu, batch_norm, embedding``, and MindSpore's public ``BatchNorm`` primitive
(five outputs; the fused registry op ``batchnorm_ops.BatchNorm`` does the math).

Values, result structures and exception classes follow MindSpore 2.10 on CPU (checked with the
oracle; conformance programs in tests/conformance/programs/st_errors2/).
"""
from __future__ import annotations

from typing import Any

import numpy as np

from ._compose import CompositePrimitive
from ._helpers import dtype_name, np_dtype, shape_of
from ._helpers import user_type
from .batchnorm_ops import bn_amp_keep
from .registry import refuse_numbers
from .registry import op_function

__all__ = ["chunk", "inner", "narrow", "prelu", "batch_norm", "embedding"]


def _F():
    from . import functional

    return functional


def _is_int(v: Any) -> bool:
    return isinstance(v, (int, np.integer)) and not isinstance(v, (bool, np.bool_))


def _need_tensor(fn: str, arg: str, v: Any) -> None:
    if isinstance(v, (np.ndarray, list, tuple, int, float, bool)) or v is None:
        raise TypeError(f"For {fn} parameter `{arg}` must be Tensor, but got {user_type(v)}")


@op_function
def chunk(input: Any, chunks: int, axis: int = 0) -> tuple:  # noqa: A002
    """``input`` cut along ``axis`` into at most ``chunks`` pieces of ``ceil(n / chunks)`` (the last smaller)."""
    _need_tensor("ops.chunk", "input", input)
    from .value_dependent import refuse_run_time_count

    refuse_run_time_count(chunks, "For Split, the output_num is ValueAny, which is not supported now.")
    if not _is_int(chunks):
        raise TypeError(f"For ops.chunk type of argument `chunks` should be integer, but got {user_type(chunks)}")
    if not _is_int(axis):
        raise TypeError(f"For ops.chunk type of argument `axis` should be integer, but got {user_type(axis)}")
    if chunks <= 0:
        raise ValueError(f"For ops.chunk parameter 'chunks' must be greater than 0, but got {chunks}")
    s = tuple(shape_of(input))
    if not -len(s) <= axis < len(s):
        raise ValueError(f"axis {axis} is out of bounds for array of dimension {len(s)}")
    a = axis % len(s)
    n = int(s[a])
    size = -(-n // chunks) if n else 0
    if size == 0:
        return (input,)
    pieces = []
    for start in range(0, n, size):
        begin = [0] * len(s)
        begin[a] = start
        sz = list(s)
        sz[a] = min(size, n - start)
        pieces.append(_F().slice(input, tuple(begin), tuple(sz)))
    return tuple(pieces)


@op_function
def inner(input: Any, other: Any) -> Any:  # noqa: A002
    """Sum of products over the last axes: shape ``input.shape[:-1] + other.shape[:-1]``; a 0-d operand multiplies."""
    refuse_numbers("For 'inner', the input and other must be Tensors", input, other)
    F = _F()
    xs, ys = tuple(shape_of(input)), tuple(shape_of(other))
    if not xs or not ys:
        return F.mul(input, other)
    if xs[-1] != ys[-1]:
        raise ValueError(f"For 'inner', the last dimension of 'input' and 'other' must be the same, "
                         f"but got input.shape: {xs} and other.shape: {ys}.")
    if np_dtype(input) != np_dtype(other):
        raise TypeError(f"For 'MatMul', the type of 'x2' should be same as 'x1', but got 'x1' with type "
                        f"Tensor[{dtype_name(np_dtype(input))}] and 'x2' with type Tensor[{dtype_name(np_dtype(other))}].")
    k = xs[-1]
    out = F.matmul(F.reshape(input, (-1, k)), F.transpose(F.reshape(other, (-1, k)), (1, 0)))
    return F.reshape(out, xs[:-1] + ys[:-1])


@op_function
def narrow(input: Any, axis: int, start: int, length: int) -> Any:  # noqa: A002
    """``length`` entries of ``input`` from ``start`` along ``axis``."""
    from .value_dependent import at_run_time

    axis, start, length = (at_run_time(v) for v in (axis, start, length))   # (int(t): run when the graph runs)
    s = tuple(shape_of(input))
    for v in (axis, start, length):
        if not _is_int(v):
            raise TypeError(f"The input value must be 'int',  but got '{user_type(v).__name__}'.")
    if not -len(s) <= axis < len(s):
        raise ValueError(f"The 'axis' must be in the range of [-{len(s)}, {len(s)}), but got {axis}.")
    a = axis % len(s)
    n = int(s[a])
    if not 0 <= start < n:
        raise ValueError(f"The input value must be in range of [0, {n}), but got {start} with type 'int'.")
    if not 1 <= length <= n - start:
        raise ValueError(f"The input value must be in range of [1, {n - start}], but got {length} with type 'int'.")
    begin = [0] * len(s)
    begin[a] = start
    size = list(s)
    size[a] = length
    return _F().slice(input, tuple(begin), tuple(size))


@op_function
def prelu(input: Any, weight: Any) -> Any:  # noqa: A002
    """``input`` where positive, else ``weight * input`` (weight per channel, axis 1, or one value)."""
    refuse_numbers('Failed calling PReLU with "PReLU()(input=Tensor, weight={k0})".', weight)
    from .prims_extra import PReLU

    return PReLU()(input, weight)


def _bn_float(x: Any) -> None:
    d = np.dtype(np_dtype(x))
    if d not in (np.dtype(np.float16), np.dtype(np.float32)):
        raise TypeError(f"For primitive[BatchNorm], the input argument[input_x] must be a type of "
                        f"{{Tensor[Float16], Tensor[Float32]}}, but got Tensor[{dtype_name(d)}].")


def _bn_check(x: Any, params: Any) -> None:
    _bn_float(x)
    xs = tuple(shape_of(x))
    if len(xs) < 2:
        raise ValueError(f"For 'BatchNorm', the rank of 'input_x' must be at least 2, but got {len(xs)}.")
    c = xs[1]
    for name, p in params:
        ps = tuple(shape_of(p))
        if len(ps) != 1 or ps[0] != c:
            raise ValueError(f"For BatchNorm, {name}.shape[0] should be equal to input_x's channel dimension: "
                             f"{c}, bug got {name}.shape[0]: {ps[0] if ps else ps}.")


def _bn(x: Any, scale: Any, bias: Any, mean: Any, variance: Any, training: bool, momentum: float,
        eps: float) -> Any:
    """The normalized x; in training the moving statistics are updated in place
    (``moving = (1 - momentum) * moving + momentum * batch``, the batch variance unbiased)."""
    from .batchnorm_ops import BatchNorm as _FusedBN
    from .st_cpu_a2 import _write

    F = _F()
    _bn_check(x, (("scale", scale), ("bias", bias), ("mean", mean), ("variance", variance)))
    y, bmean, bvar = _FusedBN(bool(training), float(eps))(x, scale, bias, mean, variance)
    if not training:
        return y, bmean, bvar
    xs = tuple(shape_of(x))
    m = int(np.prod(xs)) // int(xs[1])
    bmean, bvar = F.stop_gradient(bmean), F.stop_gradient(bvar)
    # the unbiased batch variance; one value per channel is 0 * m / (m - 1) = NaN in MindSpore 2.10
    # (the variance times float32(m / (m - 1)) first, then the momentum: 36 of 36 cases bit for bit, act32; the two
    # folded into one factor were 21 of 36)
    scaled = F.mul(F.mul(bvar, m / (m - 1)), momentum) if m > 1 else \
        F.add(F.mul(bvar, 0.0), float("nan") if m else 0.0)
    _write(mean, F.add(F.mul(mean, 1.0 - momentum), F.mul(bmean, momentum)))
    _write(variance, F.add(F.mul(variance, 1.0 - momentum), scaled))
    return y, bmean, bvar


@op_function
def batch_norm(input_x: Any, running_mean: Any, running_var: Any, weight: Any, bias: Any, training: bool = False,
               momentum: float = 0.1, eps: float = 1e-5) -> Any:
    """Batch normalization over axis 1 (MindSpore's ``ops.batch_norm``): inference uses the running
    statistics; training normalizes with the batch statistics and updates the running ones in place."""
    return _bn(input_x, weight, bias, running_mean, running_var, training, momentum, eps)[0]


class BatchNorm(CompositePrimitive):
    """BatchNorm(is_training=False, epsilon=1e-5, momentum=0.1, data_format='NCHW')(x, scale, bias, mean,
    variance) -> (y, batch_mean, batch_variance, reserve_space_1, reserve_space_2), as MindSpore 2.10 on CPU:
    outputs 1 and 2 are zeros; in training outputs 3 and 4 are the batch mean and biased variance and
    ``mean``/``variance`` are updated in place; in inference outputs 1..4 are zeros."""

    _attrs = {"is_training": False, "epsilon": 1e-5, "momentum": 0.1, "data_format": "NCHW"}

    def __call__(self, input_x: Any, scale: Any, bias: Any, mean: Any, variance: Any) -> Any:
        F = _F()
        eps = self.attrs["epsilon"]
        if not 0 < float(eps) <= 1:  # MindSpore checks it at the call
            raise ValueError(f"For primitive[BatchNorm], the eps must be in (0,1], but got {eps}.")
        training = bool(self.attrs["is_training"])
        y, bmean, bvar = _bn(input_x, scale, bias, mean, variance, training, float(self.attrs["momentum"]),
                             float(self.attrs["epsilon"]))
        zero = F.zeros_like(bmean)
        if training:
            return y, zero, zero, bmean, bvar
        return y, zero, zero, zero, zero


BatchNorm.op.amp_keep = bn_amp_keep   # MindSpore's BatchNorm: scale, bias, mean, variance RW_WRITE in training


@op_function
def embedding(input: Any, weight: Any, padding_idx: Any = None, max_norm: Any = None, norm_type: float = 2.0,  # noqa: A002
              scale_grad_by_freq: bool = False) -> Any:
    """The rows of ``weight`` at the (integer) indices ``input``.  MindSpore 2.10 has no CPU kernel
    for it (a RuntimeError on every call); msgraph gathers the rows, and keeps that RuntimeError for
    non-integer indices."""
    if np.dtype(np_dtype(input)).kind not in "iu":
        raise RuntimeError("The kernel Embedding unregistered.")
    if max_norm is not None:
        raise RuntimeError("For 'embedding', msgraph does not support 'max_norm'.")
    return _F().gather(weight, input, 0)


# --- Tensor.item() in graph code ------------------------------------------------------------------------
def _item_check(shape: Any) -> None:
    if tuple(shape) not in ((), (1,)):
        raise ValueError(f"The tensor should have only one element. But the shape of input tensor is "
                         f"{tuple(shape)}.")


#: dtypes MindSpore 2.10's CPU TensorToScalar kernel refuses
_ITEM_REFUSED = ("uint8", "uint16", "uint32", "uint64", "complex64", "complex128")


def _define_tensor_item() -> Any:
    from ..common.aval import Aval
    from .registry import OpKind, define_op

    op = define_op("TensorItem", OpKind.OTHER, public=False, differentiable=False,
                   doc="TensorItem()(x): the one element of a 0-d or (1,) Tensor as a Python number "
                       "(Tensor.item() in graph code).")

    @op.def_impl
    def _impl(x: Any) -> Any:
        x = np.asarray(x)
        _item_check(x.shape)
        return x.reshape(()).item()

    @op.def_infer
    def _infer(x: Any) -> Any:
        _item_check(x.shape)
        return Aval((), x.dtype, weak=True)

    return op


TENSOR_ITEM = _define_tensor_item()


def tensor_item(x: Any, kernel_dtypes: bool = False) -> Any:
    """``Tensor.item()`` of a graph value: a Python number when the graph runs (MindSpore 2.10's Graph mode
    takes a 0-d or (1,) Tensor only)."""
    from .registry import apply, prim

    if kernel_dtypes and getattr(x, "dtype", None) is not None and np.dtype(np_dtype(x)).name in _ITEM_REFUSED:
        _item_check(x.shape)   # (the shape's ValueError first, as MindSpore)
        # ``x.item()`` / TensorToScalar: MindSpore 2.10's CPU TensorToScalar kernel has no unsigned or complex version
        # (its kernel-select TypeError; measured, adapt41cmp; float16 is a RuntimeError of its kernel, not followed)
        from ..errors import DTypeError

        err = DTypeError("Select CPU operator[TensorToScalar] fail! Unsupported data type! The supported data "
                         "types are Float32, Float64, Int8, Int16, Int32, Int64, Bool (and Float16), but got "
                         f"{x.dtype}.")
        err._msgraph_no_specialize = True   # (a kernel's refusal: not retried with the argument's value)
        raise err
    return apply(prim(TENSOR_ITEM), (x,))
