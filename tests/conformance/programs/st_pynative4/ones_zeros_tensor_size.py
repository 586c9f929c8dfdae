# ops.ones / ops.zeros (and mindspore.ops.auto_generate's ones/zeros) take the size as an int Tensor,
# in PyNative and in graph code (the shape is the Tensor's value when it runs); the gradient with
# respect to the size is zeros; a 2-D size Tensor is refused.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn
from mindspore.ops.auto_generate.gen_ops_def import ones as gen_ones, zeros as gen_zeros
from _conf import emit, emit_error


class Make(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, size, dtype):
        return self.fn(size, dtype)


size = Tensor(np.array([2, 3]).astype(np.int64))
emit("ones_tensor_size", Make(gen_ones)(size, ms.int32))
emit("zeros_tensor_size", Make(gen_zeros)(size, ms.float32))
emit("ops_ones_tensor_size", Make(ops.ones)(Tensor(np.array([3, 1], np.int32)), ms.float64))
emit("ones_scalar_tensor_size", Make(ops.ones)(Tensor(4, ms.int64), ms.float32))
emit("grad_wrt_size", Make(ops.grad(gen_ones, (0,)))(size, ms.float64))
emit_error("two_d_size", lambda: Make(gen_zeros)(Tensor(np.array([[2, 3], [4, 5]]).astype(np.int64)),
                                                  ms.int32).asnumpy())
