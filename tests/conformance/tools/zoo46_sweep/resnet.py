"""official/cv/ResNet: resnet18 (res_base: Pad + MaxPool valid, ResidualBlockBase) and resnet50 (bottleneck
ResidualBlock) with 10 classes at 4x3x64x64 (the zoo's config module reads config/resnet50_cifar10_config.yaml):
forward (train/eval), CrossEntropySmooth (smooth 0.1) and SoftmaxCrossEntropyWithLogits(sparse), parameter grads,
get_lr (steps/poly/cosine/linear) and warmup_cosine_annealing_lr, then train.py's CPU branch: init_group_params
(decay filter + order_params), nn.Momentum(group_params, Tensor(lr), 0.9) in Model(net, loss, opt, metrics={'acc'}),
the LARS wrapper, the zoo's own src/momentum.Momentum (FusedWeightScaleApplyMomentum, GPU only in MindSpore 2.10),
and Model.eval."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z46 import *
import mindspore.nn as nn
import mindspore.dataset as ds
from src.resnet import resnet18, resnet50
from src.CrossEntropySmooth import CrossEntropySmooth
from src.lr_generator import get_lr, warmup_cosine_annealing_lr
from src.util import init_group_params

B, HW = 4, int(os.environ.get("HW", "64"))
x = ms.Tensor(data(B, 3, HW, HW) * (1 + PERT))
y = ms.Tensor(np.array([1, 3, 5, 7], np.int32)[:B])
class Cfg:
    weight_decay = 1e-4
for name, mk in (("r18", resnet18), ("r50", resnet50)):
    net = mk(10)
    out(name + ".names", set_weights(net, 0.5))
    net.set_train(False)
    out(name + ".fwd_eval", guard(name + ".fwd_eval", net, x))
    net.set_train(True)
    out(name + ".fwd_train", guard(name + ".fwd_train", net, x))
    ce = CrossEntropySmooth(sparse=True, reduction="mean", smooth_factor=0.1, num_classes=10)
    wl = nn.WithLossCell(net, ce)
    out(name + ".loss", guard(name + ".loss", wl, x, y))
    if name == "r18":
        g = guard(name + ".grads", ms.grad(wl, grad_position=None, weights=net.trainable_params()), x, y)
        if g is not None:
            out(name + ".grads", {p.name: v for p, v in zip(net.trainable_params(), g)})
for mode in ("steps", "poly", "cosine", "linear"):
    out("lr." + mode, get_lr(0.0, 0.0, 0.8, 1, 4, 0, 3, mode))
out("lr.wca", warmup_cosine_annealing_lr(0.1, 3, 1, 4, 0))

def dset():
    xs = [data(3, HW, HW, k=j) for j in range(B * NSTEP)]
    ys = [np.int32((j * 3) % 10) for j in range(B * NSTEP)]
    return ds.GeneratorDataset(list(zip(xs, ys)), ["image", "label"], shuffle=False).batch(B)

lr = get_lr(0.0, 0.0, 0.1, 1, 2, 0, NSTEP, "cosine")
for variant in ("momentum", "lars", "zoo_momentum"):
    net = resnet18(10)
    set_weights(net, 0.5)
    gp = init_group_params(net, Cfg)
    opt = nn.Momentum(gp, ms.Tensor(lr), 0.9, loss_scale=1.0)
    if variant == "lars":
        opt = nn.LARS(opt, epsilon=1e-8, coefficient=0.001,
                      lars_filter=lambda p: 'beta' not in p.name and 'gamma' not in p.name and 'bias' not in p.name)
    if variant == "zoo_momentum":
        from src.momentum import Momentum
        opt = Momentum(gp, ms.Tensor(lr), 0.9)
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='mean')
    model = ms.Model(net, loss_fn=loss, optimizer=opt, metrics={"acc"})
    train_record("train." + variant, model, dset(), epochs=1)
    weights("train_w." + variant, net)
    out("eval." + variant, guard("eval." + variant, model.eval, dset(), dataset_sink_mode=False))
