"""mint.full with no dtype: a Python float fills float32, an int int64, a bool bool (tests/st/mint/test_full.py
test_full_forward_backward[KBK]; msgraph made all three int64, as ops.full does). Under jit: MindSpore 2.10's
CPU PyNative has no FillScalar kernel."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, mint, ops
from _conf import emit


@jit
def full(size, value):
    return mint.full(size, value)


@jit
def full_typed(size, value):
    return mint.full(size, value, dtype=ms.float16)


@jit
def ops_full(size, value):
    return ops.full(size, value)


for name, v in [("float", 6.5), ("int", 6), ("bool", True), ("tensor_f", Tensor(np.float32(2.5))),
                ("tensor_i", Tensor(np.int32(3)))]:
    emit(f"mint_{name}", full((1, 2, 3), v))
emit("mint_typed", full_typed((2,), 6))
emit("ops_float", ops_full((2,), 2.5))
