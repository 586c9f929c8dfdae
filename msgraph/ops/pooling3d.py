"""NCDHW pooling: ``MaxPool3D`` and ``AvgPool3D`` (MindSpore's primitives), with their gradients as
registry ops (``MaxPool3DGrad`` / ``AvgPool3DGrad``, first order), and the function forms
``avg_pool3d`` / ``avg_pool1d`` (the latter an AvgPool3D over a (1, 1, L) volume).

Geometry as MindSpore's CPU kernels: pad_mode 'valid', 'same' (total padding split with the smaller
half before) or 'pad' (``pad``/``pad_list``: an int or (front, back, top, bottom, left, right)),
``ceil_mode``; MaxPool3D's gradient goes to the first maximum of each window; AvgPool3D divides by
the window's element count inside the input unless ``count_include_pad`` (then the kernel volume) or
``divisor_override``.  The forward and backward loop over the kernel offsets with whole-array
strided slices (kd*kh*kw numpy operations, no per-window Python loop).
"""
from __future__ import annotations

import itertools
from typing import Any, Dict, List, Tuple

import numpy as np

from ..common import dtype as mstype
from ..common.aval import Aval
from ..errors import ArgumentError, DTypeError, OpError, OpRuntimeError, ShapeError
from ._helpers import dtype_name, np_dtype
from ._window import _F, conv_out_size
from .registry import OpKind, apply, bprop_getters, define_op, op_function, prim, public_functions


def _triple(name: str, v: Any, arg: str) -> Tuple[int, int, int]:
    if isinstance(v, (int, np.integer)) and not isinstance(v, bool):
        out = (int(v),) * 3
    elif isinstance(v, (tuple, list)) and len(v) == 3:
        out = tuple(int(a) for a in v)
    elif isinstance(v, (tuple, list)) and len(v) == 5:
        out = tuple(int(a) for a in v[2:])
    else:
        raise ArgumentError(f"For '{name}', the '{arg}' must be an int or a tuple of 3 (or 5) ints, but got {v!r}.")
    if min(out) <= 0:
        raise ShapeError(f"For '{name}', the '{arg}' must be positive, but got {v!r}.")
    return out  # type: ignore[return-value]


def _geo(name: str, shape: Tuple[Any, ...], attrs: Dict[str, Any], pad_key: str):
    """kernel, strides, [(before, after)] * 3 and the output's spatial sizes."""
    return _geo_base(name, shape, attrs, pad_key)[:4]


