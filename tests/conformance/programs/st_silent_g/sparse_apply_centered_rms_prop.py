"""Adapted from tests/st/ops/gpu/test_sparse_apply_centered_rms_prop_op.py: ``nn_ops.SparseApplyCenteredRMSProp``
(MindSpore 2.10's CPU kernel: each row of ``indices`` in turn, a repeated index updating again) did not exist in
msgraph. float32 (bit for bit in msgraph)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn
import mindspore.ops.operations.nn_ops as P
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = P.SparseApplyCenteredRMSProp(use_locking=False)

    def construct(self, var, mg, ms_, mom, lr, rho, momentum, epsilon, grad, indices):
        return self.op(var, mg, ms_, mom, lr, rho, momentum, epsilon, grad, indices)


def states(arrays):
    return [Parameter(Tensor(a), name=f"s{k}") for k, a in enumerate(arrays)]


var, mg, ms_, mom = states([np.array([[0.6, 0.4], [0.1, 0.5]], np.float32), np.array([[0.1, 0.3], [0.1, 0.5]], np.float32),
                            np.array([[0.2, 0.1], [0.1, 0.2]], np.float32), np.array([[0.2, 0.1], [0.1, 0.2]], np.float32)])
out = Net()(var, mg, ms_, mom, Tensor(0.001, ms.float32), Tensor(1e-10, ms.float32), Tensor(0.001, ms.float32),
            Tensor(0.01, ms.float32), Tensor(np.array([[0.3, 0.4], [0.1, 0.2]], np.float32)),
            Tensor(np.array([0, 1], np.int32)))
emit("test_case", (out.asnumpy(), mg.asnumpy(), ms_.asnumpy(), mom.asnumpy()))

rng = np.random.RandomState(0)
arrays = [rng.rand(6, 3).astype(np.float32) for _ in range(4)]
arrays[2] = arrays[2] + 1.0
g = rng.randn(5, 3).astype(np.float32)
var, mg, ms_, mom = states(arrays)
out = Net()(var, mg, ms_, mom, Tensor(0.01, ms.float32), Tensor(0.9, ms.float32), Tensor(0.5, ms.float32),
            Tensor(1e-3, ms.float32), Tensor(g), Tensor(np.array([0, 2, 0, 5, 2], np.int32)))
emit("repeated_rows", (out.asnumpy(), mg.asnumpy(), ms_.asnumpy(), mom.asnumpy()))
