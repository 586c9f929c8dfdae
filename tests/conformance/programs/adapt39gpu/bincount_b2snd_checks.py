"""array_ops.Bincount and P.BatchToSpaceND checks (st ops/gpu test_bincount_op / test_batchtospacend_op variants,
adapt39gpu), MindSpore 2.10 in both modes: Bincount's size 0 is a ValueError like a negative one (msgraph returned an
empty Tensor), weights of another size than the array a RuntimeError (msgraph: an IndexError / ValueError);
BatchToSpaceND of a Bool or complex x is a TypeError (msgraph rearranged it)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops import operations as P
from mindspore.ops.operations import array_ops as AP
from _conf import emit_error


class Net(nn.Cell):
    def __init__(self, p):
        super().__init__()
        self.p = p

    def construct(self, *a):
        return self.p(*a)


BI = np.array([0, 1, 1, 3, 2, 1, 7])
W = np.array([1.0, 2.0, 0.5, 1.0, 3.0, 1.0, 2.0])
for n in [5, 1, 0, -1]:
    emit_error(f"Bincount_size_{n}", lambda: Net(AP.Bincount())(Tensor(BI, ms.int32), Tensor(n, ms.int32),
                                                                Tensor(W, ms.float32)))
emit_error("Bincount_weights_size", lambda: Net(AP.Bincount())(Tensor(BI, ms.int32), Tensor(5, ms.int32),
                                                               Tensor(W[:3], ms.float32)))
X = np.arange(16).reshape(4, 1, 2, 2)
for dt in [ms.bool_, ms.complex64, ms.float32, ms.int8, ms.uint16]:
    emit_error(f"BatchToSpaceND_{dt}", lambda: Net(P.BatchToSpaceND([2, 2], [[0, 0], [0, 0]]))(Tensor(X, dt)))
