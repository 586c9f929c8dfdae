"""ops.Gather(batch_dims) as MindSpore 2.10: the primitive takes the batch_dims attribute (positionally too), its
result and gradient are those of ops.gather(..., batch_dims); a batch_dims outside [-rank, rank) of the params is a
ValueError.  ops.div with a rounding_mode other than None / 'floor' / 'trunc' is a ValueError."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from _conf import emit, emit_error


class G(nn.Cell):
    def __init__(self, b, axis):
        super().__init__()
        self.g = ops.Gather(b)
        self.axis = axis

    def construct(self, x, i):
        return self.g(x, i, self.axis)


class GK(nn.Cell):
    def construct(self, x, i):
        return ops.Gather(batch_dims=1)(x, i, 1), ops.Gather(0)(x, i[1], 0), ops.gather(x, i, 2, 1)


x = ms.Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32) - 5)
i = ms.Tensor(np.array([[0, 2], [1, 0]], np.int32))
emit("batch1_axis1", G(1, 1)(x, i))
emit("batch1_axis2", G(1, 2)(x, i))
emit("batch2_axis2", G(2, 2)(x, ms.Tensor(np.array([[0, 3, 1], [2, 2, 0]], np.int32))))
emit("batch0", G(0, 0)(x, ms.Tensor(np.array([1, 0], np.int32))))
emit("keyword", GK()(x, i))
emit("int_input", G(1, 1)(ms.Tensor(np.arange(24).reshape(2, 3, 4).astype(np.int64)), i))
emit("grad_batch1", ms.grad(G(1, 1))(x, i))
emit("grad_batch1_axis2", ms.grad(G(1, 2))(x, i))
emit_error("batch_dims_range", G(3, 1), x, i)
emit_error("batch_dims_range_neg", G(-4, 1), x, i)
emit_error("div_rounding_mode", ops.div, x, x, rounding_mode="bad")
