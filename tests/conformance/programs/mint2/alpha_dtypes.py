"""mint.add/sub with alpha: the result keeps the dtype of input op other (a Python number does not widen an int32
Tensor; two bool Tensors give bool), both eagerly and inside a jit function."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint
from _conf import emit

b = Tensor(np.array([True, False, True]))
i = Tensor(np.array([1, -2, 3], np.int32))
f = Tensor(np.array([0.0, 1.5, -2.0], np.float32))
emit("add_bool_alpha", mint.add(b, b, alpha=2))
emit("sub_int_scalar_alpha", mint.sub(i, 1, alpha=2))
emit("add_int_scalar_alpha", mint.add(i, 3, alpha=-1))
emit("sub_bool", mint.sub(b, b))
emit("add_int_float_alpha", mint.add(i, f, alpha=2))
emit("sub_float_alpha", mint.sub(f, i, alpha=0.5))
emit("mul_int_true", mint.mul(i, True))


@ms.jit
def g(x, y):
    return mint.add(x, y, alpha=3), mint.sub(x, 2, alpha=2)


emit("jit_alpha", g(i, i))
