"""Public names of MindSpore 2.10's ``mindspore.ops`` / ``ops.operations`` that msgraph lacked (h-api, session 22:
a comparison of ``dir()`` of both namespaces).  Each is a function form or a primitive class over registry ops
already defined (one definition per op: their numpy impls, shape rules, bprops and kernels): segment
reductions, window functions, matrix band/power, scatter-nd forms, losses (soft margin, triplet margin,
multilabel margin), quantiles, RmsNorm/SwiGLU, EuclideanNorm, SpaceToBatch/BatchToSpace...

Several of them have no CPU kernel in MindSpore 2.10 (``EuclideanNorm``, ``SpaceToBatch``, ``AccumulateNV2``,
``SoftMarginLoss``, ``RmsNorm``, ``Quantile``...: "Kernel select failed" there); msgraph computes their
documented results (checked against the expected arrays of MindSpore's GPU/Ascend tests), as it does for
``ops.roll``.  Recorded from MindSpore 2.10 where it has a CPU kernel: tests/conformance/programs/api22/.
"""
from __future__ import annotations

import builtins
import math
from typing import Any

import numpy as np

from ..errors import DTypeError, OpIndexError, OpRuntimeError
from ._compose import CompositePrimitive
from ._helpers import dtype_name, is_tensorlike, np_dtype, shape_of
from ._helpers import user_type
from .array_ops import _unsorted_segment_sum as _segsum_drop  # ids out of range dropped
from .registry import OpKind, apply, bprop_getters, define_op, op_function, prim, public_functions
from .value_dependent import host_value, is_symbolic


def _F() -> Any:
    from . import functional

    return functional


def _P() -> Any:
    from . import operations

    return operations


def _is_tensor(x: Any) -> bool:
    from ..common.tensor_methods import TensorMethods

    return isinstance(x, TensorMethods) or getattr(x, "__msgraph_emit__", None) is not None


def _ms_dtype_name(x: Any) -> str:
    from ..common import dtype as mstype

    return str(mstype.from_numpy(np.dtype(np_dtype(x))))


def _check_float(name: str, arg: str, x: Any, kinds: tuple = ("float16", "float32", "float64")) -> None:
    dt = np.dtype(np_dtype(x)).name
    if dt not in kinds:
        allowed = ", ".join(f"Tensor[{k.capitalize()}]" for k in kinds)
        raise TypeError(f"For primitive[{name}], the input argument[{arg}] must be a type of {{{allowed}}}, "
                        f"but got Tensor[{_ms_dtype_name(x)}].")


def _reduction(name: str, reduction: Any) -> str:
    if reduction not in ("none", "mean", "sum"):
        raise ValueError(f"For '{name}', the 'reduction' must be in ['none', 'mean', 'sum'], but got {reduction!r}.")
    return reduction


from .loss_forms import _reduce  # noqa: E402  (one 'mean' / 'sum' / 'none' reduction)


# --- function forms of existing primitives -------------------------------------------------------------------------
@op_function
def scatter_nd_sub(input_x: Any, indices: Any, updates: Any, use_locking: bool = False) -> Any:
    """``input_x[indices] -= updates`` on a Parameter (ScatterNdSub), returning the updated Parameter."""
    return _P().ScatterNdSub(use_locking)(input_x, indices, updates)


@op_function
def scatter_nd_mul(input_x: Any, indices: Any, updates: Any, use_locking: bool = False) -> Any:
    """``input_x[indices] *= updates`` on a Parameter (ScatterNdMul)."""
    return _P().ScatterNdMul(use_locking)(input_x, indices, updates)


@op_function
def scatter_nd_div(input_x: Any, indices: Any, updates: Any, use_locking: bool = False) -> Any:
    """``input_x[indices] /= updates`` on a Parameter (ScatterNdDiv)."""
    return _P().ScatterNdDiv(use_locking)(input_x, indices, updates)


@op_function
def scatter_nd_max(input_x: Any, indices: Any, updates: Any, use_locking: bool = False) -> Any:
    """``input_x[indices] = max(input_x[indices], updates)`` on a Parameter (ScatterNdMax)."""
    return _P().ScatterNdMax(use_locking)(input_x, indices, updates)


@op_function
def scatter_nd_min(input_x: Any, indices: Any, updates: Any, use_locking: bool = False) -> Any:
    """``input_x[indices] = min(input_x[indices], updates)`` on a Parameter (ScatterNdMin)."""
    return _P().ScatterNdMin(use_locking)(input_x, indices, updates)


@op_function
def intopk(x1: Any, x2: Any, k: int) -> Any:
    """Whether each target ``x2[i]`` is among the ``k`` largest entries of row ``x1[i]`` (InTopK)."""
    return _P().InTopK(k)(x1, x2)


@op_function
def lrn(x: Any, depth_radius: int = 5, bias: float = 1.0, alpha: float = 1.0, beta: float = 0.5,
        norm_region: str = "ACROSS_CHANNELS") -> Any:
    """Local response normalization across channels (LRN)."""
    return _P().LRN(depth_radius, bias, alpha, beta, norm_region)(x)


@op_function
def soft_shrink(input: Any, lambd: float = 0.5) -> Any:  # noqa: A002
    """``x - lambd`` above ``lambd``, ``x + lambd`` below ``-lambd``, 0 between (SoftShrink)."""
    return _F().softshrink(input, lambd)


@op_function
def unique_with_pad(x: Any, pad_num: Any) -> Any:
    """``(y, idx)``: the unique values of the 1-D ``x`` padded with ``pad_num`` to x's length, and each
    element's index into them (UniqueWithPad)."""
    return _P().UniqueWithPad()(x, pad_num)


@op_function
def matrix_determinant(input: Any) -> Any:  # noqa: A002
    """Determinants of a batch of square matrices (MatrixDeterminant)."""
    return _P().MatrixDeterminant()(input)


@op_function
def log_matrix_determinant(input: Any) -> Any:  # noqa: A002
    """``(sign, log|det|)`` of a batch of square matrices (LogMatrixDeterminant)."""
    return _P().LogMatrixDeterminant()(input)


@op_function
def mirror_pad(input_x: Any, paddings: Any, mode: str = "REFLECT") -> Any:
    """``input_x`` padded by mirroring (MirrorPad)."""
    return _P().MirrorPad(mode)(input_x, paddings)


@op_function
def accumulate_n(x: Any) -> Any:
    """The elementwise sum of a list/tuple of Tensors (AccumulateNV2: AddN's values)."""
    return AccumulateNV2()(x)


@op_function
def expand_as(input: Any, other: Any) -> Any:  # noqa: A002
    """``input`` broadcast to ``other``'s shape."""
    return _F().broadcast_to(input, tuple(shape_of(other)))


@op_function
def view_as(input: Any, other: Any) -> Any:  # noqa: A002
    """``input`` reshaped to ``other``'s shape."""
    return _F().reshape(input, tuple(shape_of(other)))


@op_function
def type_as(input: Any, other: Any) -> Any:  # noqa: A002
    """``input`` cast to ``other``'s dtype (TypeAs)."""
    return TypeAs()(input, other)


@op_function
def fills(x: Any, value: Any) -> Any:
    """A Tensor of x's shape and dtype filled with ``value`` (Fills)."""
    return Fills()(x, value)


@op_function
def eps(x: Any) -> Any:
    """A Tensor of x's shape filled with the machine epsilon of its (float) dtype (Eps)."""
    _check_float("Eps", "x", x)
    dt = np.dtype(np_dtype(x))
    return _F().full_like(x, float(np.finfo(dt).eps))


@op_function
def channel_shuffle(x: Any, groups: int) -> Any:
    """``(N, C, ...)`` channels viewed as ``(groups, C / groups)`` and transposed (ChannelShuffle)."""
    if is_tensorlike(x) and np.dtype(np_dtype(x)).kind in "bc":   # MindSpore 2.10: numbers only (msgraph computed)
        raise DTypeError(f"For primitive[ChannelShuffle], the input argument[x] must be a type of {{Tensor[Float16], "
                         f"Tensor[Float32], Tensor[Float64], Tensor[Int8], ...}} (no bool or complex), but got "
                         f"Tensor[{dtype_name(np_dtype(x))}].")
    return ChannelShuffle(groups)(x)


@op_function
def bartlett_window(window_length: Any, periodic: bool = True, *, dtype: Any = None) -> Any:
    """The Bartlett (triangular) window of ``window_length`` (a 0-d int Tensor) points (BartlettWindow)."""
    from ..common import dtype as mstype

    return BartlettWindow(periodic, mstype.float32 if dtype is None else dtype)(window_length)


