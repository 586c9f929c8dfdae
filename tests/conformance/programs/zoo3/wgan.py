"""WGAN from MindSpore's model zoo (official/cv/WGAN/src/dcgan_model.py + cell.py, isize 16): DcganD/DcganG
built with positional Conv2d/Conv2dTranspose arguments (..., 'pad', 1, has_bias=False), Tensor.mean(0)/
view(1); GenTrainOneStepCell / DisTrainOneStepCell (loss = self.net(...); self.grad(self.net, weights)(...,
Fill sens); netD.set_grad(False)), the discriminator's weight clipping (ClipParameter with clip_by_value,
assigned back through HyperMap/partial of a MultitypeFuncGraph, F.depend), nn.RMSProp(decay=0.99)."""
import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.ops.composite as C
import mindspore.ops.operations as P
import mindspore.ops.functional as F
from _conf import emit
from _zoo3 import head, set_weights


class DcganD(nn.Cell):
    def __init__(self, isize, nz, nc, ndf, n_extra_layers=0):
        super(DcganD, self).__init__()
        main = nn.SequentialCell()
        main.append(nn.Conv2d(nc, ndf, 4, 2, 'pad', 1, has_bias=False))
        main.append(nn.LeakyReLU(0.2))
        csize, cndf = isize / 2, ndf
        while csize > 4:
            in_feat = cndf
            out_feat = cndf * 2
            main.append(nn.Conv2d(in_feat, out_feat, 4, 2, 'pad', 1, has_bias=False))
            main.append(nn.BatchNorm2d(out_feat))
            main.append(nn.LeakyReLU(0.2))
            cndf = cndf * 2
            csize = csize / 2
        main.append(nn.Conv2d(cndf, 1, 4, 1, 'pad', 0, has_bias=False))
        self.main = main

    def construct(self, input1):
        output = self.main(input1)
        output = output.mean(0)
        return output.view(1)


