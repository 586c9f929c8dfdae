"""Function forms ``mindspore.mint`` needed that msgraph.ops lacked (h-mint, session 22):
``ops.conv_transpose2d`` (PyTorch-style transposed convolution: Conv2D's input gradient, the registry op
``Conv2DBackpropInput``, plus the bias) and ``ops.soft_margin_loss`` (``log(1 + exp(-target * input))``
reduced).  Compositions of registry ops, so both modes and gradients share the ops' definitions.
MindSpore 2.10 runs both only on Ascend; the layers over them are recorded in
tests/conformance/programs/mint22.
"""
from __future__ import annotations

from typing import Any

from ._helpers import shape_of
from .registry import apply, op_function, prim, public_functions


def _F():
    from . import functional

    return functional


def _pair(v: Any, name: str) -> tuple:
    if isinstance(v, int) and not isinstance(v, bool):
        return (v, v)
    if isinstance(v, (tuple, list)) and len(v) in (1, 2) and all(isinstance(e, int) for e in v):
        return (v[0], v[-1])
    raise TypeError(f"For 'conv_transpose2d', '{name}' must be an int or a tuple of 1 or 2 ints, but got {v}.")


@op_function
def conv_transpose2d(input: Any, weight: Any, bias: Any = None, stride: Any = 1, padding: Any = 0,  # noqa: A002
                     output_padding: Any = 0, groups: int = 1, dilation: Any = 1) -> Any:
    """The transposed 2-D convolution of an NCHW (or CHW) ``input`` with ``weight`` of shape
    (C_in, C_out / groups, kH, kW): output size ``(H - 1) * stride - 2 * padding + dilation * (k - 1) +
    output_padding + 1`` per spatial dim (PyTorch's rule, MindSpore 2.10's mint.nn.functional.conv_transpose2d)."""
    from .conv import CONV2D_BACKPROP_INPUT

    F = _F()
    s, p, op, d = (_pair(stride, "stride"), _pair(padding, "padding"), _pair(output_padding, "output_padding"),
                   _pair(dilation, "dilation"))
    shape = tuple(shape_of(input))
    unbatched = len(shape) == 3
    if unbatched:
        input = F.expand_dims(input, 0)  # noqa: A001
        shape = (1,) + shape
    if len(shape) != 4:
        raise ValueError(f"For 'conv_transpose2d', the input must be 3-D or 4-D, but got {len(shape)}-D.")
    w = tuple(shape_of(weight))
    if w[0] != shape[1]:
        raise ValueError(f"For 'conv_transpose2d', the input's channels ({shape[1]}) must equal the weight's first "
                         f"dim ({w[0]}).")
    for i in (0, 1):
        if op[i] >= s[i] and op[i] >= d[i]:
            raise ValueError("For 'conv_transpose2d', output padding must be smaller than either stride or "
                             f"dilation, but got output_padding={op}, stride={s}, dilation={d}.")
    out_hw = tuple((shape[2 + i] - 1) * s[i] - 2 * p[i] + d[i] * (w[2 + i] - 1) + op[i] + 1 for i in (0, 1))
    size = (shape[0], w[1] * groups) + out_hw
    attrs = {"out_channel": int(w[0]), "kernel_size": (int(w[2]), int(w[3])), "mode": 1, "pad_mode": "pad",
             "pad": (p[0], p[0], p[1], p[1]), "stride": s, "dilation": d, "group": groups, "data_format": "NCHW"}
    out = apply(prim(CONV2D_BACKPROP_INPUT, **attrs), (input, weight, size))
    if bias is not None:
        out = F.add(out, F.reshape(bias, (1, -1, 1, 1)))
    return F.squeeze(out, 0) if unbatched else out


__all__ = public_functions(globals())
