"""``ops.deformable_conv2d`` (h-zoo): MindSpore's modulated deformable convolution (DCN v2), built from
registry ops (so both modes and the gradients come from them).

As MindSpore: ``offsets`` is ``(N, 3 * deformable_groups * kh * kw, H_out, W_out)``, in the order
(offset_x, offset_y, mask), kernel positions row-major within each part; a sample at (y, x) is the bilinear
interpolation of ``x`` with zeros outside (none at all when y <= -1, y >= H, x <= -1 or x >= W); the
sampled columns ``(N, C, H_out * kh, W_out * kw)`` are convolved with stride (kh, kw).
"""
from __future__ import annotations

from typing import Any, Optional

import numpy as np

from ..common.tensor import Tensor
from . import functional as F


def _tuple(name: str, value: Any, n: int) -> tuple:
    if not isinstance(value, (tuple, list)) or len(value) != n or \
            not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        raise TypeError(f"For 'deformable_conv2d', '{name}' must be a tuple of {n} ints, but got {value!r}.")
    return tuple(value)


def deformable_conv2d(x: Any, weight: Any, offsets: Any, kernel_size: Any, strides: Any, padding: Any,
                      bias: Optional[Any] = None, dilations: Any = (1, 1, 1, 1), groups: int = 1,
                      deformable_groups: int = 1, modulated: bool = True) -> Any:
    kh, kw = _tuple("kernel_size", kernel_size, 2)
    st = _tuple("strides", strides, 4)
    pad = _tuple("padding", padding, 4)
    dil = _tuple("dilations", dilations, 4)
    if not isinstance(modulated, bool):
        raise TypeError(f"For 'deformable_conv2d', 'modulated' must be a bool, but got {type(modulated).__name__}.")
    if not modulated:
        raise ValueError("For 'deformable_conv2d', only modulated=True (deformable convolution v2) is supported.")
    if st[0] != 1 or st[1] != 1 or dil[0] != 1 or dil[1] != 1:
        raise ValueError("For 'deformable_conv2d', the N and C dimensions of 'strides' and 'dilations' must be 1.")
    n, c, h, w = x.shape
    dg = deformable_groups
    if c % dg:
        raise ValueError(f"For 'deformable_conv2d', the channels of 'x' ({c}) must be divisible by "
                         f"deformable_groups ({dg}).")
    oh = (h + pad[0] + pad[1] - (kh - 1) * dil[2] - 1) // st[2] + 1
    ow = (w + pad[2] + pad[3] - (kw - 1) * dil[3] - 1) // st[3] + 1
    k = kh * kw
    if tuple(offsets.shape) != (n, 3 * dg * k, oh, ow):
        raise ValueError(f"For 'deformable_conv2d', 'offsets' must have shape {(n, 3 * dg * k, oh, ow)}, but got "
                         f"{tuple(offsets.shape)}.")
    dtype = x.dtype
    # (N, dg, kh, kw, oh, ow) -> (N, dg, oh, kh, ow, kw)
    parts = [F.transpose(F.reshape(offsets[:, p * dg * k:(p + 1) * dg * k], (n, dg, kh, kw, oh, ow)),
                         (0, 1, 4, 2, 5, 3)) for p in range(3)]
    dx, dy, mask = parts
    base_y = (np.arange(oh) * st[2] - pad[0])[:, None] + (np.arange(kh) * dil[2])[None, :]   # (oh, kh)
    base_x = (np.arange(ow) * st[3] - pad[2])[:, None] + (np.arange(kw) * dil[3])[None, :]   # (ow, kw)
    ys = dy + F.cast(Tensor(base_y.reshape(1, 1, oh, kh, 1, 1).astype(np.float32)), dtype)
    xs = dx + F.cast(Tensor(base_x.reshape(1, 1, 1, 1, ow, kw).astype(np.float32)), dtype)
    inside = F.cast(F.logical_and(F.logical_and(ys > -1.0, ys < float(h)),
                                  F.logical_and(xs > -1.0, xs < float(w))), dtype) * mask
    y0 = F.floor(ys)
    x0 = F.floor(xs)
    ly = ys - y0
    lx = xs - x0
    cg = c // dg
    img = F.reshape(x, (n, dg, cg, h * w))
    cols = None
    for cy, cx, wt in ((0, 0, (1.0 - ly) * (1.0 - lx)), (0, 1, (1.0 - ly) * lx), (1, 0, ly * (1.0 - lx)),
                       (1, 1, ly * lx)):
        yy = y0 + float(cy)
        xx = x0 + float(cx)
        ok = F.cast(F.logical_and(F.logical_and(yy >= 0.0, yy <= float(h - 1)),
                                  F.logical_and(xx >= 0.0, xx <= float(w - 1))), dtype)
        idx = F.cast(F.clip_by_value(yy, 0.0, float(h - 1)) * float(w) + F.clip_by_value(xx, 0.0, float(w - 1)),
                     np.int32)
        idx = F.broadcast_to(F.reshape(idx, (n, dg, 1, oh * kh * ow * kw)), (n, dg, cg, oh * kh * ow * kw))
        val = F.gather_elements(img, 3, idx)
        term = val * F.reshape(wt * ok * inside, (n, dg, 1, oh * kh * ow * kw))
        cols = term if cols is None else cols + term
    cols = F.reshape(cols, (n, c, oh * kh, ow * kw))
    out = F.conv2d(cols, weight, None, (kh, kw), "valid", 0, 1, groups)
    if bias is not None:
        out = F.bias_add(out, bias)
    return out

