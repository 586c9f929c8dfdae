"""Adapted from tests/st/ops/cpu/test_ps_roi_pooling_v2_op.py, test_ps_roi_pooling_grad_op.py, test_pad_v3.py and
test_pad_v3_grad_op.py: PSROIPooling's bins (rounded scaled corners, floor/ceil edges) and its gradient, PadV3's
modes (negative paddings crop first) and PadV3Grad."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.operations import nn_ops
from mindspore.ops.operations import _grad_ops as G
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, *args):
        return self.op(*args)


rois = Tensor(np.array([[[0.0], [15.03563], [20.0132], [57.93563], [60.23452]],
                        [[1.0], [6.51263], [3.08564], [76.24214], [56.79854]]], np.float32))
feat = Tensor(np.arange(2 * 8 * 5 * 4, dtype=np.float32).reshape(2, 8, 5, 4) % 11)
emit("psroi_forward", Net(nn_ops.PSROIPooling(1.0 / 16, 2, 2))(feat, rois), rtol=1e-5)
dy = Tensor(np.arange(16, dtype=np.float32).reshape(2, 2, 2, 2) + 1)
emit("psroi_grad", Net(G.PSROIPoolingGrad((5, 4), 1.0 / 16, 2, 2))(dy, rois), rtol=1e-5)
emit("psroi_autograd", ms.grad(Net(nn_ops.PSROIPooling(1.0 / 16, 2, 2)))(feat, rois), rtol=1e-5)
emit_error("psroi_channels_mismatch", Net(nn_ops.PSROIPooling(1.0 / 16, 2, 2)),
           Tensor(np.ones((2, 9, 5, 4), np.float32)), rois)
emit_error("psroi_grad_dy_mismatch", Net(G.PSROIPoolingGrad((5, 4), 1.0 / 16, 2, 2)),
           Tensor(np.ones((3, 2, 2, 2), np.float32)), rois)
emit_error("psroi_grad_float64", G.PSROIPoolingGrad(100, 1.0 / 16, 7, 3),
           Tensor([1.0], ms.float64), Tensor([1.0], ms.float64))
emit_error("psroi_bad_group_size", nn_ops.PSROIPooling, 1.0 / 16, 7.1, 3)
emit_error("psroi_negative_scale", nn_ops.PSROIPooling, -0.15, 7, 3)
emit_error("psroi_grad_input_size_list", G.PSROIPoolingGrad, [2, 2], 1.0 / 16, 7, 3)
emit_error("psroi_grad_input_size_zero", G.PSROIPoolingGrad, (0, 100), 1.0 / 16, 7, 3)

x3 = Tensor(np.arange(12, dtype=np.float32).reshape(1, 3, 4))
x4 = Tensor(np.arange(12, dtype=np.float32).reshape(1, 1, 3, 4))
for mode, x, pads in (("constant", x3, (1, -1, 2, 0)), ("reflect", x4, (1, 2, 2, 1)), ("edge", x3, (2, 1)),
                      ("circular", x4, (1, -1, 1, 2))):
    args = (x, pads, Tensor(1.5, ms.float32)) if mode == "constant" else (x, pads)
    emit("padv3_" + mode, Net(nn_ops.PadV3(mode))(*args))
emit_error("padv3_reflect_rank", Net(nn_ops.PadV3("reflect")), x3, (1, 1, 1, 1))
emit_error("padv3_edge_2d", Net(nn_ops.PadV3("edge")), Tensor(np.ones((3, 4), np.float32)), (1, 1))
emit("padv3_tensor_paddings", Net(nn_ops.PadV3("circular"))(x3, Tensor(np.array([1, 2], np.int64))))
emit("padv3_non_contiguous", Net(nn_ops.PadV3("constant", False))(x3, (1, 2, 0, 1), Tensor(0.0, ms.float32)))
emit("padv3_grad_circular", Net(G.PadV3Grad("circular"))(Tensor(np.arange(18, dtype=np.float32).reshape(1, 1, 3, 6)),
                                                          Tensor(np.array([1, 2, 1, 0], np.int64))))
emit("padv3_grad_reflect", Net(G.PadV3Grad("reflect"))(Tensor(np.arange(42, dtype=np.float32).reshape(1, 1, 6, 7)),
                                                        (1, 2, 2, 1)))
emit("padv3_autograd_edge", ms.grad(Net(nn_ops.PadV3("edge")))(x3, (2, 1)))
