import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__))); sys.path.insert(0, os.getcwd())
sys.argv = sys.argv[:1]
from _drv import *
import mindspore.nn as nn
from mindspore import Tensor
import src.modules.loss as loss
from src.modules.model import get_dbnet, WithLossCell, TrainOneStepCell
from src.utils.learning_rate import warmup_polydecay
NET = os.environ.get("NET", "DBnet"); BB = os.environ.get("BB", "resnet18")
class NS:
    def __init__(self, **k): self.__dict__.update(k)
cfg = NS(backbone=NS(initializer=BB, pretrained=False, backbone_ckpt=""),
         segdetector=NS(in_channels=[64, 128, 256, 512], inner_channels=16, k=50, bias=False, adaptive=True, serial=False,
                        attention_type="scale_channel_spatial"))
def init_group_params(net, weight_decay):
    decayed_params = []
    no_decayed_params = []
    for param in net.trainable_params():
        if 'beta' not in param.name and 'gamma' not in param.name and 'bias' not in param.name:
            decayed_params.append(param)
        else:
            no_decayed_params.append(param)
    return [{'params': decayed_params, 'weight_decay': weight_decay}, {'params': no_decayed_params},
            {'order_params': net.trainable_params()}]
net = get_dbnet(NET, cfg, isTrain=True)
out("initdtypes", [(p.name, str(p.dtype), tuple(p.shape)) for p in net.get_parameters()])
names = set_weights(net, 0.5)
out("names", names)
x = Tensor(data(2, 3, 64, 64))
net.set_train(True)
pred = net(x)
out("pred", pred)
gt = (data(2, 1, 64, 64, k=1) > 0.4).astype(np.float32); gm = np.ones((2, 64, 64), np.float32); gm[:, :8] = 0
tm = (data(2, 64, 64, k=2) * 0.3 + 0.5).astype(np.float32); tmask = (data(2, 64, 64, k=3) > 0).astype(np.float32)
crit = loss.L1BalanceCELoss(eps=1e-6, l1_scale=10, bce_scale=5, bce_replace=os.environ.get("BCE", "bceloss"))
out("loss", crit(pred, Tensor(gt), Tensor(gm), Tensor(tm), Tensor(tmask)))
nl = WithLossCell(net, crit)
out("wl", nl(x, Tensor(gt), Tensor(gm), Tensor(tm), Tensor(tmask)))
lr = Tensor(warmup_polydecay(base_lr=0.002, target_lr=0.0, warmup_epoch=1, total_epoch=3, start_epoch=0, steps_pre_epoch=2, factor=0.9))
out("lr", lr)
if os.environ.get("OPT", "momentum") == "momentum":
    opt = nn.Momentum(params=init_group_params(net, 1e-4), learning_rate=lr, momentum=0.9)
else:
    opt = nn.Adam(net.trainable_params(), learning_rate=lr, use_amsgrad=True)
out("optorder", [p.name for p in opt.parameters][:6])
step = nn.TrainOneStepCell(nl, opt)
step.set_train()
ls = [step(Tensor(data(2, 3, 64, 64, k=0)), Tensor(gt), Tensor(gm), Tensor(tm), Tensor(tmask))]
weights("w1", net)
ls += [step(Tensor(data(2, 3, 64, 64, k=i)), Tensor(gt), Tensor(gm), Tensor(tm), Tensor(tmask)) for i in range(1, 3)]
out("losses", ls)
weights("weights", net)
tr = guard("lsc", TrainOneStepCell, nl, opt, nn.FixedLossScaleUpdateCell(1024.))
net.set_train(False)
out("eval", net(x))
