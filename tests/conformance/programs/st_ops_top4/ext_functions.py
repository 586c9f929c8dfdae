"""gen_ops_def.add_ext / sub_ext (alpha positional) / bmm_ext and mint.nn.functional.hardshrink (st test_ops_add,
test_ops_batch_matmul_ext, test_ops_hardshrink: import errors before)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops.auto_generate.gen_ops_def import add_ext, bmm_ext, sub_ext
from mindspore.mint.nn.functional import hardshrink
from _conf import emit


class Net(nn.Cell):
    def construct(self, x, y, a, b):
        return add_ext(x, y, 2), sub_ext(x, y, 3), bmm_ext(a, b), hardshrink(x, 0.6), hardshrink(x)


x = Tensor(np.array([[-1.0, 0.5, 0.7], [2.0, -0.55, 0.0]], np.float32))
y = Tensor(np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], np.float32))
a = Tensor(np.arange(12, dtype=np.float32).reshape(2, 2, 3))
b = Tensor(np.arange(12, dtype=np.float32).reshape(2, 3, 2) - 5)
emit("ext", Net()(x, y, a, b))


class Total(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = Net()

    def construct(self, x, y, a, b):
        r = self.net(x, y, a, b)
        return r[0].sum() + r[1].sum() + r[2].sum() + r[3].sum() + r[4].sum()


emit("ext_grad", ms.grad(Total(), (0, 1, 2, 3))(x, y, a, b))
emit("add_ext_int", add_ext(Tensor(np.array([1, 2], np.int32)), 3, 2))
