"""research/cv/srcnn: SRCNN (three padded Conv2d, ReLU) on 2x1x24x24, nn.MSELoss, grads, train.py's
Adam(eps=1e-7) in Model(net, loss_fn, optimizer) trained with LossMonitor, then eval.py's
Model(net, metrics={'PSNR': SRCNNpsnr()}).eval -- the zoo's metric calls `super(SRCNNpsnr).__init__()` (an unbound
super: nn.Metric.__init__ never runs)."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z33 import *
import mindspore.nn as nn
import mindspore.dataset as ds
from src.srcnn import SRCNN
from src.metric import SRCNNpsnr

H = 24
x = ms.Tensor(data(2, 1, H, H) * 0.5 * PERT)
y = ms.Tensor(data(2, 1, H, H, k=3) * 0.5)
net = SRCNN()
out("names", set_weights(net, 0.5))
out("fwd", guard("fwd", net, x))
wl = nn.WithLossCell(net, nn.MSELoss(reduction='mean'))
out("loss", guard("loss", wl, x, y))
g = guard("grads", ms.grad(wl, grad_position=None, weights=net.trainable_params()), x, y)
if g is not None:
    out("grads", {p.name: v for p, v in zip(net.trainable_params(), g)})
def dset(k0, n):
    return ds.GeneratorDataset([(data(1, H, H, k=k0 + i) * 0.5 * PERT, data(1, H, H, k=k0 + i + 7) * 0.5)
                                for i in range(2 * n)], ["lr", "hr"], shuffle=False).batch(2)
net = SRCNN()
set_weights(net, 0.5)
opt = nn.Adam(params=net.trainable_params(), learning_rate=ms.Tensor(1e-4, ms.float32), eps=1e-07)
model = ms.Model(net, loss_fn=nn.MSELoss(reduction='mean'), optimizer=opt)
train_record("train", model, dset(0, NSTEP))
weights("train_w", net)
m = SRCNNpsnr()
out("metric_attrs", sorted(k for k in vars(m)))
model = ms.Model(net, metrics={'PSNR': m})
out("eval", guard("eval", model.eval, dset(20, 2), dataset_sink_mode=False))
