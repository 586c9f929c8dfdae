"""Adapted from MindSpore 2.10's tests/st/mint (test_syncbatchnorm, test_nn_MaxUnpool2d, test_dropout2d,
test_nn_AvgPool3d, test_hardtanh_...): msgraph's mint.nn lacked Conv1d/2d/3d, ConvTranspose2d, BatchNorm1d/2d/3d,
SyncBatchNorm, the pools, Embedding, Dropout2d, Fold/Unfold, PixelShuffle, Upsample, MaxUnpool2d, Hardshrink,
Softshrink, SoftMarginLoss, and mint the in-place elu_/hardtanh_/threshold_/sigmoid_ (which MindSpore's CPU
cannot run): here the layers' parameters (names, shapes, dtypes, seeded initial values), their constructor errors,
and the values of those MindSpore runs on CPU."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, mint
import mindspore.mint.nn as mnn
import mindspore.mint.nn.functional as F
from _conf import emit, emit_error


def params(cell):
    return [(p.name, p.shape, str(p.dtype), p.requires_grad) for p in cell.get_parameters()]


ms.set_seed(5)
np.random.seed(5)
for name, make in [("conv1d", lambda: mnn.Conv1d(3, 4, 3)), ("conv2d", lambda: mnn.Conv2d(3, 6, (3, 2), groups=3)),
                   ("conv3d", lambda: mnn.Conv3d(2, 4, 3, bias=False)),
                   ("convt2d", lambda: mnn.ConvTranspose2d(4, 6, 3, groups=2)),
                   ("bn1d", lambda: mnn.BatchNorm1d(3)), ("bn2d", lambda: mnn.BatchNorm2d(4, affine=False)),
                   ("bn3d", lambda: mnn.BatchNorm3d(2, track_running_stats=False)),
                   ("syncbn", lambda: mnn.SyncBatchNorm(3)),
                   ("emb", lambda: mnn.Embedding(6, 3, padding_idx=2))]:
    cell = make()
    emit(name + "_params", params(cell))
    emit(name + "_values", [p.value() for p in cell.get_parameters()])

emit_error("conv_groups", lambda: mnn.Conv2d(3, 4, 3, groups=2))
emit_error("conv_same_stride", lambda: mnn.Conv2d(3, 4, 3, stride=2, padding="same"))
emit_error("conv_padding_str", lambda: mnn.Conv2d(3, 4, 3, padding="full"))
emit_error("conv_padding_mode", lambda: mnn.Conv1d(3, 4, 3, padding_mode="wrap"))
emit_error("convt_padding_mode", lambda: mnn.ConvTranspose2d(3, 4, 3, padding_mode="reflect"))
emit_error("dropout2d_p", lambda: mnn.Dropout2d(1.5))

x = Tensor(np.arange(2 * 3 * 4 * 4, dtype=np.float32).reshape(2, 3, 4, 4) / 7.0 - 3.0)
sbn = mnn.SyncBatchNorm(3)
sbn.set_train(True)
emit("syncbn_train", sbn(x))
emit("syncbn_running", [sbn.running_mean.value(), sbn.running_var.value(), sbn.num_batches_tracked.value()])
sbn.set_train(False)
emit("syncbn_eval", sbn(x))
emit_error("syncbn_1d", lambda: mnn.SyncBatchNorm(3)(Tensor(np.ones(3, np.float32))))
emit("amp2d", mnn.AdaptiveMaxPool2d((2, 3))(x))
emit("amp2d_idx", mnn.AdaptiveMaxPool2d(3, return_indices=True)(x))
emit("pixel_shuffle", mnn.PixelShuffle(2)(Tensor(np.arange(32, dtype=np.float32).reshape(1, 8, 2, 2))))
emit("hardshrink", mnn.Hardshrink(0.9)(x[0, 0]))
emit("softshrink", mnn.Softshrink(0.9)(x[0, 0]))
emit("dropout2d_eval", mnn.Dropout2d(0.5)(x))
emit("clamp", F.clamp(x[0, 0], -1.0, 1.5))
emit("broadcast_to", F.broadcast_to(x[0, 0, 0], (2, 4)))
grid = Tensor(np.array([[[[-1.0, -1.0], [0.5, 0.2]], [[0.1, -0.7], [1.0, 1.0]]]] * 2, np.float32))
emit("grid_sample", F.grid_sample(x, grid, align_corners=False))
c = Tensor(np.array([1 + 2j, -3.5 + 0.5j], np.complex64))
emit("real_imag", [mint.real(c), mint.imag(c)])
emit("item", mint.item(Tensor(np.array([2.5], np.float32))))
emit("optim_names", [type(o).__name__ for o in (mint.optim.Adam(nn.Dense(2, 2).trainable_params()),
                                                mint.optim.AdamW(nn.Dense(2, 2).trainable_params()),
                                                mint.optim.SGD(nn.Dense(2, 2).trainable_params(), 0.1))])
