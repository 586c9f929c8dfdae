"""repr of nn / mint.nn layers that earlier comparisons did not build (session 50, pr50 probes).

msgraph printed before: ``BatchNorm2d(momentum=0.1, ...)`` where MindSpore 2.10 prints ``1.0 - (1.0 - momentum)``
(``0.09999999999999998``); ``Norm()`` (no ``axis=..., keep_dims=...``); the mint.nn layers ``GroupNorm()``,
``LayerNorm()``, ``EmbeddingExt()``, ``AdaptiveAvgPool1d()`` / ``2d`` / ``AdaptiveMaxPool1d()`` without their
arguments, and class names ``Dropout`` / ``Softmax`` / ``LogSoftmax`` / ``L1Loss`` / ``LayerNorm`` /
``Hardsigmoid`` / ``Hardswish`` where MindSpore's are ``DropoutExt`` / ``SoftmaxExt`` / ``LogSoftmaxExt`` /
``L1LossExt`` / ``LayerNormExt`` / ``HSigmoid`` / ``HSwish``; ``MaxPool1d(pad_mode='pad')`` as ``kernel_size=(1, 3)``
(MindSpore: ``(1, 1, 3)``) and ``AvgPool1d`` in its AvgPool3D modes as ``(1, 3)`` (MindSpore: ``3``), with msgraph's
own helper Cell listed as a child; mint.nn.BCELoss without its ``(bce_loss): BCELoss()`` child (st mint
test_nn_bceloss prints it); ``BiDense(has_bias=False)`` naming the bias; a Tensor ``weight_init`` as the
Tensor's repr (MindSpore: its str ``[[[[1. 1.]]]]``); NHWC layers' ValueError text."""
import numpy as np
import mindspore as ms
from mindspore import nn, mint, Tensor
from _conf import emit, emit_error

M = mint.nn
CASES = [
    ("bn2d_m01", lambda: nn.BatchNorm2d(4, momentum=0.1)),
    ("bn1d_m03", lambda: nn.BatchNorm1d(4, momentum=0.3)),
    ("bn1d_m07", lambda: nn.BatchNorm1d(4, momentum=0.7)),
    ("bn2d_m1", lambda: nn.BatchNorm2d(2, momentum=1)),
    ("in1d_m03", lambda: nn.InstanceNorm1d(3, momentum=0.3)),
    ("norm", lambda: nn.Norm()),
    ("norm_axis", lambda: nn.Norm((0, 1), True)),
    ("mint_gn", lambda: M.GroupNorm(2, 4, eps=1e-3, affine=False)),
    ("mint_ln", lambda: M.LayerNorm([2, 3], elementwise_affine=False)),
    ("mint_ln_int", lambda: M.LayerNorm(4)),
    ("mint_emb", lambda: M.Embedding(10, 3, padding_idx=1, max_norm=1.0)),
    ("mint_emb_neg", lambda: M.Embedding(10, 3, padding_idx=-2)),
    ("mint_emb_f16", lambda: M.Embedding(10, 3, dtype=ms.float16)),
    ("nn_embext", lambda: nn.EmbeddingExt(5, 2)),
    ("mint_aap1d", lambda: M.AdaptiveAvgPool1d(3)),
    ("mint_aap2d", lambda: M.AdaptiveAvgPool2d((2, None))),
    ("mint_amp1d", lambda: M.AdaptiveMaxPool1d(3)),
    ("mint_dropout", lambda: M.Dropout(p=0.2)),
    ("mint_softmax", lambda: M.Softmax(1)),
    ("mint_logsoftmax", lambda: M.LogSoftmax(dim=1)),
    ("mint_l1", lambda: M.L1Loss(reduction="sum")),
    ("mint_hsig", lambda: M.Hardsigmoid()),
    ("mint_hswish", lambda: M.Hardswish()),
    ("maxpool1d_pad", lambda: nn.MaxPool1d(3, 2, pad_mode="pad", padding=1)),
    ("maxpool1d_pad_idx", lambda: nn.MaxPool1d(3, 2, pad_mode="PAD", padding=1, dilation=2, return_indices=True)),
    ("maxpool1d_ceil", lambda: nn.MaxPool1d(3, 2, pad_mode="pad", ceil_mode=True)),
    ("maxpool1d_valid", lambda: nn.MaxPool1d(3, 2)),
    ("avgpool1d_pad", lambda: nn.AvgPool1d(3, 2, pad_mode="pad", padding=1)),
    ("avgpool1d_ceil", lambda: nn.AvgPool1d(3, 2, pad_mode="valid", ceil_mode=True)),
    ("avgpool1d_same_nocount", lambda: nn.AvgPool1d(3, 2, pad_mode="same", count_include_pad=False)),
    ("avgpool1d_valid", lambda: nn.AvgPool1d(3, 2)),
    ("mint_bceloss", lambda: M.BCELoss()),
    ("mint_bceloss_sum", lambda: M.BCELoss(reduction="sum")),
    ("bidense_nobias", lambda: nn.BiDense(2, 3, 4, has_bias=False)),
    ("bidense_bias", lambda: nn.BiDense(2, 3, 4)),
    ("conv1d_tensor_init", lambda: nn.Conv1d(1, 1, 2, weight_init=Tensor(np.ones((1, 1, 2), np.float32)))),
    ("conv2d_tensor_init", lambda: nn.Conv2d(1, 2, 1, has_bias=True, weight_init=Tensor(np.ones((2, 1, 1, 1), np.float32)),
                                             bias_init=Tensor(np.array([0.5, -1.0], np.float32)))),
]
for label, make in CASES:
    emit(label, repr(make()))
    emit(label + "_cls", type(make()).__name__)
emit("hsig_is_nn", M.Hardsigmoid is nn.HSigmoid)
emit_error("mint_aap1d_no_size", lambda: M.AdaptiveAvgPool1d())
emit_error("maxpool2d_nhwc", lambda: nn.MaxPool2d(2, 2, data_format="NHWC"))
emit_error("avgpool2d_nhwc", lambda: nn.AvgPool2d(2, 2, data_format="NHWC"))
emit_error("conv2d_nhwc", lambda: nn.Conv2d(2, 4, 3, data_format="NHWC"))
emit_error("bn2d_nhwc", lambda: nn.BatchNorm2d(2, data_format="NHWC"))
