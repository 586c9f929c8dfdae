"""official/cv/Unet (unet_nested folder): NestedUNet (feature_scale 8, deep supervision, BN, deconv) and UNet at a
1x32x32 input, 2 classes: forward (train/eval), MultiCrossEntropyWithLogits / CrossEntropyWithLogits, parameter
grads, then train.py's Model(net, loss_fn, FixedLossScaleManager(1024, False), Adam(loss_scale=1024,
weight_decay=5e-4), amp_level) over a GeneratorDataset with StepLossTimeMonitor (AMP=O0 default, AMP=O3 as on
Ascend), and Model.eval with UnetEval + TempLoss + the dice_coeff metric."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z30 import *
import mindspore.nn as nn
import mindspore.dataset as ds
from mindspore import Tensor
from src.unet_nested import NestedUNet, UNet
from src.loss import CrossEntropyWithLogits, MultiCrossEntropyWithLogits
from src.utils import StepLossTimeMonitor, UnetEval, TempLoss, dice_coeff

AMP = os.environ.get("AMP", "O0")
S = int(os.environ.get("S", "32"))
x = Tensor(data(2, 1, S, S) * PERT)
lab = np.zeros((2, 2, S, S), np.float32)
m = (data(2, S, S, k=3) > 0.2)
lab[:, 1] = m; lab[:, 0] = 1 - m
y = Tensor(lab)

def build(kind):
    n = NestedUNet(1, 2, feature_scale=8, use_deconv=True, use_bn=True, use_ds=True) if kind == "nested" else UNet(1, 2)
    return n

for kind in ("nested", "simple"):
    if kind == "simple" and os.environ.get("SIMPLE", "0") != "1":
        continue
    net = build(kind)
    out(kind + "_names", set_weights(net, 0.5))
    net.set_train(True)
    out(kind + "_train", net(x))
    net.set_train(False)
    out(kind + "_eval", net(x))
    crit = MultiCrossEntropyWithLogits() if kind == "nested" else CrossEntropyWithLogits()
    wl = nn.WithLossCell(net, crit)
    net.set_train(True)
    out(kind + "_loss", wl(x, y))
    g = guard(kind + "_grads", ms.grad(wl, grad_position=None, weights=wl.trainable_params()), x, y)
    if g is not None:
        out(kind + "_grads", {p.name: v for p, v in zip(wl.trainable_params(), g)})

    net = build(kind)
    set_weights(net, 0.5)
    opt = nn.Adam(params=net.trainable_params(), learning_rate=1e-3, weight_decay=5e-4, loss_scale=1024.0)
    lsm = ms.train.loss_scale_manager.FixedLossScaleManager(1024.0, False)
    model = ms.train.Model(net, loss_fn=crit, loss_scale_manager=lsm, optimizer=opt, amp_level=AMP)
    batches = [(data(2, 1, S, S, k=i) * PERT, lab) for i in range(NSTEP)]
    dset = ds.GeneratorDataset(batches, ["image", "mask"], shuffle=False)
    seen = []
    class Rec(ms.train.Callback):
        def step_end(self, rc):
            seen.append(rc.original_args().net_outputs)
    guard(kind + "_model_train", model.train, 1, dset, callbacks=[StepLossTimeMonitor(2, 1), Rec()],
          dataset_sink_mode=False)
    out(kind + "_model_losses", seen)
    weights(kind + "_model_weights", net)

    net.set_train(False)
    ev = ms.train.Model(UnetEval(net, need_slice=(kind == "nested"), eval_activate="softmax"), loss_fn=TempLoss(),
                        metrics={"dice_coeff": dice_coeff(False, False)})
    edset = ds.GeneratorDataset([(data(1, 1, S, S, k=7) * PERT, lab[:1])], ["image", "mask"], shuffle=False)
    out(kind + "_model_eval", guard(kind + "_model_eval", ev.eval, edset, dataset_sink_mode=False))
