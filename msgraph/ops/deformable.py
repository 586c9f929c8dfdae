"""``ops.deformable_conv2d`` (h-zoo): MindSpore's modulated deformable convolution (DCN v2), built from
registry ops (so both modes and the gradients come from them).

As MindSpore: ``offsets`` is ``(N, 3 * deformable_groups * kh * kw, H_out, W_out)``, in the order
(offset_x, offset_y, mask), kernel positions row-major within each part; a sample at (y, x) is the bilinear
interpolation of ``x`` with zeros outside (none at all when y <= -1, y >= H, x <= -1 or x >= W); the
sampled columns ``(N, C, H_out * kh, W_out * kw)`` are convolved with stride (kh, kw).
"""
from __future__ import annotations

from typing import Any, Optional, Tuple

import numpy as np

from ..common.tensor import Tensor
from . import functional as F
from ..common.aval import Aval
from ._compose import CompositePrimitive
from .registry import OpKind, define_op
from ._helpers import user_type


def _tuple(name: str, value: Any, n: int) -> tuple:
    if not isinstance(value, (tuple, list)) or len(value) != n or \
            not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        raise TypeError(f"For 'deformable_conv2d', '{name}' must be a tuple of {n} ints, but got {value!r}.")
    return tuple(value)





def _columns(x: Any, offsets: Any, kh: int, kw: int, stride: tuple, pad: tuple, dil: tuple, dg: int) -> Any:
    """The sampled, masked columns ``(N, C, H_out * kh, W_out * kw)`` of NCHW ``x`` (computed in float32)."""
    n, c, h, w = x.shape
    if c % dg:
        raise ValueError(f"For 'DeformableOffsets', the channels of 'x' ({c}) must be divisible by "
                         f"deformable_groups ({dg}).")
    k = kh * kw
    # the output windows are those of the offsets' spatial size (MindSpore's kernel reads them from there)
    oh, ow = offsets.shape[2], offsets.shape[3]
    if len(offsets.shape) != 4 or offsets.shape[0] != n or offsets.shape[1] != 3 * dg * k:
        raise ValueError(f"For 'DeformableOffsets', 'offsets' must have shape (N, {3 * dg * k}, H_out, W_out), but "
                         f"got {tuple(offsets.shape)}.")
    out_dtype = x.dtype
    x = F.cast(x, np.float32)
    offsets = F.cast(offsets, np.float32)
    # (N, dg, kh, kw, oh, ow) -> (N, dg, oh, kh, ow, kw)
    parts = [F.transpose(F.reshape(offsets[:, p * dg * k:(p + 1) * dg * k], (n, dg, kh, kw, oh, ow)),
                         (0, 1, 4, 2, 5, 3)) for p in range(3)]
    dx, dy, mask = parts
    base_y = (np.arange(oh) * stride[0] - pad[0])[:, None] + (np.arange(kh) * dil[0])[None, :]   # (oh, kh)
    base_x = (np.arange(ow) * stride[1] - pad[2])[:, None] + (np.arange(kw) * dil[1])[None, :]   # (ow, kw)
    ys = dy + Tensor(base_y.reshape(1, 1, oh, kh, 1, 1).astype(np.float32))
    xs = dx + Tensor(base_x.reshape(1, 1, 1, 1, ow, kw).astype(np.float32))
    inside = F.cast(F.logical_and(F.logical_and(ys > -1.0, ys < float(h)),
                                  F.logical_and(xs > -1.0, xs < float(w))), np.float32) * mask
    y0 = F.floor(ys)
    x0 = F.floor(xs)
    ly = ys - y0
    lx = xs - x0
    cg = c // dg
    size = oh * kh * ow * kw
    img = F.reshape(x, (n, dg, cg, h * w))
    cols = None
    for cy, cx, wt in ((0, 0, (1.0 - ly) * (1.0 - lx)), (0, 1, (1.0 - ly) * lx), (1, 0, ly * (1.0 - lx)),
                       (1, 1, ly * lx)):
        yy = y0 + float(cy)
        xx = x0 + float(cx)
        ok = F.cast(F.logical_and(F.logical_and(yy >= 0.0, yy <= float(h - 1)),
                                  F.logical_and(xx >= 0.0, xx <= float(w - 1))), np.float32)
        idx = F.cast(F.clip_by_value(yy, 0.0, float(h - 1)) * float(w) + F.clip_by_value(xx, 0.0, float(w - 1)),
                     np.int32)
        idx = F.broadcast_to(F.reshape(idx, (n, dg, 1, size)), (n, dg, cg, size))
        val = F.gather_elements(img, 3, idx)
        term = val * F.reshape(wt * ok * inside, (n, dg, 1, size))
        cols = term if cols is None else cols + term
    return F.cast(F.reshape(cols, (n, c, oh * kh, ow * kw)), out_dtype)


