"""MindSpore's max-pool grad primitives used directly (tests/st/ops/cpu/test_max_pool_grad_with_argmax*_op.py,
test_maxpool_grad_grad*_op.py, test_maxpool_3d_grad_grad_cpu_op.py): MaxPoolGradWithArgmax (argmax a flat index
over C*H*W, repeated indices add), MaxPoolGradWithArgmaxV2 (over H*W), MaxPoolGradGrad, MaxPool3DGradGrad,
MaxPoolGradGradWithArgmax."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops.operations import _grad_ops as G
from _conf import emit


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, *args):
        return self.op(*args)


x = Tensor(np.arange(32).reshape(1, 2, 4, 4).astype(np.float32))
dy = Tensor(np.arange(1, 9).reshape(1, 2, 2, 2).astype(np.float32))
i_plane = Tensor(np.array([[[[5, 7], [13, 15]], [[5, 7], [13, 15]]]], np.int32))
i_batch = Tensor(np.array([[[[5, 7], [13, 15]], [[21, 23], [29, 31]]]], np.int32))
emit("grad_with_argmax_repeated", Net(G.MaxPoolGradWithArgmax(kernel_size=2, strides=2, pad_mode="VALID"))(x, dy, i_plane))
emit("grad_with_argmax", Net(G.MaxPoolGradWithArgmax(kernel_size=2, strides=2, pad_mode="VALID"))(x, dy, i_batch))
emit("grad_with_argmax_v2", Net(G.MaxPoolGradWithArgmaxV2(2, 2, 0, 1, False))(x, dy, i_plane))
emit("grad_with_argmax_v2_f16", Net(G.MaxPoolGradWithArgmaxV2(2, 2, 0, 1, False))(
    Tensor(x.asnumpy().astype(np.float16)), Tensor(dy.asnumpy().astype(np.float16)), i_plane))
xt = Tensor((np.arange(32).reshape(1, 2, 4, 4) % 3).astype(np.float32))   # ties: the first maximum
g = Tensor(np.arange(32).reshape(1, 2, 4, 4).astype(np.float32) / 10)
for mode, k, s in (("VALID", 2, 2), ("SAME", 3, 1)):
    op = G.MaxPoolGradGrad(pad_mode=mode, kernel_size=k, strides=s)
    out = Tensor(np.zeros((1, 2, 2, 2) if mode == "VALID" else (1, 2, 4, 4), np.float32))
    emit(f"grad_grad_{mode}", Net(op)(x, out, g))
    emit(f"grad_grad_{mode}_ties", Net(op)(xt, out, g))
x3 = Tensor((np.arange(54).reshape(1, 2, 3, 3, 3) % 7).astype(np.float32))
g3 = Tensor(np.arange(54).reshape(1, 2, 3, 3, 3).astype(np.float32))
for mode, k, s in (("VALID", 2, 2), ("SAME", 2, 1)):
    out = Tensor(np.zeros((1, 2, 1, 1, 1) if mode == "VALID" else (1, 2, 3, 3, 3), np.float32))
    emit(f"grad_grad_3d_{mode}", Net(G.MaxPool3DGradGrad(pad_mode=mode, kernel_size=k, strides=s))(x3, out, g3))
emit("grad_grad_with_argmax", Net(G.MaxPoolGradGradWithArgmax(pad_mode="VALID", kernel_size=2, strides=2))(x, g, i_batch))
