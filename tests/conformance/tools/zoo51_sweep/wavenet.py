"""research/audio/wavenet: WaveNet (4 ResidualConv1dGLU layers in 2 stacks, dilations 1 / 2, causal padding cut by
slicing, P.Split gates, tanh * sigmoid, skip sums scaled by sqrt(1/4), ConvInUpsampleNetwork's Conv1d +
ResizeNearestNeighbor + Conv2d upsampling of a local condition, last ReLU / 1x1 conv stack, optional Softmax), dropout
0, batch 2, T 16, condition 4 channels x 4 frames upsampled by [2, 2].  Through src/loss.py's NetWithLossClass (its
absent helpers: wavenet_vocoder/util is not in the repository -- its three predicates are defined here; nnmnkwii,
train_pytorch, audio, tqdm stubbed): the raw input with DiscretizedMixturelogisticLoss (2 logistic mixtures) and
MixtureGaussianLoss (1 and 2 Gaussians: the nr_mix == 1 branch), and the mulaw-quantize input with
MaskedCrossEntropyLoss (16 classes).  Records: forwards (softmax True / False), losses, gradients, get_lr /
get_lrv2, NSTEP steps of train.py's WaveNetTrainOneStepWithLossScaleCell (NPU float-status ops, ClipByNorm per
gradient through a MultitypeFuncGraph, Adam on the get_lrv2 schedule, DynamicLossScaleUpdateCell 2**12) and of
nn.TrainOneStepCell with the same Adam; trained weights."""
import os, sys, types
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z51 import *
import mindspore.nn as nn
import wavenet_vocoder
util = types.ModuleType("wavenet_vocoder.util")
util.is_mulaw_quantize = lambda s: s == "mulaw-quantize"
util.is_mulaw = lambda s: s == "mulaw"
util.is_raw = lambda s: s == "raw"
util.is_scalar_input = lambda s: s in ("raw", "mulaw")
sys.modules["wavenet_vocoder.util"] = util
wavenet_vocoder.util = util
from wavenet_vocoder import WaveNet
from src.loss import NetWithLossClass, WaveNetTrainOneStepWithLossScaleCell
from src.lr_generator import get_lr, get_lrv2
from mindspore.nn.wrap.loss_scale import DynamicLossScaleUpdateCell

B, T, CIN = 2, 16, 4
class HP:
    quantize_channels = 16; log_scale_min = -7.0; cin_pad = 0
def mk(input_type, dist, out_ch):
    hp = HP(); hp.input_type = input_type; hp.output_distribution = dist
    net = WaveNet(out_channels=out_ch, layers=4, stacks=2, residual_channels=8, gate_channels=16,
                  skip_out_channels=8, kernel_size=3, dropout=0.0, cin_channels=CIN, gin_channels=-1,
                  upsample_conditional_features=True,
                  upsample_params={"upsample_scales": [2, 2], "cin_channels": CIN, "cin_pad": 0},
                  scalar_input=util.is_scalar_input(input_type), output_distribution=dist)
    names = set_trainable_weights(net, 0.7)
    return net, NetWithLossClass(net, hp), names

c = ms.Tensor(data(B, CIN, T // 4, k=2) * PERT)
g = None
lengths = ms.Tensor(np.array([T, T - 3], np.int32))
mask_np = np.ones((B, T, 1), np.float32); mask_np[1, T - 3:] = 0
mask = ms.Tensor(mask_np)
xr = ms.Tensor((np.clip(data(B, 1, T, k=3), -0.95, 0.95) * PERT).astype(np.float32))
yr = ms.Tensor(np.transpose(xr.asnumpy(), (0, 2, 1)).copy())
q = ((np.arange(B * T) * 5 + 1) % 16).reshape(B, T)
xq = ms.Tensor(np.transpose(np.eye(16, dtype=np.float32)[q], (0, 2, 1)).copy())
yq = ms.Tensor(q.reshape(B, T, 1).astype(np.int32))
out("lr", get_lr(0.001, 2, 3, 0.5, 2))
lr2 = get_lrv2(0.001, 2, NSTEP, 4)
out("lrv2", lr2)
cases = (("logistic", "raw", "Logistic", 6, xr, yr), ("gauss1", "raw", "Normal", 2, xr, yr),
         ("gauss2", "raw", "Normal", 6, xr, yr), ("quant", "mulaw-quantize", "Logistic", 16, xq, yq))
for tag, it, dist, oc, x, y in cases:
    net, wl, names = mk(it, dist, oc)
    out(tag + ".names", names)
    net.set_train(False)
    out(tag + ".fwd", guard(tag + ".fwd", net, x, c, g, False))
    if tag == "quant":
        out(tag + ".fwd_softmax", guard(tag + ".fwd_softmax", net, x, c, g, True))
    net.set_train(True)
    out(tag + ".loss", guard(tag + ".loss", wl, x, y, c, g, lengths, mask))
    grads(tag + ".grads", wl, x, y, c, g, lengths, mask)
    if tag in ("logistic", "quant"):
        for kind in ("ls", "plain"):
            net, wl, _ = mk(it, dist, oc)
            opt = nn.Adam(wl.trainable_params(), learning_rate=ms.Tensor(lr2))
            if kind == "ls":
                step = WaveNetTrainOneStepWithLossScaleCell(
                    wl, opt, scale_update_cell=DynamicLossScaleUpdateCell(loss_scale_value=2 ** 12, scale_factor=2,
                                                                          scale_window=1000))
            else:
                step = nn.TrainOneStepCell(wl, opt)
            steps(tag + "." + kind + ".steps", step, [(x, y, c, g, lengths, mask)] * NSTEP)
            weights(tag + "." + kind + ".w", net)
