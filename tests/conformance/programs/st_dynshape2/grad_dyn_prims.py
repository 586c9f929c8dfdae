"""Primitives of tests/st/ops/dynamic_shape/grad: SegmentMean, SparseTensorDenseAdd, _inner_ops.ClipByNorm
(forward and gradients), and the mindspore.ops._op_impl.aicpu modules test_dynamic_sequence_add_aicpu imports."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.operations.array_ops import SegmentMean
from mindspore.ops.operations.sparse_ops import SparseTensorDenseAdd
from mindspore.ops.operations import _inner_ops as inner
from mindspore.ops._op_impl.aicpu.sequence_add import _sequence_add_aicpu
from _conf import emit


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, *args):
        return self.op(*args)


def grads(net, *args):
    return ops.GradOperation(get_all=True)(net)(*args)


x = Tensor(np.array([[1, 2], [3, 5], [6, 7], [8, 10]], np.float32))
ids = Tensor(np.array([0, 0, 2, 2], np.int32))
emit("segment_mean", Net(SegmentMean())(x, ids))
if ms.get_context("mode") == ms.PYNATIVE_MODE:   # msgraph's graph code reads the segment count when it runs
    emit("segment_mean_grad", grads(Net(SegmentMean()), x, ids)[0])

idx = Tensor(np.array([[0, 0], [0, 1], [2, 2]], np.int64))
val = Tensor(np.array([1, 2, 3], np.float32))
dense = Tensor(np.arange(9).reshape(3, 3).astype(np.float32))
shape = Tensor(np.array([3, 3], np.int64))
emit("sparse_tensor_dense_add", Net(SparseTensorDenseAdd())(idx, val, shape, dense))
g = grads(Net(SparseTensorDenseAdd()), idx, val, shape, dense)
emit("sparse_tensor_dense_add_grad", (g[1], g[3]))

y = Tensor((np.arange(24).reshape(2, 3, 4) / 7).astype(np.float32))
# (axis None only: MindSpore 2.10's CPU kernel scales by the wrong norms for an axis; docs/differences.md)
emit("clip_by_norm", Net(inner.ClipByNorm())(y, Tensor(np.array([2.0], np.float32))), rtol=1e-6)
emit("clip_by_norm_small", Net(inner.ClipByNorm())(y, Tensor(np.array([100.0], np.float32))), rtol=1e-6)
emit("clip_by_norm_grad", grads(Net(inner.ClipByNorm()), y, Tensor(np.array([2.0], np.float32)))[0], rtol=1e-5)
emit("aicpu_registration", _sequence_add_aicpu())
