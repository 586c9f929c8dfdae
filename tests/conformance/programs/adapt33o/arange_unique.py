"""ops.arange with float bounds and ops.unique with NaN (found by the adapt33o variant sweep of st ops' functional
tests).  MindSpore's ops.arange casts Python bounds to float32 and its Range kernel computes start + i * step in
float32: arange(0, 1, 0.1)[9] is 0.90000004 (msgraph: 0.9 rounded once), arange(1e10, 1e10 + 3) is empty, and a
dtype=float64 result holds the float32 values.  ops.unique's hash map makes every NaN a new value (and a float16
-0.0 and 0.0 two values); msgraph merged them (numpy's sorting unique)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, *a):
        return self.f(*a)


def a_tenth():
    return ops.arange(0, 1, 0.1)


def a_tenth_f64():
    return ops.arange(0.0, 1.0, 0.1, dtype=ms.float64)


def a_third():
    return ops.arange(0, 3, 0.3)


def a_big():
    return ops.arange(1e10, 1e10 + 3)


def a_big_step():
    return ops.arange(1e8, 1e8 + 10, 1.0)


def a_neg():
    return ops.arange(1.5, -1.0, -0.3)


def a_ints():
    return ops.arange(2, 11, 3)


def a_int_float_dtype():
    return ops.arange(0, 5, 1, dtype=ms.float32)


def a_one_float():
    return ops.arange(0.7)


def bits(t):
    """The values and their bit patterns (the tolerance of a value comparison would hide a last-bit rounding)."""
    a = t.asnumpy()
    return {"value": t, "bits": a.view(np.int64 if a.itemsize == 8 else np.int32) if a.dtype.kind == "f" else a}


for f in (a_tenth, a_tenth_f64, a_third, a_big, a_big_step, a_neg, a_ints, a_int_float_dtype, a_one_float):
    emit_error(f.__name__, lambda: bits(Net(f)()))
    emit_error(f.__name__ + "_eager", lambda: bits(f()))


def uniq(x):
    return ops.unique(x)


def uniq_prim(x):
    return ops.Unique()(x)


nan = np.nan
v = np.array([nan, 1.0, -0.0, 0.0, nan, 2.0, nan, 1.0], np.float32)
emit_error("unique_nan", Net(uniq), Tensor(v))
emit_error("unique_nan_prim", Net(uniq_prim), Tensor(v))
emit_error("unique_nan_f64", Net(uniq), Tensor(v.astype(np.float64)))
emit_error("unique_nan_f16", Net(uniq), Tensor(v.astype(np.float16)))
emit_error("unique_f16_zeros", Net(uniq), Tensor(np.array([0.0, 1.0, -0.0, 0.0, 1.0], np.float16)))
emit_error("unique_f32_zeros", Net(uniq), Tensor(np.array([0.0, 1.0, -0.0, 0.0, 1.0], np.float32)))
emit_error("unique_plain", Net(uniq), Tensor(np.array([3, 1, 3, 2, 1], np.int32)))