class DcganG(nn.Cell):
    def __init__(self, isize, nz, nc, ngf, n_extra_layers=0):
        super(DcganG, self).__init__()
        cngf, tisize = ngf // 2, 4
        while tisize != isize:
            cngf = cngf * 2
            tisize = tisize * 2
        main = nn.SequentialCell()
        main.append(nn.Conv2dTranspose(nz, cngf, 4, 1, 'pad', 0, has_bias=False))
        main.append(nn.BatchNorm2d(cngf))
        main.append(nn.ReLU())
        csize = 4
        while csize < isize // 2:
            main.append(nn.Conv2dTranspose(cngf, cngf // 2, 4, 2, 'pad', 1, has_bias=False))
            main.append(nn.BatchNorm2d(cngf // 2))
            main.append(nn.ReLU())
            cngf = cngf // 2
            csize = csize * 2
        main.append(nn.Conv2dTranspose(cngf, nc, 4, 2, 'pad', 1, has_bias=False))
        main.append(nn.Tanh())
        self.main = main

    def construct(self, input1):
        return self.main(input1)


class GenWithLossCell(nn.Cell):
    def __init__(self, netG, netD):
        super(GenWithLossCell, self).__init__()
        self.netG = netG
        self.netD = netD

    def construct(self, noise):
        fake = self.netG(noise)
        errG = self.netD(fake)
        return errG


class DisWithLossCell(nn.Cell):
    def __init__(self, netG, netD):
        super(DisWithLossCell, self).__init__()
        self.netG = netG
        self.netD = netD

    def construct(self, real, noise):
        errD_real = self.netD(real)
        fake = self.netG(noise)
        errD_fake = self.netD(fake)
        return errD_real - errD_fake


class ClipParameter(nn.Cell):
    def __init__(self):
        super(ClipParameter, self).__init__()
        self.cast = P.Cast()
        self.dtype = P.DType()

    def construct(self, params, clip_lower, clip_upper):
        new_params = ()
        for param in params:
            dt = self.dtype(param)
            t = C.clip_by_value(param, self.cast(F.tuple_to_array((clip_lower,)), dt),
                                self.cast(F.tuple_to_array((clip_upper,)), dt))
            new_params = new_params + (t,)
        return new_params


class GenTrainOneStepCell(nn.Cell):
    def __init__(self, netG, netD, optimizerG, sens=1.0):
        super(GenTrainOneStepCell, self).__init__()
        self.netD = netD
        self.netD.set_train(False)
        self.netD.set_grad(False)
        self.weights_G = optimizerG.parameters
        self.optimizerG = optimizerG
        self.net = GenWithLossCell(netG, netD)
        self.net.set_train()
        self.net.set_grad()
        self.grad = C.GradOperation(get_by_list=True, sens_param=True)
        self.sens = sens

    def construct(self, noise):
        loss_G = self.net(noise)
        sens = P.Fill()(P.DType()(loss_G), P.Shape()(loss_G), self.sens)
        grads = self.grad(self.net, self.weights_G)(noise, sens)
        return F.depend(loss_G, self.optimizerG(grads))


_my_adam_opt = C.MultitypeFuncGraph("_my_adam_opt")


@_my_adam_opt.register("Tensor", "Tensor")
def _update_run_op(param, param_clipped):
    param_clipped = F.depend(param_clipped, F.assign(param, param_clipped))
    return param_clipped


class DisTrainOneStepCell(nn.Cell):
    def __init__(self, netG, netD, optimizerD, clip_lower=-0.01, clip_upper=0.01, sens=1.0):
        super(DisTrainOneStepCell, self).__init__()
        self.weights_D = optimizerD.parameters
        self.clip_parameters = ClipParameter()
        self.optimizerD = optimizerD
        self.net = DisWithLossCell(netG, netD)
        self.net.set_train()
        self.net.set_grad()
        self.hyper_map = C.HyperMap()
        self.grad = C.GradOperation(get_by_list=True, sens_param=True)
        self.sens = sens
        self.clip_lower = clip_lower
        self.clip_upper = clip_upper

    def construct(self, real, noise):
        loss_D = self.net(real, noise)
        sens = P.Fill()(P.DType()(loss_D), P.Shape()(loss_D), self.sens)
        grads = self.grad(self.net, self.weights_D)(real, noise, sens)
        upd = self.optimizerD(grads)
        weights_D_cliped = self.clip_parameters(self.weights_D, self.clip_lower, self.clip_upper)
        res = self.hyper_map(F.partial(_my_adam_opt), self.weights_D, weights_D_cliped)
        res = F.depend(upd, res)
        return F.depend(loss_D, res)


netD = DcganD(16, 4, 3, 2)
netG = DcganG(16, 4, 3, 2)
emit("D layers", [type(c).__name__ for c in netD.main])
emit("G layers", [type(c).__name__ for c in netG.main])
emit("param names", set_weights(netD, scale=0.02) + set_weights(netG))
real = ms.Tensor((np.sin(np.arange(2 * 3 * 16 * 16) * 0.21)).reshape(2, 3, 16, 16).astype(np.float32))
noise = ms.Tensor(np.cos(np.arange(2 * 4) * 0.9).reshape(2, 4, 1, 1).astype(np.float32))
netG.set_train(False)
netD.set_train(False)
emit("G eval", head(netG(noise), 32), rtol=1e-4, atol=1e-6)
emit("D eval", netD(real), rtol=1e-4, atol=1e-6)

optimizerD = nn.RMSProp(netD.trainable_params(), learning_rate=5e-3, decay=0.99)
optimizerG = nn.RMSProp(netG.trainable_params(), learning_rate=5e-3, decay=0.99)
netG_train = GenTrainOneStepCell(netG, netD, optimizerG)
netD_train = DisTrainOneStepCell(netG, netD, optimizerD, -0.01, 0.01)
netG_train.set_train()
netD_train.set_train()
for step in range(2):
    emit(f"step {step} D loss", netD_train(real, noise), rtol=1e-4, atol=1e-6)
    emit(f"step {step} G loss", netG_train(noise), rtol=1e-4, atol=1e-6)
emit("D weights clipped", bool(max(float(np.abs(p.asnumpy()).max()) for p in netD.trainable_params()) <= 0.01 + 1e-7))
emit("D first conv after", head(netD.main[0].weight, 24), rtol=1e-4, atol=1e-7)
emit("D bn moving_mean after", netD.main[3].moving_mean, rtol=1e-4, atol=1e-7)
emit("G bn moving_mean after", netG.main[1].moving_mean, rtol=1e-4, atol=1e-7)
emit("G last convT after", head(netG.main[-2].weight, 24), rtol=1e-4, atol=1e-7)
