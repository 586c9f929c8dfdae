"""Ops MindSpore's st CPU op tests a..m use that the other families lack (h-cpua, session 6).

``IndexAdd(axis, use_lock=True, check_index_bound=True)(x, indices, y)``: adds the slices of ``y`` to the
slices ``indices`` of ``x`` along ``axis`` and writes the result into ``x`` (MindSpore's CPU kernel
updates a Parameter, and in PyNative a plain Tensor too); gradients: ``dout`` to ``x``, ``dout``
gathered at ``indices`` to ``y``.  Functions ``index_add(x, indices, y, axis)``, ``Tensor.index_add``.
"""
from __future__ import annotations

from typing import Any, Tuple

import numpy as np

from ..common.aval import Aval
from ..errors import ArgumentError, DTypeError, OpError, OpRuntimeError, ShapeError
from ._compose import CompositePrimitive
from ._helpers import dtype_name, is_tensorlike, np_dtype
from ._helpers import user_type
from ._helpers import unsupported_on_cpu
from .registry import raising_bprop
from .registry import refuse_numbers
from .registry import OpKind, apply, bprop_getters, define_op, op_function, prim

__all__ = ["index_add"]


def _F():
    from . import functional

    return functional


def _known(d: Any) -> bool:
    return isinstance(d, int) and d >= 0


# --- IndexAdd ---------------------------------------------------------------------------------------------
INDEX_ADD = define_op("IndexAddValue", OpKind.OTHER, attrs={"axis": 0}, public=False,
                      doc="IndexAdd's result: x with y's slices added at indices along axis (not in place).")


def _index_add_check(x: Any, indices: Any, y: Any, axis: int) -> int:
    xs, ys, is_ = tuple(x.shape), tuple(y.shape), tuple(indices.shape)
    if np.dtype(indices.dtype) != np.dtype(np.int32):
        raise DTypeError(f"For primitive[IndexAdd], the input argument[indices type] must be a type of "
                         f"{{Tensor[Int32]}}, but got Tensor[{dtype_name(indices.dtype)}].")
    if np.dtype(x.dtype) != np.dtype(y.dtype):
        raise DTypeError(f"For 'IndexAdd', the dtype of 'y' must be the same as 'input_x', but got "
                         f"{dtype_name(y.dtype)} and {dtype_name(x.dtype)}.")
    rank = len(xs)
    if not -rank <= axis < rank:
        raise ShapeError(f"For 'IndexAdd', the 'axis' must be in range [{-rank}, {rank}), but got {axis}.")
    axis %= rank
    if len(is_) != 1:
        raise ShapeError(f"For 'IndexAdd', the rank of 'indices' must be 1, but got {len(is_)}.")
    if len(ys) != rank:
        raise ShapeError(f"For 'IndexAdd', the rank of 'x' and 'y' must be the same, but got {rank} and {len(ys)}.")
    if _known(ys[axis]) and _known(is_[0]) and ys[axis] != is_[0]:
        raise ShapeError(f"For 'IndexAdd', the size of 'indices' must be equal to y.shape[{axis}], but got "
                         f"{is_[0]} and {ys[axis]}.")
    for d, (a, b) in enumerate(zip(xs, ys)):
        if d != axis and _known(a) and _known(b) and a != b:
            raise ShapeError(f"For 'IndexAdd', the shape of 'x' and 'y' must be the same except the 'axis' "
                             f"dimension, but got {list(xs)} and {list(ys)}.")
    return axis


@INDEX_ADD.def_infer
def _index_add_infer(x: Aval, indices: Aval, y: Aval, axis: int = 0) -> Aval:
    _index_add_check(x, indices, y, axis)
    return Aval(tuple(x.shape), x.dtype)


@INDEX_ADD.def_impl
def _index_add_impl(x: Any, indices: Any, y: Any, axis: int = 0) -> np.ndarray:
    x, indices, y = np.asarray(x), np.asarray(indices), np.asarray(y)
    axis = _index_add_check(x, indices, y, axis)
    idx = indices.astype(np.int64).reshape(-1)
    if idx.size and (idx.min() < 0 or idx.max() >= x.shape[axis]):
        raise RuntimeError(f"For 'IndexAdd', the indices are out of range with input_shape: "
                      f"{[list(x.shape), list(indices.shape), list(y.shape)]}.")
    out = np.array(x, copy=True)
    np.add.at(np.moveaxis(out, axis, 0), idx, np.moveaxis(y, axis, 0))
    return out


@bprop_getters.register(INDEX_ADD.prim_class)
def get_bprop_index_add(self: Any):
    axis = int(self.attrs["axis"])

    def bprop(x, indices, y, out, dout):
        F = _F()
        return dout, F.zeros_like(indices), F.gather(dout, indices, axis % len(x.shape))
    return bprop


class IndexAdd(CompositePrimitive):
    """IndexAdd(axis, use_lock=True, check_index_bound=True)(input_x, indices, y): input_x with y's slices
    added at ``indices`` (int32, rank 1) along ``axis``, written into input_x; returns the result."""

    _attrs = {"axis": 0, "use_lock": True, "check_index_bound": True}

    def _check_attrs(self) -> None:
        for k, t in (("axis", int), ("use_lock", bool), ("check_index_bound", bool)):
            v = self.attrs[k]
            if not isinstance(v, t) or (t is int and isinstance(v, bool)):
                raise ArgumentError(f"For 'IndexAdd', the type of '{k}' must be {t.__name__}, but got "
                                    f"{user_type(v).__name__}.")

    def __call__(self, input_x: Any, indices: Any, y: Any) -> Any:
        if is_tensorlike(y) and np.dtype(np_dtype(y)).name not in ("float16", "float32", "float64", "int16", "int32",
                                                                    "int8", "uint8"):   # MindSpore 2.10's kernel
            raise DTypeError(f"For primitive[IndexAdd], the input argument[input_y type] must be a type of "
                             f"{{Tensor[Float16], Tensor[Float32], Tensor[Float64], Tensor[Int16], Tensor[Int32], "
                             f"Tensor[Int8], Tensor[UInt8]}}, but got Tensor[{dtype_name(np_dtype(y))}].")
        if is_tensorlike(y) and is_tensorlike(input_x) and np_dtype(y) != np_dtype(input_x):
            # MindSpore 2.10 converts y to x's dtype where their promotion is x's (float32 into float64, int32 into
            # float16), else the in-place TypeError (float64 into float32)
            from .scatter_write import check_inplace_dtype

            check_inplace_dtype("IndexAdd", np_dtype(input_x), np_dtype(y))
            y = _F().cast(y, np_dtype(input_x))
        new = apply(prim(INDEX_ADD, axis=self.attrs["axis"]), (input_x, indices, y))
        _write(input_x, new)
        return new


def _write(x: Any, new: Any) -> None:
    """Write ``new`` into ``x`` as MindSpore's in-place kernels do: a Parameter in both modes, a plain
    Tensor in PyNative."""
    from ..common.tensor import Parameter, Tensor

    if isinstance(x, Parameter) or type(x).__name__ == "Sym" or type(new).__name__ == "Sym":
        # (graph code writing a plain Tensor constant, BatchNorm's moving statistics: an Assign node, as
        # ops.assign of it; assign_value could not take the graph value, and the call fell back to Python run
        # when the graph runs, its trial run on placeholders writing the Tensor and its gradient zeros: adapt43grad)
        _F().assign(x, new)
    elif isinstance(x, Tensor):
        x.assign_value(new) if hasattr(x, "assign_value") else _F().assign(x, new)


@op_function
def index_add(x: Any, indices: Any, y: Any, axis: int, use_lock: bool = True, check_index_bound: bool = True) -> Any:
    """x with y's slices added at ``indices`` along ``axis`` (MindSpore writes the result into x too)."""
    return IndexAdd(axis, use_lock, check_index_bound)(x, indices, y)


def _tensor_index_add(self: Any, *args: Any, **kwargs: Any) -> Any:
    """``Tensor.index_add(dim, index, source, *, alpha=1)``: index_add of ``alpha * source`` (in place); MindSpore
    2.10's deprecated overload ``Tensor.index_add(indices, y, axis, use_lock=True, check_index_bound=True)`` when
    the first argument is not an int (a Tensor, in graph code a traced value) or ``indices``/``axis`` are named."""
    first = args[0] if args else kwargs.get("dim", kwargs.get("indices"))
    if not isinstance(first, int) or "indices" in kwargs or "axis" in kwargs:
        return _tensor_index_add_deprecated(self, *args, **kwargs)
    return _tensor_index_add_dim(self, *args, **kwargs)


def _tensor_index_add_deprecated(self: Any, indices: Any, y: Any, axis: int, use_lock: bool = True,
                                 check_index_bound: bool = True) -> Any:
    return index_add(self, indices, y, axis, use_lock, check_index_bound)


def _tensor_index_add_dim(self: Any, dim: int, index: Any, source: Any, *, alpha: Any = 1) -> Any:
    if not (isinstance(alpha, (int, float)) and not isinstance(alpha, bool) and alpha == 1):
        source = _F().mul(source, alpha)
    return index_add(self, index, source, dim)


def _bind_tensor_methods() -> None:
    from ..common.tensor_methods import TensorMethods

    if not hasattr(TensorMethods, "index_add"):
        _tensor_index_add.__name__ = _tensor_index_add.__qualname__ = "index_add"
        TensorMethods.index_add = _tensor_index_add


_bind_tensor_methods()


class InplaceIndexAdd(IndexAdd):
    """InplaceIndexAdd(axis)(var, indices, updates): IndexAdd under its other name (writes into var)."""

    _attrs = {"axis": 0}

    def _check_attrs(self) -> None:
        if not isinstance(self.attrs["axis"], int) or isinstance(self.attrs["axis"], bool):
            raise ArgumentError(f"For 'InplaceIndexAdd', the type of 'axis' must be int, but got "
                                f"{user_type(self.attrs['axis']).__name__}.")


