"""SyncBatchNorm, BatchNorm3d, GroupNorm, 1-D and adaptive pooling, Conv2dBnAct/DenseBnAct:
values, gradients (input and Parameters), moving statistics and Parameter names."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


def fill(net):
    for i, p in enumerate(net.trainable_params()):
        n = int(np.prod(p.shape))
        p.set_data(Tensor((((np.arange(n) * 7 + i) % 11) - 5).reshape(p.shape).astype(np.float32) * 0.05 + 0.3))


class Weighted(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x):
        out = self.net(x)
        coef = ops.reshape(ops.arange(out.size).astype(out.dtype), out.shape) * 0.05 - 0.4
        return (out * coef).sum()


def check(label, net, x, train=False):
    fill(net)
    net.set_train(train)
    emit(label, net(x), rtol=1e-4, atol=1e-5)
    emit(label + "_grad", ms.grad(Weighted(net), grad_position=0, weights=net.trainable_params())(x),
         rtol=1e-4, atol=1e-4)
    emit(label + "_names", [(p.name, p.shape, p.requires_grad) for p in net.get_parameters()])


x4 = Tensor((np.arange(2 * 4 * 3 * 5).reshape(2, 4, 3, 5) % 9).astype(np.float32) / 3 - 1.2)
x2 = Tensor((np.arange(6 * 4).reshape(6, 4) % 5).astype(np.float32) - 1.7)
x5 = Tensor((np.arange(2 * 3 * 2 * 3 * 2).reshape(2, 3, 2, 3, 2) % 7).astype(np.float32) - 2.1)
x3 = Tensor((np.arange(2 * 3 * 10).reshape(2, 3, 10) % 7).astype(np.float32) - 2.5)

sbn = nn.SyncBatchNorm(4)
check("syncbn_train", sbn, x4, train=True)
emit("syncbn_moving", (sbn.moving_mean, sbn.moving_variance), rtol=1e-5, atol=1e-6)
check("syncbn_eval", nn.SyncBatchNorm(4), x4)
bn3 = nn.BatchNorm3d(3)
check("bn3d_train", bn3, x5, train=True)
emit("bn3d_moving", (bn3.bn2d.moving_mean, bn3.bn2d.moving_variance), rtol=1e-5, atol=1e-6)
check("bn3d_eval", nn.BatchNorm3d(3), x5)
check("groupnorm", nn.GroupNorm(2, 4), x4)
check("groupnorm_g1", nn.GroupNorm(1, 4), x4)
check("groupnorm_g4_eps", nn.GroupNorm(4, 4, eps=1e-3), x4)
emit_error("groupnorm_bad", lambda: nn.GroupNorm(3, 4))

check("avgpool1d", nn.AvgPool1d(3, 2), x3)
check("avgpool1d_same", nn.AvgPool1d(3, 2, "same"), x3)
check("maxpool1d", nn.MaxPool1d(3, 2), x3)
check("maxpool1d_same", nn.MaxPool1d(4, 3, "same"), x3)
emit_error("adaptive_avg1d", lambda: nn.AdaptiveAvgPool1d(3)(x3).asnumpy())
check("adaptive_avg1d_div", nn.AdaptiveAvgPool1d(5), x3)
check("adaptive_avg2d", nn.AdaptiveAvgPool2d((2, 3)), x4)
check("adaptive_avg2d_1", nn.AdaptiveAvgPool2d(1), x4)
check("adaptive_avg2d_none", nn.AdaptiveAvgPool2d((None, 2)), x4)
check("adaptive_max2d", nn.AdaptiveMaxPool2d((2, 4)), x4)
check("adaptive_max2d_1", nn.AdaptiveMaxPool2d(1), x4)

cba = nn.Conv2dBnAct(4, 3, 3, has_bn=True, activation="relu", has_bias=True)
check("conv_bn_act_train", cba, x4, train=True)
emit("conv_bn_act_moving", cba.batchnorm.moving_mean, rtol=1e-5, atol=1e-6)
check("conv_bn_act_eval", nn.Conv2dBnAct(4, 3, 3, has_bn=True, activation="leakyrelu", alpha=0.1), x4)
check("conv_act", nn.Conv2dBnAct(4, 3, 1, activation="sigmoid"), x4)
dba = nn.DenseBnAct(4, 3, has_bn=True, activation="tanh")
check("dense_bn_act_train", dba, x2, train=True)
check("dense_bn_act_eval", nn.DenseBnAct(4, 3, has_bn=True, activation="relu"), x2)
check("dense_act", nn.DenseBnAct(4, 3, activation="leakyrelu"), x2)
