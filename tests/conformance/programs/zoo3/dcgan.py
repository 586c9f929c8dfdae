"""DCGAN from MindSpore's model zoo (research/cv/dcgan, reduced sizes): the zoo's own Initializer subclass
(_initialize with a seeded numpy normal and initializer._assignment), Generator of Conv2dTranspose
(pad_mode 'pad', has_bias False) + BatchNorm2d(gamma_init=Normal) + ReLU + Tanh, Discriminator of
Conv2d + LeakyReLU(0.2) + Sigmoid, BCELoss, WithLossCellD/G (ops.Ones/Zeros, F.stop_gradient), the
DCGAN cell that nests two TrainOneStepCells with Adam(beta1=0.5), Tensor.view/mean."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.ops import functional as F
from mindspore.common import dtype as mstype
from mindspore.common.initializer import Initializer, _assignment
from _conf import emit
from _zoo3 import head


class Cfg:
    latent_size = 6
    feature_size = 2
    channel_size = 3
    learning_rate = 0.0002
    beta1 = 0.5


cfg = Cfg()


class Normal(Initializer):
    def __init__(self, mean=0.0, sigma=0.01):
        super(Normal, self).__init__()
        self.sigma = sigma
        self.mean = mean

    def _initialize(self, arr):
        np.random.seed(999)
        arr_normal = np.random.normal(self.mean, self.sigma, arr.shape)
        _assignment(arr, arr_normal)


def convt(in_channels, out_channels, kernel_size, stride=1, padding=0, pad_mode="pad"):
    weight_init = Normal(mean=0, sigma=0.02)
    return nn.Conv2dTranspose(in_channels, out_channels, kernel_size=kernel_size, stride=stride, padding=padding,
                              weight_init=weight_init, has_bias=False, pad_mode=pad_mode)


def conv(in_channels, out_channels, kernel_size, stride=1, padding=0, pad_mode="pad"):
    weight_init = Normal(mean=0, sigma=0.02)
    return nn.Conv2d(in_channels, out_channels, kernel_size=kernel_size, stride=stride, padding=padding,
                     weight_init=weight_init, has_bias=False, pad_mode=pad_mode)


def bm(num_features):
    gamma_init = Normal(mean=1, sigma=0.02)
    return nn.BatchNorm2d(num_features=num_features, gamma_init=gamma_init)


class Generator(nn.Cell):
    def __init__(self):
        super(Generator, self).__init__()
        self.generator = nn.SequentialCell()
        self.generator.append(convt(cfg.latent_size, cfg.feature_size * 8, 4, 1, 0))
        self.generator.append(bm(cfg.feature_size * 8))
        self.generator.append(nn.ReLU())
        self.generator.append(convt(cfg.feature_size * 8, cfg.feature_size * 4, 4, 2, 1))
        self.generator.append(bm(cfg.feature_size * 4))
        self.generator.append(nn.ReLU())
        self.generator.append(convt(cfg.feature_size * 4, cfg.channel_size, 4, 2, 1))
        self.generator.append(nn.Tanh())

    def construct(self, x):
        return self.generator(x)


class Discriminator(nn.Cell):
    def __init__(self):
        super(Discriminator, self).__init__()
        self.discriminator = nn.SequentialCell()
        self.discriminator.append(conv(cfg.channel_size, cfg.feature_size * 2, 4, 2, 1))
        self.discriminator.append(nn.LeakyReLU(0.2))
        self.discriminator.append(conv(cfg.feature_size * 2, cfg.feature_size * 4, 4, 2, 1))
        self.discriminator.append(bm(cfg.feature_size * 4))
        self.discriminator.append(nn.LeakyReLU(0.2))
        self.discriminator.append(conv(cfg.feature_size * 4, 1, 4, 1))
        self.discriminator.append(nn.Sigmoid())

    def construct(self, x):
        return self.discriminator(x)


class WithLossCellD(nn.Cell):
    def __init__(self, netD, netG, loss_fn):
        super(WithLossCellD, self).__init__(auto_prefix=True)
        self.netD = netD
        self.netG = netG
        self.loss_fn = loss_fn

    def construct(self, real_data, latent_code):
        ones = ops.Ones()
        zeros = ops.Zeros()
        out1 = self.netD(real_data)
        label1 = ones(out1.shape, mstype.float32)
        loss1 = self.loss_fn(out1, label1)
        fake_data = self.netG(latent_code)
        fake_data = F.stop_gradient(fake_data)
        out2 = self.netD(fake_data)
        label2 = zeros(out2.shape, mstype.float32)
        loss2 = self.loss_fn(out2, label2)
        return loss1 + loss2


class WithLossCellG(nn.Cell):
    def __init__(self, netD, netG, loss_fn):
        super(WithLossCellG, self).__init__(auto_prefix=True)
        self.netD = netD
        self.netG = netG
        self.loss_fn = loss_fn

    def construct(self, latent_code):
        ones = ops.Ones()
        fake_data = self.netG(latent_code)
        out = self.netD(fake_data)
        label = ones(out.shape, mstype.float32)
        loss = self.loss_fn(out, label)
        return loss


class DCGAN(nn.Cell):
    def __init__(self, myTrainOneStepCellForD, myTrainOneStepCellForG):
        super(DCGAN, self).__init__(auto_prefix=True)
        self.myTrainOneStepCellForD = myTrainOneStepCellForD
        self.myTrainOneStepCellForG = myTrainOneStepCellForG

    def construct(self, real_data, latent_code):
        output_D = self.myTrainOneStepCellForD(real_data, latent_code).view(-1)
        netD_loss = output_D.mean()
        output_G = self.myTrainOneStepCellForG(latent_code).view(-1)
        netG_loss = output_G.mean()
        return netD_loss, netG_loss


netD = Discriminator()
netG = Generator()
emit("G convt weight (seeded Normal initializer)", head(netG.generator[0].weight, 32), rtol=1e-6, atol=1e-8)
emit("G convt weight shape", tuple(netG.generator[3].weight.shape))
emit("G bn gamma (Normal(1, 0.02))", netG.generator[1].gamma, rtol=1e-6, atol=1e-8)
emit("D conv weight", head(netD.discriminator[0].weight, 32), rtol=1e-6, atol=1e-8)
emit("param names", [p.name for p in netG.get_parameters()] + [p.name for p in netD.get_parameters()])

z = np.cos(np.arange(2 * cfg.latent_size, dtype=np.float64) * 0.7).reshape(2, cfg.latent_size, 1, 1)
latent = Tensor(z.astype(np.float32))
real = Tensor((np.sin(np.arange(2 * 3 * 16 * 16) * 0.13) * 0.9).reshape(2, 3, 16, 16).astype(np.float32))

netG.set_train(False)
fake = netG(latent)
emit("G eval forward shape", fake.shape)
emit("G eval forward", head(fake, 64), rtol=1e-4, atol=1e-6)
netD.set_train(False)
emit("D eval forward", netD(real), rtol=1e-4, atol=1e-6)

criterion = nn.BCELoss(reduction='mean')
netD_with_criterion = WithLossCellD(netD, netG, criterion)
netG_with_criterion = WithLossCellG(netD, netG, criterion)
optimizerD = nn.Adam(netD.trainable_params(), learning_rate=cfg.learning_rate, beta1=cfg.beta1)
optimizerG = nn.Adam(netG.trainable_params(), learning_rate=cfg.learning_rate, beta1=cfg.beta1)
myTrainOneStepCellForD = nn.TrainOneStepCell(netD_with_criterion, optimizerD)
myTrainOneStepCellForG = nn.TrainOneStepCell(netG_with_criterion, optimizerG)
dcgan = DCGAN(myTrainOneStepCellForD, myTrainOneStepCellForG)
dcgan.set_train()
for step in range(2):
    d_loss, g_loss = dcgan(real, latent)
    emit(f"step {step} D loss", d_loss, rtol=1e-4, atol=1e-6)
    emit(f"step {step} G loss", g_loss, rtol=1e-4, atol=1e-6)
emit("G bn moving_mean after", netG.generator[1].moving_mean, rtol=1e-3, atol=1e-6)
emit("G bn moving_variance after", netG.generator[1].moving_variance, rtol=1e-3, atol=1e-6)
emit("D weight after", head(netD.discriminator[0].weight, 32), rtol=1e-4, atol=1e-7)
emit("G weight after", head(netG.generator[6].weight, 32), rtol=1e-4, atol=1e-7)
emit("Adam beta1_power", optimizerG.beta1_power, rtol=1e-6)
emit("Adam moment1 head", head(optimizerG.moment1[0], 16), rtol=1e-3, atol=1e-9)
netG.set_train(False)
emit("G eval after", head(netG(latent), 32), rtol=1e-3, atol=1e-6)
