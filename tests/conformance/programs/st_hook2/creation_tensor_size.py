# ops.ones / ops.zeros take an int Tensor as the size (outside jit); Tensor.new_ones / new_zeros;
# a 0-D int Tensor as a reduction axis; a dynamic-rank placeholder Tensor for Cell.set_inputs.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


class Net(nn.Cell):
    def construct(self, x):
        return x * 2


size = Tensor(np.array([2, 3]).astype(np.int64))
emit("ones_tensor_size", ops.ones(size, ms.int32))
emit("zeros_tensor_size", ops.zeros(size, ms.float32))
emit("ones_tuple", ops.ones((2, 1), ms.float16))
emit_error("ones_2d_size", lambda: ops.ones(Tensor(np.array([[2, 3], [4, 5]]).astype(np.int64)), ms.int32).asnumpy())
x = Tensor([1], ms.int32)
emit("new_ones", x.new_ones((2, 3), ms.float32))
emit("new_ones_default_dtype", x.new_ones((2,)))
emit("new_zeros", x.new_zeros((1, 2)))
emit("reduce_tensor_axis", ops.ReduceSum()(Tensor(np.arange(6).reshape(2, 3).astype(np.float32)), Tensor(1)))
net = Net()
net.set_inputs(Tensor(shape=None, dtype=ms.float32))
emit("dynamic_rank_input", net(Tensor(np.arange(4).reshape(2, 2).astype(np.float32))))
