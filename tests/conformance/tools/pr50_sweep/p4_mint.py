import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter, mint
def show(label, mk):
    try:
        o = mk()
        print("==", label); print(repr(o)); s = str(o)
        if s != repr(o): print("-- str differs:"); print(s)
    except Exception as e:
        print("==", label, "EXC", type(e).__name__, str(e).splitlines()[0] if str(e) else "")
M = mint.nn
L = [
 ("aap1d", lambda: M.AdaptiveAvgPool1d(3)), ("aap2d", lambda: M.AdaptiveAvgPool2d((2, None))),
 ("amp1d", lambda: M.AdaptiveMaxPool1d(3)), ("amp2d", lambda: M.AdaptiveMaxPool2d(3) if hasattr(M, "AdaptiveMaxPool2d") else 0),
 ("aap3d", lambda: M.AdaptiveAvgPool3d(2) if hasattr(M, "AdaptiveAvgPool3d") else 0),
 ("bn1d", lambda: M.BatchNorm1d(3)), ("bn3d", lambda: M.BatchNorm3d(3, eps=1e-3, affine=False, track_running_stats=False)),
 ("conv1d", lambda: M.Conv1d(2, 4, 3, stride=2, padding=1, dilation=1, groups=2, bias=False)),
 ("conv2d_same", lambda: M.Conv2d(2, 4, (3, 3), padding="same", padding_mode="reflect")),
 ("conv3d", lambda: M.Conv3d(2, 4, 3)),
 ("convT2d", lambda: M.ConvTranspose2d(2, 4, 3, stride=2, padding=1, output_padding=1)),
 ("emb", lambda: M.Embedding(10, 3, padding_idx=1, max_norm=1.0)),
 ("emb_dtype", lambda: M.Embedding(10, 3, dtype=ms.float16)),
 ("gn", lambda: M.GroupNorm(2, 4, eps=1e-3, affine=False)),
 ("ln", lambda: M.LayerNorm([2, 3], elementwise_affine=False)),
 ("ln_bias", lambda: M.LayerNorm(4, bias=False)),
 ("linear", lambda: M.Linear(3, 2, bias=False)),
 ("sbn", lambda: M.SyncBatchNorm(3)),
 ("dropout", lambda: M.Dropout(p=0.2)), ("dropout2d", lambda: M.Dropout2d(0.2)),
 ("hsig", lambda: M.Hardsigmoid()), ("hswish", lambda: M.Hardswish()),
 ("l1", lambda: M.L1Loss(reduction="sum")), ("logsm", lambda: M.LogSoftmax(dim=1)), ("sm", lambda: M.Softmax(1)),
 ("maxpool2d", lambda: M.MaxPool2d(3, 2, 1, return_indices=True)), ("avgpool2d", lambda: M.AvgPool2d(3, 2, 1, ceil_mode=True)),
 ("avgpool1d", lambda: M.AvgPool1d(3)), ("avgpool3d", lambda: M.AvgPool3d(2)),
 ("prelu", lambda: M.PReLU(3, 0.1)), ("elu", lambda: M.ELU(0.3)), ("hardtanh", lambda: M.Hardtanh(-2.0, 2.0)),
 ("thresh", lambda: M.Threshold(0.1, 2.0)), ("glu", lambda: M.GLU()), ("gelu", lambda: M.GELU(approximate="tanh")),
 ("pad", lambda: M.ConstantPad2d(1, 0.5)), ("zpad", lambda: M.ZeroPad2d((1, 2, 1, 2))), ("rpad", lambda: M.ReflectionPad1d(2)),
 ("up", lambda: M.UpsamplingNearest2d(scale_factor=2.0)), ("upb", lambda: M.UpsamplingBilinear2d(size=(4, 4))),
 ("ce", lambda: M.CrossEntropyLoss(ignore_index=1, label_smoothing=0.1)), ("nll", lambda: M.NLLLoss()),
 ("bce", lambda: M.BCEWithLogitsLoss()), ("smoothl1", lambda: M.SmoothL1Loss(beta=0.5)), ("kl", lambda: M.KLDivLoss()),
 ("flatten", lambda: M.Flatten(0, -1)), ("identity", lambda: M.Identity()),
 ("fold", lambda: M.Fold((4, 4), (2, 2)) if hasattr(M, "Fold") else 0),
 ("unfold", lambda: M.Unfold((2, 2)) if hasattr(M, "Unfold") else 0),
 ("pixel", lambda: M.PixelShuffle(2) if hasattr(M, "PixelShuffle") else 0),
 ("mish", lambda: M.Mish()), ("selu", lambda: M.SELU()), ("silu", lambda: M.SiLU()), ("relu6", lambda: M.ReLU6()),
 ("logsig", lambda: M.LogSigmoid()), ("softshrink", lambda: M.Softshrink(0.3) if hasattr(M, "Softshrink") else 0),
 ("tanh", lambda: M.Tanh()), ("sigmoid", lambda: M.Sigmoid()),
 ("nn_avgpool3d", lambda: nn.AvgPool3d(2, 2, pad_mode="pad", padding=1, ceil_mode=True, count_include_pad=False)),
 ("nn_maxpool3d", lambda: nn.MaxPool3d(2, 2, ceil_mode=True, return_indices=True)),
 ("nn_embext", lambda: nn.EmbeddingExt(5, 2)),
 ("nn_in2d", lambda: nn.InstanceNorm2d(3, affine=False, eps=1e-3)),
]
for l, f in L: show(l, f)
