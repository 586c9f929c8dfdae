"""tests/ut/python/pynative_mode/test_insert_grad_of.py adapted: ``ops.composite.zeros_like`` / ``ones_like`` are
MindSpore's multitype graphs: a Python number's 0 / 1 of its type (a bool's zero is the int 0, its one is True),
element-wise through tuples and lists (in graph code), a Tensor's zeros / ones.  An InsertGradientOf hook calling
``C.zeros_like`` on the gradient of a Python-number input compiles.  msgraph sent them to ``ops.zeros_like``,
which refuses numbers (an internal compile error in the hook)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, nn
from mindspore.ops import composite as C
from mindspore.ops import operations as P
from _conf import emit, emit_error

emit_error("zeros_like_int", C.zeros_like, 3)
emit_error("zeros_like_float", C.zeros_like, 2.5)
emit_error("zeros_like_bool", C.zeros_like, True)
emit_error("ones_like_int", C.ones_like, 3)
emit_error("ones_like_bool", C.ones_like, False)
emit_error("zeros_like_tensor", C.zeros_like, Tensor(np.arange(4, dtype=np.int32)))
emit_error("ones_like_tensor", C.ones_like, Tensor(np.arange(4, dtype=np.float16)))


@jit
def both(x):
    return C.zeros_like(x), C.ones_like(x)


emit_error("jit_float", both, 2.5)
emit_error("jit_tuple", both, (1, 2.0))
emit_error("jit_list", both, [1, 2])
emit_error("jit_tensor_in_tuple", both, (Tensor(np.arange(3, dtype=np.float32)), 3))

def stop_gradient(dx):
    return C.zeros_like(dx)


class StopTest(nn.Cell):
    def __init__(self):
        super().__init__()
        self.stop = P.InsertGradientOf(stop_gradient)

    def construct(self, x, y):
        x = self.stop(x)
        return x * y


class GradNumbers(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = StopTest()
        self.grad_all = C.GradOperation(get_all=True)

    @jit
    def construct(self, x, y):
        return self.grad_all(self.net)(x, y)


emit_error("insert_grad_numbers", GradNumbers(), 1, 2)
emit_error("insert_grad_tensors", GradNumbers(), Tensor(np.float32(1.5)), Tensor(np.float32(2.0)))
