"""Layers the zoo_nn6 sweep (tools/diff_sweep.py) found missing or different, as MindSpore 2.10: AvgPool3D/MaxPool3D
(nn.AvgPool3d) with ceil_mode in pad_mode 'valid' round the output size up too; nn.Conv3d with group > 1;
nn.Conv3dTranspose; nn.LRN.  Forward and gradients over the input and the weights (deterministic weights)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from _conf import emit, emit_error


def setw(cell, scale=0.1):
    for p in cell.trainable_params():
        n = int(np.prod(p.shape)) if p.shape else 1
        p.set_data(ms.Tensor(((np.arange(n) % 7 - 3) * scale).reshape(p.shape).astype(np.float32)))
    return cell


class G(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.grad = ops.GradOperation(get_all=True, get_by_list=True)
        self.params = ms.ParameterTuple(net.trainable_params())

    def construct(self, x):
        return self.grad(self.net, self.params)(x)


x5 = ms.Tensor((np.arange(2 * 2 * 3 * 4 * 5).reshape(2, 2, 3, 4, 5) % 13 * 0.25 - 1.5).astype(np.float32))
x4 = ms.Tensor((np.arange(2 * 4 * 5 * 6).reshape(2, 4, 5, 6) % 9 * 0.3 - 1.2).astype(np.float32))
LAYERS = {
    "avgpool3d_ceil_valid": (lambda: nn.AvgPool3d(2, 2, ceil_mode=True), x5),
    "conv3d_group2": (lambda: nn.Conv3d(2, 4, 2, 2, 'valid', group=2, has_bias=True), x5),
    "conv3d_group2_pad": (lambda: nn.Conv3d(2, 2, (1, 2, 3), 1, 'pad', (0, 0, 1, 1, 1, 0), group=2), x5),
    "conv3dT": (lambda: nn.Conv3dTranspose(2, 3, 2, 2), x5),
    "conv3dT_pad_bias": (lambda: nn.Conv3dTranspose(2, 2, 3, 1, 'pad', 1, has_bias=True), x5),
    "lrn": (lambda: nn.LRN(2, 1.0, 0.5, 0.75), x4),
    "lrn_default": (lambda: nn.LRN(), x4),
}
for name, (make, x) in LAYERS.items():
    net = setw(make())
    emit(name, net(x), rtol=1e-5, atol=1e-5)
    if not name.startswith("avgpool3d"):  # MindSpore 2.10's CPU AvgPool3DGrad fails on ceil-mode windows
        emit(f"{name}_grad", G(net)(x), rtol=1e-5, atol=1e-5)
emit_error("maxpool3d_ceil_valid", nn.MaxPool3d, 2, 2, ceil_mode=True)
emit("avgpool3d_ceil_valid_unbatched", nn.AvgPool3d(2, 2, ceil_mode=True)(x5[0]))
emit("conv3dT_weight_shape", [p.shape for p in nn.Conv3dTranspose(4, 6, (1, 2, 3), group=2, has_bias=True).get_parameters()])
