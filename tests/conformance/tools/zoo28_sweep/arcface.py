import sys, os, tempfile
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__))); sys.path.insert(0, os.getcwd())
from _drv import *
import mindspore.nn as nn
import mindspore.ops as ops
import mindspore.dataset as ds
from mindspore import Tensor, dtype as mstype
from mindspore.train.model import Model
from mindspore.train.callback import ModelCheckpoint, CheckpointConfig, LossMonitor, TimeMonitor
from src.iresnet import IResNet, IBasicBlock, _iresnet
from src.loss import PartialFC

IResNet.fc_scale = 1

class Args: num_classes = 10; device_num = 1; schedule = [1]; gamma = 0.1

def lr_generator(lr_init, total_epochs, steps_per_epoch):
    lr_each_step = []
    for i in range(total_epochs):
        if i in Args.schedule:
            lr_init *= Args.gamma
        for _ in range(steps_per_epoch):
            lr_each_step.append(lr_init)
    lr_each_step = np.array(lr_each_step).astype(np.float32)
    return Tensor(lr_each_step)

class MyNetWithLoss(nn.Cell):
    def __init__(self, backbone, cfg):
        super(MyNetWithLoss, self).__init__(auto_prefix=False)
        self._backbone = backbone.to_float(mstype.float16)
        self._loss_fn = PartialFC(num_classes=cfg.num_classes,
                                  world_size=cfg.device_num).to_float(mstype.float32)
        self.L2Norm = ops.L2Normalize(axis=1)

    def construct(self, data, label):
        out = self._backbone(data)
        loss = self._loss_fn(out, label)
        return loss

x = Tensor(data(2, 3, 16, 16))
lab = Tensor(np.array([3, 7], np.int32))
net = _iresnet('r', IBasicBlock, [1, 1, 1, 1], False, True)
names = set_weights(net, 0.5)
out("names", names)
net.set_train(False)
out("eval", net(x))
net.set_train(True)
out("train", net(x))
tn = MyNetWithLoss(net, Args)
if os.environ.get("FP32"): tn._backbone.to_float(mstype.float32)
set_weights(tn, 0.5)
out("tn_names", [p.name for p in tn.trainable_params()])
out("loss", tn(x, lab))
lr = lr_generator(0.08, 2, 2)
out("lr", lr)
opt = nn.SGD(params=tn.trainable_params(), learning_rate=lr / 512 * 2 * 1, momentum=0.9, weight_decay=5e-4)
model = Model(tn, optimizer=opt)
X = data(4, 3, 16, 16, k=1); Y = np.array([1, 2, 3, 4], np.int32)
dset = ds.NumpySlicesDataset({"data": X, "label": Y}, shuffle=False).batch(2)
d = tempfile.mkdtemp()
ck = ModelCheckpoint(prefix="ArcFace-", config=CheckpointConfig(save_checkpoint_steps=1, keep_checkpoint_max=20), directory=d)
class L(ms.train.Callback):
    def __init__(self): self.l = []
    def on_train_step_end(self, rc): self.l.append(rc.original_args().net_outputs)
lc = L()
guard("train_fail", model.train, 2, dset, callbacks=[ck, TimeMonitor(2), LossMonitor(), lc], dataset_sink_mode=False)
out("losses", lc.l)
out("ckpts", sorted(f for f in os.listdir(d) if f.endswith(".ckpt")))
weights("weights", tn)
