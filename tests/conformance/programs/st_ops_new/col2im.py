"""MindSpore's public Col2Im on 4-D (N, C, kh*kw, L) blocks (tests/st/ops/gpu/test_col2im_op.py): output_size as a
Tensor (a graph input in Graph mode), padding / stride / dilation, complex input, F.col2im / Tensor.col2im,
ops.fold on 3-D blocks, the gradient, and the shape / attribute errors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.operations.array_ops import Col2Im
from mindspore.ops import functional as F
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, *attrs):
        super().__init__()
        self.op = Col2Im(*attrs)

    def construct(self, x, output_size):
        return self.op(x, output_size)


class Fold(nn.Cell):
    def construct(self, x):
        return ops.fold(x, Tensor([4, 4], ms.int32), 2, 1, 1, 2)


x = Tensor(np.arange(2 * 3 * 4 * 9).reshape(2, 3, 4, 9).astype(np.float32))
size = Tensor([4, 4], ms.int32)
emit("k2", Net(2)(x, size))
emit("pad_stride", Net([2, 2], 1, 1, 2)(x, size))
emit("dilation", Net(2, 2, 1, 1)(Tensor(np.arange(1 * 2 * 4 * 36).reshape(1, 2, 4, 36).astype(np.float64)),
                                 Tensor([6, 6], ms.int32)))
emit("complex", Net(2)(x.astype(ms.complex64), size))
emit("f16", Net(2)(x.astype(ms.float16), size))
emit("functional", F.col2im(x, size, 2, 1, 0, 1))
emit("method", x.col2im(size, [2, 2], 1, 0, 1))
emit("fold_3d", Fold()(Tensor(np.arange(2 * 12 * 9).reshape(2, 12, 9).astype(np.float32))))
emit("grad", ops.GradOperation()(Net(2))(x, size))
emit("fold_grad", ops.GradOperation()(Fold())(Tensor(np.arange(2 * 12 * 9).reshape(2, 12, 9).astype(np.float32))))
emit_error("blocks_mismatch", lambda: Net(2)(x, Tensor([4, 5], ms.int32)))
emit_error("kernel_mismatch", lambda: Net(3)(x, size))
emit_error("rank3", lambda: Net(2)(x.reshape(2, 12, 9), size))
emit_error("int_input", lambda: Net(2)(x.astype(ms.int32), size))
emit_error("float_kernel", lambda: Col2Im(2.0))
