"""FractionalMaxPoolWithFixedKsize (2-D, NCHW) and FractionalMaxPool3DWithFixedKsize (3-D, NCDHW) -- PyTorch's
fractional max pooling with a fixed window -- and their function forms ``ops.fractional_max_pool2d`` /
``ops.fractional_max_pool3d`` (h-opsA, session 8).

Along each spatial axis the window starts are ``int((i + u) * alpha) - int(u * alpha)`` for ``i < out - 1`` and
``in - k`` for the last, with ``alpha = (in - k) / (out - 1)`` and ``u`` the plane's random sample for the axis
(``random_samples[n, c]``: (w, h) in 2-D, (d, h, w) in 3-D).  Outputs: each window's maximum and the flat index of
its first maximum within the plane (int64).  The gradient goes to those indices (the samples get none)."""
from __future__ import annotations

from typing import Any, Tuple

import numpy as np

from ..common.aval import Aval
from ..errors import DTypeError
from ._compose import CompositePrimitive
from ._helpers import dtype_name, np_dtype, shape_of
from ._helpers import user_type
from .registry import OpKind, apply, bprop_getters, define_op, op_function, prim, public_functions


def _tuple(name: str, arg: str, v: Any, n: int) -> Tuple[int, ...]:
    if isinstance(v, (int, np.integer)) and not isinstance(v, bool):
        out = (int(v),) * n
    elif isinstance(v, (tuple, list)) and len(v) == n and all(isinstance(i, (int, np.integer)) for i in v):
        out = tuple(int(i) for i in v)
    elif isinstance(v, (tuple, list)) and len(v) == 1 and isinstance(v[0], (int, np.integer)):
        out = (int(v[0]),) * n
    else:
        raise ValueError(f"For '{name}', the '{arg}' must be an int or a tuple of {n} ints, but got {v!r}.")
    if any(i <= 0 for i in out):
        raise ValueError(f"For '{name}', the '{arg}' must be positive, but got {v!r}.")
    return out


def _geometry(name: str, nd: int, xshape: Tuple[Any, ...], sshape: Tuple[Any, ...], attrs: Any):
    if len(xshape) not in (nd + 1, nd + 2):
        raise ValueError(f"For '{name}', the input must be {nd + 1}-D or {nd + 2}-D, but got {len(xshape)}-D.")
    k = _tuple(name, "ksize", attrs["ksize"], nd)
    out = _tuple(name, "output_shape", attrs["output_shape"], nd)
    sp = xshape[-nd:]
    for a in range(nd):
        if sp[a] is not None and out[a] + k[a] - 1 > sp[a]:
            raise ValueError(f"For '{name}', the 'output_shape' + 'ksize' - 1 must be no greater than the input's "
                             f"spatial size, but got output_shape {out}, ksize {k} and input shape {list(xshape)}.")
    if len(sshape) != 3 or sshape[-1] != nd:
        raise ValueError(f"For '{name}', the 'random_samples' must be 3-D with last dimension {nd}, but got shape "
                         f"{list(sshape)}.")
    return k, out


def _starts(u: float, size: int, k: int, out: int, dt: np.dtype) -> np.ndarray:
    seq = np.empty(out, np.int64)
    if out > 1:
        alpha = dt.type(size - k) / dt.type(out - 1)
        for i in range(out - 1):
            seq[i] = int(dt.type(i + dt.type(u)) * alpha) - int(dt.type(u) * alpha)
    seq[out - 1] = size - k
    return seq


