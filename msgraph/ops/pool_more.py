"""``ops.lp_pool1d`` / ``lp_pool2d`` and ``ops.max_unpool1d`` / ``max_unpool2d`` / ``max_unpool3d`` with the
primitives ``P.MaxUnpool2D`` / ``P.MaxUnpool3D``, as MindSpore 2.10 defines them.

LP pooling is MindSpore's composition (``(avg_pool(x ** p) * window size) ** (1 / p)``).  Max unpooling writes
each input value at its flat per-(N, C) index of a zero output (``tensor_scatter_elements`` over the flattened
spatial axes), so its gradient is the gather of the output gradient at those indices; the default output size is
``(in - 1) * stride - 2 * pad + kernel`` per spatial axis (``output_shape`` overrides it).
"""
from __future__ import annotations

from typing import Any, Sequence, Tuple

from ._compose import CompositePrimitive
from ..errors import DTypeError
from ._helpers import dtype_name, np_dtype, shape_of
from ._helpers import user_type
from .nn_extra import ids_in_range
from .registry import op_function, public_functions


def _F():
    from . import functional

    return functional


def _tuple(v: Any, n: int, name: str, arg: str) -> Tuple[int, ...]:
    if isinstance(v, int) and not isinstance(v, bool):
        return (v,) * n
    if isinstance(v, (tuple, list)) and len(v) == 1:
        return tuple(v) * n
    if isinstance(v, (tuple, list)) and len(v) == n:
        return tuple(v)
    if isinstance(v, (tuple, list)) and len(v) == n + 2:
        return tuple(v[2:])
    raise ValueError(f"For '{name}', the '{arg}' must be an int or a tuple of {n} ints, but got {v}.")


def _unpool(name: str, nsp: int, x: Any, indices: Any, ksize: Any, strides: Any, pads: Any,
            output_shape: Sequence[int]) -> Any:
    F = _F()
    xs = tuple(shape_of(x))
    if len(xs) != nsp + 2:
        raise ValueError(f"For '{name}', the input 'x' must be a {nsp + 2}-D Tensor, but got {len(xs)}-D.")
    if np_dtype(indices).name not in ("int32", "int64"):
        raise DTypeError(f"For primitive[{name}], the input argument[argmax] must be a type of {{Tensor[Int32], "
                         f"Tensor[Int64]}}, but got Tensor[{dtype_name(indices)}].")
    if tuple(shape_of(indices)) != xs:
        raise ValueError(f"For '{name}', the shape of 'argmax' must be equal to the shape of 'x', but got "
                         f"{list(shape_of(indices))} and {list(xs)}.")
    k = _tuple(ksize, nsp, name, "ksize")
    s = _tuple(strides if strides else ksize, nsp, name, "strides")
    p = _tuple(pads, nsp, name, "pads")
    default = tuple((xs[2 + i] - 1) * s[i] - 2 * p[i] + k[i] for i in range(nsp))
    if output_shape:
        out_sp = tuple(output_shape)[-nsp:]
        for i in range(nsp):
            if not default[i] - s[i] < out_sp[i] < default[i] + s[i]:
                raise ValueError(f"For '{name}', the 'output_shape' {list(output_shape)} is out of the valid range: "
                                 f"each spatial size must be in ({default[i] - s[i]}, {default[i] + s[i]}), "
                                 f"around {default[i]}.")
    else:
        out_sp = default
    n, c = xs[0], xs[1]
    plane = 1
    for d in out_sp:
        plane *= d
    flat_x = F.reshape(x, (n, c, -1))
    flat_i = F.cast(F.reshape(indices, (n, c, -1)), "int64")
    # MindSpore 2.10's CPU kernel: an index outside the output plane (negative too) is its RuntimeError
    what = " * ".join("DHW"[3 - nsp:])
    flat_i = ids_in_range(flat_i, plane, f"{name}: internal error, output_size {what} should be bigger than some "
                                         f"indicis, now {what} is {{high}} and the index is {{v}}.")
    zeros = F.zeros((n, c, plane), F.dtype(x))
    out = F.tensor_scatter_elements(zeros, flat_i, flat_x, 2)
    return F.reshape(out, (n, c) + tuple(out_sp))


def _channels_first(F: Any, nsp: int, channels_last: bool, *xs: Any) -> Any:
    """NHWC / NDHWC Tensors as NCHW / NCDHW (the identity for channels-first data)."""
    if not channels_last:
        return xs
    perm = (0, nsp + 1) + tuple(range(1, nsp + 1))
    return tuple(F.transpose(v, perm) for v in xs)


