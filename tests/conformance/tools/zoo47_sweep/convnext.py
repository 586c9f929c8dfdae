"""research/cv/convnext: ConvNeXt (stem conv 4/4 + channels-first ConvNextLayerNorm, Blocks of 7x7 depthwise conv,
channels-last LayerNorm, Dense-GELU-Dense, layer scale gamma, residual; downsampling LayerNorm + conv 2/2; mean over
H, W, final LayerNorm, head; the zoo's init_weights TruncatedNormal replaced by _drv.set_weights) with depths
[1, 1, 2, 1], dims [8, 16, 32, 64], 10 classes, on 2x3x32x32; drop_path_rate 0 (DropPath is random).  Records: eval
and train forwards, the zoo's SoftTargetCrossEntropy (mixup's soft labels) and CrossEntropySmooth (label smoothing
0.1) losses and gradients, get_optimizer's cosine_lr schedule with warmup and AdamWeightDecay parameter groups, then
get_train_one_step's cells for NSTEP steps: TrainOneStepWithEMA (EMACell, DynamicLossScaleUpdateCell 2**24 as the
config) under cast_amp's O1 (to_float(float16), LayerNorm / Softmax kept float32: written here, src/tools/cell.py
parses the command line at import), and nn.TrainOneStepWithLossScaleCell with a FixedLossScaleUpdateCell in float32;
losses, overflow flags, loss scales, weights and EMA weights (both loss-scale cells are MindSpore's CPU RuntimeError,
NPUGetFloatStatusV2), and nn.TrainOneStepCell with the same optimizer in O1 and float32."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z47 import *
import mindspore.nn as nn
from mindspore import dtype as mstype
from src.models.convnext import ConvNeXt
from src.tools.criterion import SoftTargetCrossEntropy, CrossEntropySmooth, NetWithLoss
from src.tools.optimizer import get_optimizer, get_learning_rate
from src.trainer.train_one_step_with_ema import TrainOneStepWithEMA

x = ms.Tensor(data(2, 3, 32, 32, k=1) * PERT)
y = ms.Tensor(np.array([3, 7], np.int32))
soft = np.full((2, 10), 0.02, np.float32); soft[0, 3] = 0.5; soft[0, 5] = 0.32; soft[1, 7] = 0.66; soft[1, 0] = 0.18
ysoft = ms.Tensor(soft)
class Args:
    lr_scheduler = "cosine_lr"; base_lr = 0.004; warmup_lr = 7e-8; min_lr = 6e-7; warmup_length = 2; epochs = 6
    optimizer = "adamw"; beta = [0.9, 0.999]; eps = 1e-8; weight_decay = 0.05; start_epoch = 0; accumulation_step = 1
def mk():
    n = ConvNeXt(in_chans=3, num_classes=10, depths=[1, 1, 2, 1], dims=[8, 16, 32, 64], drop_path_rate=0.,
                 layer_scale_init_value=1e-6)
    names = set_weights(n, 0.8)
    for p in n.trainable_params():      # layer scale: set_weights gives 1 + 0.2|u| to names ending in gamma
        if p.name.endswith("gamma") and "stages" in p.name and "norm" not in p.name:
            p.set_data(ms.Tensor(np.full(p.shape, 0.5, np.float32)))
    return n, names
net, names = mk()
out("names", names)
net.set_train(False)
out("eval", guard("eval", net, x))
net.set_train(True)
out("train_fwd", guard("train_fwd", net, x))
for tag, crit, lab in (("soft", SoftTargetCrossEntropy(), ysoft),
                       ("smooth", CrossEntropySmooth(sparse=True, reduction="mean", smooth_factor=0.1, num_classes=10), y)):
    wl = NetWithLoss(net, crit)
    out(tag + ".loss", guard(tag + ".loss", wl, x, lab))
    g = guard(tag + ".grads", ms.grad(wl, grad_position=None, weights=net.trainable_params()), x, lab)
    if g is not None:
        out(tag + ".grads", {p.name: v for p, v in zip(net.trainable_params(), g)})
out("lr", get_learning_rate(Args, 2))
def o1(n):
    n.to_float(mstype.float16)
    for _, c in n.cells_and_names():
        if isinstance(c, (nn.LayerNorm, nn.Softmax)):
            c.to_float(mstype.float32)
for tag in ("ema_o1", "fixed_f32", "plain_o1", "plain_f32"):
    n, _ = mk()
    if tag.endswith("o1"):
        o1(n)
    wl = NetWithLoss(n, SoftTargetCrossEntropy())     # train.py's order: the loss cell, then the optimizer
    opt = guard(tag + ".opt", get_optimizer, Args, n, 2)
    if opt is None:
        continue
    if tag == "ema_o1":
        sc = nn.wrap.loss_scale.DynamicLossScaleUpdateCell(loss_scale_value=2 ** 24, scale_factor=2, scale_window=2000)
        step = TrainOneStepWithEMA(wl, opt, scale_sense=sc, with_ema=True, ema_decay=0.9)
    elif tag == "fixed_f32":
        step = nn.TrainOneStepWithLossScaleCell(wl, opt, scale_sense=nn.wrap.FixedLossScaleUpdateCell(loss_scale_value=1.0))
    else:   # the loss-scale cells are MindSpore's CPU RuntimeError (NPUGetFloatStatusV2): nn.TrainOneStepCell too
        step = nn.TrainOneStepCell(wl, opt)
    step.set_train(True)
    res = []
    for i in range(NSTEP + 1):
        r = guard(tag + ".step", step, (x, ysoft) if tag == "ema_o1" else x, *(() if tag == "ema_o1" else (ysoft,)))
        res.append(r)
        res.append(step.scale_sense.asnumpy() if hasattr(getattr(step, "scale_sense", None), "asnumpy") else None)
    out(tag + ".train", res)
    weights(tag + ".w", step)
