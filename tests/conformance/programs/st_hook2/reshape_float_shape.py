# Tensor.reshape / view with a float in the shape: TypeError, eagerly and in graph code; int shapes
# given unpacked or as one tuple.
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_error


@ms.jit
def two(x):
    return x.reshape(1, 1.1)


@ms.jit
def one(x):
    return x.reshape(1.1)


@ms.jit
def good(x):
    return x.reshape(1, 2, 3), x.reshape((3, 2)), x.reshape(6)


x = Tensor(np.arange(6).astype(np.float32))
emit_error("eager_two", lambda: Tensor(1).reshape(1, 1.1))
emit_error("eager_one", lambda: Tensor(1).reshape(1.1))
emit_error("eager_tuple", lambda: Tensor(1).reshape((1, 1.1)))
emit_error("eager_view", lambda: Tensor([1.0, 2.0]).view(2, 1.0))
emit_error("jit_two", lambda: two(Tensor(1)))
emit_error("jit_one", lambda: one(Tensor(1)))
emit("jit_good", good(x))