def _channels_last(F: Any, nsp: int, channels_last: bool, x: Any) -> Any:
    return F.transpose(x, (0,) + tuple(range(2, nsp + 2)) + (1,)) if channels_last else x


def _unpool_prim(prim_self: Any, name: str, nsp: int, x: Any, argmax: Any) -> Any:
    F = _F()
    a = prim_self.attrs
    last = str(a["data_format"]).endswith("C")
    x, argmax = _channels_first(F, nsp, last, x, argmax)
    out = _unpool(name, nsp, x, argmax, a["ksize"], a["strides"], a["pads"], a["output_shape"])
    return _channels_last(F, nsp, last, out)


def _unpool_grad(prim_self: Any, nsp: int, x: Any, grad: Any, argmax: Any) -> Any:
    """The gradient of MaxUnpool for x: grad read at the argmax positions (h-gpub)."""
    F = _F()
    last = str(prim_self.attrs["data_format"]).endswith("C")
    x, grad, argmax = _channels_first(F, nsp, last, x, grad, argmax)
    xs = tuple(shape_of(x))
    flat_g = F.reshape(grad, xs[:2] + (-1,))
    dx = F.gather_elements(flat_g, 2, F.cast(F.reshape(argmax, xs[:2] + (-1,)), "int64"))
    return _channels_last(F, nsp, last, F.reshape(dx, xs))


class MaxUnpool2D(CompositePrimitive):
    """MaxUnpool2D(ksize, strides=0, pads=0, output_shape=(), data_format="NCHW")(x, argmax)."""

    _attrs = {"ksize": None, "strides": 0, "pads": 0, "output_shape": (), "data_format": "NCHW"}

    def __call__(self, x: Any, argmax: Any) -> Any:
        return _unpool_prim(self, "MaxUnpool2D", 2, x, argmax)


class MaxUnpool3D(CompositePrimitive):
    """MaxUnpool3D(ksize, strides=0, pads=0, output_shape=(), data_format="NCDHW")(x, argmax)."""

    _attrs = {"ksize": None, "strides": 0, "pads": 0, "output_shape": (), "data_format": "NCDHW"}

    def __call__(self, x: Any, argmax: Any) -> Any:
        return _unpool_prim(self, "MaxUnpool3D", 3, x, argmax)


class MaxUnpool2DGrad(CompositePrimitive):
    """MaxUnpool2DGrad(ksize, strides=0, pads=0, output_shape=(), data_format="NCHW")(x, grad, argmax): grad at
    the argmax positions, x's shape (h-gpub)."""

    _attrs = {"ksize": None, "strides": 0, "pads": 0, "output_shape": (), "data_format": "NCHW"}

    def __call__(self, x: Any, grad: Any, argmax: Any) -> Any:
        return _unpool_grad(self, 2, x, grad, argmax)


class MaxUnpool3DGrad(CompositePrimitive):
    """MaxUnpool3DGrad(ksize, strides=0, pads=0, output_shape=(), data_format="NCDHW")(x, grad, argmax)."""

    _attrs = {"ksize": None, "strides": 0, "pads": 0, "output_shape": (), "data_format": "NCDHW"}

    def __call__(self, x: Any, grad: Any, argmax: Any) -> Any:
        return _unpool_grad(self, 3, x, grad, argmax)


@op_function
def max_unpool1d(x: Any, indices: Any, kernel_size: Any, stride: Any = None, padding: Any = 0,
                 output_size: Any = None) -> Any:
    """The inverse of 1-D max pooling over (N, C, L) or (C, L) input (zeros off the max positions)."""
    F = _F()
    if stride is None:
        stride = kernel_size
    xs = tuple(shape_of(x))
    if output_size is None:
        output_size = ()
    else:
        if not isinstance(output_size, tuple):
            raise ValueError(f"For max_unpool1d, output_size must be tuple, but type {user_type(output_size)}.")
        if len(output_size) not in (0, 1, 2, 3):
            raise ValueError(f"For max_unpool1d, length of output_size with tuple must be 0, 1, 2, 3, but got type "
                             f"{len(output_size)}.")
    out_shape = (1, 1) + tuple(output_size[-1:]) + (1,) if output_size else ()
    k = (kernel_size[0] if isinstance(kernel_size, (tuple, list)) else kernel_size, 1)
    s = (stride[0] if isinstance(stride, (tuple, list)) else stride, 1)
    p = (padding[0] if isinstance(padding, (tuple, list)) else padding, 0)
    batched = len(xs) == 3
    if not batched:
        x, indices = F.expand_dims(x, 0), F.expand_dims(indices, 0)
    out = _unpool("MaxUnpool2D", 2, F.expand_dims(x, 3), F.expand_dims(indices, 3), k, s, p, out_shape)
    out = F.squeeze(out, -1)
    return out if batched else F.squeeze(out, 0)


