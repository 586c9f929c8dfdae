"""Adapted from tests/st/ops/ascend/test_hardswish_op.py (test_hswish_grad_vmap[float16], run on CPU): HSwish's
gradient is MindSpore's HSwishGrad kernel (float16 computed in float32, rounded once); msgraph differentiated
x * (x + 3) / 6 op by op in float16, off by float16 ulps."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from mindspore.ops.operations import _grad_ops as G
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.hswish = P.HSwish()

    def construct(self, x):
        return self.hswish(x)


class Grad(nn.Cell):
    def __init__(self, network):
        super().__init__()
        self.grad = ops.GradOperation(sens_param=True)
        self.network = network

    def construct(self, x, dy):
        return self.grad(self.network)(x, dy)


def grad_fn(a, b):
    return Grad(Net())(a, b)


rng = np.random.RandomState(0)
xs = np.concatenate([np.array([-3.5, -3.0, -2.5, 0.0, 2.5, 3.0, 3.5]), rng.randn(57) * 2.0])
dys = rng.randn(64)
for dt in (np.float16, np.float32):
    x = Tensor(xs.astype(dt))
    dy = Tensor(dys.astype(dt))
    emit(f"forward_{dt.__name__}", Net()(x))
    emit(f"grad_{dt.__name__}", Grad(Net())(x, dy))
    emit(f"hswishgrad_{dt.__name__}", G.HSwishGrad()(dy, x))
    emit(f"vmap_grad_{dt.__name__}", ops.vmap(grad_fn, in_axes=(0, 0))(
        Tensor(xs.reshape(8, 8).astype(dt)), Tensor(dys.reshape(8, 8).astype(dt))))
    emit(f"functional_{dt.__name__}", ops.hardswish(x))
emit("forward_int32", Net()(Tensor(np.array([-5, -3, -2, -1, 0, 1, 2, 3, 4], np.int32))))