def _define(name: str, nd: int, fmt: str):
    op = define_op(name, OpKind.OTHER, attrs={"ksize": 1, "output_shape": 1, "data_format": fmt}, n_outputs=2,
                   doc=f"{name}(ksize, output_shape, data_format='{fmt}')(x, random_samples) -> (output, argmax int64).")

    @op.def_infer
    def _infer(x: Aval, samples: Aval, **attrs: Any) -> Tuple[Aval, Aval]:
        if np.dtype(x.dtype).kind not in "fiu":
            raise DTypeError(f"For '{name}', the input must be a float or int Tensor, but got {dtype_name(x.dtype)}.")
        _, out = _geometry(name, nd, tuple(x.shape), tuple(samples.shape), attrs)
        shape = tuple(x.shape[:-nd]) + out
        return Aval(shape, x.dtype), Aval(shape, np.dtype(np.int64))

    @op.def_impl
    def _impl(x: Any, samples: Any, **attrs: Any) -> Tuple[np.ndarray, np.ndarray]:
        x, u = np.asarray(x), np.asarray(samples)
        k, out = _geometry(name, nd, x.shape, u.shape, attrs)
        lead = x.shape[:-nd]
        sp = x.shape[-nd:]
        planes = x.reshape((-1,) + sp)
        u = u.reshape(-1, nd)
        if u.shape[0] != planes.shape[0]:
            raise ValueError(f"For '{name}', the 'random_samples' must hold one sample per (batch, channel) plane, "
                             f"but got {u.shape[0]} samples for {planes.shape[0]} planes.")
        dt = np.dtype(u.dtype) if u.dtype.kind == "f" else np.dtype(np.float32)
        order = (1, 0) if nd == 2 else (0, 1, 2)   # 2-D samples are (w, h)
        strides = np.cumprod((1,) + sp[::-1])[:-1][::-1]
        y = np.empty((planes.shape[0],) + out, x.dtype)
        arg = np.empty((planes.shape[0],) + out, np.int64)
        for p in range(planes.shape[0]):
            starts = [_starts(float(u[p, order[a]]), sp[a], k[a], out[a], dt) for a in range(nd)]
            for o in np.ndindex(*out):
                sl = tuple(slice(starts[a][o[a]], starts[a][o[a]] + k[a]) for a in range(nd))
                win = planes[p][sl]
                nan = np.isnan(win) if win.dtype.kind == "f" else np.zeros(win.shape, bool)
                j = int(np.argmax(nan)) if nan.any() else int(np.argmax(win))
                local = np.unravel_index(j, win.shape)
                y[(p,) + o] = win[local]
                arg[(p,) + o] = int(sum((starts[a][o[a]] + local[a]) * strides[a] for a in range(nd)))
        return y.reshape(lead + out), arg.reshape(lead + out)

    @bprop_getters.register(op.prim_class)
    def _bprop_getter(self: Any):
        def bprop(x, samples, out, dout):
            from .array_extra import _F

            return _to_argmax(nd, tuple(shape_of(x)), dout[0], out[1]), _F().zeros_like(samples)
        return bprop

    return op, op.prim_class


def _to_argmax(nd: int, xs: Tuple[int, ...], dout: Any, argmax: Any) -> Any:
    """Zeros of the input's shape ``xs`` with each plane's ``dout`` added at its flat ``argmax`` positions: the
    pooling's gradient (the bprop and the ...GradWithFixedKsize primitives)."""
    from .array_extra import _F, scatter_along_axis

    F = _F()
    m = int(np.prod(xs[:-nd]))
    n_in, n_out = int(np.prod(xs[-nd:])), int(np.prod(tuple(shape_of(argmax))[-nd:]))
    g = F.reshape(dout, (m, n_out))
    i = F.reshape(argmax, (m, n_out))
    return F.reshape(scatter_along_axis(g, i, (m, n_in), 1), xs)


class _FixedKsizeGrad(CompositePrimitive):
    """Fractional...GradWithFixedKsize(data_format)(origin_input, out_backprop, argmax): out_backprop added at
    the argmax positions of origin_input's planes, in out_backprop's dtype (h-gpub, session 21)."""

    _attrs = {"data_format": "NCHW"}
    _nd = 2
    _argmax_types: Tuple[Any, ...] = (np.int64,)

    def __call__(self, origin_input: Any, out_backprop: Any, argmax: Any) -> Any:
        name = type(self).__name__
        xd, gd, ad = np_dtype(origin_input), np_dtype(out_backprop), np_dtype(argmax)
        ok = (np.float16, np.float32, np.float64, np.int32, np.int64)
        for arg, d in (("origin_input", xd), ("out_backprop", gd)):
            if d not in [np.dtype(t) for t in ok]:
                raise TypeError(f"For primitive[{name}], the input argument[{arg}] must be a type of "
                                f"{{Tensor[Float16], Tensor[Float32], Tensor[Float64], Tensor[Int32], Tensor[Int64]}}, "
                                f"but got Tensor[{dtype_name(d)}].")
        if ad not in [np.dtype(t) for t in self._argmax_types]:
            allowed = ", ".join(f"Tensor[{dtype_name(np.dtype(t))}]" for t in self._argmax_types)
            raise TypeError(f"For primitive[{name}], the input argument[argmax] must be a type of {{{allowed}}}, "
                            f"but got Tensor[{dtype_name(ad)}].")
        if (xd.kind in "iu" or gd.kind in "iu") and xd != gd:   # MindSpore's CPU kernels: no such pair
            raise TypeError(f"For primitive[{name}], 'origin_input' Tensor[{dtype_name(xd)}] and 'out_backprop' "
                            f"Tensor[{dtype_name(gd)}]: unsupported data type pair (select CPU operator fail).")
        xs, gs = tuple(shape_of(origin_input)), tuple(shape_of(out_backprop))
        if gs != tuple(shape_of(argmax)) or len(gs) != len(xs) or gs[:-self._nd] != xs[:-self._nd]:
            raise ValueError(f"For '{name}', 'out_backprop' and 'argmax' must have one shape, with the leading "
                             f"dimensions of 'origin_input', but got {list(xs)}, {list(gs)} and "
                             f"{list(shape_of(argmax))}.")
        return _to_argmax(self._nd, xs, out_backprop, argmax)