def _max_unpool_nd(nd: int, x: Any, indices: Any, kernel_size: Any, stride: Any, padding: Any,
                   output_size: Any) -> Any:
    """max_unpool2d/3d: (N, C, *spatial) or unbatched (C, *spatial) input of ``nd`` spatial dims."""
    F = _F()
    name = f"max_unpool{nd}d"
    if stride is None:
        stride = kernel_size
    xs = tuple(shape_of(x))
    if output_size is None:
        output_size = ()
    elif not isinstance(output_size, tuple):
        raise ValueError(f"For {name}, output_size must be tuple, but type {user_type(output_size)}.")
    elif len(output_size) not in (0, nd, nd + 1, nd + 2):
        raise ValueError(f"For {name}, length of output_size with tuple must be 0, {nd}, {nd + 1}, {nd + 2}, but got "
                         f"type {len(output_size)}.")
    batched = len(xs) == nd + 2
    if not batched:
        x, indices = F.expand_dims(x, 0), F.expand_dims(indices, 0)
    out = _unpool(f"MaxUnpool{nd}D", nd, x, indices, kernel_size, stride, padding, tuple(output_size))
    return out if batched else F.squeeze(out, 0)


@op_function
def max_unpool2d(x: Any, indices: Any, kernel_size: Any, stride: Any = None, padding: Any = 0,
                 output_size: Any = None) -> Any:
    """The inverse of 2-D max pooling over (N, C, H, W) or (C, H, W) input."""
    return _max_unpool_nd(2, x, indices, kernel_size, stride, padding, output_size)


@op_function
def max_unpool3d(x: Any, indices: Any, kernel_size: Any, stride: Any = None, padding: Any = 0,
                 output_size: Any = None) -> Any:
    """The inverse of 3-D max pooling over (N, C, D, H, W) or (C, D, H, W) input."""
    return _max_unpool_nd(3, x, indices, kernel_size, stride, padding, output_size)


def _norm_type(name: str, norm_type: Any) -> float:
    if isinstance(norm_type, (float, int)):
        norm_type = float(norm_type)
    else:
        raise TypeError(f"For {name}, the type of 'norm_type' must be float or int, but got {user_type(norm_type)}")
    if norm_type == 0:
        raise ValueError(f"For {name}, the value of 'norm_type' can not be 0.")
    return norm_type


@op_function
def lp_pool1d(x: Any, norm_type: Any, kernel_size: int, stride: Any = None, ceil_mode: bool = False) -> Any:
    """``(sum over each window of x ** p) ** (1 / p)`` along the last axis of (N, C, L) or (C, L) input."""
    F = _F()
    p = _norm_type("lp_pool1d", norm_type)
    squeeze = len(tuple(shape_of(x))) == 2
    if squeeze:
        x = F.expand_dims(x, 0)
    if stride is None:
        stride = kernel_size
    out = F.avg_pool1d(F.pow(x, p), kernel_size=kernel_size, stride=stride, padding=0, ceil_mode=ceil_mode)
    if squeeze:
        out = F.squeeze(out, 0)
    return F.pow(F.sign(out) * F.relu(F.abs(out)) * kernel_size, 1.0 / p)


@op_function
def lp_pool2d(x: Any, norm_type: Any, kernel_size: Any, stride: Any = None, ceil_mode: bool = False) -> Any:
    """``(sum over each window of x ** p) ** (1 / p)`` over the last two axes of (N, C, H, W) input."""
    F = _F()
    p = _norm_type("lp_pool2d", norm_type)
    if not isinstance(kernel_size, tuple):
        kernel_size = (kernel_size, kernel_size)
    if stride is None:
        stride = kernel_size
    st = tuple(stride) if isinstance(stride, (tuple, list)) else (stride, stride)
    out = F.avg_pool3d(F.expand_dims(F.pow(x, p), 2), kernel_size=(1,) + tuple(kernel_size), stride=(1,) + st,
                       padding=0, ceil_mode=ceil_mode)
    out = F.squeeze(out, 2)
    return F.pow(F.sign(out) * F.relu(F.abs(out)) * (kernel_size[0] * kernel_size[1]), 1.0 / p)


__all__ = public_functions(globals())  # every function form defined here (op_function)
