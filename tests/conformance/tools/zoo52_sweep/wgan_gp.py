"""research/cv/WGAN_GP: DcganG (Dense -> BatchNorm2d over (64, 512, 1, 1) -> Conv2dTranspose stack -> Tanh, DIM 8)
and the BN-free critic DcgannobnD (5x5 stride-2 Conv2d + LeakyReLU, Dense, reduce_mean); src/cell.py's
DisWithLossCell with its gradient penalty (ops.GradOperation of the critic inside construct: a second-order
gradient through Conv2d / LeakyReLU / Dense, mindspore.numpy.norm over axis 1; UniformReal's alpha replaced by a
fixed Cell) and GenWithLossCell.  Records: G / D forwards, both losses, their gradients, and train.py's loop
(nn.TrainOneStepCell with Adam(beta1 0.5, beta2 0.9), requires_grad switched off the critic for the G update) for
NSTEP rounds of 2 critic steps + 1 generator step; the trained weights."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z52 import *
import mindspore.nn as nn
from src.model import DcganG, DcgannobnD
from src.cell import GenWithLossCell, DisWithLossCell

DIM, B = 8, 64
netG, netD = DcganG(DIM), DcgannobnD(DIM)
out("G.names", set_trainable_weights(netG, 0.8))
out("D.names", set_trainable_weights(netD, 0.8))
real = ms.Tensor(data(B, 3, 32, 32, k=1) * 0.9 * PERT)
noise = ms.Tensor(data(B, DIM, k=3) * PERT)
alpha = ((np.arange(B) * 0.37) % 1.0).reshape(B, 1, 1, 1).astype(np.float32)
netG.set_train(True)
out("G.fwd", guard("G.fwd", netG, noise))
out("G.bn.moving_mean", netG.bn.moving_mean.asnumpy().copy())
out("D.fwd", guard("D.fwd", netD, real))
dl = DisWithLossCell(netG, netD)
dl.uniform = Fixed(alpha)
gl = GenWithLossCell(netG, netD)
out("D.gp", guard("D.gp", dl.compute_gradient_penalty, real, netG(noise)))
out("D.loss", guard("D.loss", dl, real, noise))
grads("D.grads", dl, real, noise)
out("G.loss", guard("G.loss", gl, noise))
grads("G.grads", gl, noise)

optD = nn.Adam(netD.trainable_params(), learning_rate=1e-3, beta1=0.5, beta2=0.9)
optG = nn.Adam(netG.trainable_params(), learning_rate=1e-3, beta1=0.5, beta2=0.9)
d_train = nn.TrainOneStepCell(dl, optD)
g_train = nn.TrainOneStepCell(gl, optG)
d_train.set_train()
g_train.set_train()
hist = []
for r in range(NSTEP):
    for p in netD.trainable_params():
        p.requires_grad = True
    for j in range(2):
        x = ms.Tensor(data(B, 3, 32, 32, k=10 + 2 * r + j) * 0.9 * PERT)
        z = ms.Tensor(data(B, DIM, k=20 + 2 * r + j) * PERT)
        hist.append(guard("train.D", d_train, x, z))
    for p in netD.trainable_params():
        p.requires_grad = False
    hist.append(guard("train.G", g_train, ms.Tensor(data(B, DIM, k=40 + r) * PERT)))
out("train", hist)
weights("G.w", netG)
weights("D.w", netD)
