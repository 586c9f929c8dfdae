"""jit(capture_mode='bytecode') runs any Python: several for clauses in one comprehension (one graph, as
MindSpore's bytecode capture), a numpy round trip, a shape error (PyNative's values and error)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, ops
from mindspore._c_expression import get_code_extra
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
emit("comprehensions_in_one_graph", [get_code_extra(pairs.__wrapped__)["break_count_"],
                                     get_code_extra(flatten.__wrapped__)["break_count_"]])
emit("numpy_round_trip", numpy_round_trip(x))
emit_error("shape_mismatch", bad_add, Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones((4,), np.float32)))


p = Tensor(np.array([1, 2], np.int64))
emit("setitem_eager_is_self", [p.__setitem__(0, 7) is p, p])   # MindSpore's __setitem__ returns the Tensor
