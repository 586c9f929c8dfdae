"""jit(capture_mode='bytecode') runs any Python: code MindSpore's bytecode capture accepts but msgraph's
graph compiler rejects (two generators in one comprehension, a numpy round trip) gives PyNative's values."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, ops
from _conf import emit, emit_error

MODES = ("pynative",)


@jit(capture_mode="bytecode")
def pairs():
    return [(x, y) for x in [1, 2, 3] if x > 1 for y in [3, 1, 4] if x != y]


@jit(capture_mode="bytecode")
def flatten(x):
    l = [y for t in ((1, 2), (3, 4)) for y in t]
    return x * len(l) + l[-1]


@jit(capture_mode="bytecode")
def numpy_round_trip(x):
    y = x * 2
    z = y.asnumpy()
    return Tensor(z + 1) + y


@jit(capture_mode="bytecode")
def bad_add(x, y):
    return ops.add(x, y)


x = Tensor(np.arange(3).astype(np.float32))
emit("pairs", pairs())
emit("flatten", flatten(x))
emit("flatten_again", flatten(x))
emit("numpy_round_trip", numpy_round_trip(x))
emit_error("shape_mismatch", bad_add, Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones((4,), np.float32)))
