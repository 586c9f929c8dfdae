"""research/cv/dcgan: Generator (Conv2dTranspose 'pad' mode + BatchNorm + ReLU, Tanh) and Discriminator (Conv2d,
LeakyReLU(0.2), BatchNorm, Sigmoid) built from the zoo's cfg (latent 100, feature 64, 32x32) with the zoo's own
Normal initializer (np.random.seed(999) inside _initialize: checked, then overwritten by set_weights); BCELoss;
WithLossCellD (stop_gradient on the fake batch) / WithLossCellG losses and grads (eval and train mode); train.py's
training: two nn.Adam(lr 2e-4, beta1 0.5), two nn.TrainOneStepCell, the zoo's DCGAN cell returning
(netD_loss, netG_loss) via .view(-1).mean(), NSTEP steps on fixed latent codes, then the weights; the manual
ModelCheckpoint driven through _InternalCallbackParam/RunContext as train.py does (begin + step_end), the saved
checkpoint loaded back (names and values)."""
import os, sys, tempfile
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z32 import *
import mindspore.nn as nn
from mindspore.train.callback import CheckpointConfig, _InternalCallbackParam, ModelCheckpoint, RunContext
from src.config import dcgan_imagenet_cfg as cfg
from src.generator import Generator
from src.discriminator import Discriminator
from src.cell import WithLossCellD, WithLossCellG
from src.dcgan import DCGAN

B = 2
real = ms.Tensor(np.tanh(data(B, 3, 32, 32)) * PERT)
lat = ms.Tensor(data(B, cfg.latent_size, 1, 1, k=3) * PERT)
netD = Discriminator()
netG = Generator()
out("init_D", netD.discriminator[0].weight)    # the zoo's seeded Normal initializer
out("init_G_gamma", netG.generator[1].gamma)
out("namesD", set_weights(netD, 0.5))
out("namesG", set_weights(netG, 0.5))
netD.set_train(False); netG.set_train(False)
out("G_eval", netG(lat))
out("D_eval", netD(real))
crit = nn.BCELoss(reduction='mean')
wD = WithLossCellD(netD, netG, crit)
wG = WithLossCellG(netD, netG, crit)
for mode in (False, True):
    tag = "train" if mode else "eval"
    set_weights(netD, 0.5); set_weights(netG, 0.5)
    wD.set_train(mode); wG.set_train(mode)
    out("lossD_" + tag, guard("lossD_" + tag, wD, real, lat))
    out("lossG_" + tag, guard("lossG_" + tag, wG, lat))
    set_weights(netD, 0.5); set_weights(netG, 0.5)
    g = guard("gradD_" + tag, ms.grad(wD, grad_position=None, weights=netD.trainable_params()), real, lat)
    if g is not None:
        out("gradD_" + tag, {p.name: v for p, v in zip(netD.trainable_params(), g)})
    set_weights(netD, 0.5); set_weights(netG, 0.5)
    g = guard("gradG_" + tag, ms.grad(wG, grad_position=None, weights=netG.trainable_params()), lat)
    if g is not None:
        out("gradG_" + tag, {p.name: v for p, v in zip(netG.trainable_params(), g)})

set_weights(netD, 0.5); set_weights(netG, 0.5)
optimizerD = nn.Adam(netD.trainable_params(), learning_rate=cfg.learning_rate, beta1=cfg.beta1)
optimizerG = nn.Adam(netG.trainable_params(), learning_rate=cfg.learning_rate, beta1=cfg.beta1)
dcgan = DCGAN(nn.TrainOneStepCell(wD, optimizerD), nn.TrainOneStepCell(wG, optimizerG))
dcgan.set_train()
d = tempfile.mkdtemp()
ckpt_cb = ModelCheckpoint(config=CheckpointConfig(save_checkpoint_steps=NSTEP, keep_checkpoint_max=2),
                          directory=d, prefix='dcgan')
cb_params = _InternalCallbackParam()
cb_params.train_network = dcgan
cb_params.batch_num = NSTEP
cb_params.epoch_num = 1
cb_params.cur_epoch_num = 0
cb_params.cur_step_num = 0
run_context = RunContext(cb_params)
ckpt_cb.begin(run_context)
losses = []
for i in range(NSTEP):
    r = ms.Tensor(np.tanh(data(B, 3, 32, 32, k=10 + i)) * PERT)
    z = ms.Tensor(data(B, cfg.latent_size, 1, 1, k=20 + i) * PERT)
    dl, gl = dcgan(r, z)
    print("Dloss: ", dl, "\tGloss: ", gl)
    losses.append((dl, gl))
    cb_params.cur_step_num += 1
cb_params.cur_epoch_num += 1
out("train_losses", losses)
weights("weightsD", netD)
weights("weightsG", netG)
guard("ckpt_step_end", ckpt_cb.step_end, run_context)
files = sorted(f for f in os.listdir(d) if f.endswith(".ckpt"))
out("ckpt_files", files)
if files:
    pd = ms.load_checkpoint(os.path.join(d, files[-1]))
    out("ckpt_names", sorted(pd))
    out("ckpt_vals", {k: pd[k] for k in sorted(pd) if "netD.discriminator.0" in k or "beta1_power" in k
                      or k.endswith("generator.1.moving_mean")})
