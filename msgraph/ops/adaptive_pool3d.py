"""AdaptiveMaxPool3D (``ops.adaptive_max_pool3d``, ``nn.AdaptiveMaxPool3d``; h-opsA, session 8): the maximum of each
adaptive window (along each axis ``floor(i * in / out) .. ceil((i + 1) * in / out)``) of a (C, D, H, W) or
(N, C, D, H, W) input and the flat index ``d * H * W + h * W + w`` of its first maximum (int32).  One kernel; the
gradient goes to those indices."""
from __future__ import annotations

from typing import Any, Tuple

import numpy as np

from ..common.aval import Aval
from ..errors import OpRuntimeError
from ._helpers import shape_of
from .registry import OpKind, apply, bprop_getters, define_op, op_function, prim, public_functions
from .value_dependent import host_value

_NAME = "AdaptiveMaxPool3D"


def _out_size(xshape: Tuple[Any, ...], output_size: Any) -> Tuple[int, int, int]:
    if len(xshape) not in (4, 5):
        raise ValueError(f"For '{_NAME}', the dimension of 'x' must be 4 or 5, but got {len(xshape)}.")
    if isinstance(output_size, (int, np.integer)) and not isinstance(output_size, bool):
        size = (int(output_size),) * 3
    elif isinstance(output_size, (tuple, list)) and len(output_size) == 3:
        size = tuple(output_size)
    else:
        raise ValueError(f"For '{_NAME}', the 'output_size' must be an int or a tuple of 3 ints (or None), "
                         f"but got {output_size!r}.")
    if any(v is None for v in size):   # MindSpore 2.10 makes a Tensor of output_size: None is refused
        raise TypeError(f"For Tensor, the input_data is {output_size} that contain unsupported element.")
    out = tuple(int(v) for v in size)
    if any(o <= 0 for o in out):
        raise ValueError(f"For '{_NAME}', the elements of 'output_size' must be positive, but got {output_size!r}.")
    return out


ADAPTIVE_MAX_POOL3D = define_op(_NAME, OpKind.OTHER, const_inputs=(1,), n_outputs=2,
                                doc="AdaptiveMaxPool3D()(x [N?, C, D, H, W], output_size (3 ints)) -> (y, argmax "
                                    "int32 d * H * W + h * W + w).")
AdaptiveMaxPool3D = ADAPTIVE_MAX_POOL3D.prim_class


@ADAPTIVE_MAX_POOL3D.def_infer
def _infer(x: Aval, output_size: Any) -> Tuple[Aval, Aval]:
    if isinstance(output_size, Aval):   # a Tensor graph input (h-gpua2): the sizes are read at run time
        if len(tuple(x.shape)) not in (4, 5):
            raise ValueError(f"For '{_NAME}', the dimension of 'x' must be 4 or 5, but got {len(tuple(x.shape))}.")
        shape = tuple(x.shape[:-3]) + (None, None, None)
        return Aval(shape, x.dtype), Aval(shape, np.dtype(np.int32))
    out = _out_size(tuple(x.shape), host_value(output_size))
    shape = tuple(x.shape[:-3]) + out
    return Aval(shape, x.dtype), Aval(shape, np.dtype(np.int32))


@ADAPTIVE_MAX_POOL3D.def_impl
def _impl(x: Any, output_size: Any) -> Tuple[np.ndarray, np.ndarray]:
    x = np.asarray(x)
    if isinstance(output_size, np.ndarray):
        output_size = tuple(int(v) for v in output_size.reshape(-1))
    out = _out_size(x.shape, output_size)
    if x.size == 0:
        raise OpRuntimeError(f"For '{_NAME}', the input must not be empty, but got shape {list(x.shape)}.")
    sp = x.shape[-3:]
    lead = x.shape[:-3]
    y = np.empty(lead + out, x.dtype)
    arg = np.empty(lead + out, np.int32)
    bounds = [[((i * sp[a]) // out[a], -((-(i + 1) * sp[a]) // out[a])) for i in range(out[a])] for a in range(3)]
    for o in np.ndindex(*out):
        (d0, d1), (h0, h1), (w0, w1) = (bounds[a][o[a]] for a in range(3))
        win = x[..., d0:d1, h0:h1, w0:w1].reshape(lead + (-1,))
        k = np.argmax(win, axis=-1)
        y[(Ellipsis,) + o] = np.take_along_axis(win, k[..., None], -1)[..., 0]
        hw, w_ = (h1 - h0) * (w1 - w0), w1 - w0
        arg[(Ellipsis,) + o] = ((d0 + k // hw) * sp[1] + h0 + (k % hw) // w_) * sp[2] + w0 + k % w_
    return y, arg


@bprop_getters.register(AdaptiveMaxPool3D)
def get_bprop_adaptive_max_pool3d(self: Any):
    def bprop(x, output_size, out, dout):
        from .array_extra import _F, scatter_along_axis

        F = _F()
        xs, os_ = tuple(shape_of(x)), tuple(shape_of(out[1]))
        m = int(np.prod(xs[:-3]))
        n_in, n_out = int(np.prod(xs[-3:])), int(np.prod(os_[-3:]))
        g = F.reshape(dout[0], (m, n_out))
        i = F.reshape(out[1], (m, n_out))
        return F.reshape(scatter_along_axis(g, i, (m, n_in), 1), xs), 0
    return bprop


@op_function
def adaptive_max_pool3d(input: Any, output_size: Any, return_indices: bool = False) -> Any:  # noqa: A002
    """The maximum of each adaptive window to ``output_size`` (and the flat indices when ``return_indices``)."""
    if isinstance(output_size, list):
        output_size = tuple(output_size)
    out = apply(prim(ADAPTIVE_MAX_POOL3D), (input, output_size))
    return out if return_indices else out[0]


__all__ = public_functions(globals())  # every function form defined here (op_function)
