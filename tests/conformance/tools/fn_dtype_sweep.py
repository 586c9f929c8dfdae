"""Functional-API dtype x shape x argument sweep (h-fn24): one line per call, ``label | dtype shape values`` or
``label | ERR <builtin error class>: message``.  Not run in CI.

    /tmp/ms/bin/python tests/conformance/tools/fn_dtype_sweep.py ms [FAMILY,...] > ms.txt      # MindSpore 2.10
    python tests/conformance/tools/fn_dtype_sweep.py msg [FAMILY,...] > msg.txt                # msgraph (alias)
    python tests/conformance/tools/fn_dtype_sweep.py --compare ms.txt msg.txt                  # per-function counts

Families: quantile, median, logcumsumexp, aminmax, logsumexp, binary, shape.  Inputs are bool, int8, uint8,
int16, int32, int64, float16, float32, float64 at 0-d, 1-d (5,), 2-d (3, 4) and empty (0, 3).  PyNative only;
the recorded programs in programs/fn24 cover Graph mode.  Run the MindSpore side with ``ulimit -v 8000000``.
"""
import sys

import numpy as np

if len(sys.argv) > 1 and sys.argv[1] == "--compare":
    import collections

    def _load(p):
        return dict((ln.split(" | ", 1)[0], ln.split(" | ", 1)[1].replace("msgraph", "mindspore"))
                    for ln in open(p).read().splitlines() if " | " in ln)
    _a, _b = _load(sys.argv[2]), _load(sys.argv[3])
    _tot, _any, _cls = collections.Counter(), collections.Counter(), collections.Counter()
    for _k, _v in _a.items():
        _w, _f = _b.get(_k, "MISSING"), _k.split(".")[0]
        _tot[_f] += 1
        if _v != _w:
            _any[_f] += 1
            if not (_v.startswith("ERR") and _w.startswith("ERR") and _v.split(":")[0] == _w.split(":")[0]):
                _cls[_f] += 1
    print("function calls differing(any) differing(class/value/dtype)")
    for _f in sorted(_tot):
        print(_f, _tot[_f], _any[_f], _cls[_f])
    print("TOTAL", sum(_tot.values()), sum(_any.values()), sum(_cls.values()))
    sys.exit(0)
if len(sys.argv) > 1 and sys.argv[1] == "msg":
    import msgraph.compat; msgraph.compat.install()
import mindspore as ms
from mindspore import Tensor, ops
ms.set_context(mode=ms.PYNATIVE_MODE)
DT = ["bool","int8","uint8","int16","int32","int64","float16","float32","float64"]
def mk(dt, shape):
    n = int(np.prod(shape)) if shape else 1
    a = (np.arange(n) % 7 - 2).astype(np.float64) * 0.75 + 0.5
    if dt == "bool": a = a > 0.6
    elif dt == "uint8": a = np.abs(np.round(a))
    elif dt.startswith("int"): a = np.round(a)
    return Tensor(a.astype(dt).reshape(shape))
def fmt(r):
    if isinstance(r, (tuple, list)):
        return "(" + " ; ".join(fmt(x) for x in r) + ")"
    if isinstance(r, Tensor):
        a = r.asnumpy()
        if a.dtype.kind == "f": v = np.round(a.astype(np.float64), 3).ravel()[:8].tolist()
        else: v = a.ravel()[:8].tolist()
        return f"{r.dtype} {tuple(a.shape)} {v}"
    return f"{type(r).__name__} {r!r}"[:100]
BE = (KeyError, IndexError, ZeroDivisionError, NotImplementedError, RecursionError, UnboundLocalError, NameError, AttributeError, TypeError, ValueError, OSError, RuntimeError, SyntaxError, AssertionError, StopIteration, Exception)
def flush():
    for _ in range(2):
        try: ops.add(Tensor(1.0), 1.0).asnumpy()
        except Exception: pass
        try: ms.runtime.synchronize()
        except Exception: pass
