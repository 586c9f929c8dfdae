"""P.BiasAdd / G.BiasAddGrad checks (st ops/gpu test_bias_add_op / test_bias_add_grad variants, adapt39gpu), MindSpore
2.10 in both modes: a Bool input is a TypeError (its CPU kernels have none; msgraph added), an input of rank 6 a
ValueError (msgraph added), data_format 'NCDHW' with a 4-D input a ValueError on CPU, and an unknown data_format
a ValueError when the primitive is built."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops import operations as P
from mindspore.ops.operations import _grad_ops as G
from _conf import emit_error


class Net(nn.Cell):
    def __init__(self, p):
        super().__init__()
        self.p = p

    def construct(self, *a):
        return self.p(*a)


X = np.arange(2 * 3 * 2 * 2).reshape(2, 3, 2, 2) % 5 - 2.0
for dt in [ms.bool_, ms.float32, ms.int32]:
    emit_error(f"BiasAdd_{dt}", lambda: Net(P.BiasAdd())(Tensor(X, dt), Tensor(np.array([1, 0, 3]), dt)))
    emit_error(f"BiasAddGrad_{dt}", lambda: Net(G.BiasAddGrad())(Tensor(X, dt)))
emit_error("BiasAdd_rank6", lambda: Net(P.BiasAdd())(Tensor(np.ones((1, 3, 1, 1, 1, 2)), ms.float32),
                                                     Tensor(np.array([1.0, 2, 3]), ms.float32)))
emit_error("BiasAdd_rank5_NCDHW", lambda: Net(P.BiasAdd("NCDHW"))(Tensor(X[..., None], ms.float32),
                                                                  Tensor(np.array([1.0, 2, 3]), ms.float32)))
emit_error("BiasAdd_rank4_NCDHW", lambda: Net(P.BiasAdd("NCDHW"))(Tensor(X, ms.float32),
                                                                  Tensor(np.array([1.0, 2, 3]), ms.float32)))
emit_error("BiasAdd_NHWC", lambda: Net(P.BiasAdd("NHWC"))(Tensor(X, ms.float32), Tensor(np.array([1.0, 2]), ms.float32)))
emit_error("BiasAdd_bad_format", lambda: P.BiasAdd("NCWH") and "built")
