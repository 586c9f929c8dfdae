"""Fused batch normalization: one ``BatchNorm`` op (training and inference forms) and one fused
backward op ``BatchNormGrad``, both numpy over an ``(N, C, L)`` view of the input (``L`` the
product of the spatial dims, 1 for ``(N, C)``).  nn.BatchNorm1d/2d (and so BatchNorm3d,
SyncBatchNorm) call it in both modes: PyNative runs the impl, Graph mode emits the same op.

``BatchNorm(is_training, epsilon)(x, scale, bias, mean, variance) -> (y, mean_out, var_out)``

* training: per-channel batch mean and *biased* variance of ``x``;
  ``y = (x - mean) * rsqrt(var + epsilon) * scale + bias``; ``mean_out``/``var_out`` are those
  batch statistics (the layer updates the moving statistics from them, MindSpore's formula:
  ``moving = moving * momentum + stat * (1 - momentum)``, the variance made unbiased).  The
  ``mean``/``variance`` inputs are not read.
* inference: normalizes with the ``mean``/``variance`` inputs; ``mean_out``/``var_out`` are those
  inputs.

Not MindSpore's ``P.BatchNorm`` (that primitive writes the moving statistics in place and returns
five outputs), so the primitive class is internal (``public=False``).

``BatchNormGrad(epsilon)(dy, x, scale, mean, variance, dmean, dvar) -> (dx, dscale, dbias)`` is the
training form's backward, with ``xhat = (x - mean) * r``, ``r = rsqrt(variance + epsilon)``, ``m``
the element count per channel, sums per channel::

    dbias = sum(dy);  dscale = sum(dy * xhat)
    dx = scale * r * (dy - dbias / m - xhat * dscale / m) + dmean / m + 2 * dvar * (x - mean) / m

(``dmean``/``dvar`` are the cotangents of the batch statistics outputs).  Its own bprop is a
composition of registry ops, so gradients of any order stay inside the op set.

float32 (and float16, computed in float32) follows MindSpore 2.10's CPU kernels bit for bit (act32): they are
oneDNN's ``ncsp_bnorm`` (plain NCHW) forward and backward.  Under MindSpore's threadpool runtime that kernel sums
each channel in one thread (``dnnl_thr_syncable()`` is false, so no split over N or the spatial axis): for each
sample n its ``omp simd`` reduction over the L spatial values keeps 4 float32 lanes (lane j the sequential sum of
elements j, j + 4, ...; the last ``L % 4`` elements added to lane 0), and the running sum takes the lanes one by one
(``s = s + l0 + l1 + l2 + l3``, sample after sample, from 0).  The mean is that sum divided by ``float(N * L)``,
the variance the same sum of ``(x - mean)^2`` divided likewise (:func:`_dnnl_csum`).  Backward:
``dscale = sum((x - mean) * dy) * r`` and ``dbias = sum(dy)`` by the same order, ``r = 1 / sqrt(var + eps)``, and
``dx = (dy - (dbias / M + (x - mean) * dscale * r / M)) * (scale * r)`` left to right.  float64 keeps numpy's sums.

Speed (perf32): numpy can state those sequential sums only through transposed copies (2-6x slower than numpy's own
sums), so on large float32 arrays PyNative runs the same loops as compiled Numba kernels (``_fastpath.run_kernel``:
the sums, and each direction's normalization fused into one sweep).  The order is described once (the lanes of a
sample's sum, the summed terms' and the normalizations' expressions: ``FWD_LANES`` ... ``DX_EXPR``), and both the
numpy functions (the definition, and the fallback: small arrays, Numba off, the kernel not loaded yet) and the
kernels' source are made from it, bit for bit the same.
"""
from __future__ import annotations

import re
from typing import Any, Tuple

import numpy as np

from ..common import dtype as mstype
from ..common.aval import Aval
from ..errors import DTypeError, ShapeError
from . import _fastpath
from ._helpers import fmt_shape, np_dtype, shape_of
from ._window import _F
from .registry import OpKind, apply, bprop_getters, define_op, prim


def _check(name: str, x: Any, params: Tuple[Any, ...]) -> int:
    xs = tuple(x.shape)
    if len(xs) < 2:
        raise ShapeError(f"For '{name}', the input 'x' must have at least 2 dims, but got {fmt_shape(xs)}.")
    if np.dtype(x.dtype).kind != "f":
        raise DTypeError(f"For '{name}', the input 'x' must be a float tensor, but got {np.dtype(x.dtype)}.")
    c = xs[1]
    for p in params:
        if tuple(p.shape) != (c,):
            raise ShapeError(f"For '{name}', the per-channel inputs must have shape ({c},), "
                             f"but got {fmt_shape(p.shape)}.")
    return c


def _ncl(x: np.ndarray) -> np.ndarray:
    """``x`` as a contiguous ``(N, C, L)`` array (a view when ``x`` is contiguous)."""
    # the spatial size explicitly: an empty batch reshapes too (adapt42nn/batchnorm_empty_batch)
    return np.ascontiguousarray(x).reshape(x.shape[0], x.shape[1], int(np.prod(x.shape[2:], dtype=np.int64)))


