"""Inputs MindSpore 2.10 refuses where msgraph computed (found by the adapt34b variant sweep of st ops/cpu
test_resize_nearest_neighbor_op, test_resize_bilinear_op, test_sigmoid_cross_entropy_with_logits_op,
test_soft_shrink_op and test_nllloss_op): ResizeNearestNeighbor of int8 / uint8 / uint16 / bool (TypeError; int16,
int32, int64 and floats resize), ResizeBilinearV2 with align_corners and half_pixel_centers both on (ValueError),
SigmoidCrossEntropyWithLogits of labels and logits of different shapes (ValueError: no broadcasting), SoftShrink with
a negative lambd (RuntimeError), NLLLoss of logits that are not 2-d (RuntimeError).  In a Cell, both modes."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, *a):
        return self.f(*a)


img = np.arange(6).reshape(1, 1, 2, 3)
for dt in (np.int8, np.uint8, np.uint16, np.bool_, np.int16, np.int32, np.float16):
    emit_error(f"resize_nearest_{np.dtype(dt).name}", Net(ops.ResizeNearestNeighbor((3, 5))), Tensor(img.astype(dt)))
emit_error("resize_bilinear_both", Net(ops.ResizeBilinearV2(True, True)), Tensor(img.astype(np.float32)), (3, 5))
emit_error("resize_bilinear_ac", Net(ops.ResizeBilinearV2(True, False)), Tensor(img.astype(np.float32)), (3, 5))
x = Tensor(np.array([[0.5, -1.0, 2.0], [0.0, 1.5, -0.25]], np.float32))
for name, lab in (("row", np.array([1, 0, 1], np.float32)), ("col", np.array([[1], [0]], np.float32)),
                  ("bigger", np.ones((2, 2, 3), np.float32)), ("same", np.array([[1, 0, 1], [0, 0, 1]], np.float32))):
    emit_error(f"sce_{name}", Net(ops.SigmoidCrossEntropyWithLogits()), x, Tensor(lab))
emit_error("softshrink_neg", Net(ops.SoftShrink(-1.0)), x)
emit_error("softshrink_zero", Net(ops.SoftShrink(0.0)), x)
w = Tensor(np.ones(4, np.float32))
emit_error("nll_1d", Net(ops.NLLLoss()), Tensor(np.ones(4, np.float32)), Tensor(np.array(1, np.int32)), w)
emit_error("nll_3d", Net(ops.NLLLoss()), Tensor(np.ones((2, 4, 1), np.float32)), Tensor(np.array([1, 0], np.int32)), w)
emit_error("nll_2d", Net(ops.NLLLoss()), Tensor(np.ones((2, 4), np.float32)), Tensor(np.array([1, 0], np.int32)), w)
