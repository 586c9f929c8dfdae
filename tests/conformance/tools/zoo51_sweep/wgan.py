"""official/cv/WGAN: DcganD / DcganG (BatchNorm) and DcgannobnD / DcgannobnG (no BatchNorm, one extra layer) with
isize 16, nz 8, nc 3, ngf / ndf 8, batch 2; the discriminator's output.mean(0).view(1).  Records: G and D forwards
(eval and train), GenWithLossCell / DisWithLossCell losses and gradients, then train.py's loop: RMSProp (decay 0.99)
and Adam (beta1 0.5) optimizers, DisTrainOneStepCell (its ClipParameter clip_by_value over the weight tuple and the
clipped values written back with F.assign through a HyperMap, clamp +-0.01 and a wider +-0.5), GenTrainOneStepCell
(sets netD to eval at construction), the netD Parameters' requires_grad switched False / True around the G update as
train.py does, 2 D iterations per G iteration with deterministic noise; losses, BatchNorm statistics, weights."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z51 import *
import mindspore.nn as nn
from src.dcgan_model import DcganG, DcganD
from src.dcgannobn_model import DcgannobnG, DcgannobnD
from src.cell import GenWithLossCell, DisWithLossCell, GenTrainOneStepCell, DisTrainOneStepCell

IS, NZ, NC, NG, B = 16, 8, 3, 8, 2
real = [ms.Tensor(np.tanh(data(B, NC, IS, IS, k=i)) * PERT) for i in range(6)]
noise = [ms.Tensor(data(B, NZ, 1, 1, k=10 + i) * PERT) for i in range(9)]
def mk(nobn):
    if nobn:
        g, d = DcgannobnG(IS, NZ, NC, NG, 1), DcgannobnD(IS, NZ, NC, NG, 1)
    else:
        g, d = DcganG(IS, NZ, NC, NG, 0), DcganD(IS, NZ, NC, NG, 0)
    return g, d, set_trainable_weights(g, 0.8) + set_trainable_weights(d, 0.8)
for tag in ("bn", "nobn"):
    g, d, names = mk(tag == "nobn")
    out(tag + ".names", names)
    for tr in (False, True):
        g.set_train(tr); d.set_train(tr)
        fake = guard(tag + ".G%d" % tr, g, noise[0])
        out(tag + ".G%d" % tr, fake)
        out(tag + ".D%d" % tr, guard(tag + ".D%d" % tr, d, real[0]))
    gl, dl = GenWithLossCell(g, d), DisWithLossCell(g, d)
    out(tag + ".lossG", guard(tag + ".lossG", gl, noise[0]))
    out(tag + ".lossD", guard(tag + ".lossD", dl, real[0], noise[1]))
    grads(tag + ".gradsG", gl, noise[0])
    grads(tag + ".gradsD", dl, real[0], noise[1])
for tag, nobn, opt_kind, clamp in (("bn.rms", False, "rms", 0.01), ("bn.adam", False, "adam", 0.5),
                                   ("nobn.rms", True, "rms", 0.5)):
    g, d, _ = mk(nobn)
    if opt_kind == "adam":
        oD = nn.Adam(d.trainable_params(), learning_rate=5e-3, beta1=0.5, beta2=.999)
        oG = nn.Adam(g.trainable_params(), learning_rate=5e-3, beta1=0.5, beta2=.999)
    else:
        oD = nn.RMSProp(d.trainable_params(), learning_rate=5e-3, decay=0.99)
        oG = nn.RMSProp(g.trainable_params(), learning_rate=5e-3, decay=0.99)
    gt = GenTrainOneStepCell(g, d, oG)
    dt = DisTrainOneStepCell(g, d, oD, -clamp, clamp)
    gt.set_train(); dt.set_train()
    res = []
    k = 0
    for it in range(NSTEP):
        for p in d.trainable_params():
            p.requires_grad = True
        for j in range(2):
            res.append(guard(tag + ".D", dt, real[(2 * it + j) % 6], noise[k % 9])); k += 1
        for p in d.trainable_params():
            p.requires_grad = False
        res.append(guard(tag + ".G", gt, noise[k % 9])); k += 1
    out(tag + ".losses", res)
    weights(tag + ".wG", g)
    weights(tag + ".wD", d)
    out(tag + ".req", [p.requires_grad for p in d.get_parameters()])
