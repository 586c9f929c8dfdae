"""mindspore.numpy: comparisons and logical functions with dtype=, logical_xor of Tensors only, outer of two dtypes,
copysign with a Python bool, and the names MindSpore 2.10's module does not have."""
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor
from _conf import emit, emit_error

x = Tensor(np.array([0, 1, 2, 3]), ms.int32)
y = Tensor(np.array([2.0, 1.0, 0.0, 2.0]), ms.float32)
for name in ("equal", "not_equal", "less", "less_equal", "greater", "greater_equal", "logical_and", "logical_or",
             "logical_xor"):
    emit(f"{name}_dtype", getattr(mnp, name)(x, y, dtype=ms.float32))
emit("logical_not_dtype", mnp.logical_not(x, dtype=ms.int32))
emit("outer_same", mnp.outer(y, y))
bt = Tensor(np.array([True, False, True, False]))
emit("heaviside_bool_bool", mnp.heaviside(bt, Tensor(np.array([False, True, True, False]))))
emit("heaviside_bool_pybool", mnp.heaviside(bt, True))
emit("heaviside_bool_dtype", mnp.heaviside(bt, bt, dtype=ms.float32))
for name in ("prod", "all", "any", "newaxis", "NAN", "e", "shape", "ndim", "dtype", "sometrue", "amax", "pi"):
    emit(f"has_{name}", hasattr(mnp, name))


@ms.jit
def graph_ops(a, b):
    return mnp.less(a, b, dtype=ms.int32), mnp.logical_xor(a, b, dtype=ms.float16), mnp.equal(a, b, dtype=ms.float32)


emit("graph", graph_ops(x, y))
emit_error("logical_xor_scalar_error", mnp.logical_xor, x, 1)
emit_error("outer_dtypes_error", mnp.outer, x, y)
emit_error("copysign_pybool_error", mnp.copysign, y, True)
