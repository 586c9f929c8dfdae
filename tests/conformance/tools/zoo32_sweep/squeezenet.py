"""research/cv/squeezenet: SqueezeNet(10) and SqueezeNet_Residual(10) at 2x3x64x64 (Fire modules: concat of two
expand convs, dropout, AdaptiveAvgPool via ReduceMean): forward (train/eval), CrossEntropySmooth (smooth 0.1) and
SoftmaxCrossEntropyWithLogits losses, parameter grads; train.py's two branches: the CPU/GPU
Momentum(filter(requires_grad), lr, 0.9, wd, use_nesterov=True) in a plain Model and the Ascend
Momentum(..., loss_scale=1024, use_nesterov=True) with FixedLossScaleManager(1024, False), amp O2, both with
get_lr('poly'/'cosine'/'steps') trained with LossMonitor, then Model.eval."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z32 import *
import mindspore.nn as nn
import mindspore.dataset as ds
from src.squeezenet import SqueezeNet, SqueezeNet_Residual
from src.CrossEntropySmooth import CrossEntropySmooth
from src.lr_generator import get_lr

H = int(os.environ.get("HW", "64"))
x = ms.Tensor(data(2, 3, H, H) * PERT)
y = ms.Tensor(np.array([3, 7], np.int32))
loss = CrossEntropySmooth(sparse=True, reduction="mean", smooth_factor=0.1, num_classes=10)
for tag, cls in (("sq", SqueezeNet), ("res", SqueezeNet_Residual)):
    net = cls(num_classes=10)
    out(tag + "_names", set_weights(net, 0.5))
    net.set_train(False)
    out(tag + "_eval", guard(tag + "_eval", net, x))
    wl = nn.WithLossCell(net, loss)
    out(tag + "_loss", guard(tag + "_loss", wl, x, y))
    g = guard(tag + "_grads", ms.grad(wl, grad_position=None, weights=net.trainable_params()), x, y)
    if g is not None:
        out(tag + "_grads", {p.name: v for p, v in zip(net.trainable_params(), g)})

for mode in ("poly", "cosine", "steps"):
    out("lr_" + mode, get_lr(lr_init=0.001, lr_end=0.0001, lr_max=0.01, total_epochs=3, warmup_epochs=1,
                             pretrain_epochs=0, steps_per_epoch=NSTEP, lr_decay_mode=mode))

def dset(k0=0):
    return ds.GeneratorDataset([(data(2, 3, H, H, k=k0 + i) * PERT, np.array([i % 10, (3 * i + 1) % 10], np.int32))
                                for i in range(NSTEP)], ["image", "label"], shuffle=False)
edset = ds.GeneratorDataset([(data(2, 3, H, H, k=9) * PERT, np.array([1, 2], np.int32))], ["image", "label"],
                            shuffle=False)
lr = ms.Tensor(get_lr(lr_init=0.001, lr_end=0.0001, lr_max=0.01, total_epochs=3, warmup_epochs=1,
                      pretrain_epochs=0, steps_per_epoch=NSTEP, lr_decay_mode="poly"))
def nodrop(net):
    """Model.train switches the net to training mode: swap the final Dropout for Identity (deterministic steps)."""
    net.dropout = nn.Identity()
    return net

# CPU branch of train.py
net = nodrop(SqueezeNet(num_classes=10))
set_weights(net, 0.5)
opt = nn.Momentum(filter(lambda x: x.requires_grad, net.get_parameters()), lr, 0.9, 7e-5, use_nesterov=True)
model = ms.Model(net, loss_fn=nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='mean'), optimizer=opt,
                 metrics={'acc'})
train_record("cpu_losses", model, dset())
weights("cpu_weights", net)
out("cpu_eval", guard("cpu_eval", model.eval, edset, dataset_sink_mode=False))

# Ascend branch (imagenet loss, loss scale 1024, amp O2)
net = nodrop(SqueezeNet_Residual(num_classes=10))
set_weights(net, 0.5)
opt = nn.Momentum(filter(lambda x: x.requires_grad, net.get_parameters()), lr, 0.9, 7e-5, 1024, use_nesterov=True)
model = ms.Model(net, loss_fn=loss, optimizer=opt, loss_scale_manager=ms.FixedLossScaleManager(1024, drop_overflow_update=False),
                 metrics={'acc'}, amp_level="O2", keep_batchnorm_fp32=False)
train_record("o2_losses", model, dset(3))
weights("o2_weights", net)
out("o2_eval", guard("o2_eval", model.eval, edset, dataset_sink_mode=False))
