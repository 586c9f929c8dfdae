"""MindSpore's public convolution-gradient primitives: ``P.Conv2DBackpropInput`` (alias ``P.Conv2DTranspose``)
and ``_grad_ops.Conv2DBackpropFilter`` (h-cpu4, session 7).

The math is conv.py's registry ops (the gradients of Conv2D, with their own bprops); these classes take
MindSpore's attribute order (``out_channel, kernel_size, pad_mode, pad, pad_list, mode, stride, dilation,
group, data_format``) and, as MindSpore 2.10's CPU kernels do, read the channel count and the window from the
weight's shape (``out_channel``/``kernel_size`` given to the primitive are not checked against it).
"""
from __future__ import annotations

from typing import Any, Dict

from ._compose import CompositePrimitive
from ._helpers import shape_of
from .conv import CONV2D_BACKPROP_FILTER, CONV2D_BACKPROP_INPUT, refuse_transpose_float64
from .registry import apply, prim

__all__: list = []

_ATTRS = {"out_channel": 1, "kernel_size": 1, "pad_mode": "valid", "pad": 0, "pad_list": None, "mode": 1,
          "stride": 1, "dilation": 1, "group": 1, "data_format": "NCHW"}


def _size(v: Any) -> Any:
    """The input_size/filter_size argument: a tuple (or list, or a 1-D Tensor's values in PyNative)."""
    if hasattr(v, "asnumpy") and not hasattr(v, "__msgraph_emit__"):
        return tuple(int(e) for e in v.asnumpy().reshape(-1))
    return tuple(v)


def _conv_attrs(attrs: Dict[str, Any], w_shape: Any) -> Dict[str, Any]:
    pad = attrs["pad"]
    if str(attrs["pad_mode"]).lower() == "pad" and attrs.get("pad_list") not in (None, (0, 0, 0, 0)) \
            and pad in (0, (0, 0, 0, 0)):
        pad = tuple(attrs["pad_list"])
    return {"out_channel": int(w_shape[0]), "kernel_size": tuple(int(d) for d in w_shape[2:]), "mode": 1,
            "pad_mode": attrs["pad_mode"], "pad": pad, "stride": attrs["stride"], "dilation": attrs["dilation"],
            "group": attrs["group"], "data_format": attrs["data_format"]}


class Conv2DBackpropInput(CompositePrimitive):
    """Conv2DBackpropInput(out_channel, kernel_size, pad_mode='valid', pad=0, pad_list=None, mode=1, stride=1,
    dilation=1, group=1, data_format='NCHW')(dout, weight, input_size): Conv2D's gradient with respect to its
    input (a transposed convolution) for an input of shape ``input_size``."""

    _attrs = dict(_ATTRS)

    def __call__(self, dout: Any, weight: Any, input_size: Any) -> Any:
        refuse_transpose_float64(type(self).__name__, dout, weight)
        attrs = _conv_attrs(self.attrs, shape_of(weight))
        return apply(prim(CONV2D_BACKPROP_INPUT, **attrs), (dout, weight, _size(input_size)))


class Conv2DTranspose(Conv2DBackpropInput):
    """MindSpore's alias of :class:`Conv2DBackpropInput`: (dout, weight, input_size) -> the transposed convolution."""


class Conv2DBackpropFilter(CompositePrimitive):
    """Conv2DBackpropFilter(out_channel, kernel_size, pad_mode='valid', pad=0, pad_list=(0, 0, 0, 0), mode=1,
    stride=(1, 1), dilation=(1, 1, 1, 1), group=1, data_format='NCHW')(dout, x, filter_size): Conv2D's
    gradient with respect to its weight (of shape ``filter_size``)."""

    _attrs = dict(_ATTRS, pad_list=(0, 0, 0, 0), stride=(1, 1), dilation=(1, 1, 1, 1))

    def __call__(self, dout: Any, x: Any, filter_size: Any) -> Any:
        size = _size(filter_size)
        attrs = _conv_attrs(self.attrs, size)
        return apply(prim(CONV2D_BACKPROP_FILTER, **attrs), (dout, x, size))


__all__ += ["Conv2DBackpropInput", "Conv2DTranspose", "Conv2DBackpropFilter"]