def _acc(dt: np.dtype) -> np.dtype:
    """The accumulation dtype: float32 at least (half-precision sums accumulate in float32, as numpy's mean)."""
    return np.promote_types(dt, np.float32)


def _stat_dtype(xdt: Any, sdt: Any) -> np.dtype:
    """The dtype of the batch statistics and of the parameter gradients: the input's, or the parameters'
    where those are wider (MindSpore: a float16 input with float32 gamma/beta has float32 statistics)."""
    xdt, sdt = np.dtype(xdt), np.dtype(sdt)
    return np.promote_types(xdt, sdt) if sdt.kind == "f" else xdt


def _csum(a: np.ndarray) -> np.ndarray:
    """Per-channel sum of an ``(N, C, L)`` array (pairwise along the contiguous axis)."""
    acc = _acc(a.dtype)
    return a.sum(axis=2, dtype=acc).sum(axis=0)


# --- oneDNN's float32 order, described once (module docstring) --------------------------------------------------
# The numpy functions (the definition, run on small arrays, without Numba, until a kernel is compiled) and the Numba
# kernels' source (PyNative's fast path, ``_fastpath.run_kernel``) are both made from these: the lanes of each
# sample's sum and the expressions of the summed terms and of the normalizations, in names ``x``, ``dy`` (elements
# of the (N, C, L) arrays), per-channel values and scalars.  Bit identity: tests/ops/test_batchnorm_dnnl_order.py.

#: lanes of one sample's sum in the forward's ``omp simd`` reduction (lane j: elements j, j + 4, ..., the last
#: ``L % 4`` into lane 0) and in the backward's plain loops (GCC does not vectorize them); the channel's running sum
#: takes each sample's lanes one by one (``s = s + l0 + l1 + l2 + l3``), sample after sample, from 0
FWD_LANES, BWD_LANES = 4, 1
#: the summed terms (``m``: the channel's mean)
SUM_X, SUM_SQ, SUM_DOT, SUM_DY = "x", "(x - m) * (x - m)", "(x - m) * dy", "dy"
#: the forward's normalization (``k = scale / sqrt(var + eps)``, ``b`` the bias) and the backward's dx (``ds``
#: dscale, ``r = 1 / sqrt(var + eps)``, ``cnt = N * L``, ``bm = dbias / cnt``, ``g = scale * r``), left to right
Y_EXPR = "(x - m) * k + b"
DX_EXPR = "(dy - ((x - m) * ds * r / cnt + bm)) * g"
_ELEMS = ("x", "dy")


def _evaluate(expr: str, **values: Any) -> np.ndarray:
    """``expr`` by numpy: ``x`` / ``dy`` (N, C, L) arrays, per-channel (C,) arrays, scalars; each step rounded to the
    operands' dtype as the kernel's float32 loop rounds it."""
    env = {k: (v[:, None] if k not in _ELEMS and isinstance(v, np.ndarray) and v.ndim == 1 else v)
           for k, v in values.items()}
    code = _CODE.get(expr)
    if code is None:
        code = _CODE[expr] = compile(expr, f"<BatchNorm {expr}>", "eval")
    with np.errstate(all="ignore"):
        return eval(code, {"__builtins__": {}}, env)  # noqa: S307 - the module's own expressions above


_CODE: dict = {}


#: a group of 1 / 4 float32 lanes as one numpy element (the transposed copies move whole groups)
_GROUP = {1: np.dtype(np.float32), 4: np.dtype(np.complex128)}


