"""research/cv/sknet: SKNet with SKUnits (1x1 conv, SKConv: M=2 dilated branches of the zoo's GroupConv -- Split,
per-group Conv2d on features cast to float32, Concat -- BatchNorm, ReLU; ReduceSum / mean fusion, Dense squeeze,
per-branch Dense, Softmax(axis=1) attention, weighted sum), layer_nums [1, 1, 1, 1], channels 64 -> 64 -> 96 -> 128 -> 160, G=4 (a
functools.partial of SKUnit: the zoo's default G=32 makes 32 convolutions per branch), 4 images 3x32x32.  Records:
eval forward, SoftmaxCrossEntropyWithLogits loss and gradients (float32), get_lr ('poly', 'steps', 'cosine'), and
train.py's Model: Momentum over decayed / no-decay groups with order_params, loss_scale 1024,
FixedLossScaleManager(1024, False), amp_level O2 with keep_batchnorm_fp32=False (O3: BatchNorm in float16), and O0,
NSTEP steps; trained weights."""
import os, sys, functools
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z52 import *
import mindspore.nn as nn
import mindspore.dataset as ds
from mindspore.nn.optim.momentum import Momentum
from mindspore.train.loss_scale_manager import FixedLossScaleManager
from src.sknet50 import SKNet, SKUnit
from src.lr_generator import get_lr

B = 4
x = ms.Tensor(data(B, 3, 32, 32, k=2) * PERT)
lab = ms.Tensor(np.array([0, 3, 7, 3], np.int32))


def mk():
    n = SKNet(functools.partial(SKUnit, G=4), [1, 1, 1, 1], [64, 64, 96, 128], [64, 96, 128, 160], [1, 2, 2, 2], 10)
    return n, set_trainable_weights(n, 0.8)


for mode in ("poly", "steps", "cosine"):
    out("lr." + mode, guard("lr." + mode, get_lr, 0.01, 0.0001, 0.1, 1, 3, 2, mode))
net, names = mk()
out("names", names)
net.set_train(False)
out("eval", guard("eval", net, x))
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
wl = nn.WithLossCell(net, loss)
out("loss", guard("loss", wl, x, lab))
grads("grads", wl, x, lab)


def dset():
    xs = np.stack([data(B, 3, 32, 32, k=i) for i in range(NSTEP)]).reshape(NSTEP * B, 3, 32, 32) * PERT
    ys = np.tile(lab.asnumpy(), NSTEP)
    return ds.NumpySlicesDataset({"image": xs.astype(np.float32), "label": ys}, shuffle=False).batch(B)


for tag, amp in (("O2", "O2"), ("O0", "O0")):
    net, _ = mk()
    lr = ms.Tensor(get_lr(0.01, 0.0001, 0.1, 1, 3, NSTEP, "poly"))
    dec = [p for p in net.trainable_params() if 'beta' not in p.name and 'gamma' not in p.name and 'bias' not in p.name]
    nod = [p for p in net.trainable_params() if p.name not in {q.name for q in dec}]
    opt = Momentum([{'params': dec, 'weight_decay': 1e-4}, {'params': nod}, {'order_params': net.trainable_params()}],
                   lr, 0.9, loss_scale=1024)
    model = ms.Model(net, loss_fn=nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), optimizer=opt,
                     loss_scale_manager=FixedLossScaleManager(1024, drop_overflow_update=False), metrics={'acc'},
                     amp_level=amp, keep_batchnorm_fp32=False)
    train_record(tag + ".train", model, dset())
    weights(tag + ".w", net)
