"""Adapted from tests/st/ops/cpu/test_resize_bilinear_grad_op.py, test_resize_nearest_neighbor_grad_op.py,
test_resize_linear_1d_op.py, test_resize_linear_1d_grad_op.py, test_sparse_apply_adagrad.py,
test_sparse_apply_adagrad_v2.py, test_unique_with_pad_op.py, test_spacetobatchnd_op.py, test_no_repeat_ngram.py
and test_stft_op.py."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from mindspore.ops import operations as P
from mindspore.ops import functional as F
from mindspore.ops.operations import _grad_ops as G
from mindspore.ops.operations import ResizeLinear1D
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, *args):
        return self.op(*args)


dy = Tensor(np.array([[[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]]], np.float32))
img = Tensor(np.zeros((1, 1, 4, 5), np.float32))
emit("resize_bilinear_grad_align", Net(G.ResizeBilinearGrad(align_corners=True))(dy, img), rtol=1e-5)
emit("resize_bilinear_grad_plain", Net(G.ResizeBilinearGrad())(dy, img), rtol=1e-5)
emit("resize_bilinear_grad_half_pixel", Net(G.ResizeBilinearGrad(half_pixel_centers=True))(dy, img), rtol=1e-5)
emit("resize_bilinear_grad_f16_image", Net(G.ResizeBilinearGrad())(dy, Tensor(np.zeros((1, 1, 3, 3), np.float16))),
     rtol=1e-3)
emit("resize_nn_grad_align", Net(G.ResizeNearestNeighborGrad(align_corners=True))(
    Tensor(np.arange(16, dtype=np.float32).reshape(1, 1, 4, 4)), (2, 3)))
emit("resize_nn_grad_int", Net(G.ResizeNearestNeighborGrad())(Tensor(np.ones((1, 1, 4, 4), np.int32)), (2, 2)))

x1 = Tensor(np.array([[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]], np.float32))
size = Tensor(np.array([5], np.int64))
emit("resize_linear_1d_align", Net(ResizeLinear1D())(x1, size), rtol=1e-6)
emit("resize_linear_1d_half_pixel", Net(ResizeLinear1D("half_pixel"))(x1, size), rtol=1e-6)
emit("resize_linear_1d_down", Net(ResizeLinear1D())(x1, Tensor(np.array([2], np.int64))), rtol=1e-6)
sens = Tensor(np.arange(10, dtype=np.float32).reshape(1, 2, 5))
emit("resize_linear_1d_grad", ops.GradOperation(sens_param=True)(Net(ResizeLinear1D("half_pixel")))(x1, size, sens),
     rtol=1e-5)


class Adagrad(nn.Cell):
    def __init__(self, op, var, accum):
        super().__init__()
        self.op = op
        self.var = Parameter(Tensor(var), name="var")
        self.accum = Parameter(Tensor(accum), name="accum")

    def construct(self, grad, indices):
        out = self.op(self.var, self.accum, grad, indices)
        return out, self.var * 1, self.accum * 1


var = np.array([[0.2, 0.1], [0.4, 0.5], [0.3, 0.9]], np.float32)
accum = np.array([[0.1, 0.2], [0.2, 0.4], [0.5, 0.6]], np.float32)
g = Tensor(np.array([[0.5, 0.2], [0.3, -0.5], [1.0, 2.0]], np.float32))
idx = Tensor(np.array([2, 0, 2], np.int32))
emit("sparse_apply_adagrad", Adagrad(P.SparseApplyAdagrad(lr=0.1), var, accum)(g, idx), rtol=1e-5)
emit("sparse_apply_adagrad_no_slots", Adagrad(P.SparseApplyAdagrad(lr=0.1, update_slots=False), var, accum)(g, idx),
     rtol=1e-5)
# V2 applies a repeated index's rows one at a time in an order of its own: distinct indices here
emit("sparse_apply_adagrad_v2", Adagrad(P.SparseApplyAdagradV2(lr=0.1, epsilon=0.01), var, accum)(
    g, Tensor(np.array([2, 0, 1], np.int32))), rtol=1e-5)
emit_error("sparse_apply_adagrad_f64", Adagrad(P.SparseApplyAdagrad(lr=0.1), var.astype(np.float64),
                                               accum.astype(np.float64)), Tensor(np.ones((1, 2))),
           Tensor(np.array([0], np.int32)))

for dt, pad in ((ms.int32, -1), (ms.int64, 0), (ms.float32, 0.5)):
    emit("unique_with_pad_" + str(dt), Net(P.UniqueWithPad())(Tensor(np.array([5, 1, 5, 2, 9, 1]), dt), pad))

xs = Tensor(np.arange(32, dtype=np.float32).reshape(2, 1, 4, 4))
emit("space_to_batch_nd", Net(ops.SpaceToBatchND(2, [[0, 0], [0, 0]]))(xs))
emit("space_to_batch_nd_padded", Net(ops.SpaceToBatchND([2, 3], [[0, 2], [1, 1]]))(xs))
emit("space_to_batch_nd_fn", ops.space_to_batch_nd(Tensor(np.arange(16, dtype=np.float32).reshape(1, 1, 4, 4)), 2,
                                                   [[0, 0], [0, 0]]))

seq = Tensor(np.array([[[1, 2, 1, 2, 5, 1, 2], [9, 3, 9, 5, 4, 1, 5]], [[7, 7, 2, 7, 9, 9, 4],
                                                                       [4, 8, 8, 4, 3, 4, 8]]], np.int32))
lp = Tensor(np.arange(40, dtype=np.float32).reshape(2, 2, 10) / 40)
emit("no_repeat_ngram_3", Net(P.NoRepeatNGram(3))(seq, lp))
emit("no_repeat_ngram_2", Net(P.NoRepeatNGram(2))(seq, lp))

sig = Tensor(np.array([[0.0, 1.0, 2.0, 1.0, 0.0, -1.0, -2.0, -1.0, 0.5], [1.0, 1.0, 0.0, 0.0, 1.0, 1.0, 0.0, 0.0, 2.0]],
                      np.float32))
emit("stft_real", F.stft(sig, 4, center=False), rtol=1e-5, atol=1e-5)
emit("stft_center_reflect", F.stft(sig, 4, hop_length=2), rtol=1e-5, atol=1e-5)
emit("stft_complex_normalized", F.stft(sig, 4, hop_length=3, window=Tensor(np.array([0.5, 1.0, 1.0, 0.5], np.float32)),
                                       center=False, onesided=False, return_complex=True, normalized=True),
     rtol=1e-5, atol=1e-5)
emit("stft_1d", F.stft(Tensor(np.arange(8, dtype=np.float64)), 4, hop_length=2, center=False), rtol=1e-6, atol=1e-6)
