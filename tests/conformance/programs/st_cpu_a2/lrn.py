"""P.LRN forward and gradient, G.LRNGrad (tests/st/ops/cpu/test_lrn_op.py, test_lrn_grad_op.py)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from mindspore.ops.operations import _grad_ops as G
from _conf import emit


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, *args):
        return self.op(*args)


x = Tensor((np.sin(np.arange(40)) * 2).reshape(1, 5, 2, 4).astype(np.float32))
for r, b, a, be in ((2, 1.0, 0.0001, 0.75), (1, 2.0, 1.0, 0.5), (5, 1.0, 1.0, 0.5)):
    net = Net(P.LRN(r, b, a, be))
    y = net(x)
    emit(f"lrn_{r}", y, rtol=1e-5)
    emit(f"lrn_{r}_grad", ops.grad(net)(x), rtol=1e-4, atol=1e-6)
    dy = Tensor(np.cos(np.arange(40)).reshape(1, 5, 2, 4).astype(np.float32))
    emit(f"lrn_grad_prim_{r}", Net(G.LRNGrad(r, b, a, be))(dy, x, y), rtol=1e-4, atol=1e-6)
emit("lrn_f16", Net(P.LRN(2, 1.0, 0.5, 0.75))(Tensor(x.asnumpy().astype(np.float16))), rtol=2e-3)