def _check_attrs(name: str, a: dict) -> None:
    _tuple("strides", a["strides"], 4)
    _tuple("pads", a["pads"], 4)
    _tuple("ksize", a["ksize"], 2)
    _tuple("dilations", a["dilations"], 4)
    if a["data_format"] not in ("NCHW", "NHWC"):
        raise ValueError(f"For '{name}', the 'data_format' must be 'NCHW' or 'NHWC', but got {a['data_format']!r}.")
    if not isinstance(a["modulated"], bool) or not a["modulated"]:
        raise ValueError(f"For '{name}', only 'modulated'=True (deformable convolution v2) is supported.")


def _forward(a: dict, x: Any, offsets: Any) -> Any:
    kh, kw = a["ksize"]
    st, dil = a["strides"], a["dilations"]
    if a["data_format"] == "NHWC":
        cols = _columns(F.transpose(x, (0, 3, 1, 2)), F.transpose(offsets, (0, 3, 1, 2)), kh, kw, (st[1], st[2]),
                        a["pads"], (dil[1], dil[2]), a["deformable_groups"])
        return F.transpose(cols, (0, 2, 3, 1))
    return _columns(x, offsets, kh, kw, (st[2], st[3]), a["pads"], (dil[2], dil[3]), a["deformable_groups"])


class DeformableOffsets(CompositePrimitive):
    """``DeformableOffsets(strides, pads, ksize, dilations=(1, 1, 1, 1), data_format='NCHW', deformable_groups=1,
    modulated=True)(x, offsets)``: the deformed, masked sample columns (N, C, H_out * kh, W_out * kw) (NHWC:
    channels last) that deformable_conv2d convolves with stride (kh, kw)."""

    _attrs = {"strides": None, "pads": None, "ksize": None, "dilations": (1, 1, 1, 1), "data_format": "NCHW",
              "deformable_groups": 1, "modulated": True}

    def _check_attrs(self) -> None:
        _check_attrs("DeformableOffsets", self.attrs)

    def __call__(self, x: Any, offsets: Any) -> Any:
        return _forward(self.attrs, x, offsets)


DEFORMABLE_OFFSETS_GRAD = define_op(
    "DeformableOffsetsGrad", OpKind.OTHER, differentiable=False,
    attrs={"strides": None, "pads": None, "ksize": None, "dilations": (1, 1, 1, 1), "data_format": "NCHW",
           "deformable_groups": 1, "modulated": True},
    doc="DeformableOffsetsGrad(strides, pads, ksize, ...)(dout, x, offsets): (dx, doffsets), the gradients of "
        "DeformableOffsets (computed by differentiating its definition).")
DeformableOffsetsGrad = DEFORMABLE_OFFSETS_GRAD.prim_class


@DEFORMABLE_OFFSETS_GRAD.def_impl
def _deformable_offsets_grad_impl(dout: Any, x: Any, offsets: Any, **attrs: Any) -> Any:
    # the gradient of the forward composition, taken eagerly on the tape (one definition of the math)
    from ..autodiff import tape

    _check_attrs("DeformableOffsetsGrad", attrs)
    xt, ot = Tensor(np.asarray(x)), Tensor(np.asarray(offsets))
    with tape.recording([xt, ot]):
        out = _forward(attrs, xt, ot)
    gx, go = tape.backward([out], [Tensor(np.asarray(dout, np.asarray(x).dtype))], [xt, ot])
    gx = np.zeros_like(np.asarray(x)) if gx is None else gx.asnumpy()
    go = np.zeros_like(np.asarray(offsets)) if go is None else go.asnumpy()
    return gx.astype(np.asarray(x).dtype), go.astype(np.asarray(offsets).dtype)


@DEFORMABLE_OFFSETS_GRAD.def_infer
def _deformable_offsets_grad_infer(dout: Aval, x: Aval, offsets: Aval, **attrs: Any) -> Tuple[Aval, Aval]:
    _check_attrs("DeformableOffsetsGrad", attrs)
    return Aval(x.shape, x.dtype), Aval(offsets.shape, offsets.dtype)


def deformable_conv2d(x: Any, weight: Any, offsets: Any, kernel_size: Any, strides: Any, padding: Any,
                      bias: Optional[Any] = None, dilations: Any = (1, 1, 1, 1), groups: int = 1,
                      deformable_groups: int = 1, modulated: bool = True) -> Any:
    kh, kw = _tuple("kernel_size", kernel_size, 2)
    st = _tuple("strides", strides, 4)
    dil = _tuple("dilations", dilations, 4)
    if not isinstance(modulated, bool):
        raise TypeError(f"For 'deformable_conv2d', 'modulated' must be a bool, but got {user_type(modulated).__name__}.")
    if st[0] != 1 or st[1] != 1 or dil[0] != 1 or dil[1] != 1:
        raise ValueError("For 'deformable_conv2d', the N and C dimensions of 'strides' and 'dilations' must be 1.")
    cols = DeformableOffsets(strides, padding, (kh, kw), dilations, "NCHW", deformable_groups, modulated)(x, offsets)
    out = F.conv2d(cols, weight, None, (kh, kw), "valid", 0, 1, groups)
    if bias is not None:
        out = F.bias_add(out, bias)
    return out