def call(label, fn):
    flush()
    try:
        r = fn(); s = fmt(r)
        try: ms.runtime.synchronize()
        except Exception: pass
    except Exception as e:
        cn = next(c.__name__ for c in BE if isinstance(e, c))
        s = f"ERR {cn}: {str(e).strip().splitlines()[0][:90] if str(e).strip() else ''}"
    print(label, "|", s, flush=True)
SH = {"0d": (), "1d": (5,), "2d": (3, 4), "e": (0, 3)}
which = sys.argv[2].split(",") if len(sys.argv) > 2 else None
def want(n): return which is None or n in which
for dt in DT:
  for sn, sh in SH.items():
    x = lambda: mk(dt, sh)
    L = f"{dt}.{sn}"
    if want("quantile"):
      for q in (0.3, 0.5):
        for dim in (None, 0, -1):
          call(f"quantile.{L}.q{q}.d{dim}", lambda: ops.quantile(x(), q, axis=dim))
      call(f"quantile.{L}.keep", lambda: ops.quantile(x(), 0.5, axis=0, keepdims=True))
      call(f"quantile.{L}.tq", lambda: ops.quantile(x(), Tensor(np.array([0.2,0.7], dt if dt.startswith("float") else "float32")), axis=0))
      call(f"nanquantile.{L}", lambda: ops.nanquantile(x(), 0.4, axis=0))
      call(f"quantile.{L}.qbad", lambda: ops.quantile(x(), 1.5))
    if want("median"):
      for dim in (0, -1):
        call(f"median.{L}.d{dim}", lambda: ops.median(x(), axis=dim))
        call(f"median.{L}.d{dim}.k", lambda: ops.median(x(), axis=dim, keepdims=True))
        call(f"nanmedian.{L}.d{dim}", lambda: ops.nanmedian(x(), axis=dim))
      call(f"nanmedian.{L}.all", lambda: ops.nanmedian(x()))
    if want("logcumsumexp"):
      call(f"logcumsumexp.{L}", lambda: ops.logcumsumexp(x(), 0))
      call(f"cummax.{L}", lambda: ops.cummax(x(), 0))
      call(f"cummin.{L}", lambda: ops.cummin(x(), -1))
      call(f"cumsum.{L}", lambda: ops.cumsum(x(), 0))
      call(f"cumprod.{L}", lambda: ops.cumprod(x(), 0))
      call(f"cumsum.{L}.f32", lambda: ops.cumsum(x(), 0, dtype=ms.float32))
    if want("aminmax"):
      call(f"aminmax.{L}", lambda: ops.aminmax(x()))
      call(f"aminmax.{L}.d0", lambda: ops.aminmax(x(), axis=0))
      call(f"aminmax.{L}.d0k", lambda: ops.aminmax(x(), axis=0, keepdims=True))
      call(f"amax.{L}", lambda: ops.amax(x()))
      call(f"amin.{L}.d0k", lambda: ops.amin(x(), 0, True))
      call(f"argmax.{L}.k", lambda: ops.argmax(x(), 0, keepdims=True))
      call(f"argmin.{L}", lambda: ops.argmin(x()))
      call(f"count_nonzero.{L}", lambda: ops.count_nonzero(x()))
      call(f"count_nonzero.{L}.d0", lambda: ops.count_nonzero(x(), 0, True, ms.int32))
    if want("logsumexp"):
      call(f"logsumexp.{L}", lambda: ops.logsumexp(x(), 0))
      call(f"logsumexp.{L}.k", lambda: ops.logsumexp(x(), -1, True))
      call(f"nansum.{L}", lambda: ops.nansum(x()))
      call(f"nansum.{L}.d0", lambda: ops.nansum(x(), 0, dtype=ms.float32))
      call(f"nanmean.{L}", lambda: ops.nanmean(x()))
      call(f"nanmean.{L}.d0", lambda: ops.nanmean(x(), 0, True))
      call(f"mean.{L}", lambda: ops.mean(x()))
      call(f"prod.{L}", lambda: ops.prod(x()))
      call(f"sum.{L}.f64", lambda: ops.sum(x(), dtype=ms.float64))
      call(f"sum.{L}", lambda: ops.sum(x()))
    if want("binary"):
      y = lambda: mk(dt, sh)
      for nm in ("float_power", "xlogy", "heaviside", "hypot", "gcd", "lcm", "logaddexp", "logaddexp2", "isclose", "remainder", "fmod", "floor_divide", "atan2", "copysign", "nextafter", "ldexp", "bitwise_and", "maximum", "fmax", "polar", "igamma"):
        f = getattr(ops, nm, None)
        if f is None: continue
        call(f"{nm}.{L}", lambda: f(x(), y()))
        call(f"{nm}.{L}.s", lambda: f(x(), 2))
      call(f"div.{L}.floor", lambda: ops.div(x(), y(), rounding_mode="floor"))
      call(f"div.{L}.trunc", lambda: ops.div(x(), 2, rounding_mode="trunc"))
      call(f"div.{L}", lambda: ops.div(x(), y()))
      call(f"round.{L}.d1", lambda: ops.round(x(), decimals=1))
      call(f"lerp.{L}", lambda: ops.lerp(x(), y(), 0.5))
      call(f"nan_to_num.{L}", lambda: ops.nan_to_num(x(), 0.0))
      call(f"clamp.{L}", lambda: ops.clamp(x(), 0, 1.5))
      call(f"clamp.{L}.t", lambda: ops.clamp(x(), Tensor(0), None))
      call(f"where.{L}", lambda: ops.where(x() > 0, x(), 2.5))
    if want("shape"):
      call(f"diff.{L}", lambda: ops.diff(x()))
      call(f"diff.{L}.n2d0", lambda: ops.diff(x(), 2, 0))
      call(f"trace.{L}", lambda: ops.trace(x()))
      call(f"kron.{L}", lambda: ops.kron(x(), x()))
      call(f"tensordot.{L}", lambda: ops.tensordot(x(), x(), 1))
      call(f"inner.{L}", lambda: ops.inner(x(), x()))
      call(f"outer.{L}", lambda: ops.outer(x(), x()))
      call(f"vander.{L}", lambda: ops.vander(x(), 3))
      call(f"rot90.{L}", lambda: ops.rot90(x(), 1, (0, 1)))
      call(f"roll.{L}", lambda: ops.roll(x(), 1, 0))
      call(f"take_along_dim.{L}", lambda: ops.take_along_dim(x(), Tensor(np.zeros(sh, np.int64)), 0) if hasattr(ops,'take_along_dim') else None)
      call(f"cross.{L}", lambda: ops.cross(x(), x()))
      call(f"dist.{L}", lambda: ops.dist(x(), x()+1))
      call(f"pdist.{L}", lambda: ops.pdist(x()))
      call(f"cdist.{L}", lambda: ops.cdist(x(), x()))
      call(f"cov.{L}", lambda: ops.cov(x()))
      call(f"corrcoef.{L}", lambda: ops.corrcoef(x()))
      call(f"histc.{L}", lambda: ops.histc(x(), 4, -2, 3))
      call(f"bincount.{L}", lambda: ops.bincount(x()))
      call(f"renorm.{L}", lambda: ops.renorm(x(), 2, 0, 1.0))
      call(f"matrix_power.{L}", lambda: ops.matrix_power(x(), 2))
      call(f"sort.{L}", lambda: ops.sort(x()))
      call(f"topk.{L}", lambda: ops.topk(x(), 2))
      call(f"unique_consecutive.{L}", lambda: ops.unique_consecutive(x(), True, True))
      call(f"searchsorted.{L}", lambda: ops.searchsorted(x(), x()))
      call(f"bucketize.{L}", lambda: ops.bucketize(x(), [0, 1]))
      call(f"addmv.{L}", lambda: ops.addmv(x(), x(), x()))
      call(f"addmm.{L}", lambda: ops.addmm(x(), x(), x()))