@op_function
def inplace_index_add(var: Any, indices: Any, updates: Any, axis: int) -> Any:
    """var with updates' slices added at ``indices`` along ``axis``, written into var."""
    return InplaceIndexAdd(axis)(var, indices, updates)


__all__ += ["inplace_index_add"]


# --- BatchToSpaceND ---------------------------------------------------------------------------------------
def _b2s_attrs(name: str, block_shape: Any, crops: Any) -> Any:
    if isinstance(crops, (list, tuple)) and all(isinstance(c, (list, tuple)) for c in crops):
        crops = [list(c) for c in crops]
    else:
        raise ArgumentError(f"For '{name}', the 'crops' must be a list or tuple of [begin, end] pairs, "
                            f"but got {crops!r}.")
    m = len(crops)
    if isinstance(block_shape, bool) or not isinstance(block_shape, (int, list, tuple)):
        raise ArgumentError(f"For '{name}', the 'block_shape' must be an int, list or tuple, but got "
                            f"{user_type(block_shape).__name__}.")
    blocks = [block_shape] * m if isinstance(block_shape, int) else list(block_shape)
    if len(blocks) != m:
        raise ShapeError(f"For '{name}', the length of 'block_shape' must be equal to the length of 'crops', but "
                         f"got {len(blocks)} and {m}.")
    for b in blocks:
        if not isinstance(b, int) or isinstance(b, bool) or b < 1:
            raise ShapeError(f"For '{name}', the elements of 'block_shape' must be positive ints, but got {blocks}.")
    for c in crops:
        if len(c) != 2 or any(not isinstance(v, int) or v < 0 for v in c):
            raise ShapeError(f"For '{name}', the elements of 'crops' must be pairs of non-negative ints, but got "
                             f"{crops}.")
    return blocks, crops


