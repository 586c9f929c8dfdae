"""Float64 results of ops msgraph composes from other ops (found by a scan of msgraph's op functions with float64
inputs; MindSpore 2.10's own float64 cases in tests/st/ops/cpu test_log2/test_log10-style): a Python float constant
inside msgraph's composition of ops.log2/log10/logaddexp2/sinc was rounded to float32 like a user's operand (MindSpore
computes them in one kernel with exact constants: msgraph was off in the 9th digit); ops.deg2rad/rad2deg are Python
compositions in MindSpore (``x * math.pi / 180.0``: pi rounded to float32, multiplied first; float16 multiplies by
a float16 constant) and msgraph multiplied by pi/180 in one step."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit, emit_error

xs = np.array([0.1, 0.3, 0.7, 1.1, 1.7, 2.3, 45.0, 90.0, 180.0], np.float64)
ys = xs[::-1].copy()


def deg2rad(x):
    return ops.deg2rad(x)


def rad2deg(x):
    return ops.rad2deg(x)


def log2(x):
    return ops.log2(x)


def log10(x):
    return ops.log10(x)


def logaddexp2(x, y):
    return ops.logaddexp2(x, y)


def sinc(x):
    return ops.sinc(x)


def methods(x):
    return x.deg2rad(), x.log2(), x.log10(), x.sinc()


for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
    ms.set_context(mode=mode)
    tag = "graph" if mode == ms.GRAPH_MODE else "pynative"
    wrap = ms.jit if mode == ms.GRAPH_MODE else (lambda f: f)
    for dt in (np.float64, np.float32, np.float16):
        x = Tensor(xs.astype(dt))
        y = Tensor(ys.astype(dt))
        # deg2rad/rad2deg: one multiplication and one division, correctly rounded: exact; the transcendental
        # ones to 1e-13 in float64 (an ulp of libm is allowed, float32 rounding of a constant is not)
        for f in (deg2rad, rad2deg):
            emit(f"{tag}_{f.__name__}_{np.dtype(dt).name}", wrap(f)(x), rtol=0, atol=0)
        tol = dict(rtol=1e-13, atol=0) if dt is np.float64 else {}
        for f in (log2, log10, sinc):
            emit(f"{tag}_{f.__name__}_{np.dtype(dt).name}", wrap(f)(x), **tol)
        emit(f"{tag}_logaddexp2_{np.dtype(dt).name}", wrap(logaddexp2)(x, y), **tol)
    emit(f"{tag}_methods_float64", wrap(methods)(Tensor(xs)), rtol=1e-13, atol=0)
    emit_error(f"{tag}_deg2rad_int", lambda: wrap(deg2rad)(Tensor(np.array([1, 2], np.int32))))
