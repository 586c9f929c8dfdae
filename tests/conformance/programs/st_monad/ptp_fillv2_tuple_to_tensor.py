# Tensor.ptp (max - min along an axis), ops.FillV2 (shape tuple or 1-d Tensor, 0-d value Tensor) and
# _sequence_ops.TupleToTensor (a tuple of numbers as a Tensor of the given dtype).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.ops.operations._sequence_ops import TupleToTensor
from _conf import emit


class Ptp(nn.Cell):
    def construct(self, x):
        return x.ptp(1), x.ptp(0, True), x.ptp()


class Fill(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fill = ops.FillV2()

    def construct(self, v):
        return self.fill((2, 3), v)


x = Tensor(np.array([[1.0, 5.0, -2.0], [4.0, 0.5, 3.0]], np.float32))
emit("ptp", Ptp()(x))
emit("fillv2_tuple_shape", Fill()(Tensor(np.array(1.5, np.float32))))
emit("fillv2_tensor_shape", ops.FillV2()(Tensor(np.array([3, 1], np.int64)), Tensor(np.array(7, np.int32))))
emit("tuple_to_tensor_int64", TupleToTensor()((1, 2, 4), ms.int64))
emit("tuple_to_tensor_float32", TupleToTensor()((1, 2.5), ms.float32))
