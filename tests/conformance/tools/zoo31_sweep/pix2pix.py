"""research/cv/Pix2Pix: get_generator()/get_discriminator() built as train.py does (init_weights 'normal': names and
shapes only), then a small UnetGenerator(3, 3, ngf=8, n_layers=5) and Discriminator(6, ndf=8, n_layers=3) at 1x3x64x64
with deterministic weights: forward (train/eval), D_Loss/G_Loss through D_WithLossCell/G_WithLossCell, their parameter
grads, the zoo's TrainOneStepCell (GradOperation(get_by_list, sens_param) with Fill(DType, Shape) sens, depend on the
optimizers) with two Adam(get_lr()) for NSTEP steps; then the REFLECT pad_mode (nn.Pad) and 'instance' norm
(BatchNorm2d(affine=False)) variants."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z31 import *
import mindspore.nn as nn
from mindspore import Tensor
from src.utils.config import config
from src.models.pix2pix import Pix2Pix, get_generator, get_discriminator
from src.models.generator_model import UnetGenerator
from src.models.discriminator_model import Discriminator
from src.models.loss import D_Loss, D_WithLossCell, G_Loss, G_WithLossCell, TrainOneStepCell
from src.utils.tools import get_lr

H = int(os.environ.get("HW", "64"))
config.dataset_size = NSTEP
big = Pix2Pix(generator=get_generator(), discriminator=get_discriminator())
out("big_names", [(p.name, tuple(p.shape), str(p.dtype)) for p in big.get_parameters()])

def build(norm_mode='bn'):
    g = UnetGenerator(in_planes=3, out_planes=3, ngf=8, n_layers=5, norm_mode=norm_mode)
    d = Discriminator(in_planes=6, ndf=8, n_layers=3, norm_mode=norm_mode)
    p = Pix2Pix(generator=g, discriminator=d)
    set_weights(p, 0.5)
    return p

a = Tensor(data(1, 3, H, H) * PERT)
b = Tensor(np.tanh(data(1, 3, H, H, k=1)))
p2p = build()
out("names", [(q.name, tuple(q.shape)) for q in p2p.get_parameters()])
p2p.set_train(False)
out("eval", p2p(a, b))
out("d_eval", p2p.netD(a, b))
p2p.set_train(True)
out("train_fwd", p2p(a, b))
p2p = build()
d_loss_net = D_WithLossCell(backbone=p2p, loss_fn=D_Loss())
g_loss_net = G_WithLossCell(backbone=p2p, loss_fn=G_Loss())
out("d_loss", guard("d_loss", d_loss_net, a, b))
out("g_loss", guard("g_loss", g_loss_net, a, b))
p2p = build()
d_loss_net = D_WithLossCell(backbone=p2p, loss_fn=D_Loss())
g_loss_net = G_WithLossCell(backbone=p2p, loss_fn=G_Loss())
gd = guard("d_grads", ms.grad(d_loss_net, grad_position=None, weights=p2p.netD.trainable_params()), a, b)
if gd is not None:
    out("d_grads", {q.name: v for q, v in zip(p2p.netD.trainable_params(), gd)})
gg = guard("g_grads", ms.grad(g_loss_net, grad_position=None, weights=p2p.netG.trainable_params()), a, b)
if gg is not None:
    out("g_grads", {q.name: v for q, v in zip(p2p.netG.trainable_params(), gg)})

def train(label, norm_mode='bn'):
    p = build(norm_mode)
    d_loss_net = D_WithLossCell(backbone=p, loss_fn=D_Loss())
    g_loss_net = G_WithLossCell(backbone=p, loss_fn=G_Loss())
    d_opt = nn.Adam(p.netD.trainable_params(), learning_rate=get_lr(), beta1=config.beta1, beta2=config.beta2,
                    loss_scale=1)
    g_opt = nn.Adam(p.netG.trainable_params(), learning_rate=get_lr(), beta1=config.beta1, beta2=config.beta2,
                    loss_scale=1)
    if label != "train":
        gd = guard(label + "_d_grads", ms.grad(d_loss_net, grad_position=None, weights=p.netD.trainable_params()), a, b)
        if gd is not None:
            out(label + "_d_grads", {q.name: v for q, v in zip(p.netD.trainable_params(), gd)})
        gg = guard(label + "_g_grads", ms.grad(g_loss_net, grad_position=None, weights=p.netG.trainable_params()), a, b)
        if gg is not None:
            out(label + "_g_grads", {q.name: v for q, v in zip(p.netG.trainable_params(), gg)})
        p = build(norm_mode)
        d_loss_net = D_WithLossCell(backbone=p, loss_fn=D_Loss())
        g_loss_net = G_WithLossCell(backbone=p, loss_fn=G_Loss())
        d_opt = nn.Adam(p.netD.trainable_params(), learning_rate=get_lr(), beta1=config.beta1, beta2=config.beta2,
                        loss_scale=1)
        g_opt = nn.Adam(p.netG.trainable_params(), learning_rate=get_lr(), beta1=config.beta1, beta2=config.beta2,
                        loss_scale=1)
    tn = TrainOneStepCell(loss_netD=d_loss_net, loss_netG=g_loss_net, optimizerD=d_opt, optimizerG=g_opt, sens=1)
    tn.set_train()
    res = []
    for i in range(NSTEP):
        r = guard(label, tn, Tensor(data(1, 3, H, H, k=2 + i) * PERT), Tensor(np.tanh(data(1, 3, H, H, k=5 + i))))
        if r is None:
            break
        res.append(r)
    out(label + "_losses", res)
    weights(label + "_weights", p)
    p.set_train(False)
    out(label + "_after", p(a, b))

train("train")
config.pad_mode = 'REFLECT'
train("reflect")
config.pad_mode = 'CONSTANT'
train("instance", norm_mode='instance')
