import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__))); sys.path.insert(0, os.getcwd())
from _drv import *
import mindspore
import mindspore.nn as nn
from mindspore import Tensor
from src.network import PointNetDenseCls, PointNetCls, feature_transform_regularizer
from src.loss import PointnetLoss
FT = bool(int(os.environ.get("FT", "0"))); F16 = bool(int(os.environ.get("F16", "0")))
net = PointNetDenseCls(k=4, feature_transform=FT)
names = set_weights(net, 0.5)
out("names", names)
if F16:
    net.to_float(mindspore.float16)
    for _, cell in net.cells_and_names():
        if isinstance(cell, nn.LogSoftmax):
            cell.to_float(mindspore.float32)
x = Tensor(data(2, 3, 16))
net.set_train(False)
out("eval", net(x))
net.set_train(True)
out("train", net(x))
label = ((np.arange(32) % 4) + 1).reshape(2, 16).astype(np.float32)
milestone = [2, 4, 6]
lr = nn.piecewise_constant_lr(milestone, [0.001 * 0.5 ** i for i in range(3)])
out("lr", lr)
optim = nn.Adam(params=net.trainable_params(), learning_rate=lr, beta1=0.9, beta2=0.999, loss_scale=1024)
net_loss = PointnetLoss(num_class=4, feature_transform=FT)
nwl = nn.WithLossCell(net, net_loss)
out("loss", nwl(x, Tensor(label)))
step = nn.TrainOneStepCell(nwl, optim, sens=1024)
step.set_train()
out("losses", [step(Tensor(data(2, 3, 16, k=i)), Tensor(label)) for i in range(3)])
weights("weights", net)
out("reg", guard("reg", feature_transform_regularizer, Tensor(data(2, 4, 4))))
c = PointNetCls(k=3, feature_transform=FT)
set_weights(c, 0.5)
c.set_train(False)
out("cls", c(x))
