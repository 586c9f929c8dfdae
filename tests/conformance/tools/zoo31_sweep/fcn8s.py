"""research/cv/FCN8s: FCN8s(n_class=5) at 2x3x64x64 (VGG16-BN trunk, conv6 7x7 512->4096, Conv2dTranspose
upscores): set_model_parallel_shard_strategy (the zoo reaches conv2d / bn_train / relu / max_pool /
conv2d_transpose primitives by name and calls .shard), forward (train/eval), the zoo's SoftmaxCrossEntropyLoss
(shard() on nn.SoftmaxCrossEntropyWithLogits' primitive, ignore_label 255 masked), parameter grads; then train.py's
CPU/GPU branch (Momentum(lr=CosineAnnealingLR(...).get_lr(), wd 1e-4) in Model(net, loss_fn, optimizer)) and its
Ascend branch (Momentum(loss_scale=1024) in Model(loss_scale_manager=FixedLossScaleManager(1024, False),
amp_level="O3")) trained with LossMonitor.  `FCN_PART=o3` runs the O3 branch alone: MindSpore's process
reaches run.sh's 8 GB address-space limit building a third FCN8s."""
import gc, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z31 import *
import mindspore.nn as nn
import mindspore.dataset as ds
from mindspore import Tensor
from mindspore.train.loss_scale_manager import FixedLossScaleManager
from src.nets.FCN8s import FCN8s
from src.loss import loss
from src.utils.lr_scheduler import CosineAnnealingLR

H = int(os.environ.get("HW", "64"))
NC = 5
x = Tensor(data(2, 3, H, H) * PERT)
def labels(k):
    lab = (np.arange(2 * H * H).reshape(2, H, H) * (k + 3) // 7) % NC
    lab[:, :3, :] = 255
    return lab.astype(np.float32)   # the zoo's dataset gives float labels; the loss casts to int32
y = Tensor(labels(0))
PART = os.environ.get("FCN_PART", "all")
loss_ = loss.SoftmaxCrossEntropyLoss(NC, 255, device_num=1)
if PART != "o3":
    net = FCN8s(n_class=NC)
    out("names", set_weights(net, 0.5))
    guard("shard", net.set_model_parallel_shard_strategy, 1)
    net.set_train(False)
    out("eval", net(x))
    net.set_train(True)
    out("train_fwd", net(x))
    set_weights(net, 0.5)
    loss_ = loss.SoftmaxCrossEntropyLoss(NC, 255, device_num=1)
    wl = nn.WithLossCell(net, loss_)
    out("loss", guard("loss", wl, x, y))
    out("loss_alone", guard("loss_alone", loss_, Tensor(data(2, NC, H, H, k=2)), y))
    set_weights(net, 0.5)
    g = guard("grads", ms.grad(wl, grad_position=None, weights=net.trainable_params()), x, y)
    if g is not None:
        out("grads", {p.name: v for p, v in zip(net.trainable_params(), g) if 'conv6' not in p.name and 'conv7' not in p.name})
        out("grads_big", {p.name: v.reshape(-1)[:4096] for p, v in zip(net.trainable_params(), g)
                          if 'conv6' in p.name or 'conv7' in p.name})
    del g, wl, net
    gc.collect()   # conv6 alone is 100M floats: MindSpore stays under run.sh's 8 GB address-space limit

def dset(k0=0):
    return ds.GeneratorDataset([(data(2, 3, H, H, k=k0 + i) * PERT, labels(k0 + i)) for i in range(NSTEP)],
                               ["data", "label"], shuffle=False)

lr = Tensor(CosineAnnealingLR(0.015, 2, NSTEP, 2, warmup_epochs=0, eta_min=0).get_lr())
out("lr", lr)
if PART != "o3":
    net = FCN8s(n_class=NC)
    set_weights(net, 0.5)
    opt = nn.Momentum(params=net.trainable_params(), learning_rate=lr, momentum=0.9, weight_decay=0.0001)
    model = ms.train.Model(net, loss_fn=loss_, optimizer=opt)
    train_record("cpu_losses", model, dset())
    out("cpu_weights", {p.name: p.asnumpy().reshape(-1)[:4096] for p in net.get_parameters()})
    del net, opt, model
    gc.collect()

net = FCN8s(n_class=NC)
set_weights(net, 0.5)
opt = nn.Momentum(params=net.trainable_params(), learning_rate=lr, momentum=0.9, weight_decay=0.0001, loss_scale=1024)
model = guard("o3_model", ms.train.Model, net, loss_fn=loss_, optimizer=opt, amp_level="O3",
              loss_scale_manager=FixedLossScaleManager(1024, drop_overflow_update=False))
if model is not None:
    train_record("o3_losses", model, dset(3))
    out("o3_weights", {p.name: p.asnumpy().reshape(-1)[:4096] for p in net.get_parameters()})