class FractionalMaxPoolGradWithFixedKsize(_FixedKsizeGrad):
    """FractionalMaxPoolGradWithFixedKsize(data_format="NCHW")(origin_input, out_backprop, argmax int64)."""

    _attrs = {"data_format": "NCHW"}
    _nd = 2


class FractionalMaxPool3DGradWithFixedKsize(_FixedKsizeGrad):
    """FractionalMaxPool3DGradWithFixedKsize(data_format="NCDHW")(origin_input, out_backprop, argmax int32/int64)."""

    _attrs = {"data_format": "NCDHW"}
    _nd = 3
    _argmax_types = (np.int32, np.int64)


FRACTIONAL_MAX_POOL_FIXED_2D, FractionalMaxPoolWithFixedKsize = _define("FractionalMaxPoolWithFixedKsize", 2, "NCHW")
FRACTIONAL_MAX_POOL_FIXED_3D, FractionalMaxPool3DWithFixedKsize = _define("FractionalMaxPool3DWithFixedKsize", 3,
                                                                          "NCDHW")


def _output_size(name: str, shape: Tuple[int, ...], nd: int, output_size: Any, output_ratio: Any) -> Any:
    if output_size is None and output_ratio is None:
        raise ValueError(f"For {name}, 'output_size' and 'output_ratio' can not be None at the same time.")
    if output_size is not None:
        return output_size
    if isinstance(output_ratio, (float, int)) and not isinstance(output_ratio, bool):
        if not isinstance(output_ratio, float):
            raise TypeError(f"For '{name}', the type of 'output_ratio' should be 'float', but got type 'int'.")
        output_ratio = (output_ratio,) * nd
    for i, r in enumerate(output_ratio):
        if not 0.0 < r < 1.0:
            raise ValueError(f"For '{name}', the 'output_ratio[{i}]' must be in range of (0.0, 1.0), but got {r}.")
    return tuple(int(shape[-nd + a] * output_ratio[a]) for a in range(nd))


@op_function
def fractional_max_pool2d(input: Any, kernel_size: Any, output_size: Any = None, output_ratio: Any = None,  # noqa: A002
                          return_indices: bool = False, _random_samples: Any = None) -> Any:
    """Fractional max pooling of (N, C, H, W) / (C, H, W) with a fixed ``kernel_size`` window."""
    from . import functional as F

    name = "fractional_max_pool2d"
    if not isinstance(return_indices, bool):
        raise TypeError(f"For '{name}', the type of 'return_indices' should be 'bool', but got type "
                        f"'{user_type(return_indices).__name__}'.")
    out_size = _output_size(name, tuple(shape_of(input)), 2, output_size, output_ratio)
    x = input
    squeeze = len(shape_of(x)) == 3
    if squeeze:
        x = F.expand_dims(x, 0)
    xs = tuple(shape_of(x))
    if _random_samples is None:
        _random_samples = F.rand(xs[0], xs[1], 2, dtype=F.dtype(x)) if _np_dt(x).kind == "f" else F.rand(xs[0], xs[1], 2)
    y, idx = apply(prim(FRACTIONAL_MAX_POOL_FIXED_2D, ksize=kernel_size, output_shape=out_size), (x, _random_samples))
    if squeeze:
        y, idx = F.squeeze(y, 0), F.squeeze(idx, 0)
    return (y, idx) if return_indices else y


def _np_dt(x: Any) -> np.dtype:
    from ._helpers import np_dtype

    return np_dtype(x)


@op_function
def fractional_max_pool3d(input: Any, kernel_size: Any, output_size: Any = None, output_ratio: Any = None,  # noqa: A002
                          return_indices: bool = False, _random_samples: Any = None) -> Any:
    """Fractional max pooling of (N, C, D, H, W) / (C, D, H, W) with a fixed ``kernel_size`` window."""
    from . import functional as F

    name = "fractional_max_pool3d"
    if not isinstance(return_indices, bool):
        raise TypeError(f"For '{name}', the type of 'return_indices' should be 'bool', but got type "
                        f"'{user_type(return_indices).__name__}'.")
    xs = tuple(shape_of(input))
    if _random_samples is None:
        n = 1 if len(xs) == 4 else xs[0]
        _random_samples = F.rand(n, xs[-4], 3, dtype=F.dtype(input)) if _np_dt(input).kind == "f" \
            else F.rand(n, xs[-4], 3)
    out_size = _output_size(name, xs, 3, output_size, output_ratio)
    if _np_dt(input) != _np_dt(_random_samples):
        raise TypeError(f"For '{name}', 'input' and '_random_samples' must be same dtype, but got "
                        f"Tensor[{dtype_name(input)}] and Tensor[{dtype_name(_random_samples)}].")
    out = apply(prim(FRACTIONAL_MAX_POOL_FIXED_3D, ksize=kernel_size, output_shape=out_size), (input, _random_samples))
    return out if return_indices else out[0]


__all__ = public_functions(globals())  # every function form defined here (op_function)