def _geo_base(name: str, shape: Tuple[Any, ...], attrs: Dict[str, Any], pad_key: str):
    """``_geo`` plus the declared padding (before ceil_mode's extra after-padding)."""
    if len(shape) != 5:
        raise ShapeError(f"For '{name}', the 'x' must be a 5-D Tensor (NCDHW), but got shape {list(shape)}.")
    if attrs.get("data_format", "NCDHW") != "NCDHW":
        raise ArgumentError(f"For '{name}', only data_format 'NCDHW' is supported, but got {attrs['data_format']!r}.")
    k = _triple(name, attrs["kernel_size"], "kernel_size")
    s = _triple(name, attrs["strides"], "strides")
    sp = tuple(int(d) for d in shape[2:])
    mode = str(attrs["pad_mode"]).lower()
    ceil = bool(attrs.get("ceil_mode") or False)
    if mode == "valid":
        pads = [(0, 0)] * 3
    elif mode == "same":
        pads = []
        for i in range(3):
            o = -(-sp[i] // s[i])
            total = max((o - 1) * s[i] + k[i] - sp[i], 0)
            pads.append((total // 2, total - total // 2))
    elif mode == "pad":
        p = attrs[pad_key]
        if isinstance(p, (int, np.integer)) and not isinstance(p, bool):
            p = (int(p),) * 6
        elif isinstance(p, (tuple, list)) and len(p) == 3:
            p = tuple(int(a) for a in p for _ in range(2))
        elif not (isinstance(p, (tuple, list)) and len(p) == 6):
            raise ArgumentError(f"For '{name}', the '{pad_key}' must be an int or a tuple of 3 or 6 ints, "
                                f"but got {p!r}.")
        if min(p) < 0:
            raise ShapeError(f"For '{name}', the '{pad_key}' must be non-negative, but got {p!r}.")
        pads = [(int(p[2 * i]), int(p[2 * i + 1])) for i in range(3)]
        if name in ("AvgPool3D", "MaxPool3D") and any(a + b > kk for (a, b), kk in zip(pads, k)):
            # MindSpore 2.10's shape inference: each dimension's two pads together at most its kernel size
            raise ShapeError(f"For '{name}', the sum of the pads in the two directions must be less than or equal "
                             f"to the kernel size, but got pads {list(p)} and kernel size {list(k)}.")
    else:
        raise ArgumentError(f"For '{name}', the 'pad_mode' must be 'valid', 'same' or 'pad', but got "
                            f"{attrs['pad_mode']!r}.")
    out, base = [], list(pads)
    for i in range(3):
        span = sp[i] + pads[i][0] + pads[i][1] - k[i]
        if mode == "same":
            o = -(-sp[i] // s[i])
        elif ceil and mode in ("pad", "valid"):  # MindSpore's AvgPool3D/MaxPool3D ceil in 'valid' mode too
            o = -(-span // s[i]) + 1
            if (o - 1) * s[i] >= sp[i] + pads[i][0]:    # the last window must start inside the input
                o -= 1
        else:
            o = span // s[i] + 1
        if o <= 0:
            raise ShapeError(f"For '{name}', the output shape must be positive, but got input spatial shape "
                             f"{list(sp)}, kernel {list(k)}, strides {list(s)}.")
        out.append(o)
        # windows running past the padded input (ceil_mode) read the padding value
        extra = max((o - 1) * s[i] + k[i] - (sp[i] + pads[i][0] + pads[i][1]), 0)
        pads[i] = (pads[i][0], pads[i][1] + extra)
    return k, s, pads, tuple(out), base


def _check_float(name: str, x: Any) -> None:
    if np.dtype(x.dtype) not in (np.dtype(np.float16), np.dtype(np.float32), np.dtype(np.float64)):
        raise DTypeError(f"For '{name}', the type of 'x' must be float16, float32 or float64, but got "
                         f"{dtype_name(x.dtype)}.")


def _check_grad_grad_types(name: str, **named: Any) -> None:
    """MindSpore 2.10's MaxPoolGradGrad / MaxPool3DGradGrad / MaxPoolGradGradWithArgmax: ``grad`` float16 or
    float32 (float64 and integers a TypeError), then every named input of one dtype (a TypeError)."""
    g = np.dtype(named["grad"].dtype)
    if g not in (np.dtype(np.float16), np.dtype(np.float32)):
        raise DTypeError(f"For primitive[{name}], the input argument[grad] must be a type of {{Tensor[Float16], "
                         f"Tensor[Float32]}}, but got Tensor[{dtype_name(g)}].")
    if any(np.dtype(v.dtype) != g for v in named.values()):
        listed = ". ".join(f"name:[{k}]:Tensor[{dtype_name(v.dtype)}]" for k, v in named.items())
        raise DTypeError(f"For primitive[{name}], the input type must be same. {listed}.")


def _check_conv3d_types(name: str, x: Any, w: Any, user: bool = False) -> None:
    """MindSpore 2.10's Conv3D / Conv3DTranspose: the weight of x's dtype, and (``user``: the user-facing
    primitives, not the registry op, whose float64 msgraph's own finite-difference gradient checks use) x float16 /
    float32 (Conv3D bfloat16 too; float64 and integers are TypeErrors, checked first)."""
    listed = "{Tensor[BFloat16], Tensor[Float16], Tensor[Float32]}" if name == "Conv3D" else \
        "{Tensor[Float16], Tensor[Float32]}"
    xd = dtype_name(x.dtype)
    if user and xd not in ("Float16", "Float32") and not (name == "Conv3D" and xd == "BFloat16"):
        raise DTypeError(f"For primitive[{name}], the input argument[x] must be a type of {listed}, but got "
                         f"Tensor[{xd}].")
    if dtype_name(w.dtype) != xd:
        raise DTypeError(f"For primitive[{name}], the input type must be same.")


def _user_conv3d_types(name: str, args: Any) -> None:
    """The user's ``P.Conv3D()(x, w)`` / ``P.Conv3DTranspose()(dout, w)``: :func:`_check_conv3d_types` (OpDef
    call_check)."""
    if len(args) == 2 and all(hasattr(a, "dtype") for a in args):
        _check_conv3d_types(name, args[0], args[1], user=True)


def _offsets(k, s, out):
    """(offset index, spatial slices) of each kernel offset, in window (row-major) order."""
    for n, off in enumerate(itertools.product(*(range(kk) for kk in k))):
        yield n, tuple(slice(o, o + st * (ot - 1) + 1, st) for o, st, ot in zip(off, s, out))


def _padded(x: np.ndarray, pads: List[Tuple[int, int]], value: float) -> np.ndarray:
    return np.pad(x, [(0, 0), (0, 0)] + list(pads), constant_values=value)


def _crop(xp: np.ndarray, pads: List[Tuple[int, int]], sp: Tuple[int, ...]) -> np.ndarray:
    return xp[(slice(None), slice(None)) + tuple(slice(b, b + n) for (b, _), n in zip(pads, sp))]


# --- MaxPool3D --------------------------------------------------------------------------------------------
_MAX_ATTRS = {"kernel_size": 1, "strides": 1, "pad_mode": "VALID", "pad_list": 0, "ceil_mode": None,
              "data_format": "NCDHW"}
MAXPOOL3D = define_op("MaxPool3D", OpKind.OTHER, attrs=dict(_MAX_ATTRS),
                      doc="MaxPool3D(kernel_size=1, strides=1, pad_mode='VALID', pad_list=0, ceil_mode=None, "
                          "data_format='NCDHW')(x): the maximum of each window of a 5-D NCDHW x.")
MaxPool3D = MAXPOOL3D.prim_class


@MAXPOOL3D.def_infer
def _maxpool3d_infer(x: Aval, **attrs: Any) -> Aval:
    _check_float("MaxPool3D", x)
    _, _, _, out = _geo("MaxPool3D", tuple(x.shape), attrs, "pad_list")
    return Aval(tuple(x.shape[:2]) + out, x.dtype)


def _argmax_windows(x: np.ndarray, attrs: Dict[str, Any]):
    k, s, pads, out = _geo("MaxPool3D", x.shape, attrs, "pad_list")
    xp = _padded(x, pads, -np.inf)
    best = which = None
    for n, sl in _offsets(k, s, out):
        v = xp[(slice(None), slice(None)) + sl]
        if best is None:
            best, which = v.copy(), np.zeros(v.shape, np.int64)
        else:
            gt = v > best                       # strict: the first maximum wins
            best = np.where(gt, v, best)
            which = np.where(gt, n, which)
    return best, which, (k, s, pads, out, xp.shape)


@MAXPOOL3D.def_impl
def _maxpool3d_impl(x: Any, **attrs: Any) -> np.ndarray:
    x = np.asarray(x)
    _check_float("MaxPool3D", x)
    return _argmax_windows(x, attrs)[0].astype(x.dtype)


MAXPOOL3D_GRAD = define_op("MaxPool3DGradFromInput", OpKind.OTHER, public=False, differentiable=False,
                           attrs=dict(_MAX_ATTRS),
                           doc="MaxPool3D's gradient (x, dout): each window's dout to its first maximum.")


@MAXPOOL3D_GRAD.def_infer
def _maxpool3d_grad_infer(x: Aval, dout: Aval, **attrs: Any) -> Aval:
    return Aval(tuple(x.shape), x.dtype)


@MAXPOOL3D_GRAD.def_impl
def _maxpool3d_grad_impl(x: Any, dout: Any, **attrs: Any) -> np.ndarray:
    x, dout = np.asarray(x), np.asarray(dout)
    _, which, (k, s, pads, out, pshape) = _argmax_windows(x, attrs)
    dxp = np.zeros(pshape, np.float64 if x.dtype == np.float64 else np.float32)
    for n, sl in _offsets(k, s, out):
        dxp[(slice(None), slice(None)) + sl] += np.where(which == n, dout, 0)
    return _crop(dxp, pads, x.shape[2:]).astype(x.dtype)


@bprop_getters.register(MaxPool3D)
def get_bprop_maxpool3d(self: Any):
    attrs = dict(self.attrs)

    def bprop(x, out, dout):
        return (apply(prim(MAXPOOL3D_GRAD, **attrs), (x, dout)),)
    return bprop


# --- AvgPool3D --------------------------------------------------------------------------------------------
_AVG_ATTRS = {"kernel_size": 1, "strides": 1, "pad_mode": "valid", "pad": 0, "ceil_mode": False,
              "count_include_pad": True, "divisor_override": 0, "data_format": "NCDHW"}
AVGPOOL3D = define_op("AvgPool3D", OpKind.OTHER, attrs=dict(_AVG_ATTRS),
                      doc="AvgPool3D(kernel_size=1, strides=1, pad_mode='valid', pad=0, ceil_mode=False, "
                          "count_include_pad=True, divisor_override=0, data_format='NCDHW')(x): the mean of each "
                          "window of a 5-D NCDHW x.")
AvgPool3D = AVGPOOL3D.prim_class


def _pad_only_in_pad_mode(op: Any, pad_key: str) -> None:
    """MindSpore 2.10's AvgPool3D / MaxPool3D refuse a non-zero pad with another pad_mode when built (ValueError;
    nn.AvgPool1d / 2d / 3d and nn.MaxPool3d given padding without pad_mode='pad' build them)."""
    def init_rule(self: Any, args: Any, kwargs: Any) -> None:
        p = self.attrs[pad_key]
        items = p if isinstance(p, (tuple, list)) else (p,)
        if str(self.attrs["pad_mode"]).lower() != "pad" and any(v != 0 for v in items):
            raise ShapeError(f"For '{self.name}', the '{pad_key}' must be zero or (0, 0, 0, 0, 0, 0) when "
                             f"'pad_mode' is not \"pad\", but got {p!r}.")

    op.init_rule = init_rule


_pad_only_in_pad_mode(AVGPOOL3D, "pad")
_pad_only_in_pad_mode(MAXPOOL3D, "pad_list")


def _divisor(x_shape: Tuple[int, ...], attrs: Dict[str, Any]):
    k, s, pads, out, base = _geo_base("AvgPool3D", x_shape, attrs, "pad")
    if attrs.get("divisor_override"):
        return k, s, pads, out, float(attrs["divisor_override"])
    ones = np.ones((1, 1) + tuple(x_shape[2:]))
    if attrs.get("count_include_pad") and str(attrs["pad_mode"]).lower() in ("pad", "same"):
        # the declared padding ('same' mode's too) counts; the part of a ceil_mode window past it does not
        ones = _padded(ones, base, 1.0)
        ones = _padded(ones, [(0, a - ba) for (_, a), (_, ba) in zip(pads, base)], 0.0)
    else:
        ones = _padded(ones, pads, 0.0)
    cnt = None
    for _, sl in _offsets(k, s, out):
        v = ones[(slice(None), slice(None)) + sl]
        cnt = v.copy() if cnt is None else cnt + v
    return k, s, pads, out, np.maximum(cnt, 1)


@AVGPOOL3D.def_infer
def _avgpool3d_infer(x: Aval, **attrs: Any) -> Aval:
    _check_float("AvgPool3D", x)
    _, _, _, out = _geo("AvgPool3D", tuple(x.shape), attrs, "pad")
    return Aval(tuple(x.shape[:2]) + out, x.dtype)


@AVGPOOL3D.def_impl
def _avgpool3d_impl(x: Any, **attrs: Any) -> np.ndarray:
    x = np.asarray(x)
    _check_float("AvgPool3D", x)
    k, s, pads, out, div = _divisor(x.shape, attrs)
    # MindSpore 2.10's CPU kernel pools float16 and float64 in float32 too (float64 results carry float32's
    # digits: vd48a, st test_avgpool_op::test_avgpool3d_cpu_dynamic_shape[float64])
    work = np.float32
    xp = _padded(x.astype(work), pads, 0.0)
    acc = None
    for _, sl in _offsets(k, s, out):
        v = xp[(slice(None), slice(None)) + sl]
        acc = v.copy() if acc is None else acc + v
    return (acc / np.asarray(div, work)).astype(x.dtype)


AVGPOOL3D_GRAD = define_op("AvgPool3DGradFromShape", OpKind.OTHER, public=False, differentiable=False,
                           attrs=dict(_AVG_ATTRS),
                           doc="AvgPool3D's gradient (x, dout): dout / divisor spread over each window.")


def _avgpool3d_grad_check(dout_dtype: Any) -> None:
    # MindSpore 2.10's AvgPool3DGrad CPU kernel: float16 / float32 only, so the float64 gradients of everything built
    # on AvgPool3D (avg_pool3d, avg_pool1d, avg_pool2d with ceil_mode..., lp_pool1d/2d) fail there (nn29)
    if np.dtype(dout_dtype) not in (np.float16, np.float32):
        raise DTypeError(f"For primitive[AvgPool3DGrad], the input argument[grad] must be a type of "
                         f"{{Tensor[Float16], Tensor[Float32]}}, but got Tensor[{dtype_name(dout_dtype)}].")


@AVGPOOL3D_GRAD.def_infer
def _avgpool3d_grad_infer(x: Aval, dout: Aval, **attrs: Any) -> Aval:
    _avgpool3d_grad_check(dout.dtype)
    return Aval(tuple(x.shape), x.dtype)


@AVGPOOL3D_GRAD.def_impl
def _avgpool3d_grad_impl(x: Any, dout: Any, **attrs: Any) -> np.ndarray:
    x, dout = np.asarray(x), np.asarray(dout)
    _avgpool3d_grad_check(dout.dtype)
    k, s, pads, out, div = _divisor(x.shape, attrs)
    work = np.float64 if x.dtype == np.float64 else np.float32
    g = dout.astype(work) / np.asarray(div, work)
    pshape = x.shape[:2] + tuple(n + b + a for n, (b, a) in zip(x.shape[2:], pads))
    dxp = np.zeros(pshape, work)
    for _, sl in _offsets(k, s, out):
        dxp[(slice(None), slice(None)) + sl] += g
    return _crop(dxp, pads, x.shape[2:]).astype(x.dtype)


@bprop_getters.register(AvgPool3D)
def get_bprop_avgpool3d(self: Any):
    attrs = dict(self.attrs)

    def bprop(x, out, dout):
        return (apply(prim(AVGPOOL3D_GRAD, **attrs), (x, dout)),)
    return bprop


# --- function forms ---------------------------------------------------------------------------------------
@op_function
def avg_pool3d(input_x: Any, kernel_size: Any = 1, stride: Any = 1, padding: Any = 0, ceil_mode: bool = False,
               count_include_pad: bool = True, divisor_override: int = 0) -> Any:
    """The mean of each kernel_size window of a 5-D NCDHW input (padding: an int or 6 ints)."""
    stride = kernel_size if stride is None else stride
    ks = (kernel_size,) * 3 if isinstance(kernel_size, int) else tuple(kernel_size)
    pads = (padding,) * 6 if isinstance(padding, int) else tuple(padding)
    if len(ks) == 3 and len(pads) == 6 and any(pads[2 * i] + pads[2 * i + 1] > ks[i] for i in range(3)):
        raise ValueError(f"For 'AvgPool3D the sum of the pads in the two directions should be less than or equal to "
                         f"the corresponding kernel size, but got pads: ({','.join(str(v) for v in pads)}) and kernel: "
                         f"{ks}")
    return apply(prim(AVGPOOL3D, kernel_size=kernel_size, strides=stride, pad_mode="pad", pad=padding,
                      ceil_mode=bool(ceil_mode), count_include_pad=bool(count_include_pad),
                      divisor_override=int(divisor_override or 0)), (input_x,))


@op_function
def avg_pool1d(input_x: Any, kernel_size: int = 1, stride: int = 1, padding: Any = 0, ceil_mode: bool = False,
               count_include_pad: bool = True) -> Any:
    """The mean of each kernel_size window along the last axis of a 3-D (N, C, L) input."""
    from . import functional as F

    shape = tuple(input_x.shape)
    if len(shape) != 3:
        raise ShapeError(f"For 'avg_pool1d', the 'input_x' must be a 3-D Tensor, but got shape {list(shape)}.")
    for arg, v in (("kernel_size", kernel_size), ("stride", stride)):
        if isinstance(v, (tuple, list)):
            if len(v) != 1:
                raise ArgumentError(f"For 'avg_pool1d', the '{arg}' must be an int or a tuple of one int, "
                                    f"but got {v!r}.")
    k = kernel_size[0] if isinstance(kernel_size, (tuple, list)) else kernel_size
    s = stride[0] if isinstance(stride, (tuple, list)) else stride
    p = padding[0] if isinstance(padding, (tuple, list)) else padding
    x5 = F.reshape(input_x, shape[:2] + (1, 1, shape[2]))
    out = apply(prim(AVGPOOL3D, kernel_size=(1, 1, int(k)), strides=(1, 1, int(s)), pad_mode="pad",
                     pad=(0, 0, 0, 0, int(p), int(p)), ceil_mode=bool(ceil_mode),
                     count_include_pad=bool(count_include_pad), divisor_override=0), (x5,))
    return F.squeeze(F.squeeze(out, 2), 2)


__all__ = public_functions(globals())


# --- second-order grad primitives: the gradient at each window's first maximum ------------------------------
def _gather_first_max(x: np.ndarray, grad: np.ndarray, attrs: Dict[str, Any]) -> np.ndarray:
    """grad (shaped like x) read at the first maximum of each MaxPool3D window of x."""
    _, which, (k, s, pads, out, _) = _argmax_windows(x, attrs)
    gp = _padded(grad, pads, 0)
    res = np.zeros(which.shape, grad.dtype)
    for n, sl in _offsets(k, s, out):
        res = np.where(which == n, gp[(slice(None), slice(None)) + sl], res)
    return res


_GG3_ATTRS = {"kernel_size": 1, "strides": 1, "pad_mode": "VALID", "data_format": "NCDHW"}
MAXPOOL3D_GRAD_GRAD = define_op("MaxPool3DGradGrad", OpKind.OTHER, differentiable=False, attrs=dict(_GG3_ATTRS),
                                doc="MaxPool3DGradGrad(kernel_size, strides, pad_mode)(x, out, grad): grad (shaped "
                                    "like x) at the first maximum of each window (MaxPool3D's second order).")
MaxPool3DGradGrad = MAXPOOL3D_GRAD_GRAD.prim_class
MAXPOOL3D_GRAD_GRAD.def_infer(lambda x, out, grad, **a: Aval(tuple(out.shape), x.dtype))


@MAXPOOL3D_GRAD_GRAD.def_impl
def _maxpool3d_grad_grad_impl(x: Any, out: Any, grad: Any, **attrs: Any) -> np.ndarray:
    x, grad = np.asarray(x), np.asarray(grad)
    _check_grad_grad_types("MaxPool3DGradGrad", grad=grad, origin_input=x, origin_output=np.asarray(out))
    return _gather_first_max(x, grad, dict(attrs, pad_list=0)).astype(x.dtype)


def _to3d(v: Any) -> Any:
    if isinstance(v, (int, np.integer)):
        return (1, int(v), int(v))
    v = tuple(v)
    return (1,) + (v[-2:] if len(v) in (2, 4) else v)


_GG2_ATTRS = {"kernel_size": 1, "strides": 1, "pad_mode": "VALID", "data_format": "NCHW"}
MAXPOOL_GRAD_GRAD = define_op("MaxPoolGradGrad", OpKind.OTHER, differentiable=False, attrs=dict(_GG2_ATTRS),
                              doc="MaxPoolGradGrad(kernel_size, strides, pad_mode)(x, out, grad): grad (shaped like "
                                  "x) at the first maximum of each window (MaxPool's second order).")
MaxPoolGradGrad = MAXPOOL_GRAD_GRAD.prim_class
MAXPOOL_GRAD_GRAD.def_infer(lambda x, out, grad, **a: Aval(tuple(out.shape), x.dtype))


@MAXPOOL_GRAD_GRAD.def_impl
def _maxpool_grad_grad_impl(x: Any, out: Any, grad: Any, **attrs: Any) -> np.ndarray:
    x, grad = np.asarray(x), np.asarray(grad)
    _check_grad_grad_types("MaxPoolGradGrad", grad=grad, origin_input=x, origin_output=np.asarray(out))
    if x.ndim != 4:
        raise ShapeError(f"For 'MaxPoolGradGrad', the 'x' must be 4-D, but got shape {list(x.shape)}.")
    a3 = {"kernel_size": _to3d(attrs["kernel_size"]), "strides": _to3d(attrs["strides"]),
          "pad_mode": attrs["pad_mode"], "pad_list": 0}
    r = _gather_first_max(x[:, :, None], grad[:, :, None], a3)
    return r[:, :, 0].astype(x.dtype)


MAXPOOL_GRAD_GRAD_ARGMAX = define_op(
    "MaxPoolGradGradWithArgmax", OpKind.OTHER, differentiable=False, attrs=dict(_GG2_ATTRS),
    doc="MaxPoolGradGradWithArgmax(kernel_size, strides, pad_mode)(x, grad, argmax): grad (shaped like x) read at "
        "argmax, a flat index over each batch item's C*H*W.")
MaxPoolGradGradWithArgmax = MAXPOOL_GRAD_GRAD_ARGMAX.prim_class
MAXPOOL_GRAD_GRAD_ARGMAX.def_infer(lambda x, grad, argmax, **a: Aval(tuple(argmax.shape), x.dtype))


@MAXPOOL_GRAD_GRAD_ARGMAX.def_impl
def _maxpool_grad_grad_argmax_impl(x: Any, grad: Any, argmax: Any, **attrs: Any) -> np.ndarray:
    x, grad, argmax = np.asarray(x), np.asarray(grad), np.asarray(argmax)
    _check_grad_grad_types("MaxPoolGradGradWithArgmax", grad=grad, x=x)
    n = x.shape[0]
    idx = argmax.astype(np.int64).reshape(n, -1)
    flat = grad.reshape(n, -1)
    if idx.size and (idx.min() < 0 or idx.max() >= flat.shape[1]):
        raise ValueError(f"For 'MaxPoolGradGradWithArgmax', the values of 'argmax' must be in [0, {flat.shape[1]}).")
    return np.take_along_axis(flat, idx, axis=1).reshape(argmax.shape).astype(x.dtype)


# --- Conv3D / Conv3DTranspose (NCDHW, grouped) -------------------------------------------------------------
def _c3_triple(name: str, v: Any, arg: str) -> Tuple[int, int, int]:
    return _triple(name, v, arg)


def _c3_pads(name: str, pad_mode: str, pad: Any, sp, k, s, d, transpose: bool = False):
    mode = str(pad_mode).lower()
    if mode in ("valid", "same") and name == "Conv3D" and pad not in (0, (0,) * 6, [0] * 6):
        # MindSpore 2.10's ValueError (ops.conv3d(..., "valid", padding=1) computed here unpadded)
        raise OpError(f"For '{name}', the 'pad' must be zero or (0, 0, 0, 0, 0, 0) when 'pad_mode' is not \"pad\", "
                      f"but got 'pad' is {pad!r} and 'pad_mode' is {pad_mode}.")
    if mode == "valid":
        return [(0, 0)] * 3
    if mode == "same":
        out = []
        for i in range(3):
            eff = (k[i] - 1) * d[i] + 1
            if transpose:
                total = max((sp[i] - 1) * s[i] + eff - sp[i] * s[i], 0)
            else:
                o = -(-sp[i] // s[i])
                total = max((o - 1) * s[i] + eff - sp[i], 0)
            out.append((total // 2, total - total // 2))
        return out
    if mode == "pad":
        if isinstance(pad, (int, np.integer)) and not isinstance(pad, bool):
            p = (int(pad),) * 6
        elif isinstance(pad, (tuple, list)) and len(pad) == 6:
            p = tuple(int(a) for a in pad)
        else:
            raise ArgumentError(f"For '{name}', the 'pad' must be an int or a tuple of 6 ints, but got {pad!r}.")
        if min(p) < 0:
            raise ShapeError(f"For '{name}', the 'pad' must be non-negative, but got {pad!r}.")
        return [(p[0], p[1]), (p[2], p[3]), (p[4], p[5])]
    raise ArgumentError(f"For '{name}', the 'pad_mode' must be 'valid', 'same' or 'pad', but got {pad_mode!r}.")


_CONV3D_ATTRS = {"out_channel": 1, "kernel_size": 1, "mode": 1, "pad_mode": "valid", "pad": 0, "stride": 1,
                 "dilation": 1, "group": 1, "data_format": "NCDHW"}


def _conv3d_geo(x_shape, w_shape, attrs):
    name = "Conv3D"
    if len(x_shape) != 5 or len(w_shape) != 5:
        raise ShapeError(f"For '{name}', 'x' and 'weight' must be 5-D, but got {list(x_shape)} and {list(w_shape)}.")
    g = int(attrs.get("group", 1))
    if g < 1 or w_shape[0] % g:
        raise ValueError(f"For '{name}', the 'out_channel' ({w_shape[0]}) must be divisible by 'group' ({g}).")
    if x_shape[1] != w_shape[1] * g:
        raise ShapeError(f"For '{name}', x.shape[1] ({x_shape[1]}) must be equal to weight.shape[1] * group "
                         f"({w_shape[1]} * {g}).")
    k = tuple(int(v) for v in w_shape[2:])
    s, d = _c3_triple(name, attrs["stride"], "stride"), _c3_triple(name, attrs["dilation"], "dilation")
    sp = tuple(int(v) for v in x_shape[2:])
    pads = _c3_pads(name, attrs["pad_mode"], attrs["pad"], sp, k, s, d)
    out = tuple(conv_out_size(name, sp[i], pads[i][0], pads[i][1], k[i], d[i], s[i]) for i in range(3))
    return k, s, d, pads, out


def _conv_offsets(k, s, d, out):
    for off in itertools.product(*(range(kk) for kk in k)):
        yield off, tuple(slice(o * dd, o * dd + st * (ot - 1) + 1, st) for o, dd, st, ot in zip(off, d, s, out))


CONV3D = define_op("Conv3D", OpKind.OTHER, attrs=dict(_CONV3D_ATTRS),
                   call_check=lambda p, *args: _user_conv3d_types("Conv3D", args),
                   doc="Conv3D(out_channel, kernel_size, mode=1, pad_mode='valid', pad=0, stride=1, dilation=1, "
                       "group=1, data_format='NCDHW')(x, weight): 3-D cross-correlation (grouped: weight (Cout, Cin/group, ...)).")
Conv3D = CONV3D.prim_class
Conv3DAnyDtype = type("Conv3DAnyDtype", (Conv3D,), {"__doc__": "P.Conv3D taking float64 (msgraph's float64 gradient "
                                                    "checks; not public).", "user_checks": False})


@CONV3D.def_infer
def _conv3d_infer(x: Aval, w: Aval, **attrs: Any) -> Aval:
    _check_float("Conv3D", x)
    _check_conv3d_types("Conv3D", x, w)
    *_, out = _conv3d_geo(tuple(x.shape), tuple(w.shape), attrs)
    return Aval((x.shape[0], w.shape[0]) + out, x.dtype)


def _work(x: np.ndarray):
    return np.float64 if x.dtype == np.float64 else np.float32


@CONV3D.def_impl
def _conv3d_impl(x: Any, w: Any, **attrs: Any) -> np.ndarray:
    x, w = np.asarray(x), np.asarray(w)
    _check_float("Conv3D", x)
    _check_conv3d_types("Conv3D", x, w)
    k, s, d, pads, out = _conv3d_geo(x.shape, w.shape, attrs)
    if 0 in out:   # an empty output (adapt43nn/conv_empty_spatial)
        return np.zeros((x.shape[0], w.shape[0]) + out, x.dtype)
    wk = _work(x)
    xp = _padded(x.astype(wk), pads, 0.0)
    ww = w.astype(wk)
    g = int(attrs.get("group", 1))
    xg = xp.reshape((x.shape[0], g, x.shape[1] // g) + xp.shape[2:])   # (n, group, cin/group, ...); an empty batch too
    wg = ww.reshape((g, -1) + ww.shape[1:])                         # (group, cout/group, cin/group, ...)
    res = np.zeros((x.shape[0], g, wg.shape[1]) + out, wk)
    for off, sl in _conv_offsets(k, s, d, out):
        res += np.einsum("ngcdhw,goc->ngodhw", xg[(slice(None),) * 3 + sl], wg[(slice(None),) * 3 + off])
    return res.reshape((x.shape[0], w.shape[0]) + out).astype(x.dtype)


CONV3D_GRAD = define_op("Conv3DGradInputs", OpKind.OTHER, attrs=dict(_CONV3D_ATTRS), n_outputs=2, public=False,
                        differentiable=False, doc="Conv3D's gradients (x, weight, dout) -> (dx, dweight).")


@CONV3D_GRAD.def_infer
def _conv3d_grad_infer(x: Aval, w: Aval, dout: Aval, **attrs: Any) -> Any:
    return Aval(tuple(x.shape), x.dtype), Aval(tuple(w.shape), w.dtype)


@CONV3D_GRAD.def_impl
def _conv3d_grad_impl(x: Any, w: Any, dout: Any, **attrs: Any) -> Any:
    x, w, dout = np.asarray(x), np.asarray(w), np.asarray(dout)
    k, s, d, pads, out = _conv3d_geo(x.shape, w.shape, attrs)
    if 0 in out:   # an empty output: zero gradients
        return np.zeros(x.shape, x.dtype), np.zeros(w.shape, w.dtype)
    wk = _work(x)
    xp = _padded(x.astype(wk), pads, 0.0)
    grp = int(attrs.get("group", 1))
    gd = dout.astype(wk).reshape((dout.shape[0], grp, dout.shape[1] // grp) + dout.shape[2:])   # (n, group, cout/group, ...)
    wg = w.astype(wk).reshape((grp, -1) + w.shape[1:])
    xg = xp.reshape((x.shape[0], grp, x.shape[1] // grp) + xp.shape[2:])
    dxg, dwg = np.zeros(xg.shape, wk), np.zeros(wg.shape, wk)
    for off, sl in _conv_offsets(k, s, d, out):
        idx = (slice(None),) * 3 + sl
        dxg[idx] += np.einsum("ngodhw,goc->ngcdhw", gd, wg[(slice(None),) * 3 + off])
        dwg[(slice(None),) * 3 + off] = np.einsum("ngodhw,ngcdhw->goc", gd, xg[idx])
    dxp = dxg.reshape(xp.shape)
    return _crop(dxp, pads, x.shape[2:]).astype(x.dtype), dwg.reshape(w.shape).astype(w.dtype)


@bprop_getters.register(Conv3D)
def get_bprop_conv3d(self: Any):
    attrs = dict(self.attrs)

    def bprop(x, w, out, dout):
        dx, dw = apply(prim(CONV3D_GRAD, **attrs), (x, w, dout))
        return dx, dw
    return bprop


def check_c3t_dilation(dilation: Any) -> Tuple[int, int, int]:
    """Conv3DTranspose's dilation as 3 ints; MindSpore 2.10 refuses a depth dilation other than 1 (its
    primitive's ``third_one`` check, made when nn.Conv3dTranspose is built; nn29)."""
    d = _c3_triple("Conv3DTranspose", dilation, "dilation")
    if d[0] != 1:
        raise ValueError(f"For 'Conv3DTranspose', the depth of parameter 'dilation' must be 1, but got {d[0]}.")
    return d


_C3T_ATTRS = {"in_channel": 1, "out_channel": 1, "kernel_size": 1, "mode": 1, "pad_mode": "valid", "pad": 0,
              "stride": 1, "dilation": 1, "group": 1, "output_padding": 0, "data_format": "NCDHW"}


def _c3t_geo(x_shape, w_shape, attrs):
    name = "Conv3DTranspose"
    if len(x_shape) != 5 or len(w_shape) != 5:
        raise ShapeError(f"For '{name}', 'dout' and 'weight' must be 5-D, but got {list(x_shape)} and "
                         f"{list(w_shape)}.")
    g = int(attrs.get("group", 1))
    if g < 1 or w_shape[0] % g:
        raise ValueError(f"For '{name}', the 'in_channel' ({w_shape[0]}) must be divisible by 'group' ({g}).")
    if x_shape[1] != w_shape[0]:
        raise ShapeError(f"For '{name}', dout.shape[1] ({x_shape[1]}) must be equal to weight.shape[0] "
                         f"({w_shape[0]}).")
    k = tuple(int(v) for v in w_shape[2:])
    s, d = _c3_triple(name, attrs["stride"], "stride"), check_c3t_dilation(attrs["dilation"])
    op = attrs.get("output_padding", 0)
    opad = (int(op),) * 3 if isinstance(op, (int, np.integer)) else tuple(int(v) for v in op)[-3:]
    sp = tuple(int(v) for v in x_shape[2:])
    pads = _c3_pads(name, attrs["pad_mode"], attrs["pad"], sp, k, s, d, transpose=True)
    # 'valid' / 'same' with a stride above the (dilated) kernel: MindSpore 2.10's output is ``in * stride``
    # (+ the kernel's overhang), zeros after the last window (h-api, session 22; conformance api22/ops_names.py)
    extra = [max(s[i] - (k[i] - 1) * d[i] - 1, 0) if str(attrs["pad_mode"]).lower() in ("valid", "same") else 0
             for i in range(3)]
    full = tuple((sp[i] - 1) * s[i] + (k[i] - 1) * d[i] + 1 + opad[i] + extra[i] for i in range(3))
    out = tuple(full[i] - pads[i][0] - pads[i][1] for i in range(3))
    if min(out) < 0:   # MindSpore 2.10's CPU kernel (a size of 0 is the empty result: adapt43nn)
        raise OpRuntimeError(f"For '{name}', the output shape must not be negative, but got {list(out)}.")
    return k, s, d, pads, sp, full, out


CONV3D_TRANSPOSE = define_op("Conv3DTranspose", OpKind.OTHER, attrs=dict(_C3T_ATTRS),
                             call_check=lambda p, *args: _user_conv3d_types("Conv3DTranspose", args),
                             doc="Conv3DTranspose(in_channel, out_channel, kernel_size, mode=1, pad_mode='valid', "
                                 "pad=0, stride=1, dilation=1, group=1, output_padding=0)(dout, weight [Cin, Cout, "
                                 "kd, kh, kw]): the transposed 3-D convolution (grouped: weight (Cin, Cout/group, ...)).")
Conv3DTranspose = CONV3D_TRANSPOSE.prim_class
Conv3DTransposeAnyDtype = type("Conv3DTransposeAnyDtype", (Conv3DTranspose,), {
    "__doc__": "P.Conv3DTranspose taking float64 (msgraph's float64 gradient checks; not public).",
    "user_checks": False})


@CONV3D_TRANSPOSE.def_infer
def _c3t_infer(x: Aval, w: Aval, **attrs: Any) -> Aval:
    _check_float("Conv3DTranspose", x)
    _check_conv3d_types("Conv3DTranspose", x, w)
    *_, out = _c3t_geo(tuple(x.shape), tuple(w.shape), attrs)
    return Aval((x.shape[0], w.shape[1] * int(attrs.get("group", 1))) + out, x.dtype)


@CONV3D_TRANSPOSE.def_impl
def _c3t_impl(x: Any, w: Any, **attrs: Any) -> np.ndarray:
    x, w = np.asarray(x), np.asarray(w)
    _check_float("Conv3DTranspose", x)
    _check_conv3d_types("Conv3DTranspose", x, w)
    k, s, d, pads, sp, full, out = _c3t_geo(x.shape, w.shape, attrs)
    if 0 in sp or 0 in out:   # an empty input or output: zeros
        return np.zeros((x.shape[0], w.shape[1] * int(attrs.get("group", 1))) + out, x.dtype)
    wk, g = _work(x), int(attrs.get("group", 1))
    xg = x.astype(wk).reshape((x.shape[0], g, x.shape[1] // g) + sp)   # (n, group, cin/group, ...)
    wg = w.astype(wk).reshape((g, -1) + w.shape[1:])                 # (group, cin/group, cout/group, k...)
    res = np.zeros((x.shape[0], g, w.shape[1]) + full, wk)
    for off, sl in _conv_offsets(k, s, d, sp):
        res[(slice(None),) * 3 + sl] += np.einsum("ngodhw,goc->ngcdhw", xg, wg[(slice(None),) * 3 + off])
    return _crop(res.reshape((x.shape[0], g * w.shape[1]) + full), pads, out).astype(x.dtype)


CONV3D_TRANSPOSE_GRAD = define_op("Conv3DTransposeGradInputs", OpKind.OTHER, attrs=dict(_C3T_ATTRS), n_outputs=2,
                                  public=False, differentiable=False,
                                  doc="Conv3DTranspose's gradients (dout, weight, grad) -> (d dout, dweight).")


@CONV3D_TRANSPOSE_GRAD.def_infer
def _c3t_grad_infer(x: Aval, w: Aval, g: Aval, **attrs: Any) -> Any:
    return Aval(tuple(x.shape), x.dtype), Aval(tuple(w.shape), w.dtype)


@CONV3D_TRANSPOSE_GRAD.def_impl
def _c3t_grad_impl(x: Any, w: Any, g: Any, **attrs: Any) -> Any:
    x, w, g = np.asarray(x), np.asarray(w), np.asarray(g)
    k, s, d, pads, sp, full, out = _c3t_geo(x.shape, w.shape, attrs)
    if 0 in sp or 0 in out:   # an empty input or output: zero gradients
        return np.zeros(x.shape, x.dtype), np.zeros(w.shape, w.dtype)
    wk, grp = _work(x), int(attrs.get("group", 1))
    gf = np.zeros(g.shape[:2] + full, wk)
    gf[(slice(None), slice(None)) + tuple(slice(b, b + n) for (b, _), n in zip(pads, out))] = g
    gf = gf.reshape((g.shape[0], grp, g.shape[1] // grp) + full)      # (n, group, cout/group, ...)
    xg = x.astype(wk).reshape((x.shape[0], grp, x.shape[1] // grp) + sp)
    wg = w.astype(wk).reshape((grp, -1) + w.shape[1:])
    dx, dw = np.zeros(xg.shape, wk), np.zeros(wg.shape, wk)
    for off, sl in _conv_offsets(k, s, d, sp):
        gs = gf[(slice(None),) * 3 + sl]
        dx += np.einsum("ngcdhw,goc->ngodhw", gs, wg[(slice(None),) * 3 + off])
        dw[(slice(None),) * 3 + off] = np.einsum("ngodhw,ngcdhw->goc", xg, gs)
    return dx.reshape(x.shape).astype(x.dtype), dw.reshape(w.shape).astype(w.dtype)


@bprop_getters.register(Conv3DTranspose)
def get_bprop_conv3d_transpose(self: Any):
    attrs = dict(self.attrs)

    def bprop(x, w, out, dout):
        if np_dtype(w) == np.float16:
            # MindSpore 2.10 (CPU, both modes): the float16 weight's gradient is the float32 filter gradient, not cast
            # back (measured, session 36: adapt36nn/conv3d_transpose_f16_grad); the input's is rounded to float16
            F = _F()
            dx, dw = apply(prim(CONV3D_TRANSPOSE_GRAD, **attrs),
                           tuple(F.cast(v, mstype.float32) for v in (x, w, dout)))
            return F.cast(dx, mstype.float16), dw
        dx, dw = apply(prim(CONV3D_TRANSPOSE_GRAD, **attrs), (x, w, dout))
        return dx, dw
    return bprop
