import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit, emit_error


@ms.jit
def f(x, y):
    return x * y


emit("grad_all", ops.GradOperation(get_all=True)(f)(Tensor([2.0]), Tensor([3.0])))
emit("forward", f(Tensor(np.array([1, 2], np.int32)), Tensor(np.array([3, 4], np.int32))))
emit_error("bad_add", lambda: ops.add(Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones((4, 3), np.float32))))
