"""Adapted from tests/st/ops/dynamic_shape/grad/test_reduce_sum.py (test_dynamic_reducesum_shape_for_dynamic_axis):
the gradient of a reduction's Tensor axis is zeros of the axis' dtype and shape in PyNative (Int64 [0, 0]); msgraph
returned the Python number 0.  (A Tensor axis in compiled code is not supported by msgraph: PyNative only.)"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit

MODES = ("pynative",)


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, x, axis):
        return self.op(x, axis)


x = Tensor(np.arange(60).reshape(3, 4, 5).astype(np.float32) / 10)
g = ops.GradOperation(get_all=True)
for keep in (False, True):
    for n, axis in enumerate((Tensor([1, 2]), Tensor(1), Tensor([0]), Tensor(np.array([2], np.int32)))):
        emit(f"sum_{keep}_{n}", g(Net(P.ReduceSum(keep)))(x, axis))
        emit(f"mean_{keep}_{n}", g(Net(P.ReduceMean(keep)))(x, axis))
        emit(f"max_{keep}_{n}", g(Net(P.ReduceMax(keep)))(x, axis))
    emit(f"mutable_tuple_{keep}", g(Net(P.ReduceSum(keep)))(x, ms.mutable((1, 2))))
    emit(f"mutable_int_{keep}", g(Net(P.ReduceSum(keep)))(x, ms.mutable(1)))
