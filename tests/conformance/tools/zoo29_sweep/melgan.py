"""official/audio/MELGAN: Generator (Conv1dTranspose upsampling, ResStacks) on 8 mel frames, MultiDiscriminator,
MelganLoss_G/D, and the zoo's TrainOneStepCellGEN/DIS (Adam; NPU float-status ops on CPU), train.py's
BuildGenNetwork/BuildDisNetwork written here as the zoo writes them."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z29 import *
import mindspore.nn as nn
from mindspore import Tensor
from src.model_utils.config import config as cfg
from src.model import MultiDiscriminator, Generator
from src.trainonestep import TrainOneStepCellGEN, TrainOneStepCellDIS
from src.loss import MelganLoss_G, MelganLoss_D


class BuildGenNetwork(nn.Cell):
    def __init__(self, network, criterion):
        super(BuildGenNetwork, self).__init__(auto_prefix=False)
        self.network = network
        self.criterion = criterion

    def construct(self, data):
        return self.network(data)


class BuildDisNetwork(nn.Cell):
    def __init__(self, network, criterion):
        super(BuildDisNetwork, self).__init__(auto_prefix=False)
        self.network = network
        self.criterion = criterion

    def construct(self, fake_wav, wav):
        y1 = self.network(fake_wav)
        y2 = self.network(wav)
        return self.criterion(y1, y2)


net_D = MultiDiscriminator()
net_G = Generator(alpha=cfg.leaky_alpha)
out("names", set_weights(net_G, 0.5) + set_weights(net_D, 0.5))
mel = Tensor(data(2, 80, 8) * 0.5)
wav = Tensor(data(2, 1, 8 * 256, k=1) * 0.3)
fake = net_G(mel)
out("gen", fake)
out("dis", net_D(fake))
cG, cD = MelganLoss_G(), MelganLoss_D()
g = BuildGenNetwork(net_G, cG); d1 = BuildDisNetwork(net_D, cG); d2 = BuildDisNetwork(net_D, cD)
for c in (g, d1, d2):
    c.set_train()
out("loss_g", d1(fake, wav))
out("loss_d", d2(fake, wav))
opt_G = nn.Adam(params=net_G.trainable_params(), learning_rate=cfg.lr_g, beta1=cfg.beta1, beta2=cfg.beta2, weight_decay=cfg.weight_decay)
opt_D = nn.Adam(params=net_D.trainable_params(), learning_rate=cfg.lr_d, beta1=cfg.beta1, beta2=cfg.beta2, weight_decay=cfg.weight_decay)
gw = TrainOneStepCellGEN(g, opt_G, d1, cG)
dw = TrainOneStepCellDIS(g, d2, opt_D, cD)
sens = Tensor(2.0 ** 10, ms.float32)
out("step_g", guard("step_g_fail", gw, wav, mel, sens))
out("step_d", guard("step_d_fail", dw, mel, wav, sens))
weights("weights_G", net_G)
weights("weights_D", net_D)
