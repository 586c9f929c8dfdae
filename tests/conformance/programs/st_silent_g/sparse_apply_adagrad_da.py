"""Adapted from tests/st/ops/gpu/test_sparse_apply_adagrad_da.py: ``nn_ops.SparseApplyAdagradDA`` (MindSpore 2.10's
CPU kernel: each row of ``indices`` in turn; a repeated index accumulates twice) did not exist in msgraph."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn
import mindspore.ops.operations.nn_ops as P
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = P.SparseApplyAdagradDA(False)

    def construct(self, *x):
        return self.op(*x)


for dt in (np.float32, np.float16):
    var = Parameter(Tensor(np.array([[1, 2], [1, 2]]).astype(dt)), name="var")
    ga = Parameter(Tensor(np.array([[2, 1], [3, 1]]).astype(dt)), name="ga")
    gsa = Parameter(Tensor(np.array([[4, 1], [5, 1]]).astype(dt)), name="gsa")
    out = Net()(var, ga, gsa, Tensor(np.array([[5, 1], [6, 1]]).astype(dt)), Tensor(np.array([1, 1], np.int32)),
                Tensor(np.array(2, dt)), Tensor(np.array(-1, dt)), Tensor(np.array(1, dt)), Tensor(1, ms.int64))
    emit(f"test_case_{dt.__name__}", (out.asnumpy(), ga.asnumpy(), gsa.asnumpy()))

rng = np.random.RandomState(3)
for l1, l2, step in ((0.3, 0.2, 3), (0.0, 0.0, 2), (5.0, 0.1, 2)):
    var = Parameter(Tensor(rng.randn(4, 3).astype(np.float32)), name="var")
    ga = Parameter(Tensor(rng.randn(4, 3).astype(np.float32)), name="ga")
    gsa = Parameter(Tensor(rng.rand(4, 3).astype(np.float32) + 0.5), name="gsa")
    out = Net()(var, ga, gsa, Tensor(rng.randn(3, 3).astype(np.float32)), Tensor(np.array([1, 3, 1], np.int32)),
                Tensor(np.array(0.5, np.float32)), Tensor(np.array(l1, np.float32)), Tensor(np.array(l2, np.float32)),
                Tensor(step, ms.int64))
    emit(f"random_{l1}_{l2}_{step}", (out.asnumpy(), ga.asnumpy(), gsa.asnumpy()))