def _lanes_csum(v: np.ndarray, lanes: int) -> np.ndarray:
    """Per-channel float32 sum of an ``(N, C, L)`` array in the order of ``lanes`` (:data:`FWD_LANES`,
    :data:`BWD_LANES`).  Each lane's sequential sum is a numpy reduction over the leading axis of a ``(K, n, C,
    lanes)`` copy of the sample's groups of ``lanes`` elements (an add.reduce over a non-inner axis adds row after
    row), a block of samples at a time so the copy stays in cache; the running sum is np.add.accumulate
    (sequential by definition)."""
    n, c, l = v.shape
    v = v.astype(np.float32, copy=False)
    k = l // lanes
    per = np.zeros((n, c, lanes), np.float32)
    if k and n:
        body = v[:, :, :lanes * k]
        if body.strides[2] != 4:
            body = np.ascontiguousarray(body)
        z = body.view(_GROUP[lanes])                             # (n, c, k): one element per group of lanes
        nb = max(1, (1 << 18) // max(c * k * lanes, 1))
        if nb == 1 and c * lanes == 1:
            nb = 2   # (a lone reduced axis would be summed pairwise: see below)
        tmp = np.empty((k, min(nb, n), c), _GROUP[lanes])
        for i in range(0, n, nb):
            zz = z[i:i + nb]
            t = tmp[:, :zz.shape[0]]
            t[...] = zz.transpose(2, 0, 1)
            if zz.shape[0] * c * lanes == 1:
                per[i, 0, 0] = np.add.accumulate(t.reshape(k))[-1]
            else:
                np.add.reduce(t.view(np.float32).reshape(k, zz.shape[0], c, lanes), axis=0, out=per[i:i + nb])
    for j in range(lanes * k, l):
        per[:, :, 0] += v[:, :, j]
    seq = np.concatenate([np.zeros((1, c), np.float32), per.transpose(0, 2, 1).reshape(n * lanes, c)])
    return np.add.accumulate(seq, axis=0)[-1]


def _dnnl_csum(v: np.ndarray) -> np.ndarray:
    """Per-channel float32 sum of an ``(N, C, L)`` array in oneDNN ncsp batch normalization's forward order."""
    return _lanes_csum(v, FWD_LANES)


def _seq_csum(v: np.ndarray) -> np.ndarray:
    """Per-channel float32 sum of an ``(N, C, L)`` array as oneDNN ncsp batch normalization's backward loops add."""
    return _lanes_csum(v, BWD_LANES)


# --- the same as compiled kernels: their source made from the description above ----------------------------------
# float32 throughout, no fastmath (no reassociation, no contraction into FMAs).  Independent sums are interleaved
# (``group`` samples of a channel at a time) so the loops are not bound by the add latency.

def _element(expr: str, n: str, j: str) -> str:
    """``expr`` with ``x`` / ``dy`` read at sample ``n``, the channel ``ci``, position ``j``."""
    return re.sub(r"\b(x|dy)\b", lambda mo: f"{mo.group(1)}[{n}, ci, {j}]", expr)


def _csum_source(lanes: int, group: int, terms: Tuple[str, ...]) -> Any:
    """``source(fname)``: ``def fname(x, dy, mean, out0, out1, ...)``, ``out_i[c]`` the channel sum of ``terms[i]``
    in the order of ``lanes`` (:func:`_lanes_csum`), ``group`` samples at a time."""
    def block(ns: "list", ind: str) -> str:
        acc = [[[f"a{t}_{a}_{q}" for q in range(lanes)] for a in range(len(ns))] for t in range(len(terms))]
        lines = [f"{acc[t][a][q]} = np.float32(0.0)" for t in range(len(terms)) for a in range(len(ns))
                 for q in range(lanes)]
        lines += ["for i in range(k):", f"    b = {lanes} * i"]
        lines += [f"    {acc[t][a][q]} += {_element(term, nn, f'b + {q}')}" for a, nn in enumerate(ns)
                  for q in range(lanes) for t, term in enumerate(terms)]
        if lanes > 1:
            lines += [f"for j in range({lanes} * k, l):"]
            lines += [f"    {acc[t][a][0]} += {_element(term, nn, 'j')}" for a, nn in enumerate(ns)
                      for t, term in enumerate(terms)]
        lines += [f"s{t} = s{t} + " + " + ".join(acc[t][a]) for a in range(len(ns)) for t in range(len(terms))]
        return "".join(ind + ln + "\n" for ln in lines)

    outs = ", ".join(f"out{t}" for t in range(len(terms)))

    def src(fname: str) -> str:
        return (f"def {fname}(x, dy, mean, {outs}):\n"
                f"    n, c, l = x.shape\n"
                f"    k = l // {lanes}\n"
                f"    ng = n - n % {group}\n"
                f"    for ci in range(c):\n"
                f"        m = mean[ci]\n"
                + "".join(f"        s{t} = np.float32(0.0)\n" for t in range(len(terms))) +
                f"        for ni in range(0, ng, {group}):\n"
                + block(["ni"] + [f"ni + {a}" for a in range(1, group)], " " * 12) +
                f"        for ni in range(ng, n):\n"
                + block(["ni"], " " * 12)
                + "".join(f"        out{t}[ci] = s{t}\n" for t in range(len(terms))))
    return src


def _ew_source(expr: str, elems: Tuple[str, ...], chans: Tuple[str, ...], scalars: Tuple[str, ...]) -> Any:
    """``source(fname)``: ``def fname(<elems>, <chans>, <scalars>, out)``, ``out`` = ``expr`` per element (the
    per-channel names read at the channel, each scalar a 1-element array)."""
    def src(fname: str) -> str:
        args = ", ".join(elems + tuple(f"{v}_a" for v in chans + scalars))
        body = _element(expr, "ni", "j")
        return (f"def {fname}({args}, out):\n"
                f"    n, c, l = {elems[0]}.shape\n"
                + "".join(f"    {v} = {v}_a[0]\n" for v in scalars) +
                f"    for ni in range(n):\n"
                f"        for ci in range(c):\n"
                + "".join(f"            {v} = {v}_a[ci]\n" for v in chans) +
                f"            for j in range(l):\n"
                f"                out[ni, ci, j] = {body}\n")
    return src


_y_source = _ew_source(Y_EXPR, ("x",), ("m", "k", "b"), ())
_dx_source = _ew_source(DX_EXPR, ("x", "dy"), ("m", "ds", "r", "bm", "g"), ("cnt",))


#: Smallest input (elements) that runs the kernels: BatchNorm's numpy path is ~30 numpy calls (0.1 ms at
#: (8, 16, 12, 12), 18k elements, where the kernels take ~0.02 ms: measured perf32), so a lower bar than the
#: elementwise ops' MIN_SIZE.
_KERNEL_MIN = 1 << 12

_LANES = _csum_source(FWD_LANES, 2, (SUM_X,))
_LANES_SQ = _csum_source(FWD_LANES, 2, (SUM_SQ,))
_GRAD_SUMS = _csum_source(BWD_LANES, 4, (SUM_DOT, SUM_DY))
_SIG4 = ((np.float32, 3), (np.float32, 3), (np.float32, 1), (np.float32, 1))


def _kernel_csum(x3: np.ndarray, mean: Any = None) -> Any:
    """:func:`_dnnl_csum` of ``x3`` (of ``(x3 - mean) ** 2`` given ``mean``) by its compiled kernel; None: use numpy."""
    if x3.dtype != np.float32 or not x3.flags.c_contiguous or x3.size < _KERNEL_MIN:
        return None
    out = np.empty(x3.shape[1], np.float32)
    if mean is None:   # (x3 stands for the unread dy, out for the unread mean)
        ok = _fastpath.run_kernel("BatchNorm_csum", _LANES, _SIG4, (x3, x3, out, out), x3.size, _KERNEL_MIN)
    else:
        ok = _fastpath.run_kernel("BatchNorm_csum_sq", _LANES_SQ, _SIG4,
                                  (x3, x3, np.ascontiguousarray(mean, np.float32), out), x3.size, _KERNEL_MIN)
    return out if ok else None


def _kernel_grad_sums(dy3: np.ndarray, x3: np.ndarray, mean: np.ndarray) -> Any:
    """(:func:`_seq_csum` of ``(x3 - mean) * dy3``, of ``dy3``) by the compiled kernel; None: use numpy."""
    if not (x3.dtype == dy3.dtype == np.float32 and x3.flags.c_contiguous and dy3.flags.c_contiguous) \
            or x3.size < _KERNEL_MIN:
        return None
    sdot, sdy = np.empty(x3.shape[1], np.float32), np.empty(x3.shape[1], np.float32)
    sig = ((np.float32, 3), (np.float32, 3), (np.float32, 1), (np.float32, 1), (np.float32, 1))
    if _fastpath.run_kernel("BatchNormGrad_sums", _GRAD_SUMS, sig,
                            (x3, dy3, np.ascontiguousarray(mean, np.float32), sdot, sdy), x3.size, _KERNEL_MIN):
        return sdot, sdy
    return None


def _kernel_y(x3: np.ndarray, mean: np.ndarray, k: np.ndarray, bias: np.ndarray, relu: bool = False) -> Any:
    """``(x3 - mean) * k + bias`` per channel by the compiled kernel (one pass, no temporary); ``relu``: ReLU's
    kernel expression applied to each element (BatchNormReLU); None: use numpy."""
    if x3.dtype != np.float32 or not x3.flags.c_contiguous or x3.size < _KERNEL_MIN:
        return None
    out = np.empty(x3.shape, np.float32)
    c1 = ((np.float32, 1),)
    args = (x3,) + tuple(np.ascontiguousarray(a, np.float32) for a in (mean, k, bias)) + (out,)
    name, src = ("BatchNormReLU_y", _y_relu_source()) if relu else ("BatchNorm_y", _y_source)
    return out if _fastpath.run_kernel(name, src, ((np.float32, 3),) + c1 * 3 + ((np.float32, 3),),
                                       args, x3.size, _KERNEL_MIN) else None


def _relu_op():
    from .nn_ops import RELU   # (nn_ops imports after this module)

    return RELU


_Y_RELU: list = []


def _y_relu_source() -> Any:
    """The y kernel's source with ReLU's float32 kernel expression around Y_EXPR (made once, when first asked)."""
    if not _Y_RELU:
        _Y_RELU.append(_ew_source(_relu_op().kernel(np.dtype(np.float32), f"({Y_EXPR})"), ("x",), ("m", "k", "b"), ()))
    return _Y_RELU[0]


def _cdot(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Per-channel ``sum(a * b)`` of two ``(N, C, L)`` arrays without a full-size temporary."""
    return np.einsum("ncl,ncl->nc", a, b, dtype=_acc(np.result_type(a, b))).sum(axis=0)


# --- BatchNorm ------------------------------------------------------------------------------------------
def bn_amp_keep(p: Any) -> Tuple[int, ...]:
    """The inputs mixed precision leaves in their dtype: MindSpore 2.10's BatchNorm marks scale, bias, mean and
    variance RW_WRITE in training only (inference drops its signatures): under ``to_float(float16)`` / amp O3 an
    inference BatchNorm computes with all of them cast to float16 (its scale gradient rounded to float16;
    adapt43amp/bn_infer_to_float16)."""
    return (1, 2, 3, 4) if p.attrs.get("is_training", True) else ()


BATCH_NORM = define_op("BatchNorm", OpKind.OTHER, attrs={"is_training": True, "epsilon": 1e-5}, n_outputs=3,
                       public=False, cost=8, amp_keep=bn_amp_keep,
                       doc="BatchNorm(is_training=True, epsilon=1e-5)(x, scale, bias, mean, variance) -> "
                           "(y, mean_out, var_out): channel axis 1; training normalizes with the batch "
                           "mean and biased variance (returned), inference with the given statistics.")
BatchNorm = BATCH_NORM.prim_class


@BATCH_NORM.def_infer
def _batch_norm_infer(x: Aval, scale: Aval, bias: Aval, mean: Aval, variance: Aval,
                      **attrs: Any) -> Tuple[Aval, Aval, Aval]:
    c = _check("BatchNorm", x, (scale, bias, mean, variance))
    sd = _stat_dtype(x.dtype, scale.dtype)
    return Aval(tuple(x.shape), x.dtype), Aval((c,), sd), Aval((c,), sd)


@BATCH_NORM.def_impl
def _batch_norm_impl(x: Any, scale: Any, bias: Any, mean: Any, variance: Any, is_training: bool = True,
                     epsilon: float = 1e-5) -> Tuple[np.ndarray, np.ndarray, np.ndarray]:
    return _batch_norm(x, scale, bias, mean, variance, is_training, epsilon)


def _batch_norm(x: Any, scale: Any, bias: Any, mean: Any, variance: Any, is_training: bool = True,
                epsilon: float = 1e-5, relu: bool = False) -> Tuple[np.ndarray, np.ndarray, np.ndarray]:
    """BatchNorm; ``relu``: ReLU of y (BatchNormReLU), in y's kernel where it runs, else ReLU's impl after."""
    x = np.asarray(x)
    scale, bias, mean, variance = (np.asarray(a) for a in (scale, bias, mean, variance))
    _check("BatchNorm", x, (scale, bias, mean, variance))
    xdt = x.dtype
    sdt = np.dtype(_stat_dtype(x.dtype, scale.dtype))
    # float16 is normalized in float32 (MindSpore's kernel), float16 parameters too: their statistics rounded after
    dt = np.dtype(_acc(sdt))
    x3 = _ncl(x).astype(dt, copy=False)
    m = x3.shape[0] * x3.shape[2]
    if is_training and dt == np.float32:
        # oneDNN's order (module docstring): the sums, each divided by float(N * L)
        cnt = np.float32(max(m, 1))
        s = _kernel_csum(x3)
        mean = ((_dnnl_csum(x3) if s is None else s) / cnt).astype(dt, copy=False)
        s = _kernel_csum(x3, mean)
        if s is None:
            s = _dnnl_csum(_evaluate(SUM_SQ, x=x3, m=mean))
        variance = (s / cnt).astype(dt, copy=False)
    elif is_training:
        mean = (_csum(x3) / max(m, 1)).astype(dt, copy=False)
        u = x3 - mean[:, None]
        variance = (_cdot(u, u) / max(m, 1)).astype(dt, copy=False)
    else:
        mean = mean.astype(dt, copy=True)
        variance = variance.astype(dt, copy=True)
    k = (scale.astype(dt, copy=False) / np.sqrt(variance + dt.type(epsilon))).astype(dt, copy=False)
    bias = bias.astype(dt, copy=False)
    fused = relu and xdt == dt == np.float32
    y = _kernel_y(x3, mean, k, bias, fused) if dt == np.float32 else None
    if y is None:
        y = _evaluate(Y_EXPR, x=x3, m=mean, k=k, b=bias)
        fused = False
    y = y.reshape(x.shape).astype(xdt, copy=False)
    if relu and not fused:
        y = _relu_op().impl(y)
    return y, mean.astype(sdt, copy=False), variance.astype(sdt, copy=False)


# --- BatchNorm with ReLU on its output, one op (Graph mode) ---------------------------------------------------------
# ``ReLU(BatchNorm(x, ...)[0])`` (a ResNet block's first normalization) writes y in one sweep and reads it again in
# ReLU's.  Graph mode's ``fuse_epilogues`` pass (passes/epilogue.py, through BatchNorm's ``take_reader`` trait) makes
# the BatchNorm node this op when the ReLU is y's only reader: y's kernel applies ReLU's kernel expression to each
# element it writes (float32: ReLU's eager-kernel dtype, bit for bit its numpy impl), the statistics unchanged.
# Otherwise (no kernel yet, small arrays, other dtypes) it is BatchNorm's impl then ReLU's: the definition.  PyNative
# runs the two ops.
BATCH_NORM_RELU = define_op("BatchNormReLU", OpKind.OTHER, attrs={"is_training": True, "epsilon": 1e-5}, n_outputs=3,
                            public=False, cost=8, differentiable=False,
                            doc="BatchNormReLU(is_training=True, epsilon=1e-5)(x, scale, bias, mean, variance) -> "
                                "(ReLU(y), mean_out, var_out): BatchNorm then ReLU of y, one op (Graph mode's "
                                "epilogue fusion).")


@BATCH_NORM_RELU.def_infer
def _batch_norm_relu_infer(x: Aval, scale: Aval, bias: Aval, mean: Aval, variance: Aval,
                           **attrs: Any) -> Tuple[Aval, Aval, Aval]:
    return _batch_norm_infer(x, scale, bias, mean, variance, **attrs)


@BATCH_NORM_RELU.def_impl
def _batch_norm_relu_impl(x: Any, scale: Any, bias: Any, mean: Any, variance: Any, is_training: bool = True,
                          epsilon: float = 1e-5) -> Tuple[np.ndarray, np.ndarray, np.ndarray]:
    return _batch_norm(x, scale, bias, mean, variance, is_training, epsilon, relu=True)


def _batch_norm_take_reader(n: Any, user: Any) -> bool:
    """BatchNorm's ``take_reader`` trait (passes/epilogue.py): ``user``, the only reader of BatchNorm node ``n``'s y,
    is ``ReLU(y)`` (float32): ``n`` becomes BatchNormReLU, whose y is that ReLU's result."""
    if getattr(user.op, "op", None) is not _relu_op() or n.structured_args or user.structured_args:
        return False
    if list(user.inputs) != [n.outputs[0]] or len(n.inputs) != 5 or len(user.outputs) != 1:
        return False
    f32 = np.dtype(np.float32)
    x, y, r = n.inputs[0], n.outputs[0], user.outputs[0]
    if any(getattr(v, "aval", None) is None or v.aval.dtype != f32 for v in (x, y, r)) \
            or tuple(y.aval.shape) != tuple(r.aval.shape):
        return False
    n.op = prim(BATCH_NORM_RELU, **n.op.attrs)
    return True


BATCH_NORM.take_reader = _batch_norm_take_reader


@bprop_getters.register(BatchNorm)
def get_bprop_batch_norm(self: Any):
    training, eps = bool(self.attrs["is_training"]), float(self.attrs["epsilon"])

    def bprop(x, scale, bias, mean, variance, out, dout):
        F = _F()
        if training:
            dx, dscale, dbias = apply(prim(BATCH_NORM_GRAD, epsilon=eps),
                                      (dout[0], x, scale, out[1], out[2], dout[1], dout[2]))
            return dx, dscale, dbias, F.zeros_like(mean), F.zeros_like(variance)
        # inference: y = (x - mean) * r * scale + bias with the given statistics (rarely differentiated)
        nd = len(shape_of(x))
        axes = (0,) + tuple(range(2, nd))
        bshape = (1, -1) + (1,) * (nd - 2)
        dy = dout[0]
        pdt, xdt = F.dtype(scale), F.dtype(x)
        if np_dtype(scale) == np.float16:   # MindSpore's kernel: float16 parameters' gradients computed in float32
            dy, x, scale, mean, variance = (F.cast(a, mstype.float32) for a in (dy, x, scale, mean, variance))
        r = F.rsqrt(F.add(variance, eps))
        u = F.sub(x, F.reshape(mean, bshape))
        gr = F.reshape(F.mul(scale, r), bshape)
        dyg = F.mul(dy, gr)
        dx = F.cast(dyg, xdt)  # MindSpore: the input's dtype (a float16 input with float32 statistics)
        dscale = F.mul(F.reduce_sum(F.mul(dy, u), axes), r)
        dbias = F.reduce_sum(F.cast(dy, F.dtype(scale)), axes)  # the parameters' dtype (float32 for a float16 x)
        dscale, dbias = F.cast(dscale, pdt), F.cast(dbias, pdt)
        # MindSpore's BatchNorm bprop gives the moving statistics no gradient in inference either (BatchNormGrad
        # returns none for them; msgraph differentiated through them before h-grad26)
        return dx, dscale, dbias, F.zeros_like(mean), F.zeros_like(variance)
    return bprop


# --- BatchNormMovingAverage ------------------------------------------------------------------------------
MOVING_AVERAGE = define_op("BatchNormMovingAverage", OpKind.OTHER, attrs={"keep": 0.9, "factor": 0.1, "correction": 1.0},
                           differentiable=False, public=False,
                           doc="BatchNormMovingAverage(keep, factor, correction=1)(moving, stat) -> moving * keep + "
                               "(stat * correction) * factor, in moving's dtype: the moving statistics' update of a "
                               "training BatchNorm (correction: the variance's unbiasing n / (n - 1), applied first, "
                               "rounded to stat's dtype, as MindSpore's kernel).  MindSpore's kernel updates them in "
                               "place, in their own dtype, so a mixed-precision Cell (Cell.to_float) does not cast it "
                               "(non-differentiable ops are left alone).")
BatchNormMovingAverage = MOVING_AVERAGE.prim_class


@MOVING_AVERAGE.def_infer
def _moving_average_infer(moving: Aval, stat: Aval, **attrs: Any) -> Aval:
    if tuple(moving.shape) != tuple(stat.shape):
        raise ShapeError(f"For 'BatchNormMovingAverage', 'stat' must have shape {fmt_shape(moving.shape)}, "
                         f"but got {fmt_shape(stat.shape)}.")
    return Aval(tuple(moving.shape), moving.dtype)


@MOVING_AVERAGE.def_impl
def _moving_average_impl(moving: Any, stat: Any, keep: float = 0.9, factor: float = 0.1,
                         correction: float = 1.0) -> np.ndarray:
    moving, stat = np.asarray(moving), np.asarray(stat)
    # each product in its operand's dtype (a Python number beside a Tensor), the sum in the wider one; an infinite
    # correction (the unbiased variance of one value per channel) makes 0 * inf, MindSpore's NaN
    with np.errstate(invalid="ignore", over="ignore"):
        if correction != 1.0:
            stat = stat * stat.dtype.type(correction)
        return (moving * moving.dtype.type(keep) + stat * stat.dtype.type(factor)).astype(moving.dtype, copy=False)


# --- BatchNormGrad --------------------------------------------------------------------------------------
BATCH_NORM_GRAD = define_op("BatchNormGrad", OpKind.OTHER, attrs={"epsilon": 1e-5, "batch_stats": False}, n_outputs=3,
                            public=False,
                            cost=8,
                            doc="BatchNormGrad(epsilon=1e-5)(dy, x, scale, mean, variance, dmean, dvar) -> "
                                "(dx, dscale, dbias): the training BatchNorm's backward (module docstring).  "
                                "batch_stats (Graph mode, float16 statistics: passes/f16_raise.py): mean / variance "
                                "are x's batch statistics, read unrounded (computed again in float32).")
BatchNormGrad = BATCH_NORM_GRAD.prim_class


@BATCH_NORM_GRAD.def_infer
def _batch_norm_grad_infer(dy: Aval, x: Aval, scale: Aval, mean: Aval, variance: Aval, dmean: Aval, dvar: Aval,
                           **attrs: Any) -> Tuple[Aval, Aval, Aval]:
    c = _check("BatchNormGrad", x, (scale, mean, variance, dmean, dvar))
    if tuple(dy.shape) != tuple(x.shape):
        raise ShapeError(f"For 'BatchNormGrad', 'dy' must have shape {fmt_shape(x.shape)}, "
                         f"but got {fmt_shape(dy.shape)}.")
    sd = _stat_dtype(dy.dtype, scale.dtype)
    return Aval(tuple(x.shape), dy.dtype), Aval((c,), sd), Aval((c,), sd)


@BATCH_NORM_GRAD.def_impl
def _batch_norm_grad_impl(dy: Any, x: Any, scale: Any, mean: Any, variance: Any, dmean: Any, dvar: Any,
                          epsilon: float = 1e-5, batch_stats: bool = False) -> Tuple[np.ndarray, np.ndarray, np.ndarray]:
    dy, x = np.asarray(dy), np.asarray(x)
    scale, mean, variance, dmean, dvar = (np.asarray(a) for a in (scale, mean, variance, dmean, dvar))
    _check("BatchNormGrad", x, (scale, mean, variance, dmean, dvar))
    if dy.shape != x.shape:
        raise ShapeError(f"For 'BatchNormGrad', 'dy' must have shape {fmt_shape(x.shape)}, "
                         f"but got {fmt_shape(dy.shape)}.")
    ydt = dy.dtype
    sdt = np.dtype(_stat_dtype(dy.dtype, scale.dtype))
    dt = np.dtype(_acc(sdt))   # float16 (float16 parameters too) computed in float32 from the rounded statistics
    scale, mean, variance, dmean, dvar = (a.astype(dt, copy=False) for a in (scale, mean, variance, dmean, dvar))
    if batch_stats and dt != sdt:   # MindSpore's Graph mode: the float32 statistics its BatchNorm kernel computed
        _, mean, variance = _batch_norm_impl(x, scale, scale, mean, variance, True, epsilon)
    x3, dy3 = _ncl(x).astype(dt, copy=False), _ncl(dy).astype(dt, copy=False)
    n, c, l = x3.shape
    if dt == np.float32:
        dx, dscale, dbias = _batch_norm_grad_dnnl(dy3, x3, scale, mean, variance, dmean, dvar, epsilon, x.shape, ydt)
        return dx, dscale.astype(sdt, copy=False), dbias.astype(sdt, copy=False)
    m = dt.type(max(n * l, 1))
    r = (dt.type(1) / np.sqrt(variance + dt.type(epsilon))).astype(dt, copy=False)
    dx = np.subtract(x3, mean[:, None], dtype=dt)          # x - mean, turned into dx in place
    dbias = _csum(dy3).astype(dt, copy=False)
    dscale = (_cdot(dy3, dx) * r).astype(dt, copy=False)   # sum(dy * xhat)
    gr = scale * r
    # dx = k2 * (x - mean) + k3 + gr * dy, per channel; the last sweep runs over row blocks of
    # about 256 KiB so the block and its one temporary stay in cache
    k2 = (-gr * r * dscale / m + dt.type(2) * dvar / m).astype(dt, copy=False)[:, None]
    k3 = (-gr * dbias / m + dmean / m).astype(dt, copy=False)[:, None]
    grc = gr.astype(dt, copy=False)[:, None]
    rows = max(1, 65536 // max(c * l, 1))
    tmp = np.empty((min(rows, n), c, l), dt)
    for i in range(0, n, rows):
        d = dx[i:i + rows]
        t = tmp[:d.shape[0]]
        d *= k2
        d += k3
        np.multiply(dy3[i:i + rows], grc, out=t)
        d += t
    return dx.reshape(x.shape).astype(ydt, copy=False), dscale, dbias


def _batch_norm_grad_dnnl(dy3: np.ndarray, x3: np.ndarray, scale: np.ndarray, mean: np.ndarray,
                          variance: np.ndarray, dmean: np.ndarray, dvar: np.ndarray, epsilon: float,
                          shape: Tuple[int, ...], ydt: np.dtype) -> Tuple[np.ndarray, np.ndarray, np.ndarray]:
    """float32 BatchNormGrad as oneDNN's ncsp backward computes it (module docstring), then the cotangents of the
    batch statistics (MindSpore's kernel has none: added only where nonzero, so its values stay bit for bit)."""
    f32 = np.float32
    n, c, l = x3.shape
    m = f32(max(n * l, 1))
    r = (f32(1.0) / np.sqrt(variance + f32(epsilon))).astype(f32, copy=False)
    sums = _kernel_grad_sums(dy3, x3, mean)
    if sums is None:
        sums = _seq_csum(_evaluate(SUM_DOT, x=x3, dy=dy3, m=mean)), _seq_csum(_evaluate(SUM_DY, dy=dy3))
    dscale = (sums[0] * r).astype(f32, copy=False)
    dbias = sums[1]
    # dy - (dbias / M + (x - mean) * dscale * r / M), times scale * r
    bm = (dbias / m).astype(f32, copy=False)
    g = (scale * r).astype(f32, copy=False)
    dx = None
    if sums is not None and x3.size >= _KERNEL_MIN:
        out = np.empty(x3.shape, f32)
        c1 = ((f32, 1),)
        args = (x3, dy3) + tuple(np.ascontiguousarray(a, f32) for a in (mean, dscale, r, bm, g)) \
            + (np.array([m], f32), out)
        if x3.flags.c_contiguous and dy3.flags.c_contiguous and _fastpath.run_kernel(
                "BatchNormGrad_dx", _dx_source, ((f32, 3), (f32, 3)) + c1 * 6 + ((f32, 3),), args, x3.size, _KERNEL_MIN):
            dx = out
    if dx is None:
        dx = _evaluate(DX_EXPR, x=x3, dy=dy3, m=mean, ds=dscale, r=r, cnt=m, bm=bm, g=g)
    if np.any(dmean) or np.any(dvar):
        dx += (f32(2) * dvar / m)[:, None] * (x3 - mean[:, None]) + (dmean / m)[:, None]
    return dx.reshape(shape).astype(ydt, copy=False), dscale, dbias


@bprop_getters.register(BatchNormGrad)
def get_bprop_batch_norm_grad(self: Any):
    """The exact derivative of BatchNormGrad's formula in all seven inputs (mean and variance taken
    as independent inputs), composed of registry ops."""
    eps = float(self.attrs["epsilon"])

    def bprop(dy, x, scale, mean, variance, dmean, dvar, out, dout):
        F = _F()
        xs = shape_of(x)
        nd = len(xs)
        axes = (0,) + tuple(range(2, nd))
        bshape = (1, -1) + (1,) * (nd - 2)
        m = 1
        for i in axes:
            m *= int(xs[i])
        m = float(max(m, 1))

        def b(v):
            return F.reshape(v, bshape)

        def csum(v):
            return F.reduce_sum(v, axes)

        ga, gscale, gbias = dout                                # cotangents of dx, dscale, dbias
        r = F.rsqrt(F.add(variance, eps))
        u = F.sub(x, b(mean))
        xhat = F.mul(u, b(r))
        s_a = csum(ga)                                          # sum(A)
        s_au = csum(F.mul(ga, u))                               # sum(A * u)
        s_dy = csum(dy)
        s_dyu = csum(F.mul(dy, u))
        s_ady = csum(F.mul(ga, dy))
        gr = F.mul(scale, r)
        r2 = F.mul(r, r)
        # d/d dy = g r (A - sum(A)/m - xhat sum(A xhat)/m) + gscale xhat + gbias
        proj = F.sub(F.sub(ga, b(F.div(s_a, m))), F.mul(xhat, b(F.div(F.mul(s_au, r), m))))
        g_dy = F.add(F.add(F.mul(proj, b(gr)), F.mul(xhat, b(gscale))), b(gbias))
        # d/d scale = r (sum(A dy) - sum(dy) sum(A)/m) - r^3 sum(dy u) sum(A u)/m
        t1 = F.sub(s_ady, F.div(F.mul(s_dy, s_a), m))
        t3 = F.div(F.mul(s_dyu, s_au), m)
        g_scale = F.sub(F.mul(r, t1), F.mul(F.mul(r2, r), t3))
        # d/d r = scale (sum(A dy) - sum(dy) sum(A)/m) - 3 scale r^2 sum(dy u) sum(A u)/m + gscale sum(dy u)
        g_r = F.add(F.sub(F.mul(scale, t1), F.mul(F.mul(scale, r2), F.mul(t3, 3.0))), F.mul(gscale, s_dyu))
        g_var = F.mul(g_r, F.mul(F.mul(r2, r), -0.5))
        # d/d x = -scale r^3/m (dy sum(A u) + A sum(dy u)) + 2 dvar A/m + gscale r dy
        c = F.div(F.mul(F.mul(scale, r2), r), -m)
        g_x = F.add(F.mul(F.add(F.mul(dy, b(s_au)), F.mul(ga, b(s_dyu))), b(c)),
                    F.add(F.mul(ga, b(F.div(F.mul(dvar, 2.0), m))), F.mul(dy, b(F.mul(gscale, r)))))
        g_mean = F.neg(csum(g_x))
        g_dmean = F.div(s_a, m)
        g_dvar = F.div(F.mul(s_au, 2.0), m)
        return g_dy, g_x, g_scale, g_mean, g_var, g_dmean, g_dvar
    return bprop