class BatchToSpaceND(CompositePrimitive):
    """BatchToSpaceND(block_shape, crops)(input_x): the batch dimension [b_0 ... b_{M-1} N] spread over the last
    M (spatial) dimensions, each multiplied by its block size, then cropped by ``crops`` [[begin, end], ...].
    A composition of reshape/transpose/slice: gradients (SpaceToBatchND) follow from those ops."""

    _attrs = {"block_shape": 1, "crops": ((0, 0), (0, 0))}

    def _check_attrs(self) -> None:
        blocks, crops = _b2s_attrs("BatchToSpaceND", self.attrs["block_shape"], self.attrs["crops"])
        self._blocks, self._crops = blocks, crops

    def __call__(self, input_x: Any) -> Any:
        F = _F()
        blocks, crops = self._blocks, self._crops
        dt = np.dtype(np_dtype(input_x))
        if dt.kind in "bc":   # MindSpore 2.10 (both modes; adapt39gpu/bincount_b2snd_checks)
            raise DTypeError(f"For primitive[BatchToSpaceND], the input argument[x] must be a type of "
                             f"{{Tensor[BFloat16], Tensor[Float16], ..., Tensor[UInt8]}}, but got "
                             f"Tensor[{dtype_name(dt)}].")
        shape = tuple(input_x.shape)
        m = len(blocks)
        rank = len(shape)
        if rank < m + 1:
            raise ShapeError(f"For 'BatchToSpaceND', the rank of 'input_x' must be at least {m + 1}, but got {rank}.")
        prod = int(np.prod(blocks))
        n = shape[0]
        if n % prod:
            raise ShapeError(f"For 'BatchToSpaceND', the first dimension of 'input_x' must be divisible by the "
                             f"product of 'block_shape' {prod}, but got {n}.")
        off = rank - m                       # spatial dims are the last m
        mid, spatial = list(shape[1:off]), list(shape[off:])
        for i, (s, b, (c0, c1)) in enumerate(zip(spatial, blocks, crops)):
            if c0 + c1 >= s * b:
                raise ShapeError(f"For 'BatchToSpaceND', the cropped size of dimension {off + i} must be positive, "
                                 f"but got crops {[c0, c1]} for size {s * b}.")
        x = F.reshape(input_x, tuple(blocks) + (n // prod,) + tuple(mid) + tuple(spatial))
        # [b_0..b_{m-1}, N', mid..., s_0..s_{m-1}] -> [N', mid..., s_0, b_0, s_1, b_1, ...]
        perm = [m] + [m + 1 + j for j in range(len(mid))]
        for i in range(m):
            perm += [m + 1 + len(mid) + i, i]
        x = F.transpose(x, tuple(perm))
        full = [s * b for s, b in zip(spatial, blocks)]
        x = F.reshape(x, (n // prod,) + tuple(mid) + tuple(full))
        if any(c0 or c1 for c0, c1 in crops):
            begin = (0,) * (1 + len(mid)) + tuple(c0 for c0, _ in crops)
            size = (n // prod,) + tuple(mid) + tuple(f - c0 - c1 for f, (c0, c1) in zip(full, crops))
            x = F.slice(x, begin, size)
        return x


@op_function
def batch_to_space_nd(input_x: Any, block_shape: Any, crops: Any) -> Any:
    """BatchToSpaceND(block_shape, crops)(input_x)."""
    return BatchToSpaceND(block_shape, crops)(input_x)


__all__ += ["batch_to_space_nd"]


class ConvertToDynamic(CompositePrimitive):
    """ConvertToDynamic(is_dynamic_rank=False)(x): MindSpore's inner op marking x's shape dynamic; msgraph runs
    on the actual shapes, so it is the identity."""

    _attrs = {"is_dynamic_rank": False}

    def __call__(self, x: Any) -> Any:
        return x


# --- LayerNormGrad ----------------------------------------------------------------------------------------
LAYER_NORM_GRAD = define_op("LayerNormGrad", OpKind.OTHER, n_outputs=3, differentiable=False,
                            attrs={"begin_norm_axis": 1, "begin_params_axis": 1, "epsilon": 1e-12},
                            doc="LayerNormGrad(begin_norm_axis=1, begin_params_axis=1, epsilon=1e-12)(x, dy, "
                                "variance, mean, gamma) -> (dx, dgamma, dbeta): LayerNorm's gradient from the "
                                "forward mean and variance (dgamma/dbeta shaped like gamma).")
LayerNormGrad = LAYER_NORM_GRAD.prim_class


def _lng_axes(x: Any, gamma: Any, begin_norm_axis: int, begin_params_axis: int) -> Any:
    rank = len(x.shape)
    for k, v in (("begin_norm_axis", begin_norm_axis), ("begin_params_axis", begin_params_axis)):
        if not -rank <= v < rank:
            raise ShapeError(f"For 'LayerNormGrad', the '{k}' must be in range [{-rank}, {rank}), but got {v}.")
    a, p = begin_norm_axis % rank, begin_params_axis % rank
    for d in np.dtype(x.dtype), np.dtype(gamma.dtype):
        if d.kind != "f":
            raise DTypeError(f"For 'LayerNormGrad', the inputs must be float Tensors, but got {dtype_name(d)}.")
    return a, p


@LAYER_NORM_GRAD.def_infer
def _lng_infer(x: Aval, dy: Aval, variance: Aval, mean: Aval, gamma: Aval, begin_norm_axis: int = 1,
               begin_params_axis: int = 1, epsilon: float = 1e-12) -> Any:
    _lng_axes(x, gamma, begin_norm_axis, begin_params_axis)
    g = Aval(tuple(gamma.shape), gamma.dtype)
    return Aval(tuple(x.shape), x.dtype), g, g


@LAYER_NORM_GRAD.def_impl
def _lng_impl(x: Any, dy: Any, variance: Any, mean: Any, gamma: Any, begin_norm_axis: int = 1,
              begin_params_axis: int = 1, epsilon: float = 1e-12) -> Any:
    x, dy, variance, mean, gamma = (np.asarray(v) for v in (x, dy, variance, mean, gamma))
    a, p = _lng_axes(x, gamma, begin_norm_axis, begin_params_axis)
    # MindSpore 2.10's CPU kernel computes float16 and float64 in float32 too (float64 gradients carry float32's
    # digits: vd48a, st test_layer_norm_grad_op::test_layernormgrad_double)
    work = np.float32
    xw, dyw = x.astype(work), dy.astype(work)
    mean_w = mean.astype(work).reshape(x.shape[:a] + (1,) * (x.ndim - a))
    var_w = variance.astype(work).reshape(x.shape[:a] + (1,) * (x.ndim - a))
    g = gamma.astype(work).reshape((1,) * p + x.shape[p:])
    norm_axes, param_axes = tuple(range(a, x.ndim)), tuple(range(p))
    num = int(np.prod(x.shape[a:]))
    rstd = np.power(var_w + work(epsilon), -0.5)
    xc = xw - mean_w
    dg = np.sum(dyw * rstd * xc, axis=param_axes).reshape(gamma.shape)
    db = np.sum(dyw, axis=param_axes).reshape(gamma.shape)
    sum1 = np.sum(-0.5 * dyw * g * xc * rstd ** 3, axis=norm_axes, keepdims=True)
    sum2 = np.sum(dyw * g, axis=norm_axes, keepdims=True)
    sum3 = np.sum(-2.0 * xc, axis=norm_axes, keepdims=True)
    dx = dyw * g * rstd + sum1 * 2.0 / num * xc + (-rstd * sum2 + sum1 * sum3 / num) / num
    return dx.astype(x.dtype), dg.astype(gamma.dtype), db.astype(gamma.dtype)


#: LayerNormGrad as the gradient of a float64 LayerNorm (the GradPath rule in nn_extra.py): MindSpore 2.10 has no
#: float64 LayerNormGradGrad, so a second-order gradient through it raises (zeros were silent; vd48a)
LAYER_NORM_GRAD_F64 = define_op("LayerNormGradFloat64", OpKind.OTHER, n_outputs=3, public=False,
                                attrs={"begin_norm_axis": 1, "begin_params_axis": 1, "epsilon": 1e-12},
                                doc="LayerNormGrad of a float64 LayerNorm (its gradient raises, as MindSpore's).")
LAYER_NORM_GRAD_F64.def_infer(_lng_infer)
LAYER_NORM_GRAD_F64.def_impl(_lng_impl)
raising_bprop(LAYER_NORM_GRAD_F64, "LayerNormGrad",
              "For primitive[LayerNormGradGrad], the input argument[d_db] must be a type of {Tensor[Float16], "
              "Tensor[Float32]}, but got Tensor[Float64].")


# --- Dense ------------------------------------------------------------------------------------------------
class Dense(CompositePrimitive):
    """Dense()(x, w, b=None): x @ w^T + b (w of shape (out, in), or 1-D (in,): the dot product with x's last
    axis).  A composition of MatMul/Transpose/Add, so both modes and all gradients follow."""

    _attrs: dict = {}

    def __call__(self, x: Any, w: Any, b: Any = None) -> Any:
        F = _F()
        xs, ws = tuple(x.shape), tuple(w.shape)
        if len(ws) not in (1, 2):
            raise ShapeError(f"For 'Dense', the rank of 'w' must be 1 or 2, but got {len(ws)}.")
        if len(xs) < 1:
            raise ShapeError("For 'Dense', the rank of 'x' must be at least 1, but got 0.")
        if _known(xs[-1]) and _known(ws[-1]) and xs[-1] != ws[-1]:
            raise ShapeError(f"For 'Dense', the last dimension of 'x' and 'w' must be equal, but got x shape "
                             f"{list(xs)} and w shape {list(ws)}.")
        out = F.matmul(x, w if len(ws) == 1 else F.transpose(w, (1, 0)))
        return out if b is None else F.add(out, b)


# --- DropoutGrad / HShrinkGrad (grad primitives of _grad_ops, compositions: any order of gradient) ---------
class DropoutGrad(CompositePrimitive):
    """DropoutGrad(keep_prob=0.5)(dy, mask): dy * mask / keep_prob (Dropout's gradient)."""

    _attrs = {"keep_prob": 0.5}

    def _check_attrs(self) -> None:
        kp = self.attrs["keep_prob"]
        if isinstance(kp, bool) or not isinstance(kp, (int, float)):
            raise ArgumentError(f"For 'DropoutGrad', the type of 'keep_prob' must be float, but got "
                                f"{user_type(kp).__name__}.")
        if not 0 < kp <= 1:
            raise ShapeError(f"For 'DropoutGrad', the 'keep_prob' must be in range (0, 1], but got {kp}.")

    def __call__(self, dy: Any, mask: Any) -> Any:
        F = _F()
        return F.mul(F.mul(dy, mask), 1.0 / float(self.attrs["keep_prob"]))


class HShrinkGrad(CompositePrimitive):
    """HShrinkGrad(lambd=0.5)(gradients, features): gradients where |features| > lambd, else 0."""

    _attrs = {"lambd": 0.5}

    def __call__(self, gradients: Any, features: Any) -> Any:
        F = _F()
        if hasattr(features, "dtype") and np_dtype(features) == np.float64:   # (measured on MindSpore 2.10; r2a)
            raise TypeError("For primitive[HShrinkGrad], the input argument[features] must be a type of {BFloat16, "
                            "Float16, Float32}, but got Float64")
        # zero where -lambd <= x <= lambd: a NaN feature passes the gradient (MindSpore's kernel); float16 features
        # against a float32 lambd (MindSpore 2.10: the gradient at float16 0.3 with lambd 0.3 is 1, debt35)
        if hasattr(features, "dtype") and np_dtype(features) == np.float16:
            features = F.cast(features, np.float32)
        zero = F.less_equal(F.abs(features), np.float32(self.attrs["lambd"]))
        return F.select(zero, F.zeros_like(gradients), gradients)


# --- Erfinv -----------------------------------------------------------------------------------------------
ERFINV = define_op("Erfinv", OpKind.OTHER, doc="Erfinv()(x): the inverse error function (float16/32/64; "
                                               "+-inf at +-1, nan outside [-1, 1]).")
Erfinv = ERFINV.prim_class


def _erfinv_dtype(x: Any) -> np.dtype:
    d = np.dtype(x.dtype)
    if d not in (np.dtype(np.float16), np.dtype(np.float32), np.dtype(np.float64)):
        raise DTypeError(f"For 'Erfinv', the type of 'input_x' must be float16, float32 or float64, but got "
                         f"{dtype_name(d)}.")
    return d


@ERFINV.def_infer
def _erfinv_infer(x: Aval) -> Aval:
    return Aval(tuple(x.shape), _erfinv_dtype(x))


@ERFINV.def_impl
def _erfinv_impl(x: Any) -> np.ndarray:
    from .math import _erf

    x = np.asarray(x)
    d = _erfinv_dtype(x)
    a = x.astype(np.float64)
    with np.errstate(all="ignore"):
        w = -np.log((1.0 - a) * (1.0 + a))       # Giles' single-precision start, then Newton steps
        small = w < 5.0
        ws, wl = w - 2.5, np.sqrt(w) - 3.0
        ps = 2.81022636e-08
        for c in (3.43273939e-07, -3.5233877e-06, -4.39150654e-06, 0.00021858087, -0.00125372503,
                  -0.00417768164, 0.246640727, 1.50140941):
            ps = c + ps * ws
        pl = -0.000200214257
        for c in (0.000100950558, 0.00134934322, -0.00367342844, 0.00573950773, -0.0076224613,
                  0.00943887047, 1.00167406, 2.83297682):
            pl = c + pl * wl
        y = np.where(small, ps, pl) * a
        for _ in range(3):
            err = _erf(y) - a
            y = y - err / (2.0 / np.sqrt(np.pi) * np.exp(-y * y))
        y = np.where(a == 1.0, np.inf, np.where(a == -1.0, -np.inf, y))
        y = np.where(np.abs(a) > 1.0, np.nan, y)
    return y.astype(d)


@bprop_getters.register(Erfinv)
def get_bprop_erfinv(self: Any):
    def bprop(x, out, dout):
        from .st_cpu_b2 import first_order

        F = _F()   # d erfinv(x) = sqrt(pi) / 2 * exp(erfinv(x)^2)
        dx = F.mul(dout, F.mul(F.exp(F.square(out)), float(np.sqrt(np.pi) / 2)))
        # MindSpore 2.10's bprop squares with PowTensorScalar, whose own bprop fails on its Int32 exponent: a
        # second-order gradient is that RuntimeError (left37/second_order_grad_prims)
        return (first_order("PowTensorScalar", dx, x,
                            "For PowTensorScalar, got an invalid 'exponent' type: Int32"),)
    return bprop


@op_function
def erfinv(input: Any) -> Any:  # noqa: A002 - MindSpore's name
    """The inverse error function of input."""
    refuse_numbers('Failed calling Erfinv with "Erfinv()(input={k0})".', input)
    return apply(prim(ERFINV), (input,))


__all__ += ["erfinv"]
_bind_extra = ("erfinv", "cross", "expand", "fold")


def _bind_forwards() -> None:
    from ..common.tensor_methods import TensorMethods, _forward

    for name in _bind_extra:
        if not hasattr(TensorMethods, name):
            setattr(TensorMethods, name, _forward(name, name))


_bind_forwards()


# --- InTopK -----------------------------------------------------------------------------------------------
IN_TOP_K = define_op("InTopK", OpKind.OTHER, attrs={"k": 1}, differentiable=False,
                     doc="InTopK(k)(x1 [N, C] float, x2 [N] int): whether x1[i, x2[i]] is among the k largest of row "
                         "i (fewer than k elements strictly greater; k <= 0 or a bad target: False).")
InTopK = IN_TOP_K.prim_class


def _check_at_init(cls: type, check: Any) -> None:
    """Run ``check(attrs)`` when a primitive of ``cls`` is constructed (MindSpore 2.10's __init__ validators)."""
    init = cls.__init__

    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        init(self, *args, **kwargs)
        check(self.attrs)

    cls.__init__ = __init__


def _in_top_k_init(attrs: dict) -> None:
    k = attrs["k"]   # InTopK(1.5) / InTopK(True): MindSpore 2.10's TypeError when built (msgraph accepted: adapt41cpu)
    if not isinstance(k, int) or isinstance(k, bool):
        raise ArgumentError(f"For 'InTopK', the type of 'k' should be 'int', but got type '{user_type(k).__name__}'.")


_check_at_init(InTopK, _in_top_k_init)


def _in_top_k_check(x1: Any, x2: Any) -> None:
    s1, s2 = tuple(x1.shape), tuple(x2.shape)
    if len(s1) != 2:
        raise ShapeError(f"For 'InTopK', the rank of 'x1' must be 2, but got {len(s1)}.")
    if len(s2) != 1:
        raise ShapeError(f"For 'InTopK', the rank of 'x2' must be 1, but got {len(s2)}.")
    if _known(s1[0]) and _known(s2[0]) and s1[0] != s2[0]:
        raise ShapeError(f"For 'InTopK', the first dimension of 'x1' and 'x2' must be equal, but got "
                         f"{s1[0]} and {s2[0]}.")
    if np.dtype(x1.dtype) not in (np.dtype(np.float16), np.dtype(np.float32)):
        raise DTypeError(f"For 'InTopK', the type of 'x1' must be float16 or float32, but got "
                         f"{dtype_name(x1.dtype)}.")
    if np.dtype(x2.dtype) not in (np.dtype(np.int32), np.dtype(np.int64)):
        raise DTypeError(f"For 'InTopK', the type of 'x2' must be int32 or int64, but got {dtype_name(x2.dtype)}.")


@IN_TOP_K.def_infer
def _in_top_k_infer(x1: Aval, x2: Aval, k: int = 1) -> Aval:
    _in_top_k_check(x1, x2)
    return Aval(tuple(x2.shape), np.dtype(np.bool_))


@IN_TOP_K.def_impl
def _in_top_k_impl(x1: Any, x2: Any, k: int = 1) -> np.ndarray:
    x1, x2 = np.asarray(x1), np.asarray(x2)
    _in_top_k_check(x1, x2)
    n, c = x1.shape
    t = x2.astype(np.int64)
    ok = (t >= 0) & (t < c)
    tv = x1[np.arange(n), np.clip(t, 0, max(c - 1, 0))] if c else np.zeros(n, x1.dtype)
    greater = (x1 > tv[:, None]).sum(axis=1)
    # any non-finite prediction in a row makes it False (MindSpore's CPU kernel: [[1, nan]] with target 0 and
    # [[1, inf]] with k = 2 are False; msgraph looked at the target's prediction only: adapt41cpu)
    finite = np.isfinite(x1).all(axis=1) if c else np.ones(n, bool)
    return ok & finite & (greater < k) & (k > 0)


# --- DataFormatDimMap -------------------------------------------------------------------------------------
DATA_FORMAT_DIM_MAP = define_op("DataFormatDimMap", OpKind.OTHER, differentiable=False,
                                attrs={"src_format": "NHWC", "dst_format": "NCHW"},
                                doc="DataFormatDimMap(src_format='NHWC', dst_format='NCHW')(x): for each dimension "
                                    "index x (in [-4, 4)), src_format's index of dst_format[x] (MindSpore's "
                                    "CPU kernel).")
DataFormatDimMap = DATA_FORMAT_DIM_MAP.prim_class


def _dfdm_init(attrs: dict) -> None:
    # MindSpore 2.10 builds DataFormatDimMap only for 'NHWC' / 'NCHW' (a ValueError when built; msgraph took any
    # 4-letter format: adapt41cpu)
    for k in ("src_format", "dst_format"):
        if attrs[k] not in ("NHWC", "NCHW"):
            raise OpError(f"For 'DataFormatDimMap', the '{k}' must be str and must be in '['NHWC', 'NCHW']', but got "
                          f"'{attrs[k]}'.")


_check_at_init(DataFormatDimMap, _dfdm_init)


def _dfdm_table(x: Any, src_format: str, dst_format: str) -> list:
    if np.dtype(x.dtype) not in (np.dtype(np.int32), np.dtype(np.int64)):
        raise DTypeError(f"For 'DataFormatDimMap', the type of 'x' must be int32 or int64, but got "
                         f"{dtype_name(x.dtype)}.")
    for k, f in (("src_format", src_format), ("dst_format", dst_format)):
        if isinstance(f, str) and f not in ("NHWC", "NCHW"):   # MindSpore 2.10 takes these two (ValueError)
            raise ValueError(f"For 'DataFormatDimMap', the '{k}' must be str and must be in '['NHWC', 'NCHW']', but "
                             f"got '{f}'.")
        if not isinstance(f, str) or len(f) != 4 or sorted(f) != sorted(src_format if k == "dst_format" else f):
            # (a string of other letters is MindSpore 2.10's ValueError: measured, adapt41asc)
            raise (ShapeError if isinstance(f, str) else ArgumentError)(
                f"For 'DataFormatDimMap', the '{k}' must be a 4-letter format with the letters of the other, but got "
                f"{f!r}.")
    return [src_format.index(c) for c in dst_format]


@DATA_FORMAT_DIM_MAP.def_infer
def _dfdm_infer(x: Aval, src_format: str = "NHWC", dst_format: str = "NCHW") -> Aval:
    _dfdm_table(x, src_format, dst_format)
    return Aval(tuple(x.shape), x.dtype)


@DATA_FORMAT_DIM_MAP.def_impl
def _dfdm_impl(x: Any, src_format: str = "NHWC", dst_format: str = "NCHW") -> np.ndarray:
    x = np.asarray(x)
    table = np.array(_dfdm_table(x, src_format, dst_format), x.dtype)
    return table[np.mod(x, 4)]


# --- FillDiagonal -----------------------------------------------------------------------------------------
FILL_DIAGONAL = define_op("FillDiagonal", OpKind.OTHER, attrs={"fill_value": 0.0, "wrap": False},
                          doc="FillDiagonal(fill_value, wrap=False)(input_x): input_x with its main diagonal set to "
                              "fill_value (numpy.fill_diagonal: rank >= 2, all dimensions equal above rank 2; wrap "
                              "restarts the diagonal every cols + 1 rows of a tall matrix).")
FillDiagonal = FILL_DIAGONAL.prim_class


def _fill_diag_check(x: Any) -> None:
    if np.dtype(x.dtype) == np.bool_:   # MindSpore 2.10's FillDiagonal kernel has no bool
        raise DTypeError("For primitive[FillDiagonal], the input argument[input_x] must be a type of {Tensor[Float16], "
                         "Tensor[Float32], Tensor[Float64], Tensor[Int16], Tensor[Int32], Tensor[Int64], Tensor[Int8], "
                         "Tensor[UInt16], Tensor[UInt32], Tensor[UInt64], Tensor[UInt8]}, but got Tensor[Bool].")
    s = tuple(x.shape)
    if len(s) < 2:
        raise ShapeError(f"For 'FillDiagonal', the rank of 'input_x' must be at least 2, but got {len(s)}.")
    if len(s) > 2 and any(_known(d) and d != s[0] for d in s):
        raise ShapeError(f"For 'FillDiagonal', all dimensions of 'input_x' must be equal when its rank is more than "
                         f"2, but got shape {list(s)}.")


def _fill_diag_value(dt: Any, fill_value: float) -> Any:
    """The fill value in x's dtype as MindSpore's kernel writes it: an unsigned x refuses a negative value
    (RuntimeError), an integer one truncates and wraps (300 -> 44 for uint8, 2.7 -> 2)."""
    dt = np.dtype(dt)
    if dt.kind == "u" and fill_value < 0:
        raise OpRuntimeError("For FillDiagonal, [file_value] should be non_negative for input of unsigned type.")
    if dt.kind in "iu":
        return np.array(int(fill_value)).astype(dt)
    return fill_value


@FILL_DIAGONAL.def_infer
def _fill_diag_infer(x: Aval, fill_value: float = 0.0, wrap: bool = False) -> Aval:
    _fill_diag_check(x)
    _fill_diag_value(x.dtype, fill_value)
    return Aval(tuple(x.shape), x.dtype)


@FILL_DIAGONAL.def_impl
def _fill_diag_impl(x: Any, fill_value: float = 0.0, wrap: bool = False) -> np.ndarray:
    x = np.asarray(x)
    _fill_diag_check(x)
    out = np.array(x, copy=True)
    np.fill_diagonal(out, _fill_diag_value(x.dtype, fill_value), wrap=bool(wrap))
    return out


@bprop_getters.register(FillDiagonal)
def get_bprop_fill_diagonal(self: Any):
    wrap = bool(self.attrs["wrap"])

    def bprop(x, out, dout):
        return (apply(prim(FILL_DIAGONAL, fill_value=0.0, wrap=wrap), (dout,)),)
    return bprop


# --- FFTWithSize ------------------------------------------------------------------------------------------
_FFT_ATTRS = {"signal_ndim": 1, "inverse": False, "real": False, "norm": "backward", "onesided": True,
              "signal_sizes": ()}
FFT_WITH_SIZE = define_op("FFTWithSize", OpKind.OTHER, attrs=dict(_FFT_ATTRS),
                          doc="FFTWithSize(signal_ndim, inverse, real, norm='backward', onesided=True, "
                              "signal_sizes=())(x): the FFT over the last signal_ndim axes: fftn/ifftn (complex x), "
                              "rfftn (real, onesided) or irfftn (real and inverse; the last size 2 * (n - 1) "
                              "unless signal_sizes).")
FFTWithSize = FFT_WITH_SIZE.prim_class


def _fft_init(attrs: dict) -> None:
    if attrs["norm"] not in ("backward", "forward", "ortho"):   # MindSpore 2.10: a ValueError when built (adapt41cpu)
        raise OpError(f"Failed to convert the value \"{attrs['norm']}\" of input 'norm' of 'FFTWithSize' to enum.")


_check_at_init(FFTWithSize, _fft_init)
_SWAP_NORM = {"backward": "forward", "forward": "backward", "ortho": "ortho"}
_C_OF = {np.dtype(np.float32): np.dtype(np.complex64), np.dtype(np.float64): np.dtype(np.complex128),
         np.dtype(np.complex64): np.dtype(np.complex64), np.dtype(np.complex128): np.dtype(np.complex128)}


def _fft_geo(x: Any, signal_ndim: int, inverse: bool, real: bool, norm: str, onesided: bool,
             signal_sizes: Any) -> Tuple[Tuple[int, ...], np.dtype]:
    """The output shape and dtype (checks as MindSpore's)."""
    shape, d = tuple(x.shape), np.dtype(x.dtype)
    if signal_ndim not in (1, 2, 3):
        raise ValueError(f"For 'FFTWithSize', the 'signal_ndim' must be 1, 2 or 3, but got {signal_ndim}.")
    if len(shape) < signal_ndim:   # (MindSpore 2.10: its kernel's RuntimeError "x_dims must not be less than
        # signal_ndim", both modes; msgraph raised a ValueError: adapt41cpu)
        raise OpRuntimeError(f"For 'FFTWithSize', the rank of the input must be at least signal_ndim {signal_ndim}, "
                             f"but got {len(shape)}.")
    if norm not in _SWAP_NORM:
        raise ValueError(f"For 'FFTWithSize', the 'norm' must be 'backward', 'forward' or 'ortho', but got {norm!r}.")
    if d not in _C_OF:
        raise TypeError(f"For 'FFTWithSize', the input must be a float32, float64, complex64 or complex128 Tensor, "
                        f"but got {dtype_name(d)}.")
    c = _C_OF[d]
    if not real:
        if d.kind != "c":
            raise TypeError(f"For 'FFTWithSize', the input must be complex when 'real' is False, but got "
                            f"{dtype_name(d)}.")
        return shape, c
    if not inverse:
        if d.kind == "c":
            raise TypeError("For 'FFTWithSize', the input of rfft must be a real Tensor, but got "
                            f"{dtype_name(d)}.")
        if onesided:
            return shape[:-1] + (shape[-1] // 2 + 1,), c
        return shape, c
    if d.kind != "c":
        raise TypeError(f"For 'FFTWithSize', the input of irfft must be complex, but got {dtype_name(d)}.")
    if shape[-1] == 1:
        raise ValueError("For 'FFTWithSize', the last dimension of the input cannot be 1, but got 1.")
    sizes = tuple(signal_sizes or ())
    if sizes:
        if len(sizes) != signal_ndim:
            raise ValueError(f"For 'FFTWithSize', the length of 'signal_sizes' must be signal_ndim {signal_ndim}, "
                             f"but got {len(sizes)}.")
        last = int(sizes[-1])
    else:
        last = 2 * (shape[-1] - 1) if onesided else shape[-1]
    real_dt = np.dtype(np.float32) if c == np.dtype(np.complex64) else np.dtype(np.float64)
    return shape[:-1] + (last,), real_dt


@FFT_WITH_SIZE.def_infer
def _fft_infer(x: Aval, **attrs: Any) -> Aval:
    shape, d = _fft_geo(x, **attrs)
    return Aval(shape, d)


@FFT_WITH_SIZE.def_impl
def _fft_impl(x: Any, signal_ndim: int = 1, inverse: bool = False, real: bool = False, norm: str = "backward",
              onesided: bool = True, signal_sizes: Any = ()) -> np.ndarray:
    x = np.asarray(x)
    shape, d = _fft_geo(x, signal_ndim, inverse, real, norm, onesided, signal_sizes)
    axes = tuple(range(x.ndim - signal_ndim, x.ndim))
    if not real:
        out = (np.fft.ifftn if inverse else np.fft.fftn)(x, axes=axes, norm=norm)
    elif not inverse:
        out = np.fft.rfftn(x, axes=axes, norm=norm) if onesided else np.fft.fftn(x, axes=axes, norm=norm)
    elif onesided:
        out = np.fft.irfftn(x, s=shape[x.ndim - signal_ndim:], axes=axes, norm=norm)
    else:
        out = np.fft.ifftn(x, axes=axes, norm=norm).real
    return np.asarray(out).astype(d)


FFT_WITH_SIZE_GRAD = define_op("FFTWithSizeGrad", OpKind.OTHER, attrs=dict(_FFT_ATTRS), public=False,
                               differentiable=False,
                               doc="FFTWithSize's gradient (x, dout): the adjoint transform as MindSpore 2.10 "
                                   "computes it (rfft: dout zero-padded to the full length; irfft: the interior "
                                   "frequencies doubled).")


@FFT_WITH_SIZE_GRAD.def_infer
def _fft_grad_infer(x: Aval, dout: Aval, **attrs: Any) -> Aval:
    return Aval(tuple(x.shape), x.dtype)


@FFT_WITH_SIZE_GRAD.def_impl
def _fft_grad_impl(x: Any, dout: Any, signal_ndim: int = 1, inverse: bool = False, real: bool = False,
                   norm: str = "backward", onesided: bool = True, signal_sizes: Any = ()) -> np.ndarray:
    x, dout = np.asarray(x), np.asarray(dout)
    axes = tuple(range(x.ndim - signal_ndim, x.ndim))
    adj = _SWAP_NORM[norm]
    if not real:
        g = (np.fft.fftn if inverse else np.fft.ifftn)(dout, axes=axes, norm=adj)
    elif not inverse:
        if onesided:
            pad = [(0, 0)] * (x.ndim - 1) + [(0, x.shape[-1] - dout.shape[-1])]
            dout = np.pad(dout, pad)
        g = np.fft.ifftn(dout, axes=axes, norm=adj).real
    elif onesided:
        g = np.fft.rfftn(dout, axes=axes, norm=adj)
        n = dout.shape[-1]
        w = np.full(g.shape[-1], 2.0)
        w[0] = 1.0
        if n % 2 == 0:
            w[-1] = 1.0
        g = g[..., :x.shape[-1]] * w[:x.shape[-1]]
    else:
        g = np.fft.fftn(dout, axes=axes, norm=adj)
    return np.asarray(g).astype(x.dtype)


@bprop_getters.register(FFTWithSize)
def get_bprop_fft_with_size(self: Any):
    attrs = dict(self.attrs)

    def bprop(x, out, dout):
        return (apply(prim(FFT_WITH_SIZE_GRAD, **attrs), (x, dout)),)
    return bprop


# --- MaxPoolGradWithArgmax / MaxPoolGradWithArgmaxV2 (grad primitives of _grad_ops, first order) -----------
def _scatter_argmax(name: str, x: Any, grad: Any, argmax: Any, per_plane: bool) -> np.ndarray:
    x, grad, argmax = np.asarray(x), np.asarray(grad), np.asarray(argmax)
    if x.ndim != 4 or grad.ndim != 4 or grad.shape != argmax.shape:
        raise ShapeError(f"For '{name}', 'x' must be 4-D and 'grad' and 'argmax' 4-D of one shape, but got "
                         f"{list(x.shape)}, {list(grad.shape)} and {list(argmax.shape)}.")
    if argmax.dtype.kind not in "iu":
        raise DTypeError(f"For '{name}', the 'argmax' must be an int Tensor, but got {dtype_name(argmax.dtype)}.")
    if not per_plane and x.dtype.kind != "f":   # MindSpore 2.10's CPU MaxPoolGradWithArgmax: float x only
        raise DTypeError(f"For primitive[{name}], the input argument[x] must be a float Tensor, but got "
                         f"Tensor[{dtype_name(x.dtype)}].")
    n, c, h, w = x.shape
    work = np.float64 if x.dtype == np.float64 else np.float32
    lead = n * c if per_plane else n
    size = h * w if per_plane else c * h * w
    idx = argmax.astype(np.int64).reshape(lead, -1)
    if idx.size and (idx.min() < 0 or idx.max() >= size):
        raise ValueError(f"For '{name}', the values of 'argmax' must be in [0, {size}), but got {idx.min()} .. "
                         f"{idx.max()}.")
    out = np.zeros((lead, size), work)
    np.add.at(out, (np.arange(lead)[:, None], idx), grad.astype(work).reshape(lead, -1))
    return out.reshape(x.shape).astype(x.dtype)


MAXPOOL_GRAD_WITH_ARGMAX = define_op(
    "MaxPoolGradWithArgmax", OpKind.OTHER, differentiable=False,
    attrs={"kernel_size": 1, "strides": 1, "pad_mode": "VALID", "data_format": "NCHW"},
    doc="MaxPoolGradWithArgmax(kernel_size, strides, pad_mode)(x, grad, argmax): grad added at argmax, a flat "
        "index over each batch item's C*H*W (MaxPoolWithArgmax's indices).")
MaxPoolGradWithArgmax = MAXPOOL_GRAD_WITH_ARGMAX.prim_class
MAXPOOL_GRAD_WITH_ARGMAX.def_infer(lambda x, grad, argmax, **a: Aval(tuple(x.shape), x.dtype))
MAXPOOL_GRAD_WITH_ARGMAX.def_impl(
    lambda x, grad, argmax, **a: _scatter_argmax("MaxPoolGradWithArgmax", x, grad, argmax, False))

MAXPOOL_GRAD_WITH_ARGMAX_V2 = define_op(
    "MaxPoolGradWithArgmaxV2", OpKind.OTHER, differentiable=False,
    attrs={"kernel_size": 1, "strides": None, "pads": 0, "dilation": (1, 1), "ceil_mode": False,
           "argmax_type": None},
    doc="MaxPoolGradWithArgmaxV2(kernel_size, strides, pads, dilation, ceil_mode, argmax_type)(x, grad, argmax): "
        "grad added at argmax, a flat index over each (N, C) plane's H*W.")
MaxPoolGradWithArgmaxV2 = MAXPOOL_GRAD_WITH_ARGMAX_V2.prim_class
MAXPOOL_GRAD_WITH_ARGMAX_V2.def_infer(lambda x, grad, argmax, **a: Aval(tuple(x.shape), x.dtype))
MAXPOOL_GRAD_WITH_ARGMAX_V2.def_impl(
    lambda x, grad, argmax, **a: _scatter_argmax("MaxPoolGradWithArgmaxV2", x, grad, argmax, True))


# --- LRN / LRNGrad ----------------------------------------------------------------------------------------
_LRN_ATTRS = {"depth_radius": 5, "bias": 1.0, "alpha": 1.0, "beta": 0.5, "norm_region": "ACROSS_CHANNELS"}
LRN_OP = define_op("LRN", OpKind.OTHER, attrs=dict(_LRN_ATTRS),
                   doc="LRN(depth_radius=5, bias=1.0, alpha=1.0, beta=0.5, norm_region='ACROSS_CHANNELS')(x): "
                       "x / (bias + alpha * sum of x^2 over channels c - r .. c + r) ** beta (4-D NCHW x).")
LRN = LRN_OP.prim_class
_lrn_prim_call = LRN.__call__


def _lrn_call(self: Any, x: Any) -> Any:
    """The user's LRN: MindSpore 2.10's primitive takes float16 / float32 only (float64 is its TypeError in both
    modes, adapt41gpu); the op itself computes float64 too (its gradient checks)."""
    if hasattr(x, "dtype") and np.dtype(np_dtype(x)) == np.float64:
        raise DTypeError("For primitive[LRN], the input argument[x] must be a type of {Tensor[Float16], "
                         "Tensor[Float32]}, but got Tensor[Float64].")
    return _lrn_prim_call(self, x)


LRN.__call__ = _lrn_call


def _lrn_check(name: str, x: Any, depth_radius: int, norm_region: str = "ACROSS_CHANNELS") -> None:
    if len(tuple(x.shape)) != 4:
        raise ShapeError(f"For '{name}', the rank of 'x' must be 4, but got {len(tuple(x.shape))}.")
    if np.dtype(x.dtype) not in (np.dtype(np.float16), np.dtype(np.float32), np.dtype(np.float64)):
        raise DTypeError(f"For '{name}', the type of 'x' must be float16, float32 or float64, but got "
                         f"{dtype_name(x.dtype)}.")
    if norm_region != "ACROSS_CHANNELS":
        raise ArgumentError(f"For '{name}', 'norm_region' must be 'ACROSS_CHANNELS', but got {norm_region!r}.")
    if isinstance(depth_radius, bool) or not isinstance(depth_radius, int) or depth_radius < 0:
        raise ArgumentError(f"For '{name}', 'depth_radius' must be a non-negative int, but got {depth_radius!r}.")


def _channel_window_sum(v: np.ndarray, r: int) -> np.ndarray:
    """sum over channels c - r .. c + r (clipped) of v, along axis 1."""
    c = v.shape[1]
    cs = np.concatenate([np.zeros_like(v[:, :1]), np.cumsum(v, axis=1)], axis=1)
    hi = np.minimum(np.arange(c) + r + 1, c)
    lo = np.maximum(np.arange(c) - r, 0)
    return cs[:, hi] - cs[:, lo]


def _lrn_norm(x: np.ndarray, depth_radius: int, bias: float, alpha: float) -> np.ndarray:
    return bias + alpha * _channel_window_sum(x * x, depth_radius)


@LRN_OP.def_infer
def _lrn_infer(x: Aval, **attrs: Any) -> Aval:
    _lrn_check("LRN", x, attrs["depth_radius"], attrs["norm_region"])
    return Aval(tuple(x.shape), x.dtype)


@LRN_OP.def_impl
def _lrn_impl(x: Any, depth_radius: int = 5, bias: float = 1.0, alpha: float = 1.0, beta: float = 0.5,
              norm_region: str = "ACROSS_CHANNELS") -> np.ndarray:
    x = np.asarray(x)
    _lrn_check("LRN", x, depth_radius, norm_region)
    w = x.astype(np.float64 if x.dtype == np.float64 else np.float32)
    return (w * np.power(_lrn_norm(w, depth_radius, bias, alpha), -beta)).astype(x.dtype)


LRN_GRAD = define_op("LRNGrad", OpKind.OTHER, differentiable=False,
                     attrs={"depth_radius": 5, "bias": 1.0, "alpha": 1.0, "beta": 0.5},
                     doc="LRNGrad(depth_radius=5, bias=1.0, alpha=1.0, beta=0.5)(grads, x, y): LRN's gradient, "
                         "dy * n^-beta - 2 alpha beta x * window-sum(dy * y / n) with n the LRN norm of x and y "
                         "recomputed from x (the y given is not read, as MindSpore's CPU kernel).")
LRNGrad = LRN_GRAD.prim_class


@LRN_GRAD.def_infer
def _lrn_grad_infer(grads: Aval, x: Aval, y: Aval, **attrs: Any) -> Aval:
    _lrn_check("LRNGrad", x, attrs["depth_radius"])
    return Aval(tuple(x.shape), x.dtype)


@LRN_GRAD.def_impl
def _lrn_grad_impl(grads: Any, x: Any, y: Any, depth_radius: int = 5, bias: float = 1.0, alpha: float = 1.0,
                   beta: float = 0.5) -> np.ndarray:
    x = np.asarray(x)
    _lrn_check("LRNGrad", x, depth_radius)
    work = np.float64 if x.dtype == np.float64 else np.float32
    dy, xw = np.asarray(grads).astype(work), x.astype(work)
    n = _lrn_norm(xw, depth_radius, bias, alpha)
    # MindSpore 2.10's CPU LRNGrad (oneDNN's LRN backward, from x and dy) never reads y: it recomputes the forward
    # value in the working precision, so a float16 gradient does not see the float16-rounded forward (measured:
    # 2.046875 where y16 gave 2.0488281; a zero or constant y gives the same result there)
    yw = xw * np.power(n, -beta)
    dx = dy * np.power(n, -beta) - 2.0 * alpha * beta * xw * _channel_window_sum(dy * yw / n, depth_radius)
    return dx.astype(x.dtype)


@bprop_getters.register(LRN)
def get_bprop_lrn(self: Any):
    a = {k: self.attrs[k] for k in ("depth_radius", "bias", "alpha", "beta")}

    def bprop(x, out, dout):
        return (apply(prim(LRN_GRAD, **a), (dout, x, out)),)
    return bprop


# --- CTCGreedyDecoder -------------------------------------------------------------------------------------
CTC_GREEDY_DECODER = define_op(
    "CTCGreedyDecoder", OpKind.OTHER, attrs={"merge_repeated": True}, n_outputs=4, differentiable=False,
    doc="CTCGreedyDecoder(merge_repeated=True)(inputs [T, B, C], sequence_length [B] int32) -> (decoded_indices "
        "[N, 2], decoded_values [N], decoded_shape [2] (int64), log_probability [B, 1]): the best class per step "
        "(blank C - 1 dropped, repeats merged), log_probability the negated sum of the step maxima.")
CTCGreedyDecoder = CTC_GREEDY_DECODER.prim_class


def _ctc_gd_check(inputs: Any, sequence_length: Any) -> None:
    if np.dtype(inputs.dtype) not in (np.dtype(np.float32), np.dtype(np.float64)):
        raise DTypeError(f"For 'CTCGreedyDecoder', the type of 'inputs' must be float32 or float64, but got "
                         f"{dtype_name(inputs.dtype)}.")
    if np.dtype(sequence_length.dtype) != np.dtype(np.int32):
        raise DTypeError(f"For 'CTCGreedyDecoder', the type of 'sequence_length' must be int32, but got "
                         f"{dtype_name(sequence_length.dtype)}.")
    si, ss = tuple(inputs.shape), tuple(sequence_length.shape)
    if len(si) != 3:
        raise ShapeError(f"For 'CTCGreedyDecoder', the rank of 'inputs' must be 3, but got {len(si)}.")
    if len(ss) != 1:
        raise ShapeError(f"For 'CTCGreedyDecoder', the rank of 'sequence_length' must be 1, but got {len(ss)}.")
    if _known(si[1]) and _known(ss[0]) and si[1] != ss[0]:
        raise ShapeError(f"For 'CTCGreedyDecoder', inputs batch_size must be the same as sequence_length "
                         f"batch_size, but got {si[1]} and {ss[0]}.")


@CTC_GREEDY_DECODER.def_infer
def _ctc_gd_infer(inputs: Aval, sequence_length: Aval, merge_repeated: bool = True) -> Any:
    _ctc_gd_check(inputs, sequence_length)
    i64 = np.dtype(np.int64)
    return (Aval((None, 2), i64), Aval((None,), i64), Aval((2,), i64),
            Aval((inputs.shape[1], 1), inputs.dtype))


@CTC_GREEDY_DECODER.def_impl
def _ctc_gd_impl(inputs: Any, sequence_length: Any, merge_repeated: bool = True) -> Any:
    inputs, seq = np.asarray(inputs), np.asarray(sequence_length)
    _ctc_gd_check(inputs, seq)
    t_max, batch, classes = inputs.shape
    blank = classes - 1
    idx, vals, logp = [], [], np.zeros((batch, 1), inputs.dtype)
    longest = 0
    for b in range(batch):
        if seq[b] > t_max:
            raise RuntimeError(f"For 'CTCGreedyDecoder', sequence_length[{b}] should be less than or equal to "
                               f"max_time {t_max}, but got {int(seq[b])}.")
        prev, pos = -1, 0
        for t in range(int(seq[b])):
            k = int(np.argmax(inputs[t, b]))
            logp[b, 0] -= inputs[t, b, k]
            if k != blank and not (merge_repeated and k == prev):
                idx.append((b, pos))
                vals.append(k)
                pos += 1
            prev = k
        longest = max(longest, pos)
    return (np.array(idx, np.int64).reshape(-1, 2), np.array(vals, np.int64), np.array([batch, longest], np.int64),
            logp)


# --- Lstsq / CholeskyInverse / BlackmanWindow -------------------------------------------------------------
LSTSQ = define_op("Lstsq", OpKind.OTHER, attrs={"fast": True, "l2_regularizer": 0.0},
                  doc="Lstsq(fast=True, l2_regularizer=0.0)(x [M, N], a [M, K] or [M]): the least-squares / "
                      "minimum-norm X with x @ X = a (float16 computed in float32).")
raising_bprop(LSTSQ, 'Lstsq')   # MindSpore 2.10 defines no gradient (h-grad26)
Lstsq = LSTSQ.prim_class


def _lstsq_check(x: Any, a: Any) -> None:
    xs, as_ = tuple(x.shape), tuple(a.shape)
    for arg, d in (("x", x.dtype), ("a", a.dtype)):
        if np.dtype(d) not in (np.dtype(np.float16), np.dtype(np.float32), np.dtype(np.float64)):
            raise DTypeError(f"For 'Lstsq', the type of '{arg}' must be float16, float32 or float64, but got "
                             f"{dtype_name(d)}.")
    if np.dtype(x.dtype) != np.dtype(a.dtype):
        raise DTypeError(f"For 'Lstsq', the dtypes of 'x' and 'a' must be equal, but got {dtype_name(x.dtype)} and "
                         f"{dtype_name(a.dtype)}.")
    if len(xs) != 2 or len(as_) not in (1, 2):
        raise ShapeError(f"For 'Lstsq', 'x' must be 2-D and 'a' 1-D or 2-D, but got shapes {list(xs)} and "
                         f"{list(as_)}.")
    if _known(xs[0]) and _known(as_[0]) and xs[0] != as_[0]:
        raise ShapeError(f"For 'Lstsq', the first dimensions of 'x' and 'a' must be equal, but got {xs[0]} and "
                         f"{as_[0]}.")


def _lstsq_l2(l2: float) -> None:
    if l2 != 0:   # MindSpore 2.10's Lstsq: only 0.0 (TypeError)
        raise DTypeError(f"For 'Lstsq', the 'l2_regularizer' should be 0.0, but got '{l2}'.")


@LSTSQ.def_infer
def _lstsq_infer(x: Aval, a: Aval, **attrs: Any) -> Aval:
    _lstsq_check(x, a)
    _lstsq_l2(attrs.get("l2_regularizer", 0.0))
    return Aval((x.shape[1],) + tuple(a.shape[1:]), x.dtype)


@LSTSQ.def_impl
def _lstsq_impl(x: Any, a: Any, fast: bool = True, l2_regularizer: float = 0.0) -> np.ndarray:
    x, a = np.asarray(x), np.asarray(a)
    _lstsq_check(x, a)
    _lstsq_l2(l2_regularizer)
    work = np.float64 if x.dtype == np.float64 else np.float32
    xw, aw = x.astype(work), a.astype(work)
    if l2_regularizer:
        n = xw.shape[1]
        out = np.linalg.solve(xw.T @ xw + l2_regularizer * np.eye(n, dtype=work), xw.T @ aw)
    else:
        out = np.linalg.lstsq(xw, aw, rcond=None)[0]
    return out.astype(x.dtype)


@op_function
def lstsq(input: Any, A: Any) -> Any:  # noqa: A002,N803 - MindSpore's names
    """The least-squares solution X of input @ X = A."""
    return apply(prim(LSTSQ), (input, A))


CHOLESKY_INVERSE = define_op("CholeskyInverse", OpKind.OTHER, attrs={"upper": False},
                             doc="CholeskyInverse(upper=False)(x): the inverse of x @ x^T (x lower triangular), or "
                                 "of x^T @ x when upper.")
CholeskyInverse = CHOLESKY_INVERSE.prim_class


def _square_float_check(op: str, arg: str, x: Any, batched: bool) -> None:
    """MindSpore's checks of a (batch of) square float16/32/64 matrices (Cholesky, CholeskyInverse).

    float16 computes (measured on MindSpore 2.10: Cholesky / CholeskyInverse of float16 give float16)."""
    s = tuple(x.shape)
    if (len(s) < 2 if batched else len(s) != 2) or (_known(s[-1]) and _known(s[-2]) and s[-1] != s[-2]):
        what = "a batch of square matrices" if batched else "a square 2-D matrix"
        raise ShapeError(f"For '{op}', the input must be {what}, but got shape {list(s)}.")
    if np.dtype(x.dtype) not in (np.dtype(np.float16), np.dtype(np.float32), np.dtype(np.float64)):
        raise DTypeError(f"For '{op}', the type of '{arg}' must be float16, float32 or float64, but got "
                         f"{dtype_name(x.dtype)}.")


def _chol_inv_check(x: Any) -> None:
    _square_float_check("CholeskyInverse", "x", x, batched=False)


@CHOLESKY_INVERSE.def_infer
def _chol_inv_infer(x: Aval, upper: bool = False) -> Aval:
    _chol_inv_check(x)
    return Aval(tuple(x.shape), x.dtype)


@CHOLESKY_INVERSE.def_impl
def _chol_inv_impl(x: Any, upper: bool = False) -> np.ndarray:
    x = np.asarray(x)
    _chol_inv_check(x)
    w = x.astype(np.float64)
    a = w.T @ w if upper else w @ w.T
    return np.linalg.inv(a).astype(x.dtype)


@bprop_getters.register(CholeskyInverse)
def get_bprop_cholesky_inverse(self: Any):
    def bprop(x, out, dout):
        # MindSpore 2.10's bprop, as it is: dx = -x @ out @ (dout + dout^T) @ out for both triangles (the gradient
        # of the upper form; for the lower one the true gradient is -(...) @ x), the sum taken in float32
        F = _F()
        s = F.add(dout, F.transpose(dout, (1, 0)))
        s = F.cast(F.cast(s, np.float32), dout.dtype)
        return (F.neg(F.matmul(x, F.matmul(out, F.matmul(s, out)))),)
    return bprop


@op_function
def cholesky_inverse(input_x: Any, upper: bool = False) -> Any:
    """The inverse of the matrix whose Cholesky factor is input_x."""
    return apply(prim(CHOLESKY_INVERSE, upper=bool(upper)), (input_x,))


BLACKMAN_WINDOW = define_op("BlackmanWindow", OpKind.OTHER, attrs={"periodic": True, "dtype": None},
                            differentiable=False,
                            doc="BlackmanWindow(periodic=True, dtype=float32)(window_length): 0.42 - 0.5 cos(2 pi n / "
                                "N) + 0.08 cos(4 pi n / N), N = window_length (periodic) or window_length - 1.")
BlackmanWindow = BLACKMAN_WINDOW.prim_class


def _bw_dtype(dtype: Any) -> np.dtype:
    from ..common import dtype as _dt

    d = np.dtype(np.float32) if dtype is None else np.dtype(_dt.to_numpy(dtype, name="BlackmanWindow"))
    if d not in (np.dtype(np.float16), np.dtype(np.float32), np.dtype(np.float64)):
        raise DTypeError(f"For 'BlackmanWindow', the 'dtype' must be float16, float32 or float64, but got "
                         f"{dtype_name(d)}.")
    return d


@BLACKMAN_WINDOW.def_infer
def _bw_infer(window_length: Aval, periodic: bool = True, dtype: Any = None) -> Aval:
    if np.dtype(window_length.dtype) not in (np.dtype(np.int32), np.dtype(np.int64)):
        raise DTypeError(f"For 'BlackmanWindow', the 'window_length' must be an int32 or int64 Tensor, but got "
                         f"{dtype_name(window_length.dtype)}.")
    return Aval((None,), _bw_dtype(dtype))


@BLACKMAN_WINDOW.def_impl
def _bw_impl(window_length: Any, periodic: bool = True, dtype: Any = None) -> np.ndarray:
    n = int(np.asarray(window_length).reshape(-1)[0])
    d = _bw_dtype(dtype)
    if n < 0:
        raise ValueError(f"For 'BlackmanWindow', the 'window_length' must be non-negative, but got {n}.")
    if n <= 1:
        return np.ones((n,), d)
    m = n if periodic else n - 1
    k = np.arange(n, dtype=np.float64)
    w = 0.42 - 0.5 * np.cos(2 * np.pi * k / m) + 0.08 * np.cos(4 * np.pi * k / m)
    return w.astype(d)


@op_function
def blackman_window(window_length: Any, periodic: bool = True, *, dtype: Any = None) -> Any:
    """The Blackman window of window_length (a 0-d int Tensor) points."""
    return apply(prim(BLACKMAN_WINDOW, periodic=bool(periodic), dtype=dtype), (window_length,))


__all__ += ["lstsq", "cholesky_inverse", "blackman_window"]
_bind_extra += ("lstsq",)
_bind_forwards()


# --- bidense ----------------------------------------------------------------------------------------------
@op_function
def bidense(input1: Any, input2: Any, weight: Any, bias: Any = None) -> Any:
    """The bilinear map y[..., o] = sum_ij input1[..., i] weight[o, i, j] input2[..., j] + bias[o]
    (a MatMul/Transpose/Reshape/Mul/ReduceSum composition: gradients follow)."""
    F = _F()
    s1, s2, ws = tuple(input1.shape), tuple(input2.shape), tuple(weight.shape)
    if len(ws) != 3:
        raise ShapeError(f"For 'bidense', the rank of 'weight' must be 3, but got {len(ws)}.")
    if s1[:-1] != s2[:-1]:
        raise ShapeError(f"For 'bidense', the leading dimensions of 'input1' and 'input2' must be equal, but got "
                         f"{list(s1)} and {list(s2)}.")
    out_c, in1, in2 = ws
    if s1[-1] != in1 or s2[-1] != in2:
        raise ShapeError(f"For 'bidense', the last dimensions of 'input1' and 'input2' must be weight.shape[1] and "
                         f"weight.shape[2] ({in1}, {in2}), but got {s1[-1]} and {s2[-1]}.")
    lead = s1[:-1]
    m = int(np.prod(lead)) if lead else 1
    x1 = F.reshape(input1, (m, in1))
    x2 = F.reshape(input2, (m, 1, in2))
    w = F.reshape(F.transpose(weight, (1, 0, 2)), (in1, out_c * in2))
    t = F.reshape(F.matmul(x1, w), (m, out_c, in2))
    y = F.reduce_sum(F.mul(t, x2), -1)
    if bias is not None:
        y = F.add(y, bias)
    return F.reshape(y, lead + (out_c,))


__all__ += ["bidense"]


# --- AdaptiveMaxPool2D (values and per-plane argmax) ------------------------------------------------------
ADAPTIVE_MAX_POOL2D = define_op("AdaptiveMaxPool2D", OpKind.OTHER, attrs={"output_size": 1}, n_outputs=2,
                                doc="AdaptiveMaxPool2D(output_size)(x [N?, C, H, W]) -> (y, argmax): the maximum of "
                                    "each adaptive window (rows floor(i H / oh) .. ceil((i + 1) H / oh)) and its flat "
                                    "h * W + w index (int64), the first maximum in row-major order (NaN: only as the first "
                                    "element).")
AdaptiveMaxPool2D = ADAPTIVE_MAX_POOL2D.prim_class


def _amp_out(x_shape: Tuple[Any, ...], output_size: Any) -> Tuple[int, int]:
    if len(x_shape) not in (3, 4):
        raise ShapeError(f"For 'AdaptiveMaxPool2D', the input must be 3-D or 4-D, but got shape {list(x_shape)}.")
    h, w = x_shape[-2:]
    size = (output_size, output_size) if isinstance(output_size, int) else tuple(output_size)
    if len(size) != 2:
        raise ArgumentError(f"For 'AdaptiveMaxPool2D', the 'output_size' must be an int or a pair, but got "
                            f"{output_size!r}.")
    # MindSpore 2.10: None or -1 keeps that axis' size; any other size below 1 is its kernel's RuntimeError
    oh, ow = (h if size[0] is None or size[0] == -1 else int(size[0])), \
        (w if size[1] is None or size[1] == -1 else int(size[1]))
    if oh <= 0 or ow <= 0:
        from ..errors import OpRuntimeError

        raise OpRuntimeError(f"For primitive[AdaptiveMaxPool2D], the output_size is illegal: {output_size!r}.")
    return oh, ow


@ADAPTIVE_MAX_POOL2D.def_infer
def _amp_infer(x: Aval, output_size: Any = 1) -> Any:
    if np.dtype(x.dtype).kind != "f":
        raise DTypeError(f"For 'AdaptiveMaxPool2D', the input must be a float Tensor, but got {dtype_name(x.dtype)}.")
    oh, ow = _amp_out(tuple(x.shape), output_size)
    shape = tuple(x.shape[:-2]) + (oh, ow)
    return Aval(shape, x.dtype), Aval(shape, np.dtype(np.int64))


@ADAPTIVE_MAX_POOL2D.def_impl
def _amp_impl(x: Any, output_size: Any = 1) -> Any:
    x = np.asarray(x)
    if x.dtype.kind != "f":
        raise DTypeError(f"For 'AdaptiveMaxPool2D', the input must be a float Tensor, but got {dtype_name(x.dtype)}.")
    oh, ow = _amp_out(x.shape, output_size)
    h, w = x.shape[-2:]
    y = np.zeros(x.shape[:-2] + (oh, ow), x.dtype)
    arg = np.zeros(y.shape, np.int64)
    for i in range(oh):
        r0, r1 = (i * h) // oh, -((-(i + 1) * h) // oh)
        for j in range(ow):
            c0, c1 = (j * w) // ow, -((-(j + 1) * w) // ow)
            win = x[..., r0:r1, c0:c1].reshape(x.shape[:-2] + ((r1 - r0) * (c1 - c0),))   # (an empty batch too)
            # MindSpore 2.10's CPU kernel: from the window's first element, ``v > max`` in row-major order, so a NaN
            # is taken only as the first element (measured, session 36, adapt36nn/maxpool_pad_nan)
            k = np.argmax(np.where(np.isnan(win), -np.inf, win), axis=-1)
            k = np.where(np.isnan(win[..., 0]), 0, k)
            y[..., i, j] = np.take_along_axis(win, k[..., None], -1)[..., 0]
            arg[..., i, j] = (r0 + k // (c1 - c0)) * w + c0 + k % (c1 - c0)
    return y, arg


@bprop_getters.register(AdaptiveMaxPool2D)
def get_bprop_adaptive_max_pool2d(self: Any):
    def bprop(x, out, dout):
        F = _F()
        dy, arg = dout[0], out[1]
        if len(x.shape) == 3:
            g = apply(prim(MAXPOOL_GRAD_WITH_ARGMAX_V2), (F.expand_dims(x, 0), F.expand_dims(dy, 0),
                                                          F.expand_dims(arg, 0)))
            return (F.squeeze(g, 0),)
        return (apply(prim(MAXPOOL_GRAD_WITH_ARGMAX_V2), (x, dy, arg)),)
    return bprop


@op_function
def adaptive_max_pool2d(input: Any, output_size: Any, return_indices: bool = False) -> Any:  # noqa: A002
    """The maximum of each adaptive window to output_size (and the flat h * W + w indices when return_indices)."""
    out = apply(prim(ADAPTIVE_MAX_POOL2D, output_size=output_size), (input,))
    return out if return_indices else out[0]


@op_function
def adaptive_max_pool1d(input: Any, output_size: int) -> Any:  # noqa: A002
    """The maximum of each adaptive window along the last axis of a (N, C, L) input."""
    F = _F()
    if len(tuple(input.shape)) != 3:
        raise ShapeError(f"For 'adaptive_max_pool1d', the input must be 3-D, but got shape {list(input.shape)}.")
    if isinstance(output_size, bool) or not isinstance(output_size, int):
        raise TypeError(f"For 'adaptive_max_pool1d', the 'output_size' must be an int, but got "
                        f"{user_type(output_size).__name__}.")
    if output_size < 1:   # MindSpore 2.10 checks it before the shapes (msgraph took the modulo by 0)
        raise ValueError(f"For 'adaptive_max_pool1d', the 'output_size' must be int and must >= 1, but got "
                         f"'{output_size}' with type 'int'.")
    if input.shape[-1] % output_size:
        raise ValueError(f"For adaptive_max_pool1d input's last dimension must be divisible by output size "
                         f"{output_size}, but got {input.shape[-1]}.")
    out = apply(prim(ADAPTIVE_MAX_POOL2D, output_size=(1, output_size)), (F.expand_dims(input, 2),))[0]
    return F.squeeze(out, 2)


__all__ += ["adaptive_max_pool2d", "adaptive_max_pool1d"]


# --- InplaceUpdateV2 / Cholesky ---------------------------------------------------------------------------
class InplaceUpdateV2(CompositePrimitive):
    """InplaceUpdateV2()(x, indices, v): a copy of x with rows ``indices`` (an int, a tuple of ints or a 1-D
    Tensor; first axis) replaced by v, of x's rank (MindSpore 2.10's checks: a list is a TypeError, a 0-d Tensor a
    RuntimeError, another rank of v a ValueError)."""

    _attrs: dict = {}

    def __call__(self, x: Any, indices: Any, v: Any) -> Any:
        from ..common.tensor import Tensor

        F = _F()
        if isinstance(indices, bool) or not isinstance(indices, (int, tuple, Tensor)) and not hasattr(indices,
                                                                                                      "shape"):
            raise TypeError(f"Input 'indices' should be int scalar, tuple or Tensor, but got "
                            f"{user_type(indices).__name__}.")
        n = int(tuple(x.shape)[0]) if len(tuple(x.shape)) else 0
        if isinstance(indices, (int, tuple)):
            idx = np.array(indices if isinstance(indices, tuple) else (indices,), np.int32)
            indices = Tensor(np.where(idx < 0, idx + n, idx).astype(np.int32))
        elif len(tuple(indices.shape)) != 1:
            raise RuntimeError(f"Shape of indices only could be one-dimensional. But got {list(indices.shape)}.")
        else:   # MindSpore 2.10's kernel reads an index in [-n, 0) from the end (one outside [-n, n) raises)
            indices = F.add(indices, F.mul(F.cast(F.less(indices, 0), F.dtype(indices)), n))
        from .prims_extra import _inplace_update_dtype

        _inplace_update_dtype("InplaceUpdateV2", v, ("float16", "float32", "int32"))
        if is_tensorlike(x) and is_tensorlike(v) and np.dtype(np_dtype(x)) != np.dtype(np_dtype(v)):
            raise DTypeError(f"For primitive[InplaceUpdateV2], the input type must be same. name:[v]:"
                             f"{dtype_name(np_dtype(v))}. name:[x]:{dtype_name(np_dtype(x))}.")
        if len(tuple(v.shape)) != len(tuple(x.shape)):
            raise ValueError(f"For primitive[InplaceUpdateV2], the rank of x must be equal to rank of v which is "
                             f"{len(tuple(v.shape))} , but got {len(tuple(x.shape))}.")
        # MindSpore's InplaceUpdateV2 bprop returns zeros (ReturnZeros; h-grad26)
        return F.tensor_scatter_update(F.stop_gradient(x), F.reshape(indices, (-1, 1)), F.stop_gradient(v))


CHOLESKY = define_op("Cholesky", OpKind.OTHER, attrs={"upper": False},
                     doc="Cholesky(upper=False)(input_x [..., N, N]): the lower factor L with L @ L^T = input_x (or "
                         "the "
                         "upper U with U^T @ U when upper); a RuntimeError for a matrix that is not positive "
                         "definite.  No gradient (MindSpore 2.10's CPU backend fails to differentiate it too).")
raising_bprop(CHOLESKY, 'Cholesky', unsupported_on_cpu("CholeskyGrad"))  # no CPU CholeskyGrad (h-grad26)
Cholesky = CHOLESKY.prim_class


def _chol_check(x: Any) -> None:
    _square_float_check("Cholesky", "input_x", x, batched=True)


@CHOLESKY.def_infer
def _chol_infer(x: Aval, upper: bool = False) -> Aval:
    _chol_check(x)
    return Aval(tuple(x.shape), x.dtype)


@CHOLESKY.def_impl
def _chol_impl(x: Any, upper: bool = False) -> np.ndarray:
    x = np.asarray(x)
    _chol_check(x)
    try:
        low = np.linalg.cholesky(x.astype(np.float64))
    except np.linalg.LinAlgError:
        raise RuntimeError("For 'Cholesky', the input matrix is not positive definite.") from None
    return (np.swapaxes(low, -1, -2) if upper else low).astype(x.dtype)


@op_function
def cholesky(input_x: Any, upper: bool = False) -> Any:
    """The Cholesky factor of input_x (lower, or upper when upper)."""
    return apply(prim(CHOLESKY, upper=bool(upper)), (input_x,))


__all__ += ["cholesky"]


class L2NormalizeGrad(CompositePrimitive):
    """L2NormalizeGrad(axis=0, epsilon=1e-4)(input_x, out, dout): L2Normalize's gradient,
    (dout - out * sum(out * dout, axis)) / max(sqrt(sum(input_x^2, axis)), epsilon) (a composition; MindSpore's
    CPU kernel)."""

    _attrs = {"axis": 0, "epsilon": 1e-4}

    def __call__(self, input_x: Any, out: Any, dout: Any) -> Any:
        F = _F()
        for arg, t in (("input_x", input_x), ("out", out), ("dout", dout)):   # (measured, adapt40cpu)
            if is_tensorlike(t) and np.dtype(np_dtype(t)).name not in ("float16", "float32", "float64"):
                raise DTypeError(f"For primitive[L2NormalizeGrad], the input argument[{arg}] must be a type of "
                                 f"{{Tensor[Float16], Tensor[Float32], Tensor[Float64]}}, but got "
                                 f"Tensor[{dtype_name(np_dtype(t))}].")
        axis = self.attrs["axis"]
        axis = tuple(axis) if isinstance(axis, (list, tuple)) else axis
        norm = F.maximum(F.sqrt(F.reduce_sum(F.mul(input_x, input_x), axis, True)), float(self.attrs["epsilon"]))
        proj = F.mul(out, F.reduce_sum(F.mul(out, dout), axis, True))
        return F.div(F.sub(dout, proj), norm)