@op_function
def diff_ext(input: Any, n: int = 1, dim: int = -1, prepend: Any = None, append: Any = None) -> Any:  # noqa: A002
    """The ``n``-th forward difference along ``dim`` (``prepend`` / ``append`` joined first): ``ops.diff``."""
    return _F().diff_n(input, n, dim, prepend, append)


@op_function
def rms_norm(x: Any, gamma: Any, epsilon: float = 1e-6) -> Any:
    """``(x * rstd * gamma, rstd)``, ``rstd = 1 / sqrt(mean(x**2) + epsilon)`` over gamma's trailing dims (RmsNorm)."""
    return RmsNorm(epsilon)(x, gamma)


@op_function
def swiglu(input: Any, dim: int = -1) -> Any:  # noqa: A002
    """``silu(a) * b`` where ``a, b`` are the two halves of ``input`` along ``dim``."""
    F = _F()
    s = tuple(shape_of(input))
    _check_float("Swiglu", "x", input, ("float16", "float32", "bfloat16"))
    if not s:
        raise ValueError("For 'Swiglu', the input must be at least 1-D.")
    if not -len(s) <= dim < len(s):   # MindSpore 2.10's inference (msgraph took dim modulo the rank)
        raise ValueError(f"For primitive[Swiglu], the dim must be in [{-len(s)},{len(s)}), but got {dim}.")
    d = dim % len(s)
    if s[d] % 2:
        raise ValueError(f"For 'Swiglu', the size of dim {dim} must be even, but got {s[d]}.")
    a, b = F.split(input, s[d] // 2, d)
    return F.mul(F.mul(a, F.sigmoid(a)), b)


@op_function
def soft_margin_loss(input: Any, target: Any, reduction: str = "mean") -> Any:  # noqa: A002
    """``log(1 + exp(-target * input))``, reduced (SoftMarginLoss)."""
    return SoftMarginLoss(reduction)(input, target)


@op_function
def triplet_margin_loss(anchor: Any, positive: Any, negative: Any, margin: float = 1.0, p: int = 2,
                        eps: float = 1e-06, swap: bool = False, reduction: str = "mean") -> Any:
    """``max(d(a, p) - d(a, n) + margin, 0)``, ``d`` the p-norm of ``x - y + eps`` over dim 1 (TripletMarginLoss)."""
    F = _F()
    if not _is_tensor(margin):
        margin = F.cast(F.scalar_to_tensor(float(margin)), np.float32)
    return TripletMarginLoss(p, swap, eps, reduction)(anchor, positive, negative, margin)


@op_function
def multilabel_margin_loss(input: Any, target: Any, reduction: str = "mean") -> Any:  # noqa: A002
    """The multi-class multi-label hinge loss (MultilabelMarginLoss's loss output)."""
    return MultilabelMarginLoss(reduction)(input, target)[0]


def _quantile(name: str, input: Any, q: Any, axis: Any, keepdims: bool, ignore_nan: bool) -> Any:  # noqa: A002
    """Linear-interpolated quantiles of ``input`` along ``axis`` (flattened when None), NaN-aware for nanquantile;
    a 1-D Tensor ``q`` adds a leading dimension (``q`` may be a graph value: it only scales the positions)."""
    F = _F()
    if not _is_tensor(input):
        raise TypeError(f"For '{name}', the type of 'input' must be Tensor, but got {user_type(input)}.")
    dt = np.dtype(np_dtype(input))
    if dt.name not in ("float32", "float64"):
        raise TypeError(f"For primitive[Quantile], the input argument[input] must be a type of {{Tensor[Float32], "
                        f"Tensor[Float64]}}, but got Tensor[{_ms_dtype_name(input)}].")
    scalar_q = not _is_tensor(q)
    if scalar_q:
        if not isinstance(q, float):
            raise TypeError(f"For '{name}', the type of 'q' must be float or Tensor, but got {user_type(q)}.")
        if q < 0 or q > 1:
            raise ValueError(f"For 'Quantile', the 'q' must in the range [0, 1], but got: {q}.")
        qt = F.fill(dt, (1,), q)
    else:
        qs = tuple(shape_of(q))
        if len(qs) > 1:
            raise ValueError(f"For 'Quantile', the input q must be a scalar or 1D tensor,but got dimension = {len(qs)}.")
        if np.dtype(np_dtype(q)) != dt:
            raise TypeError(f"For primitive[Quantile], the input type must be same. name:[input]:Tensor["
                            f"{_ms_dtype_name(input)}]. name:[q]:Tensor[{_ms_dtype_name(q)}].")
        if not is_symbolic(q):
            v = np.asarray(host_value(q), dtype=dt).reshape(-1)
            bad = v[(v < 0) | (v > 1)]
            if bad.size:
                raise ValueError(f"For 'Quantile', the 'q' must in the range [0, 1], but got: {bad[0]}.")
        qt = F.reshape(q, (-1,))
    nq = tuple(shape_of(qt))[0]
    s = tuple(shape_of(input))
    if axis is None:
        x, ax = F.reshape(input, (-1,)), 0
    else:
        if isinstance(axis, bool) or not isinstance(axis, int):
            raise TypeError(f"For '{name}', the type of 'axis' must be int or None, but got {user_type(axis)}.")
        nd = builtins.max(len(s), 1)
        if axis < -nd or axis >= nd:
            raise ValueError(f"For '{name}', the value of 'axis' must be in [{-nd}, {nd}), but got {axis}.")
        ax = axis % nd
        x = input if s else F.reshape(input, (1,))
    n = tuple(shape_of(x))[ax]
    x = F.moveaxis(x, ax, -1)
    rest = tuple(shape_of(x))[:-1]
    srt = F.sort(x, -1)[0]        # NaN sorts last
    nan = F.isnan(x)
    if ignore_nan:
        cnt = F.reduce_sum(F.cast(F.logical_not(nan), dt), -1, True)   # valid entries per slice
        bad = F.less(cnt, 0.5)                                           # an all-NaN slice
    else:
        cnt = F.fill(dt, rest + (1,), float(n))
        bad = F.reduce_any(nan, -1, True)                                # a NaN in the slice
    qb = F.reshape(qt, (nq,) + (1,) * (len(rest) + 1))                   # (Q, 1.., 1)
    pos = F.mul(F.sub(cnt, 1.0), qb)                                     # (Q, *rest, 1)
    last = F.maximum(F.sub(cnt, 1.0), F.zeros_like(cnt))
    lo = F.maximum(F.floor(pos), F.zeros_like(pos))
    hi = F.minimum(F.add(lo, 1.0), last)
    frac = F.sub(pos, lo)
    big = F.broadcast_to(srt, (nq,) + tuple(shape_of(srt)))
    vlo = F.gather_elements(big, -1, F.cast(lo, np.int64))
    vhi = F.gather_elements(big, -1, F.cast(hi, np.int64))
    val = F.add(vlo, F.mul(F.sub(vhi, vlo), frac))
    out = F.select(F.broadcast_to(bad, tuple(shape_of(val))), F.full_like(val, float("nan")), val)  # (Q, *rest, 1)
    if axis is None:
        out = F.reshape(out, (nq,) + ((1,) * len(s) if keepdims else ()))
    else:
        out = F.moveaxis(out, -1, 1 + ax)
        if not keepdims or not s:
            out = F.squeeze(out, 1 + ax)
    return F.squeeze(out, 0) if scalar_q else out


@op_function
def quantile(input: Any, q: Any, axis: Any = None, keepdims: bool = False) -> Any:  # noqa: A002
    """The ``q``-th quantiles of ``input`` along ``axis`` (linear interpolation; NaN where a slice holds one)."""
    return _quantile("quantile", input, q, axis, keepdims, False)


@op_function
def nanquantile(input: Any, q: Any, axis: Any = None, keepdims: bool = False) -> Any:  # noqa: A002
    """``quantile`` ignoring NaN entries (NaN only for an all-NaN slice)."""
    return _quantile("nanquantile", input, q, axis, keepdims, True)


@op_function
def ctc_greedy_decoder(inputs: Any, sequence_length: Any, merge_repeated: bool = True) -> Any:
    """Greedy CTC decoding of ``inputs`` (max_time, batch, classes): CTCGreedyDecoder's four outputs."""
    return _P().CTCGreedyDecoder(merge_repeated)(inputs, sequence_length)


@op_function
def max_pool3d(x: Any, kernel_size: Any, stride: Any = None, padding: Any = 0, dilation: Any = 1,
               ceil_mode: bool = False, return_indices: bool = False) -> Any:
    """3-D max pooling of ``(N, C, D, H, W)`` (MaxPool3DWithArgmax); with ``return_indices`` also the int64
    flat indices ``d * H * W + h * W + w`` of the maxima."""
    from ..common import dtype as mstype

    out, idx = _P().MaxPool3DWithArgmax(kernel_size, kernel_size if stride is None else stride, padding, dilation,
                                        ceil_mode, "NCDHW", mstype.int64)(x)
    return (out, idx) if return_indices else out


@op_function
def conv3d_transpose(inputs: Any, weight: Any, pad_mode: str = "valid", padding: Any = 0, stride: Any = 1,
                     dilation: Any = 1, group: int = 1, output_padding: Any = 0) -> Any:
    """The 3-D transposed convolution (Conv3DTranspose) of ``inputs`` by ``weight`` (in, out / group, kD, kH, kW)."""
    ws = tuple(shape_of(weight))
    if len(ws) != 5:
        raise ValueError(f"For 'conv3d_transpose', the 'weight' must be 5-D, but got shape {list(ws)}.")
    return _P().Conv3DTranspose(tuple(shape_of(inputs))[1], ws[1], ws[2:], 1, pad_mode, padding, stride, dilation, group,
                                output_padding)(inputs, weight)


@op_function
def gumbel_softmax(logits: Any, tau: float = 1.0, hard: bool = False, dim: int = -1) -> Any:
    """``softmax((logits + g) / tau)`` with Gumbel noise ``g = -log(-log(U))``; ``hard``: its one-hot argmax
    (straight-through: the soft gradient)."""
    F = _F()
    dt = np.dtype(np_dtype(logits))
    if dt.name not in ("float16", "float32", "float64"):
        raise TypeError(f"For 'gumbel_softmax', the dtype of 'logits' must be float16, float32 or float64, "
                        f"but got {_ms_dtype_name(logits)}.")
    if not isinstance(tau, (int, float)) or isinstance(tau, bool) or tau <= 0:
        raise ValueError(f"For 'gumbel_softmax', the 'tau' must be a positive number, but got {tau!r}.")
    from .nn_ops import softmax_axis_int

    softmax_axis_int("gumbel_softmax", dim)
    u = F.cast(F.uniform(tuple(shape_of(logits)), F.scalar_to_tensor(1e-10, np.float32),
                         F.scalar_to_tensor(1.0, np.float32)), dt)
    g = F.neg(F.log(F.neg(F.log(u))))
    y = F.softmax(F.div(F.add(logits, g), float(tau)), dim)
    if not hard:
        return y
    n = tuple(shape_of(y))[dim]
    hot = F.cast(F.one_hot(F.argmax(y, dim), n, F.scalar_to_tensor(1.0, np.float32),
                           F.scalar_to_tensor(0.0, np.float32), dim), dt)
    return F.add(F.sub(hot, F.stop_gradient(y)), y)


@op_function
def laplace(shape: Any, mean: Any, lambda_param: Any, seed: Any = None) -> Any:
    """Laplace samples ``mean + lambda_param * L`` of ``shape`` (broadcast with the parameters), ``L`` standard."""
    from .random_extra import StandardLaplace
    from .random_ops import seeded_draw

    F = _F()   # MindSpore's: a new StandardLaplace seeded by _get_graph_seed(seed, "laplace"), times lambda, plus mean
    return F.add(F.mul(seeded_draw(StandardLaplace, "laplace", seed, tuple(shape)), lambda_param), mean)


@op_function
def gamma(shape: Any, alpha: Any, beta: Any, seed: Any = None) -> Any:
    """Gamma samples of ``shape`` (broadcast with ``alpha`` and ``beta``): RandomGamma(alpha) / beta."""
    return Gamma(0 if seed is None else seed, 0)(tuple(shape), alpha, beta)


@op_function
def poisson(shape: Any, mean: Any, seed: Any = None) -> Any:
    """Poisson samples of ``shape`` (broadcast with ``mean``), int32 (ops.Poisson)."""
    return Poisson(0 if seed is None else seed, 0)(tuple(shape), mean)


__all__ = public_functions(globals())


# --- primitives -----------------------------------------------------------------------------------------------------
class AccumulateNV2(CompositePrimitive):
    """AccumulateNV2()(x): the elementwise sum of the Tensors of the list/tuple ``x`` (AddN's values)."""

    def __call__(self, x: Any) -> Any:
        if _is_tensor(x):
            x = (x,)
        return _F().addn(x)


class Fmax(CompositePrimitive):
    """Fmax()(x1, x2): elementwise maximum ignoring NaN (``ops.fmax``)."""

    def __call__(self, x1: Any, x2: Any) -> Any:
        return _F().fmax(x1, x2)


class Fmin(CompositePrimitive):
    """Fmin()(x1, x2): ``ops.fmin`` (no CPU kernel in MindSpore 2.10: its RuntimeError)."""

    def __call__(self, x1: Any, x2: Any) -> Any:
        return _F().fmin(x1, x2)


class Cross(CompositePrimitive):
    """Cross(dim=-65530)(x1, x2): the cross product over ``dim`` (the first axis of size 3 by default)."""

    _attrs = {"dim": -65530}

    def __call__(self, x1: Any, x2: Any) -> Any:
        d = self.dim
        return _F().cross(x1, x2, None if d == -65530 else d)


class Roll(CompositePrimitive):
    """Roll(shift, axis)(input_x): ``ops.roll`` with MindSpore's attribute names."""

    _attrs = {"shift": 0, "axis": 0}

    def __call__(self, input_x: Any) -> Any:
        return _F().roll(input_x, self.shift, self.axis)


class MatrixBandPart(CompositePrimitive):
    """MatrixBandPart()(x, lower, upper): the band of each matrix (``ops.matrix_band_part``)."""

    def __call__(self, x: Any, lower: Any, upper: Any) -> Any:
        return _F().matrix_band_part(x, lower, upper)


class MatrixPower(CompositePrimitive):
    """MatrixPower(n)(x): ``x`` to the integer power ``n`` (inverse powers for negative ``n``)."""

    _attrs = {"n": 1}

    def _check_attrs(self) -> None:
        n = self.attrs["n"]
        if isinstance(n, bool) or not isinstance(n, int):
            raise TypeError(f"For 'MatrixPower', the type of 'n' should be int, but got {user_type(n).__name__}.")

    def __call__(self, x: Any) -> Any:
        return _F().matrix_power(x, self.n)


class Mvlgamma(CompositePrimitive):
    """Mvlgamma(p)(x): the multivariate log-gamma function of dimension ``p``."""

    _attrs = {"p": 1}

    def __call__(self, x: Any) -> Any:
        return _F().mvlgamma(x, self.p)


_EXPAND_X = ("float16", "float32", "int32", "int8", "uint8")
_EXPAND_SHAPE = ("int16", "int32", "int64")


def check_expand_dtypes(x: Any, shape: Any) -> None:
    """MindSpore 2.10's Expand CPU kernel: x of {float16, float32, int32, int8, uint8}, a shape Tensor of {int16,
    int32, int64} (TypeError otherwise; measured, adapt40cpu)."""
    for arg, t, allowed in (("x", x, _EXPAND_X), ("shape", shape, _EXPAND_SHAPE)):
        if hasattr(t, "dtype") and np.dtype(np_dtype(t)).name not in allowed:
            listed = ", ".join("Tensor[" + dtype_name(np.dtype(k)) + "]" for k in allowed)
            raise DTypeError(f"For primitive[Expand], the input argument[{arg}] must be a type of {{{listed}}}, "
                             f"but got Tensor[{dtype_name(np_dtype(t))}].")


class Expand(CompositePrimitive):
    """Expand()(x, shape): ``x`` broadcast to ``shape`` (a 1-D int Tensor; -1 keeps a dimension)."""

    def __call__(self, x: Any, shape: Any) -> Any:
        check_expand_dtypes(x, shape)
        if is_symbolic(shape):
            raise TypeError("For 'Expand', 'shape' must be a constant Tensor in graph code.")
        want = [int(v) for v in np.asarray(host_value(shape)).reshape(-1).tolist()]
        s = tuple(shape_of(x))
        full = (1,) * (len(want) - len(s)) + s
        if len(want) < len(s):
            raise ValueError(f"For Expand, the number of sizes provided ({len(want)}) must be greater or equal to "
                             f"the number of dimensions in the tensor ({len(s)}).")
        out = []
        for i, (w, e) in enumerate(zip(want, full)):
            if w == -1:
                w = e
            elif e != 1 and w != e:
                raise ValueError(f"For Expand, the expanded size of the tensor ({w}) must be equal to the existing "
                                 f"size ({e}) which is not 1 at dim ({i}).")
            out.append(w)
        return _F().broadcast_to(x, tuple(out))


class Fills(CompositePrimitive):
    """Fills()(x, value): a Tensor of x's shape and dtype filled with ``value``."""

    def __call__(self, x: Any, value: Any) -> Any:
        F = _F()
        return F.fill(np.dtype(np_dtype(x)), tuple(shape_of(x)), host_value(value) if _is_tensor(value) else value)


class TypeAs(CompositePrimitive):
    """TypeAs()(input, other): ``input`` cast to ``other``'s dtype."""

    def __call__(self, input: Any, other: Any) -> Any:  # noqa: A002
        return _F().cast(input, np.dtype(np_dtype(other)))


GLU_OP = define_op(
    "GLU", OpKind.OTHER, attrs={"axis": -1},
    doc="GLU(axis=-1)(x): a * (1 / (1 + exp(-b))) of the two halves a, b of x along axis, MindSpore 2.10's CPU "
        "kernel (the primitive behind ops.GLU, mint.nn.functional.glu and mint.nn.GLU; ops.glu and nn.GLU are "
        "Split + Sigmoid + Mul).")


def _glu_check(x: Any, axis: Any) -> int:
    """The dtype and the halved dimension, as MindSpore's GLU primitive refuses them."""
    if np_dtype(x).name not in ("float16", "float32", "float64"):
        raise DTypeError("Select CPU operator[GLU] fail! Unsupported data type!")
    s = tuple(shape_of(x))
    nd = len(s)
    if nd == 0:
        raise OpRuntimeError("For GLU, scalar input is not supported because halving size must be even, but got a "
                             "scalar.")
    if isinstance(axis, bool) or not isinstance(axis, int) or not -nd <= axis < nd:
        raise OpIndexError(f"For GLU, dimension should be in range of [{-nd}, {nd - 1}], but got {axis}.")
    n = s[axis]
    if isinstance(n, int) and n % 2:
        raise OpRuntimeError(f"For GLU, halving dimension must be even, but dimension {axis} is size {n}.")
    return axis % nd


@GLU_OP.def_infer
def _glu_infer(x: Any, axis: int = -1) -> Any:
    from ..common.aval import Aval

    a = _glu_check(x, axis)
    s = list(x.shape)
    s[a] = None if s[a] is None else s[a] // 2
    return Aval(tuple(s), x.dtype)


def _exp_rounded(v: np.ndarray) -> np.ndarray:
    """exp in the input's dtype as the kernel's C ``exp`` of that type gives it: libm's expf / exp are correctly
    rounded where numpy's float32 / float64 loops are not (float16: expf, rounded again)."""
    if v.dtype == np.float64:
        return np.array([math.exp(e) if e < 709.78 else math.inf for e in v.reshape(-1).tolist()],
                        np.float64).reshape(v.shape)
    with np.errstate(over="ignore"):
        return np.exp(v.astype(np.float64)).astype(np.float32).astype(v.dtype)


@GLU_OP.def_impl
def _glu_impl(x: Any, axis: int = -1) -> np.ndarray:
    """Measured: MindSpore's CPU kernel is ``a * (1 / (1 + exp(-b)))`` with each step rounded to the dtype (0 of 3000
    random float16 / float32 / float64 pairs differ); the Sigmoid op's exp is another (msgraph gave 0.04854757 for
    the kernel's 0.04854752)."""
    x = np.asarray(x)
    a_half, b_half = np.split(x, 2, axis=_glu_check(x, axis))
    one = x.dtype.type(1)
    with np.errstate(over="ignore"):
        return a_half * (one / (one + _exp_rounded(-b_half)))


@bprop_getters.register(GLU_OP.prim_class)
def _get_glu_bprop(self: Any):
    axis = self.attrs["axis"]

    def bprop(x, out, dout):
        F = _F()
        from .array_ops import split_kernel   # (MindSpore's Split)

        n = tuple(shape_of(x))[axis]
        a, b = split_kernel(x, [n // 2, n // 2], axis)
        # the kernel's sigmoid s = 1 / (1 + exp(-b)): GLU of (ones, b); MindSpore's GluGrad (measured on 3000
        # random pairs: 3 and 2 elements an ulp apart): da = dout * s, db = dout * a * s * (1 - s) in that order
        sig = apply(prim(GLU_OP, axis=axis), (F.concat((F.ones_like(b), b), axis),))
        da = F.mul(dout, sig)
        db = F.mul(F.mul(F.mul(dout, a), sig), F.sub(F.ones_like(sig), sig))
        return (F.concat((da, db), axis),)

    return bprop


GLU = GLU_OP.prim_class


class ChannelShuffle(CompositePrimitive):
    """ChannelShuffle(group)(x): ``(N, C, ...)`` channels viewed as ``(group, C / group)`` and transposed."""

    _attrs = {"group": 1}

    def _check_attrs(self) -> None:
        g = self.attrs["group"]
        if isinstance(g, bool) or not isinstance(g, int) or g <= 0:
            raise ValueError(f"For 'ChannelShuffle', the 'group' must be a positive int, but got {g!r}.")

    def __call__(self, x: Any) -> Any:
        F = _F()
        s = tuple(shape_of(x))
        if len(s) <= 3:
            raise TypeError(f"For ChannelShuffle, expect input with > 3 dims, but got {len(s)}.")
        g = self.group
        if s[1] % g:
            raise ValueError(f"For ChannelShuffle, number of channels must be divisible by groups, "
                             f"but got {s[1]} channels and {g} groups.")
        y = F.reshape(x, (s[0], g, s[1] // g) + s[2:])
        return F.reshape(F.swapaxes(y, 1, 2), s)


class ScatterAddWithAxis(CompositePrimitive):
    """ScatterAddWithAxis(axis=0)(input_x, indices, updates): ``updates`` added into a copy of ``input_x`` at
    ``indices`` along ``axis`` (``tensor_scatter_elements`` with reduction='add')."""

    _attrs = {"axis": 0}

    def __call__(self, input_x: Any, indices: Any, updates: Any) -> Any:
        return _F().tensor_scatter_elements(input_x, indices, updates, self.axis, "add")


class ScatterNonAliasingAdd(CompositePrimitive):
    """ScatterNonAliasingAdd()(input_x, indices, updates): ``input_x[indices] += updates`` on a Parameter
    (ScatterNdAdd's update)."""

    def __call__(self, input_x: Any, indices: Any, updates: Any) -> Any:
        return _P().ScatterNdAdd()(input_x, indices, updates)


def _window_check(name: str, n: Any) -> None:
    """The static checks of the window length (a Tensor, or a graph value, of a dtype and rank MindSpore 2.10 takes):
    BartlettWindow takes a 0-D int32 / int64 Tensor; HammingWindow a 1-D Tensor of any integer dtype, and reads its
    first element."""
    if not _is_tensor(n):
        raise TypeError(f"For Primitive[{name}], the type of input argument[window_length] must be Tensor "
                        f"but got {user_type(n).__name__}.")
    hamming = name == "HammingWindow"
    allowed = ("int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64") if hamming else \
        ("int32", "int64")
    if np.dtype(np_dtype(n)).name not in allowed:
        names = ", ".join(dtype_name(np.dtype(a)) for a in allowed)
        raise TypeError(f"For '{name}', the type of 'window_length' must be Tensor[{names}], but got "
                        f"{_ms_dtype_name(n)}.")
    rank = len(tuple(shape_of(n)))
    if rank != (1 if hamming else 0):
        raise ValueError(f"For '{name}', the dim of window_length must be {1 if hamming else 0}, but got: {rank}.")


def _window_dtype(name: str, dtype: Any) -> np.dtype:
    dt = np.dtype(np_dtype(dtype))
    if dt.name not in ("float16", "float32", "float64"):
        raise TypeError(f"For '{name}', the 'dtype' must be float16, float32 or float64, but got {dtype}.")
    return dt


def _define_window_op() -> Any:
    """WindowFromLength(kind, periodic, alpha, beta, dtype)(length): the Bartlett / Hamming window of the length
    Tensor's (first) value -- a value-dependent shape, so Graph-mode Cells given the length as an input compute it
    as MindSpore does (msgraph required a constant before adapt41gpu)."""
    from ..common.aval import Aval
    from .registry import define_op

    op = define_op("WindowFromLength", OpKind.OTHER, public=False, differentiable=False,
                   attrs={"kind": "hamming", "periodic": True, "alpha": 0.54, "beta": 0.46, "dtype": "float32"},
                   doc="WindowFromLength(kind, periodic, alpha, beta, dtype)(length): BartlettWindow's / "
                       "HammingWindow's values for the length Tensor's first element.")

    @op.def_impl
    def impl(length: Any, kind: str = "hamming", periodic: bool = True, alpha: float = 0.54, beta: float = 0.46,
             dtype: str = "float32") -> np.ndarray:
        name = "HammingWindow" if kind == "hamming" else "BartlettWindow"
        v = np.asarray(length).reshape(-1)
        if v.size == 0:
            raise OpRuntimeError(f"For '{name}', the Tensor of window length is empty.")
        n = int(v[0])
        if n < 0 or n > 1000000:
            raise ValueError(f"For '{name}', the value range of window_length must be [0, 1000000], but got: {n}.")
        dt = np.dtype(dtype)
        if n <= 1:
            return np.ones(n, dt)
        if kind == "hamming":
            from .st_ops_top2 import hamming_values

            return hamming_values(n, bool(periodic), float(alpha), float(beta), dt)
        m = n + 1 if periodic else n
        w = 1.0 - np.abs(2.0 * np.arange(m, dtype=np.float64) / (m - 1) - 1.0)
        return w[:n].astype(dt)

    @op.def_infer
    def infer(length: Any, kind: str = "hamming", periodic: bool = True, alpha: float = 0.54, beta: float = 0.46,
              dtype: str = "float32") -> Aval:
        return Aval((None,), np.dtype(dtype))

    return op


WINDOW_FROM_LENGTH = _define_window_op()


def _window(name: str, length: Any, dtype: Any, **attrs: Any) -> Any:
    from ..common import dtype as mstype
    from .registry import apply, prim

    _window_check(name, length)
    dt = _window_dtype(name, mstype.float32 if dtype is None else dtype)
    return apply(prim(WINDOW_FROM_LENGTH, kind="hamming" if name == "HammingWindow" else "bartlett", dtype=dt.name,
                      **attrs), (length,))


class BartlettWindow(CompositePrimitive):
    """BartlettWindow(periodic=True, dtype=float32)(window_length): the triangular window
    ``1 - |2n / (N - 1) - 1|`` (``N = window_length + 1`` when periodic, last point dropped)."""

    _attrs = {"periodic": True, "dtype": None}

    def __call__(self, window_length: Any) -> Any:
        return _window("BartlettWindow", window_length, self.dtype, periodic=bool(self.periodic))


class HammingWindow(CompositePrimitive):
    """HammingWindow(periodic=True, alpha=0.54, beta=0.46, dtype=float32)(length): ``ops.hamming_window`` of the
    1-D int Tensor ``length`` (its first element)."""

    _attrs = {"periodic": True, "alpha": 0.54, "beta": 0.46, "dtype": None}

    def __call__(self, length: Any) -> Any:
        return _window("HammingWindow", length, self.dtype, periodic=bool(self.periodic), alpha=float(self.alpha),
                       beta=float(self.beta))


def _segment_count(ids: np.ndarray) -> int:
    """The number of segments ``max(id) + 1`` of sorted non-negative ``segment_ids`` (MindSpore's checks)."""
    v = ids.reshape(-1)
    if ids.dtype.kind not in "iu":
        raise TypeError(f"For 'SegmentOp', 'segment_ids' must be an int32 or int64 Tensor, but got {ids.dtype}.")
    if v.size and v.min() < 0:
        raise ValueError(f"For 'SegmentOp', the values of segment_ids must be nonnegative, but got {int(v.min())}.")
    if v.size > 1 and np.any(np.diff(v) < 0):
        raise ValueError("For 'SegmentOp', segment_ids must be a tensor with element values sorted in ascending "
                         "order.")
    return int(v.max()) + 1 if v.size else 0


def _define_segment(name: str, unsorted: str, empty_zero: bool) -> Any:
    """SegmentSum/Max/Min/Prod()(x, segment_ids): the unsorted op's impl with ``max(id) + 1`` segments (a
    value-dependent first dimension: dynamic in Graph mode); an empty segment holds 0 (MindSpore's kernels)."""
    from ..common.aval import Aval
    from .registry import OPS, define_op

    op = define_op(name, OpKind.OTHER, doc=f"{name}()(x, segment_ids): the {unsorted[len('UnsortedSegment'):].lower()} "
                                           "of the rows of x sharing a sorted segment id; max(id) + 1 rows.")

    @op.def_impl
    def impl(x: Any, ids: Any) -> np.ndarray:
        x, ids = np.asarray(x), np.asarray(ids)
        if ids.ndim != 1 or ids.shape[0] != (x.shape[0] if x.ndim else 1):
            raise ValueError(f"For '{name}', 'segment_ids' must be 1-D with x's first dimension, but got "
                             f"{list(ids.shape)} and {list(x.shape)}.")
        n = _segment_count(ids)
        if unsorted == "mean":   # the sum over the count; integer means truncated toward 0 (MindSpore's kernel)
            if x.dtype == np.bool_:
                raise TypeError(f"For primitive[{name}], the input argument[x_type] must be a number Tensor, but "
                                "got Tensor[Bool].")
            # the kernel sums each segment's rows in order in x's dtype (float16 [2048, 1, 1, 1] -> 512, int8
            # [100, 100, 100] wraps -> 14), then divides
            total = np.zeros((n,) + x.shape[1:], x.dtype)
            np.add.at(total, ids.astype(np.int64), x)
            count = np.bincount(ids.astype(np.int64), minlength=n).reshape((n,) + (1,) * (x.ndim - 1))
            if x.dtype.kind in "iu":
                return np.trunc(total.astype(np.float64) / np.maximum(count, 1)).astype(x.dtype)
            return (total / np.maximum(count, 1).astype(x.dtype)).astype(x.dtype)
        out = np.asarray(OPS[unsorted].impl(x, ids, n))
        if empty_zero:
            seen = np.zeros(n, bool)
            seen[ids] = True
            out[~seen] = 0
        return out.astype(x.dtype, copy=False)

    @op.def_infer
    def infer(x: Aval, ids: Aval) -> Aval:
        return Aval((None,) + tuple(x.shape[1:]), x.dtype)

    return op, op.prim_class


SEGMENT_SUM, SegmentSum = _define_segment("SegmentSum", "UnsortedSegmentSum", False)
SEGMENT_MAX, SegmentMax = _define_segment("SegmentMax", "UnsortedSegmentMax", True)
SEGMENT_MIN, SegmentMin = _define_segment("SegmentMin", "UnsortedSegmentMin", True)
SEGMENT_PROD, SegmentProd = _define_segment("SegmentProd", "UnsortedSegmentProd", False)
SEGMENT_MEAN, SegmentMean = _define_segment("SegmentMean", "mean", False)


def _seg(op: Any, x: Any, ids: Any) -> Any:
    from .registry import apply, prim

    return apply(prim(op), (x, ids))


def _rows(F: Any, v: Any, ids: Any) -> Any:
    """``v[ids]``: each row's segment value."""
    return F.gather(v, ids, 0)


@bprop_getters.register(SegmentSum)
def _segment_sum_bprop(self: Any):
    def bprop(x, ids, out, dout):
        return _rows(_F(), dout, ids), _F().zeros_like(ids)
    return bprop


def _segment_extremum_bprop(self: Any):
    def bprop(x, ids, out, dout):
        F = _F()
        sel = F.cast(F.equal(x, _rows(F, out, ids)), x.dtype)
        count = _seg(SEGMENT_SUM, sel, ids)
        return F.mul(F.div(_rows(F, dout, ids), _rows(F, count, ids)), sel), F.zeros_like(ids)
    return bprop


@bprop_getters.register(SegmentMean)
def _segment_mean_bprop(self: Any):
    def bprop(x, ids, out, dout):
        F = _F()
        count = _seg(SEGMENT_SUM, F.ones((x.shape[0],), dout.dtype), ids)
        d = F.div(_rows(F, dout, ids), F.reshape(_rows(F, count, ids), (x.shape[0],) + (1,) * (len(x.shape) - 1)))
        return d, F.zeros_like(ids)
    return bprop


bprop_getters.register(SegmentMax)(_segment_extremum_bprop)
bprop_getters.register(SegmentMin)(_segment_extremum_bprop)


@bprop_getters.register(SegmentProd)
def _segment_prod_bprop(self: Any):
    from ._helpers import no_bprop

    return no_bprop("SegmentProd")   # MindSpore 2.10 defines none (its RuntimeError)


class EuclideanNorm(CompositePrimitive):
    """EuclideanNorm(keep_dims=False)(x, axes): ``sqrt(sum(|x|**2))`` over ``axes`` (a 1-D int Tensor), in x's
    dtype (integer results truncated)."""

    _attrs = {"keep_dims": False}

    def __call__(self, x: Any, axes: Any) -> Any:
        F = _F()
        if not _is_tensor(axes):
            raise TypeError(f"For Primitive[EuclideanNorm], the type of input argument[axes] must be Tensor but got "
                            f"{user_type(axes).__name__}.")
        dt = np.dtype(np_dtype(x))
        nd = len(tuple(shape_of(x)))
        if is_symbolic(axes):   # a graph value: the reductions read it at run time (ops/value_dependent.py)
            ax = F.reshape(axes, (-1,))
        else:
            ax = tuple(int(a) for a in np.asarray(host_value(axes)).reshape(-1).tolist())
            for a in ax:
                if a < -nd or a >= nd:
                    raise ValueError(f"For 'EuclideanNorm', the 'axes' must be in [{-nd}, {nd}), but got {a}.")
        if dt.kind == "c":
            sq = F.real(F.mul(x, F.conj(x)))
            out = F.sqrt(F.reduce_sum(sq, ax, self.keep_dims))
            return F.cast(out, dt)
        wide = np.float64 if dt.kind in "iub" or dt == np.float64 else np.float32
        xf = F.cast(x, wide)
        out = F.sqrt(F.reduce_sum(F.mul(xf, xf), ax, self.keep_dims))
        return F.cast(out, dt)


class SpaceToBatch(CompositePrimitive):
    """SpaceToBatch(block_size, paddings)(input_x): SpaceToBatchND with the same block on both spatial dims."""

    _attrs = {"block_size": 2, "paddings": ((0, 0), (0, 0))}

    def _check_attrs(self) -> None:
        b = self.attrs["block_size"]
        if isinstance(b, bool) or not isinstance(b, int) or b < 2:
            raise ValueError(f"For 'SpaceToBatch', the 'block_size' must be greater than or equal to 2, but got {b}.")

    def __call__(self, input_x: Any) -> Any:
        b = self.block_size
        return _F().space_to_batch_nd(input_x, (b, b), tuple(tuple(p) for p in self.paddings))


class BatchToSpace(CompositePrimitive):
    """BatchToSpace(block_size, crops)(x): BatchToSpaceND with the same block on both spatial dims."""

    _attrs = {"block_size": 2, "crops": ((0, 0), (0, 0))}

    def _check_attrs(self) -> None:
        b = self.attrs["block_size"]
        if isinstance(b, bool) or not isinstance(b, int) or b < 2:
            raise ValueError(f"For 'BatchToSpace', the 'block_size' must be greater than or equal to 2, but got {b}.")

    def __call__(self, x: Any) -> Any:
        b = self.block_size
        return _F().batch_to_space_nd(x, (b, b), tuple(tuple(c) for c in self.crops))


class RmsNorm(CompositePrimitive):
    """RmsNorm(epsilon=1e-6)(x, gamma): ``(x * rstd * gamma, rstd)``; ``rstd = 1 / sqrt(mean(x**2) + epsilon)``
    over gamma's trailing dimensions (kept), computed in float32; ``y`` in x's dtype, ``rstd`` float32."""

    _attrs = {"epsilon": 1e-6}

    def __call__(self, x: Any, gamma: Any) -> Any:
        F = _F()
        s, gs = tuple(shape_of(x)), tuple(shape_of(gamma))
        if len(gs) > len(s) or s[len(s) - len(gs):] != gs:
            raise ValueError(f"For 'RmsNorm', the shape of 'gamma' {gs} must match the trailing dimensions of "
                             f"'x' {s}.")
        dt = np.dtype(np_dtype(x))
        axes = tuple(range(len(s) - len(gs), len(s)))
        xf = F.cast(x, np.float32)
        rstd = F.rsqrt(F.add(F.reduce_mean(F.mul(xf, xf), axes, True), float(self.epsilon)))
        y = F.mul(F.mul(xf, rstd), F.cast(gamma, np.float32))
        # MindSpore's bprop takes the gradient of y only: rstd's own gradient is dropped
        return F.cast(y, dt), F.stop_gradient(rstd)


class SoftMarginLoss(CompositePrimitive):
    """SoftMarginLoss(reduction='mean')(input, target): ``log(1 + exp(-target * input))``, reduced."""

    _attrs = {"reduction": "mean"}

    def _check_attrs(self) -> None:
        r = self.attrs["reduction"]
        if r not in ("none", "mean", "sum"):
            raise ValueError(f"Failed to convert the value {r!r} of input 'reduction' of 'soft_margin_loss' to enum.")

    def __call__(self, input: Any, target: Any) -> Any:  # noqa: A002
        F = _F()
        _check_float("SoftMarginLoss", "input", input, ("float16", "float32", "float64"))
        s, t = tuple(shape_of(input)), tuple(shape_of(target))
        if s != t:
            raise ValueError(f"For primitive[SoftMarginLoss], the input_shape: {list(s)} must be equal to {list(t)}")
        loss = F.softplus(F.neg(F.mul(target, input)))
        return _reduce(loss, self.reduction)


class TripletMarginLoss(CompositePrimitive):
    """TripletMarginLoss(p=2, swap=False, eps=1e-6, reduction='mean')(x, positive, negative, margin):
    ``max(d(x, positive) - d(x, negative) + margin, 0)``, ``d(a, b) = ||a - b + eps||_p`` over dim 1 (with
    ``swap``, the smaller of d(x, negative) and d(positive, negative))."""

    _attrs = {"p": 2, "swap": False, "eps": 1e-6, "reduction": "mean"}

    def _check_attrs(self) -> None:
        _reduction("TripletMarginLoss", self.attrs["reduction"])

    def __call__(self, x: Any, positive: Any, negative: Any, margin: Any) -> Any:
        F = _F()
        p, e = self.p, float(self.eps)
        # MindSpore 2.10's inference: one dtype for the three inputs, a float32 margin, not all three of rank <= 1
        if len({np.dtype(np_dtype(t)).name for t in (x, positive, negative)}) != 1:
            raise DTypeError("For primitive[TripletMarginLoss], the input type must be same.")
        _check_float("TripletMarginLoss", "margin", margin, ("float32",))
        if all(len(tuple(shape_of(t))) <= 1 for t in (x, positive, negative)):
            raise ValueError("For TripletMarginLoss, dimensions of input x, positive and negative cannot be less "
                             "than 1 at the same time.")

        def dist(a: Any, b: Any) -> Any:
            d = F.add(F.sub(a, b), e)
            if len(tuple(shape_of(d))) < 2:
                return F.norm(d, float(p), None)
            if p == 2:
                return F.sqrt(F.reduce_sum(F.mul(d, d), 1))
            return F.pow(F.reduce_sum(F.pow(F.abs(d), float(p)), 1), 1.0 / p)

        dp, dn = dist(x, positive), dist(x, negative)
        if self.swap:
            dn = F.minimum(dn, dist(positive, negative))
        loss = F.relu(F.add(F.sub(dp, dn), F.cast(margin, np.dtype(np_dtype(dp)))))
        return _reduce(loss, self.reduction)


class MultilabelMarginLoss(CompositePrimitive):
    """MultilabelMarginLoss(reduction='mean')(x, target): ``(loss, is_target)``; per sample the sum over its
    targets ``j`` (``target`` up to its first -1) and non-targets ``i`` of ``max(0, 1 - (x[j] - x[i]))`` over C."""

    _attrs = {"reduction": "mean"}

    def _check_attrs(self) -> None:
        _reduction("MultilabelMarginLoss", self.attrs["reduction"])

    def __call__(self, x: Any, target: Any) -> Any:
        F = _F()
        _check_float("MultilabelMarginLoss", "x", x)          # MindSpore 2.10: float x, int32 target only
        _check_float("MultilabelMarginLoss", "target", target, ("int32",))
        s = tuple(shape_of(x))
        if s != tuple(shape_of(target)):
            raise ValueError(f"For 'MultilabelMarginLoss', the shape of 'target' {tuple(shape_of(target))} must be "
                             f"equal to the shape of 'x' {s}.")
        if len(s) not in (1, 2):
            raise ValueError(f"For 'MultilabelMarginLoss', the rank of 'x' must be 1 or 2, but got {len(s)}.")
        one_d = len(s) == 1
        if one_d:
            x, target = F.expand_dims(x, 0), F.expand_dims(target, 0)
        c = tuple(shape_of(x))[1]
        tdt = np.dtype(np_dtype(target))
        valid = F.cumprod(F.cast(F.not_equal(target, -1), np.int32), 1)          # (N, C): targets before the first -1
        tidx = F.cast(F.mul(F.cast(target, np.int32), valid), np.int32)
        hot = F.mul(F.one_hot(tidx, c, F.scalar_to_tensor(1, np.int32), F.scalar_to_tensor(0, np.int32)),
                    F.expand_dims(valid, -1))                                   # (N, C_targets, C)
        is_t = F.cast(F.greater(F.reduce_sum(hot, 1), 0), np.int32)             # (N, C)
        xt = F.gather_elements(x, 1, F.cast(tidx, np.int64))                    # (N, C) x[target_k]
        m = F.relu(F.add(F.sub(1.0, F.expand_dims(xt, 2)), F.expand_dims(x, 1)))   # (N, K, C)
        w = F.mul(F.expand_dims(F.cast(valid, np.dtype(np_dtype(x))), 2),
                  F.expand_dims(F.cast(F.sub(1, is_t), np.dtype(np_dtype(x))), 1))
        loss = F.div(F.reduce_sum(F.mul(m, w), (1, 2)), float(c))
        if one_d:
            loss, is_t = F.squeeze(loss, 0), F.squeeze(is_t, 0)
        return _reduce(loss, self.reduction), F.cast(is_t, tdt)


class Quantile(CompositePrimitive):
    """Quantile(dim=10000, keep_dims=False, ignore_nan=False)(input, q): ``ops.quantile`` / ``nanquantile``
    along ``dim`` (10000: the flattened input)."""

    _attrs = {"dim": 10000, "keep_dims": False, "ignore_nan": False}

    def __call__(self, input: Any, q: Any) -> Any:  # noqa: A002
        d = self.dim
        return _quantile("Quantile", input, q, None if d == 10000 else d, bool(self.keep_dims),
                         bool(self.ignore_nan))


class RaggedRange(CompositePrimitive):
    """RaggedRange(Tsplits)(starts, limits, deltas): ``(rt_nested_splits, rt_dense_values)`` of the ranges
    ``range(starts[i], limits[i], deltas[i])`` concatenated (eager values: the output length is data-dependent).
    MindSpore's checks: Tensors of one dtype and one shape (0-D counts as (1,)), at most 1-D, no zero delta."""

    _attrs = {"Tsplits": None}

    def _check_attrs(self) -> None:
        t = self.attrs["Tsplits"]
        if t is None or np.dtype(np_dtype(t)).name not in ("int32", "int64"):
            raise TypeError(f"For 'RaggedRange', the 'Tsplits' must be int32 or int64, but got {t}.")

    def __call__(self, starts: Any, limits: Any, deltas: Any) -> Any:
        from ..common.tensor import Tensor

        args = (("starts", starts), ("limits", limits), ("deltas", deltas))
        for a, v in args:
            if not _is_tensor(v):
                raise TypeError(f"For RaggedRange, the input {a} must be a Tensor, but got {user_type(v).__name__}.")
            if is_symbolic(v):
                raise TypeError(f"For 'RaggedRange', '{a}' must be a constant Tensor in graph code.")
        for a, v in args:
            if len(tuple(shape_of(v))) > 1:
                raise ValueError(f"For primitive[RaggedRange], the dimension of RaggedRange input {a} must be less "
                                 f"than 2, but got {len(tuple(shape_of(v)))}.")
        dts = [np.dtype(np_dtype(v)) for _, v in args]
        if len(set(dts)) > 1:
            raise TypeError("For RaggedRange, starts, limits, and deltas must have the same type, but got starts "
                            f"Tensor[{_ms_dtype_name(starts)}], limits Tensor[{_ms_dtype_name(limits)}], deltas "
                            f"Tensor[{_ms_dtype_name(deltas)}].")
        vals = [np.atleast_1d(np.asarray(v.asnumpy())) for _, v in args]
        if len({x.shape for x in vals}) > 1:
            raise ValueError("For RaggedRange, starts, limits, and deltas must have the same shape, but got starts "
                             f"{vals[0].shape}, limits {vals[1].shape}, deltas {vals[2].shape}.")
        st, li, de = vals
        if np.any(de == 0):
            raise ValueError("For RaggedRange, requires input delta != 0.")
        dt = dts[0]
        rows = [np.arange(a, b, d, dtype=dt) for a, b, d in zip(st.tolist(), li.tolist(), de.tolist())]
        splits = np.concatenate([[0], np.cumsum([len(r) for r in rows])])
        dense = np.concatenate(rows).astype(dt) if rows else np.zeros((0,), dt)
        return Tensor(splits.astype(np.dtype(np_dtype(self.Tsplits)))), Tensor(dense)


class ExtractImagePatches(CompositePrimitive):
    """ExtractImagePatches(ksizes, strides, rates, padding='valid')(x): the ``(kh, kw)`` patches of NCHW ``x``
    (dilated by ``rates``) as channels, ordered (row, column, channel): ``(N, kh*kw*C, out_h, out_w)``; 'same'
    pads ``max((out - 1) * stride + dilated_k - in, 0)`` with the smaller half before (the unfold op's windows)."""

    _attrs = {"ksizes": (1, 1, 1, 1), "strides": (1, 1, 1, 1), "rates": (1, 1, 1, 1), "padding": "valid"}

    def _check_attrs(self) -> None:
        for name in ("ksizes", "strides", "rates"):
            v = self.attrs[name]
            if not isinstance(v, (tuple, list)) or len(v) != 4 or v[0] != 1 or v[1] != 1 or \
                    any(isinstance(i, bool) or not isinstance(i, int) or i < 1 for i in v):
                raise ValueError(f"For 'ExtractImagePatches', the '{name}' must be a tuple of 4 positive ints "
                                 f"[1, 1, a, b], but got {v!r}.")
        pad = str(self.attrs["padding"]).lower()
        if pad not in ("valid", "same"):
            raise ValueError(f"For 'ExtractImagePatches', the 'padding' must be 'valid' or 'same', but got "
                             f"{self.attrs['padding']!r}.")

    def __call__(self, x: Any) -> Any:
        F = _F()
        s = tuple(shape_of(x))
        if len(s) != 4:
            raise ValueError(f"For 'ExtractImagePatches', the input must be 4-D (N, C, H, W), but got {len(s)}-D.")
        n, c, h, w = s
        k, st, r = tuple(self.ksizes[2:]), tuple(self.strides[2:]), tuple(self.rates[2:])
        eff = tuple((k[i] - 1) * r[i] + 1 for i in range(2))
        if str(self.padding).lower() == "same":
            out = tuple(-(-d // st[i]) for i, d in enumerate((h, w)))
            tot = tuple(max((out[i] - 1) * st[i] + eff[i] - (h, w)[i], 0) for i in range(2))
            x = F.pad(x, (tot[1] // 2, tot[1] - tot[1] // 2, tot[0] // 2, tot[0] - tot[0] // 2))
            h, w = h + tot[0], w + tot[1]
        oh, ow = (h - eff[0]) // st[0] + 1, (w - eff[1]) // st[1] + 1
        if oh <= 0 or ow <= 0:
            raise ValueError(f"For 'ExtractImagePatches', the output size must be positive, but got ({oh}, {ow}).")
        cols = F.unfold(x, k, r, 0, st)                                  # (N, C*kh*kw, L), (C, kh, kw) order
        cols = F.reshape(cols, (n, c, k[0] * k[1], oh, ow))
        return F.reshape(F.transpose(cols, (0, 2, 1, 3, 4)), (n, k[0] * k[1] * c, oh, ow))


class HistogramFixedWidth(CompositePrimitive):
    """HistogramFixedWidth(nbins, dtype='int32')(x, range): counts of ``x`` in ``nbins`` equal bins over
    ``[range[0], range[1])``; values below go to the first bin, values above to the last."""

    _attrs = {"nbins": 100, "dtype": "int32"}

    def _check_attrs(self) -> None:
        n = self.attrs["nbins"]
        if isinstance(n, bool) or not isinstance(n, int) or n < 1:
            raise ValueError(f"For 'HistogramFixedWidth', the 'nbins' must be greater than or equal to 1, but got {n}.")

    def __call__(self, x: Any, range: Any) -> Any:  # noqa: A002
        F = _F()
        nb = self.nbins
        xf = F.cast(F.reshape(x, (-1,)), np.float64)
        r = F.cast(range, np.float64)
        lo, hi = r[0], r[1]
        idx = F.floor(F.mul(F.div(F.sub(xf, lo), F.sub(hi, lo)), float(nb)))
        idx = F.cast(F.clip_by_value(idx, 0.0, float(nb - 1)), np.int32)
        ones = F.ones(tuple(shape_of(idx)), np.int32)
        return _segsum_drop(ones, idx, nb)


class MaskedScatter(CompositePrimitive):
    """MaskedScatter()(x, mask, updates): ``x`` with its ``mask`` positions (row-major) filled from ``updates``."""

    def __call__(self, x: Any, mask: Any, updates: Any) -> Any:
        return _F().masked_scatter(x, mask, updates)


class MatrixSolveLs(CompositePrimitive):
    """MatrixSolveLs(fast=True)(matrix, rhs, l2): the least-squares solutions of ``matrix @ X = rhs`` with L2
    regularization ``l2``: ``(A^T A + l2 I)^-1 A^T rhs`` (rows >= cols) or ``A^T (A A^T + l2 I)^-1 rhs``."""

    _attrs = {"fast": True}

    def __call__(self, matrix: Any, rhs: Any, l2: Any) -> Any:
        F = _F()
        s = tuple(shape_of(matrix))
        if len(s) < 2 or tuple(shape_of(rhs))[-2] != s[-2]:
            raise ValueError(f"For 'MatrixSolveLs', the rows of 'matrix' {s} and 'rhs' {tuple(shape_of(rhs))} "
                             f"must match.")
        dt = np.dtype(np_dtype(matrix))
        lam = F.cast(l2, dt)
        m, n = s[-2], s[-1]
        at = F.swapaxes(matrix, -1, -2)
        if m >= n:
            gram = F.add(F.matmul(at, matrix), F.mul(F.eye(n, n, dt), lam))
            return F.matrix_solve(gram, F.matmul(at, rhs))
        gram = F.add(F.matmul(matrix, at), F.mul(F.eye(m, m, dt), lam))
        return F.matmul(at, F.matrix_solve(gram, rhs))


from .random_ops import Bernoulli  # noqa: E402  (the registry op: MindSpore's kernel draws)


class Randperm(CompositePrimitive):
    """Randperm(max_length=1, pad=-1, dtype=int32)(n): a random permutation of ``0..n-1`` padded with ``pad`` to
    ``max_length`` entries (``n``: a one-element int Tensor)."""

    _attrs = {"max_length": 1, "pad": -1, "dtype": None}

    def _check_attrs(self) -> None:
        m = self.attrs["max_length"]
        if isinstance(m, bool) or not isinstance(m, int) or m < 1:
            raise ValueError(f"For 'Randperm', the 'max_length' must be a positive int, but got {m!r}.")

    def __call__(self, n: Any) -> Any:
        from ..common import dtype as mstype
        from ..common.tensor import Tensor
        from .random_ops import UNIFORM_REAL
        from .registry import apply, prim

        F = _F()
        m = self.max_length
        if not is_symbolic(n):
            v = int(np.asarray(host_value(n)).reshape(-1)[0])
            if v < 0:
                raise ValueError(f"For 'Randperm', input 'n' must be non-negative, but got {v}.")
            if v > m:
                raise ValueError(f"For 'Randperm', input 'n' ({v}) cannot exceed 'max_length' ({m}).")
        dt = np.dtype(np_dtype(mstype.int32 if self.dtype is None else self.dtype))
        # random keys below 1 for 0..n-1 and above 2 for the rest: argsort puts a random permutation of 0..n-1
        # first (n may be a graph value; every shape is max_length)
        idx = Tensor(np.arange(m, dtype=np.int64))
        nn_ = F.cast(F.reshape(n, (-1,)), np.int64)
        rest = F.greater_equal(idx, nn_)
        keys = F.add(apply(prim(UNIFORM_REAL), ((m,),)), F.mul(F.cast(rest, np.float32), 2.0))
        order = F.cast(F.argsort(keys), dt)
        return F.select(rest, F.full_like(order, self.pad), order)


class Poisson(CompositePrimitive):
    """Poisson(seed=0, seed2=0)(shape, mean): int32 Poisson samples of ``shape`` + mean's shape."""

    _attrs = {"seed": 0, "seed2": 0}

    def __call__(self, shape: Any, mean: Any) -> Any:
        from ..common import dtype as mstype

        from ..common.tensor import Tensor

        seed = self.seed or None
        return _F().random_poisson(Tensor(np.asarray(tuple(shape), np.int64)), mean, seed, dtype=mstype.int32)


class Gamma(CompositePrimitive):
    """Gamma(seed=0, seed2=0)(shape, alpha, beta): Gamma(alpha, rate beta) samples of ``shape`` broadcast with
    the parameters' shape."""

    _attrs = {"seed": 0, "seed2": 0}

    def __call__(self, shape: Any, alpha: Any, beta: Any) -> Any:
        F = _F()
        seed = self.seed or 0
        out_shape = tuple(shape) + tuple(np.broadcast_shapes(tuple(shape_of(alpha)), tuple(shape_of(beta))))
        std = F.random_gamma(tuple(shape), F.broadcast_to(alpha, out_shape[len(tuple(shape)):]), seed)
        return F.div(std, beta)


__all__ += ["MaskedScatter", "MatrixSolveLs", "Bernoulli", "Randperm", "Poisson", "Gamma"]
__all__ += ["AccumulateNV2", "Fmax", "Fmin", "Cross", "Roll", "MatrixBandPart", "MatrixPower", "Mvlgamma", "Expand",
            "Fills", "TypeAs", "GLU", "ChannelShuffle", "ScatterAddWithAxis", "ScatterNonAliasingAdd", "BartlettWindow",
            "HammingWindow", "SegmentSum", "SegmentMax", "SegmentMin", "SegmentProd", "SegmentMean", "EuclideanNorm", "SpaceToBatch",
            "BatchToSpace", "RmsNorm", "SoftMarginLoss", "TripletMarginLoss", "MultilabelMarginLoss", "Quantile",
            "RaggedRange", "HistogramFixedWidth", "ExtractImagePatches"]


# --- in-place function forms and Tensor methods ---------------------------------------------------------------------
@op_function
def tanh_(input: Any) -> Any:  # noqa: A002
    """In place: ``input = tanh(input)`` (``Tensor.tanh_``); returns input."""
    return input.tanh_()


@op_function
def erfinv_(input: Any) -> Any:  # noqa: A002
    """In place: ``input = erfinv(input)`` (``Tensor.erfinv_``)."""
    return input.erfinv_()


@op_function
def zero_(input: Any) -> Any:  # noqa: A002
    """In place: ``input`` filled with zeros (``Tensor.zero_``)."""
    return input.zero_()


@op_function
def clamp_(input: Any, min: Any = None, max: Any = None) -> Any:  # noqa: A002
    """In place: ``input = clamp(input, min, max)`` (``Tensor.clamp_``)."""
    return input.clamp_(min, max)


@op_function
def inplace_sigmoid(input: Any) -> Any:  # noqa: A002
    """In place: ``input = sigmoid(input)`` (``Tensor.sigmoid_``)."""
    return input._update_(_F().sigmoid(input))


__all__ += ["tanh_", "erfinv_", "zero_", "clamp_", "inplace_sigmoid"]


def _install() -> None:
    from ..common.tensor_methods import TensorMethods as TM

    def _quantile_m(self, q, axis=None, keepdims=False):
        return quantile(self, q, axis, keepdims)

    def _nanquantile_m(self, q, axis=None, keepdims=False):
        return nanquantile(self, q, axis, keepdims)

    def _fills_m(self, value):
        return fills(self, value)

    def _matrix_determinant_m(self):
        return matrix_determinant(self)

    def _log_matrix_determinant_m(self):
        return log_matrix_determinant(self)

    def _soft_shrink_m(self, lambd=0.5):
        return soft_shrink(self, lambd)

    def _fmin_m(self, other):
        return _F().fmin(self, other)

    def _unique_with_pad_m(self, pad_num):
        return unique_with_pad(self, pad_num)

    def _sigmoid__m(self):
        return inplace_sigmoid(self)

    def _sign__m(self):
        return self._update_(_F().sign(self))

    def _remainder__m(self, other):
        return self._update_(_F().remainder(self, other))

    def _unique_consecutive_m(self, return_inverse=False, return_counts=False, dim=None):
        return _F().unique_consecutive(self, return_inverse, return_counts, dim)

    def _index_fill__m(self, dim, index, value):
        return self._update_(_F().index_fill(self, dim, index, value))

    def _scatter_add__m(self, dim, index, src):
        return self._update_(_F().tensor_scatter_elements(self, index, src, dim, "add"))

    def _masked_scatter__m(self, mask, source):
        return self._update_(_F().masked_scatter(self, mask, source))

    def _index_put__m(self, indices, values, accumulate=False):
        return self._update_(self.index_put(indices, values, accumulate))

    def _bernoulli_m(self, *, generator=None):  # noqa: ARG001 - msgraph has one generator
        return _F().bernoulli(self, self)

    for name, fn in (("unique_consecutive", _unique_consecutive_m), ("index_fill_", _index_fill__m),
                     ("scatter_add_", _scatter_add__m), ("masked_scatter_", _masked_scatter__m),
                     ("index_put_", _index_put__m), ("bernoulli", _bernoulli_m), ("quantile", _quantile_m), ("nanquantile", _nanquantile_m), ("fills", _fills_m),
                     ("matrix_determinant", _matrix_determinant_m),
                     ("log_matrix_determinant", _log_matrix_determinant_m), ("soft_shrink", _soft_shrink_m),
                     ("fmin", _fmin_m), ("unique_with_pad", _unique_with_pad_m), ("sigmoid_", _sigmoid__m),
                     ("sign_", _sign__m), ("remainder_", _remainder__m)):
        if name not in vars(TM):
            fn.__name__ = name
            fn.__qualname__ = f"Tensor.{name}"
            fn.__doc__ = f"``Tensor.{name}``: the ops form of msgraph/ops/api22_ops.py."
            setattr(TM, name, fn)


_install()
